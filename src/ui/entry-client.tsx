import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LOCALES } from '../domain/store/locales';
import { createI18n } from './i18n/create-i18n';
import { AppProviders } from './app/root-context';
import { RootStore, type PageSnapshot } from './app/root-store';
import { lazyBrowserServices } from './app/lazy-services';
import { createRoutes, loadInitialRoutes } from './app/routes';
import { ROOT_ELEMENT_ID, STATE_GLOBAL } from './app/html-document';
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

declare global {
  interface Window {
    [STATE_GLOBAL]?: PageSnapshot;
  }
}

/**
 * Takes over the server-rendered page: one set of stores for the tab, filled from the serialised
 * snapshot, and the router told its loaders already ran (no refetch). The composition root
 * (Inversify, HTTP client, use cases) loads on the first sign of intent or on first navigation.
 */
async function hydrate(): Promise<void> {
  // A task of its own: the libraries' evaluation and the stores' creation would otherwise make one
  // long task, and the browser could neither paint nor answer a tap in between.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const snapshot = window[STATE_GLOBAL];
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

  const routes = createRoutes(root);
  await loadInitialRoutes(routes, window.location.pathname, basename);
  const router = createBrowserRouter(routes, { basename, hydrationData: snapshot.router });
  // A transition hydrates in slices that yield to the browser (a tap, a paint), not in one long
  // task: the page is already painted, so nothing waits on it but the first interaction.
  startTransition(() => {
    hydrateRoot(
      element,
      <StrictMode>
        <AppProviders root={root} i18n={i18n}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  preloadOnIntent(services.preload);
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
