import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LOCALES } from '../domain/store/locales';
import { createI18n } from './i18n/create-i18n';
import { expectLaterTexts, LaterTexts } from './i18n/later-texts';
import { whenIdle } from './app/when-idle';
// eslint-disable-next-line no-restricted-imports -- the browser's entry composes: the rest of the texts comes without the container and its HTTP client (loaded on intent)
import { fetchTranslations } from '../adapters/http/fetch-translations';
import { AppProviders } from './app/root-context';
import type { PageSnapshot } from './app/root-store';
import { createRoutes, loadMatchedRoutes, PageRoutes } from './app/routes';
import { BrowserNavigation } from './app/browser-navigation';
import { ClientRouter } from './app/client-router';
import { hydration, loadOnce } from './app/islands';
import { stripLocalePrefix } from '../domain/store/locale-path';
import { ROOT_ELEMENT_ID, STATE_ELEMENT_ID } from './app/html-document';
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
import './product/colour-swatches.css';
import './product/ratings.css';
import './recently/recently.css';
import './product/size-guide.css';
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
// The cookie banner is in the server's HTML: its style comes with the page's, not with its code.
import './consent/consent.css';

/**
 * Takes over the server-rendered page in parts (React's selective hydration, issue 15): the shell
 * (router, layout, loading bar) hydrates with the libraries and this file alone; the stores, the
 * page's screen, the header, the footer and the overlays hydrate as their code arrives (the server
 * preloads it with the page). The stores are filled from the serialised snapshot: the page is not
 * loaded again.
 */
async function hydrate(): Promise<void> {
  // A task of its own: the libraries' evaluation would otherwise make one long task with the
  // hydration, and the browser could neither paint nor answer a tap in between.
  await new Promise((resolve) => setTimeout(resolve, 0));
  const snapshot = readSnapshot();
  const element = document.getElementById(ROOT_ELEMENT_ID);
  if (!snapshot || !element) return;
  installChunkReload();
  const { locale } = snapshot.context;
  const root = loadOnce(() => import('./app/client-root').then((module) => module.createClientRoot(snapshot)))();
  const i18n = createI18n(locale, snapshot.translations);
  // The HTML carries the page's own texts: the rest of the language follows once hydrated.
  const texts = new LaterTexts(i18n, () => fetchTranslations(snapshot.context, snapshot.textsVersion), snapshot.textsComplete === true);
  expectLaterTexts(texts);
  const basename = LOCALES[locale].prefix || '/';
  hydration.expect(snapshot.islands, () => {
    void root.then((stores) => {
      stores.markHydrated();
      document.documentElement.dataset.hydrated = 'true';
      // Off the page's first paint and taps; whatever needs them sooner asks for them itself (allTexts).
      whenIdle(() => void texts.complete(), 1000);
    });
  });

  if (snapshot.failure) {
    const { FailurePage } = await import('./errors/failure-page');
    hydrateRoot(
      element,
      <AppProviders root={await root} i18n={i18n}>
        <FailurePage failure={snapshot.failure} homeHref={basename} />
      </AppProviders>,
    );
    return;
  }

  const routes = createRoutes();
  // The page's own code (its screen, its layout) starts loading now; the shell does not wait for it.
  loadMatchedRoutes(routes, window.location.pathname, basename).catch(() => undefined);
  const navigation = new BrowserNavigation({
    load: async (url, signal) => {
      const [outcome] = await Promise.all([import('./app/page-load').then(async (module) => module.loadPage(await root, routes, basename, url, signal)), texts.complete()]);
      return outcome;
    },
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
}

/** The server's state, from its JSON data block (not a script: the page's policy runs no inline code). */
function readSnapshot(): PageSnapshot | null {
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as PageSnapshot) : null;
}

void hydrate();
