import type { Params } from './router';
import { isApiError } from '../../application/ports/api-error';
import type { PageDecision } from '../../application/shell/page-decision';
import type { ProductHit } from '../../domain/catalogue/product';
import { hitForStore } from '../../domain/catalogue/product-card';
import { queryRecord, type Query } from '../../domain/routing/page-paths';
import type { RouteDef } from '../../domain/routing/route-table';
import { stripLocalePrefix } from '../../domain/store/locale-path';
import { LOCALES } from '../../domain/store/locales';
import type { RootStore } from './root-store';
import { searchTerms } from '../../domain/routing/page-paths';
import type { ListingData } from '../listing/listing-data';
import type { ProductPageData } from '../product/product-data';

interface Target {
  route: RouteDef;
  path: string;
  query: Query;
  params: Params;
  /** Raw query string: the listing grammar reads repeated parameters too. */
  search: string;
}

const LISTING_ROUTES = new Set(['catalogue', 'outlet', 'search', 'search-query', 'search-more']);

/** What loading a page came to: the page is in the stores (with its HTTP status), or it is elsewhere. */
export type PageOutcome =
  | { kind: 'page'; status: number }
  /** `location` is store-relative (the guards only redirect within the shop). */
  | { kind: 'redirect'; location: string; status: number }
  /** A newer navigation took over: nothing was shown. */
  | { kind: 'aborted' };

export interface PageRequest {
  url: URL;
  params: Params;
  signal?: AbortSignal;
}

/**
 * The loader of every page, on the server render and on client navigation alike: the guard
 * pipeline decides (through the ResolvePage use case), and the decision becomes a redirect, a
 * status, the error page or the page with its content. Page data goes into the MobX stores; the
 * outcome carries only the HTTP status (or the redirect) for the server render and the router.
 */
export function pageLoader(root: RootStore, route: RouteDef) {
  return async ({ url, params, signal }: PageRequest): Promise<PageOutcome> => {
    const { path } = stripLocalePrefix(url.pathname);
    const query = queryRecord(url.search);
    const target: Target = { route, path, query, params, search: url.search };
    const site = route.id === 'home' ? root.loadHome() : root.loadSite();
    site.catch(() => undefined); // awaited through `maintenance` below; never an unhandled rejection
    try {
      const visit = root.services.shell.trackVisit({ query });
      // In the browser the session is checked once (after hydration); guards then go by it, not by the hint.
      // Only pages whose guards depend on it wait for that check.
      const session = root.hydrated && (route.auth !== 'public' || root.auth.checked) ? await root.auth.sessionFacts() : undefined;
      const resolution = await root.services.shell.resolvePage({
        route,
        path,
        query,
        url: url.href,
        baseUrl: `${url.origin}${LOCALES[root.context.locale].prefix}`,
        previousPath: root.hydrated ? root.page.href : null,
        maintenance: () => site.then(() => root.site.maintenance),
        ...(session ? { session } : {}),
      });
      await visit;
      if (signal?.aborted) return { kind: 'aborted' };
      return await act(root, target, resolution.decision);
    } catch (error) {
      console.error('[boutique] Page failed to load:', error);
      const status = isApiError(error) && error.code === 503 ? 503 : 500;
      return showError(root, target, status, status === 503 ? 'Service Unavailable' : 'Internal Server Error');
    }
  };
}

async function act(root: RootStore, target: Target, decision: PageDecision): Promise<PageOutcome> {
  switch (decision.kind) {
    case 'redirect':
      if (decision.popup && root.hydrated) root.modals.open(decision.popup);
      return { kind: 'redirect', location: decision.location, status: decision.status };
    case 'not-found':
      return showError(root, target, 404, decision.message);
    case 'error':
      console.error(`[boutique] ${decision.code}: ${decision.message}`);
      return showError(root, target, decision.status, decision.code);
    case 'unreachable':
      // Not a 404: the address stays, and the page offers to try again (SPEC §8 code 0 is the network).
      return showError(root, target, 503, decision.message, true);
    case 'parse':
      return showError(root, target, 404, 'Page Not Found');
    case 'render':
      return render(root, target, decision);
  }
}

async function render(root: RootStore, target: Target, decision: Extract<PageDecision, { kind: 'render' }>): Promise<PageOutcome> {
  const { route, path, query, params } = target;
  let cms = null;
  let template = null;
  try {
    if (route.id === 'cms') cms = await root.services.shell.cmsPage(params.name ?? '');
    if (route.id === 'template') template = await root.services.shell.templatePage(params.name ?? '');
  } catch (error) {
    // SPEC §8: a template page that fails is a 404.
    if (isApiError(error) && error.code !== 404) console.error('[boutique] Content page failed:', error);
    return showError(root, target, 404, route.id === 'template' ? 'Template page not found' : 'Page Not Found');
  }
  let listing: ListingData | null = null;
  let product: ProductPageData | null = null;
  if (decision.status === 200 && LISTING_ROUTES.has(route.id)) {
    const searchWords = route.id.startsWith('search') ? searchTerms(params.query) : null;
    // The listing grammar loads with the first listing (hydration takes the server's answer).
    const { loadListing } = await import('../listing/listing-data');
    const loaded = await loadListing(root.services.search, { path, search: target.search, pageInfo: decision.pageInfo, searchWords });
    if (loaded.kind === 'not-found') return showError(root, target, 404, 'Page Not Found');
    if (loaded.kind === 'found') listing = { ...loaded.data, hits: loaded.data.hits.map(forThisStore(root)) };
  }
  if (decision.status === 200 && route.id === 'product') {
    const { loadProduct } = await import('../product/product-data');
    const loaded = await loadProduct(root.services.product, decision.pageInfo);
    if (loaded.kind === 'not-found') return showError(root, target, 404, 'Page Not Found');
    product = { ...loaded.data, associated: loaded.data.associated.map(forThisStore(root)) };
  }
  const loginProviders = decision.status === 200 && route.id === 'login' ? await root.services.auth.providers().catch(noProviders) : null;
  const retryAfterSeconds = decision.retryAfterSeconds ?? null;
  root.page.show({ routeId: route.id, path, query, status: decision.status, retryAfterSeconds, pageInfo: decision.pageInfo, cms, template, listing, product, loginProviders });
  if (decision.popup && root.hydrated) root.modals.open(decision.popup);
  return { kind: 'page', status: decision.status };
}

/** Without the providers' answer the sign-in page shows the shop's own form only. */
function noProviders(error: unknown): null {
  console.error('[boutique] Unable to read the sign-in providers:', error);
  return null;
}

/** Hits keep this store's price and language only: the page state goes into the HTML. */
function forThisStore(root: RootStore): (hit: ProductHit) => ProductHit {
  return (hit) => hitForStore(hit, root.site.store, root.context.locale);
}

async function showError(root: RootStore, target: Target, status: number, message: string, retry = false): Promise<PageOutcome> {
  const error = retry ? { status, message, retry } : { status, message };
  if (!root.page.errorPage) {
    try {
      const content = await root.services.shell.getErrorPage();
      root.page.show({ routeId: target.route.id, path: target.path, query: target.query, status, error, errorPage: content });
      return { kind: 'page', status };
    } catch (failure) {
      console.error('[boutique] Unable to load the error page content:', failure);
    }
  }
  root.page.show({ routeId: target.route.id, path: target.path, query: target.query, status, error });
  return { kind: 'page', status };
}
