import { createContext, useCallback, useContext, useLayoutEffect, useMemo, useRef, type ReactNode } from 'react';
import { matchRoutes, stripBasename, joinPaths, type Params, type RouteMatch } from '../../domain/routing/route-matching';
import { createPath, parsePath, resolvePath, type PathParts } from '../../domain/routing/path-parts';

/**
 * The shop's router: what it used of react-router's declarative mode, with the same behaviour
 * (issue 40: react-router was 10 kB gzip of the script every page loads before it hydrates).
 * Routes nest layouts and `<Outlet/>`, match by react-router's ranking (route-matching.ts), render
 * at a location the shop's navigation gives (BrowserNavigation, loaded before shown) or the
 * server's (`StaticRouter`); screens read it through `useLocation`, `useParams` and `useNavigate`.
 */
export interface Location extends PathParts {
  /** What the navigation that made this entry carried (a modal's name). */
  state: unknown;
  /** The history entry's key ('default' on the server). */
  key: string;
}

export type { Params } from '../../domain/routing/route-matching';

export type To = string | Partial<PathParts>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Keep the scroll position (a modal opening on the page). */
  preventScrollReset?: boolean;
}

/** Where the router's navigations go: the browser's history, through the shop's page loading. */
export interface Navigator {
  push(to: To, state?: unknown, options?: NavigateOptions): void;
  replace(to: To, state?: unknown, options?: NavigateOptions): void;
  go(delta: number): void;
}

export interface RouteObject {
  id: string;
  path?: string;
  index?: boolean;
  element?: ReactNode;
  handle?: unknown;
  children?: RouteObject[];
}

interface RouteLevel {
  /** What the level's `<Outlet/>` shows: the next level down. */
  outlet: ReactNode;
  matches: RouteMatch<RouteObject>[];
}

const NavigationContext = createContext<{ basename: string; navigator: Navigator } | null>(null);
const LocationContext = createContext<Location | null>(null);
const RouteContext = createContext<RouteLevel>({ outlet: null, matches: [] });

/**
 * Provides the location to the routes, within `basename` (the store's locale prefix): the routes
 * see store-relative paths. A location outside it renders nothing.
 */
export function Router({ basename = '/', location, navigator, children }: { basename?: string; location: string | Partial<Location>; navigator: Navigator; children: ReactNode }) {
  const base = basename.replace(/^\/*/, '/');
  const navigation = useMemo(() => ({ basename: base, navigator }), [base, navigator]);
  const { pathname = '/', search = '', hash = '', state = null, key = 'default' } = typeof location === 'string' ? (parsePath(location) as Partial<Location>) : location;
  const inside = useMemo(() => {
    const relative = stripBasename(pathname, base);
    return relative === null ? null : { pathname: relative, search, hash, state, key };
  }, [base, pathname, search, hash, state, key]);
  if (!inside) return null;
  return (
    <NavigationContext.Provider value={navigation}>
      <LocationContext.Provider value={inside}>{children}</LocationContext.Provider>
    </NavigationContext.Provider>
  );
}

const serverNavigation = () => {
  throw new Error('A server render cannot navigate');
};
const SERVER_NAVIGATOR: Navigator = { push: serverNavigation, replace: serverNavigation, go: serverNavigation };

/** The server's router: one location, no navigation. */
export function StaticRouter({ basename, location, children }: { basename?: string; location: string; children: ReactNode }) {
  return (
    <Router basename={basename} location={location} navigator={SERVER_NAVIGATOR}>
      {children}
    </Router>
  );
}

/** The routes the location matches, each level's element around the next (its `<Outlet/>`); nothing when none matches. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const matches = matchRoutes(routes, useLocation().pathname);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, match, at) => <RouteContext.Provider value={{ outlet, matches: matches.slice(0, at + 1) }}>{match.route.element || outlet}</RouteContext.Provider>,
    null,
  );
}

/** Where a layout shows its page (the matched route below it). */
export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** The current location, store-relative (without the locale prefix). */
export function useLocation(): Location {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation() may be used only inside a <Router>');
  return location;
}

/** The matched path's parameters, decoded (`%2F` is a slash). */
export function useParams(): Params {
  const { matches } = useContext(RouteContext);
  return matches.at(-1)?.params ?? {};
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

/**
 * Navigates to a store-relative address (the locale prefix is added) or moves in the history
 * (`navigate(-1)`). Calls before the component has mounted are ignored, as react-router does.
 */
export function useNavigate(): NavigateFunction {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error('useNavigate() may be used only inside a <Router>');
  const { basename, navigator } = navigation;
  const { pathname } = useLocation();
  const mounted = useRef(false);
  useLayoutEffect(() => {
    mounted.current = true;
  });
  return useCallback(
    (to: To | number, options: NavigateOptions = {}) => {
      if (!mounted.current) {
        console.warn('navigate() is called from an effect or an event, not while rendering');
        return;
      }
      if (typeof to === 'number') {
        navigator.go(to);
        return;
      }
      const path = navigationTarget(to, basename, pathname);
      (options.replace ? navigator.replace : navigator.push)(path, options.state, options);
    },
    [basename, navigator, pathname],
  );
}

const LOCAL = new URL('http://localhost/');

/**
 * The address a navigation goes to: `to` is store-relative ('/login?x=1'), or a query or hash
 * alone on the current page; another origin ('//evil.example') is refused. Paths relative to a
 * route ('..', 'edit') are not supported: the shop names its pages in full.
 */
export function navigationTarget(to: To, basename: string, currentPathname: string): PathParts {
  if (!sameOrigin(typeof to === 'string' ? to : createPath(to))) throw new Error('External navigation is not allowed');
  const pathname = typeof to === 'string' ? parsePath(to).pathname : to.pathname;
  if (pathname && !pathname.startsWith('/') && !pathname.startsWith('\\')) throw new Error(`Navigation to a relative path '${pathname}'`);
  const path = resolvePath(to, currentPathname);
  if (basename !== '/') path.pathname = path.pathname === '/' ? basename : joinPaths([basename, path.pathname]);
  if (!sameOrigin(createPath(path))) throw new Error('External navigation is not allowed');
  return path;
}

function sameOrigin(address: string): boolean {
  try {
    return new URL(address, LOCAL).origin === LOCAL.origin;
  } catch {
    // Not an address at all: nothing of another origin.
    return true;
  }
}
