import type { RouteObject } from './router';
import { loadMatchedRoutes, withPrefix, type RouteHandle } from './routes';
import { pageLoader, type PageOutcome } from './page-loader';
import type { RootStore } from './root-store';
import { ErrorScreen } from '../pages/page-view';

/**
 * Loads the page at `url` into the stores: its code, then the page loader of the route it
 * matches. A redirect's location comes back as an address of the shop (with the store's prefix).
 * The server renders with it; the browser loads it with its first navigation.
 */
export async function loadPage(root: RootStore, routes: RouteObject[], basename: string, url: URL, signal?: AbortSignal): Promise<PageOutcome> {
  const matches = await loadMatchedRoutes(routes, url.pathname, basename);
  const leaf = matches?.at(-1);
  const route = (leaf?.route.handle as RouteHandle | undefined)?.route;
  if (!leaf || !route) throw new Error(`No page at ${url.pathname}`);
  const outcome = await pageLoader(root, route)({ url, params: leaf.params, signal });
  if (root.page.error) await ErrorScreen.preload();
  return outcome.kind === 'redirect' ? { ...outcome, location: withPrefix(basename, outcome.location) } : outcome;
}
