import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LOCALES } from '../domain/store/locales';
import { createI18n } from './i18n/create-i18n';
import { AppProviders } from './app/root-context';
import { RootStore, type PageSnapshot } from './app/root-store';
import { lazyBrowserServices } from './app/lazy-services';
import { createRoutes, loadMatchedRoutes, loadPage, PageRoutes } from './app/routes';
import { BrowserNavigation } from './app/browser-navigation';
import { ClientRouter } from './app/client-router';
import { stripLocalePrefix } from '../domain/store/locale-path';
import { ROOT_ELEMENT_ID, STATE_ELEMENT_ID } from './app/html-document';
import { FailurePage } from './errors/failure-page';
import { installChunkReload } from './feedback/chunk-reload';
import './styles/base.css';
import './styles/header.css';
import './styles/country-switch.css';
import './styles/menus.css';
import './styles/home.css';
import './styles/footer.css';
import './styles/header-extras.css';
import './styles/banners.css';
import './styles/overlays.css';
import './styles/skeletons.css';
import './styles/layouts.css';
import './styles/pages.css';
import './listing/listing.css';
import './product/product.css';
import './product/ratings.css';
import './contact/contact.css';
import './search/search.css';
import './styles/basket.css';
import './styles/forms.css';
import './styles/account.css';
import './styles/checkout.css';
import './styles/checkout-steps.css';
import './styles/orders.css';
import './styles/returns.css';
import './styles/giftcards.css';
import './styles/wishlist.css';

/**
 * Takes over the server-rendered page: one set of stores for the tab, filled from the serialised
 * snapshot (the page is not loaded again), and the router on the shop's navigation. The composition root
 * (Inversify, HTTP client, use cases) loads on the first sign of intent or on first navigation.
 */
async function hydrate(): Promise<void> {
  // A task of its own: the libraries' evaluation and the stores' creation would otherwise make one
  // long task, and the browser could neither paint nor answer a tap in between.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const snapshot = readSnapshot();
  const element = document.getElementById(ROOT_ELEMENT_ID);
  if (!snapshot || !element) return;
  installChunkReload();
  const { storeId, locale, device } = snapshot.context;
  // Search goes where `/init` says: real Algolia when configured, else the shop's own endpoint.
  const services = lazyBrowserServices({ storeId, locale, device, search: snapshot.site?.search, gtmId: snapshot.site?.boSettings.gtmId ?? null });
  const root = RootStore.fromSnapshot(snapshot, services);
  const i18n = createI18n(locale, snapshot.translations);
  const basename = LOCALES[locale].prefix || '/';

  if (snapshot.failure) {
    hydrateRoot(
      element,
      <AppProviders root={root} i18n={i18n}>
        <FailurePage failure={snapshot.failure} homeHref={basename} />
      </AppProviders>,
    );
    return;
  }

  const routes = createRoutes();
  await loadMatchedRoutes(routes, window.location.pathname, basename);
  const navigation = new BrowserNavigation({
    load: (url, signal) => loadPage(root, routes, basename, url, signal),
    ownsPath: (pathname) => stripLocalePrefix(pathname).locale === locale,
  });
  // A transition hydrates in slices that yield to the browser (a tap, a paint), not in one long
  // task: the page is already painted, so nothing waits on it but the first interaction.
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <AppProviders root={root} i18n={i18n}>
          <ClientRouter navigation={navigation} basename={basename}>
            <PageRoutes routes={routes} />
          </ClientRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
  preloadOnIntent(services.preload);
}

/** The server's state, from its JSON data block (not a script: the page's policy runs no inline code). */
function readSnapshot(): PageSnapshot | null {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageSnapshot) : null;
}

/**
 * The composition root loads on the visitor's first sign of intent (a pointer over the page, a
 * touch, a key), well before the click that needs it, and never competes with the first paint.
 */
function preloadOnIntent(preload: () => void): void {
  const events = ['pointerover', 'touchstart', 'keydown', 'focusin'] as const;
  const once = () => {
    events.forEach((name) => window.removeEventListener(name, once, true));
    preload();
  };
  events.forEach((name) => window.addEventListener(name, once, { capture: true, passive: true }));
}

void hydrate();
