import { AppLink } from '../app/app-link';
import { useT } from '../i18n/use-t';
import type { HighlightedProducts as Highlight } from '../../application/home/get-home-page';
import { ProductCard } from '../product/product-card';

/** A highlighted-products grid with its title and subtitle (SPEC §2 screen parts). */
export function HighlightedProducts({ highlight, localeIso }: { highlight: Highlight; localeIso: string }) {
  const t = useT();
  const titleId = `highlight-${highlight.key.replace(/[^a-z0-9_-]/gi, '-')}`;
  return (
    <section className="highlighted-products" aria-labelledby={titleId}>
      <header className="highlighted-products__header">
        <div>
          <h2 id={titleId} className="section-title">
            {highlight.title}
          </h2>
          {highlight.subtitle && <p className="section-subtitle">{highlight.subtitle}</p>}
        </div>
        {highlight.link && (
          <AppLink to={highlight.link} className="highlighted-products__more">
            {t('home.highlighted.seeAll')}
          </AppLink>
        )}
      </header>
      <ul className="product-grid">
        {highlight.products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} localeIso={localeIso} />
          </li>
        ))}
      </ul>
    </section>
  );
}
