import { observer } from 'mobx-react-lite';
import { useT } from '../i18n/use-t';
import { useRootStore } from '../app/root-context';
import { AppLink } from '../app/app-link';
import { ProductCard } from '../product/product-card';
import { ErrorBoundary } from '../feedback/error-boundary';
import { localizedPath } from '../../domain/store/locale-path';
import type { ProductCard as ProductCardModel } from '../../domain/catalogue/product-card';

/**
 * SPEC §2 error page: title and text from the translations ('Page Introuvable' in French),
 * highlighted products from `top_categorie_homepage` and six top sellers. A failure while
 * showing it leaves only a message and the way home.
 */
export const ErrorPage = observer(function ErrorPage() {
  const { page } = useRootStore();
  if (page.errorPageFailed) return <ErrorPageFailure />;
  return (
    <ErrorBoundary fallback={<ErrorPageFailure />} onError={(error) => console.error('[boutique] Error page failed:', error)}>
      <ErrorPageContent />
    </ErrorBoundary>
  );
});

const ErrorPageContent = observer(function ErrorPageContent() {
  const t = useT();
  const { page, site, context } = useRootStore();
  const status = page.error?.status ?? 500;
  const notFound = status === 404;
  const content = page.errorPage;
  if (page.error?.retry) {
    return (
      <div className="error-page" data-testid="page-unreachable" data-status={status}>
        <div className="error-page__message" role="alert">
          <h1 className="error-page__title">{t('error.unreachable.title')}</h1>
          <p className="error-page__text">{t('error.unreachable.text')}</p>
          {/* The same address loaded again, as a new document: the shop may answer this time. */}
          <a href={localizedPath(context.locale, page.href)} className="button" data-reload="" data-testid="page-retry">
            {t('error.unreachable.retry')}
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="error-page" data-testid="error-page" data-status={status}>
      <div className="error-page__message">
        <p className="error-page__status">{status}</p>
        <h1 className="error-page__title">{t(notFound ? 'error.notFound.title' : 'error.generic.title')}</h1>
        <p className="error-page__text">{t(notFound ? 'error.notFound.text' : 'common.defaultError')}</p>
        <AppLink to="/" className="button">
          {t('error.backHome')}
        </AppLink>
      </div>
      {/* Products picked from the template's category tiles: the grid is titled for products, not after the template. */}
      {content?.highlighted && <ProductStrip title={t('error.highlighted.title')} products={content.highlighted.products} localeIso={site.locale.iso} />}
      {content && content.topSellers.length > 0 && <ProductStrip title={t('error.topSales.title')} products={content.topSellers} localeIso={site.locale.iso} />}
    </div>
  );
});

function ProductStrip({ title, products, localeIso }: { title: string; products: ProductCardModel[]; localeIso: string }) {
  const id = `error-strip-${title.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <section className="highlighted-products error-page__products" aria-labelledby={id}>
      <h2 id={id} className="section-title">
        {title}
      </h2>
      <ul className="product-grid">
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} localeIso={localeIso} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** SPEC §8: 'An error occurred while showing the error page', with a link home. */
export function ErrorPageFailure() {
  const t = useT();
  const { context } = useRootStore();
  return (
    <div className="error-page" data-testid="error-page-failure">
      <div className="error-page__message">
        <h1 className="error-page__title">{t('error.errorPage.failed', 'An error occurred while showing the error page')}</h1>
        <a href={context.locale === 'fr' ? '/' : `/${context.locale}/`} className="button">
          {t('error.backHome', 'Home')}
        </a>
      </div>
    </div>
  );
}
