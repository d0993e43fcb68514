import { useT } from '../i18n/use-t';
import type { PageFailure } from '../app/root-store';

/**
 * Shown when the page itself could not be built (init or API down). It needs neither the router
 * nor the site data; the texts fall back to French when the catalogue itself failed to load.
 */
export function FailurePage({ failure, homeHref }: { failure: PageFailure; homeHref: string }) {
  const t = useT();
  const notFound = failure.status === 404;
  return (
    <main id="main" className="site-main">
      <div className="error-page">
        <p className="error-page__status">{failure.status}</p>
        <h1 className="error-page__title">
          {notFound ? t('error.notFound.title', 'Page Introuvable') : t('error.generic.title', 'Une erreur s’est produite')}
        </h1>
        <p className="error-page__text">
          {notFound
            ? t('error.notFound.text', 'La page que vous cherchez n’existe pas ou a été déplacée.')
            : t('common.defaultError', 'Une erreur s’est produite, merci de réessayer dans quelques instants.')}
        </p>
        <a href={homeHref} className="button">
          {t('error.backHome', 'Retour à l’accueil')}
        </a>
      </div>
    </main>
  );
}
