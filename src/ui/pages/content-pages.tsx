import { observer } from 'mobx-react-lite';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { ProductCard } from '../product/product-card';
import { CategoryTiles } from '../home/category-tiles';
import { PageFrame } from './page-frame';
import { pageName } from './catalogue-page';

/** CMS pages `/t/{slug}` (help, legal notices, terms): the back end's sanitised HTML. */
export const CmsPageView = observer(function CmsPageView() {
  const { page } = useRootStore();
  const cms = page.cms;
  if (!cms) return null;
  return (
    <PageFrame title={cms.title} breadcrumb={page.pageInfo?.breadcrumb} className="cms-page">
      <div className="cms-page__content" dangerouslySetInnerHTML={{ __html: cms.content }} />
    </PageFrame>
  );
});

/** Template pages `/tp/{slug}`: a slider-type header creative, product grids and category tiles. */
export const TemplatePageView = observer(function TemplatePageView() {
  const { page, site } = useRootStore();
  const template = page.template;
  if (!template) return null;
  const title = pageName(page.pageInfo, template.title);
  return (
    <div className="template-page">
      {template.hero ? (
        <section className="template-page__hero">
          <AppLink to={template.hero.link} className="template-page__hero-link">
            <picture>
              {template.hero.imageMobile && <source media="(max-width: 640px)" srcSet={template.hero.imageMobile} width={750} height={1000} />}
              <img src={template.hero.image} alt={template.hero.title} width={1600} height={500} fetchPriority="high" />
            </picture>
          </AppLink>
          <h1 className="visually-hidden">{title}</h1>
        </section>
      ) : (
        <PageFrame title={title} breadcrumb={page.pageInfo?.breadcrumb} />
      )}
      {template.subtitle && <p className="section-subtitle">{template.subtitle}</p>}
      {template.grids.map((grid) => (
        <section key={grid.item.slug} className="highlighted-products" aria-label={grid.item.title}>
          <ul className="product-grid">
            {grid.products.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} localeIso={site.locale.iso} />
              </li>
            ))}
          </ul>
        </section>
      ))}
      {template.tiles.length > 0 && <CategoryTiles tiles={template.tiles} title={template.title} />}
    </div>
  );
});
