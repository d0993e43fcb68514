import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
// react-router stays a development dependency for this test alone: the shop's router must answer as it did (issue 40).
import * as reactRouter from 'react-router';
import { ROUTES } from '../../domain/routing/route-table';
import { matchRoutes, type RouteMatch } from '../../domain/routing/route-matching';
import { createPath, parsePath, resolvePath } from '../../domain/routing/path-parts';
import { LOCALES } from '../../domain/store/locales';
import { createRoutes } from './routes';
import * as ours from './router';

const BASENAMES = Object.values(LOCALES).map((locale) => locale.prefix || '/');

/** Values a parameter or a splat takes in the shop's addresses, and the awkward ones. */
const VALUES = ['12', 'logo-tee', 'LOGO', 'logo+tee', 'logo%20tee', 'caf%C3%A9', 'café', 'a%2Fb', '%25', 'a.b', '(x)', '%E0%A4%A', 'x%E2%80%A8y', '~'];

/** Every pattern of the route table filled in, with trailing slashes, case changes and near misses. */
function storePaths(): string[] {
  const paths = new Set<string>(['', '/', '//', '/unknown', '/unknown/deeper/still', '/account/unknown', '/checkout', '/checkout/', '/search/', '/p', '/p/', '/t', '/t/', '/tp/', '/marques?page=2', '/homme/vetements/t-shirts']);
  for (const route of ROUTES) {
    const fill = (value: string) =>
      `/${route.path
        .split('/')
        .map((part) => (part === '*' ? `${value}/more` : part.startsWith(':') ? value : part))
        .join('/')}`;
    for (const path of [`/${route.path}`, fill(VALUES[0])]) {
      for (const variant of [path, `${path}/`, `${path}//`, path.toUpperCase(), `${path}/extra`, path.replace(/\/[^/]*$/, '')]) paths.add(variant);
    }
    for (const value of VALUES.slice(1)) {
      paths.add(fill(value));
      paths.add(`${fill(value)}/`);
    }
  }
  return [...paths];
}

/**
 * The French store (no prefix) sees every path bare and under another store's prefix; the other
 * stores see each pattern as written and filled in once, under their prefix (as written and in
 * capitals), bare, and under another store's (react-router takes 2 ms an address: the sample is chosen).
 */
function addresses(basename: string): string[] {
  const all = new Set<string>(['/esp/login', '/es-x', '/ES', '/es/', '/es//login']);
  const paths = basename === '/' ? storePaths() : storePaths().filter((path) => !VALUES.slice(1).some((value) => path.includes(value)) && !path.endsWith('//'));
  const prefixes = basename === '/' ? ['', '/es'] : [basename, basename.toUpperCase(), '', '/fr'];
  for (const path of paths) for (const prefix of prefixes) all.add(`${prefix}${path}`);
  return [...all];
}

const summary = (matches: RouteMatch<{ id?: string }>[] | null) =>
  matches?.map(({ route, params, pathname, pathnameBase }) => ({ id: route.id, params: { ...params }, pathname, pathnameBase })) ?? null;

describe('the shop router matches as react-router did', () => {
  const routes = createRoutes();

  it('on every route of the route table, under every prefix, for thousands of addresses', () => {
    // react-router warns of each address that does not decode (some are, on purpose).
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let compared = 0;
    const reached = new Set<string | undefined>();
    for (const basename of BASENAMES) {
      for (const url of addresses(basename)) {
        const expected = reactRouter.matchRoutes(routes as reactRouter.RouteObject[], url, basename);
        const actual = matchRoutes(routes, url, basename);
        expect(summary(actual), `${url} in ${basename}`).toEqual(summary(expected as RouteMatch<{ id?: string }>[] | null));
        reached.add(actual?.at(-1)?.route.id);
        compared += 1;
      }
    }
    warn.mockRestore();
    expect(compared).toBeGreaterThan(4000);
    // Every route is reached by some address (the sample is not all near misses), and some address by none.
    for (const route of ROUTES) expect(reached.has(route.id), route.id).toBe(true);
    expect(reached.has(undefined)).toBe(true);
  }, 120_000);

  it('gives the parameters decoded, an encoded slash and an undecodable path included', () => {
    expect(matchRoutes(routes, '/es/search/caf%C3%A9/a%2Fb', '/es')?.at(-1)?.params).toEqual({ query: 'café', '*': 'a/b' });
    expect(matchRoutes(routes, '/ES/account/history/12/', '/es')?.at(-1)).toMatchObject({ route: { id: 'account-order' }, params: { id: '12' } });
    expect(matchRoutes(routes, '/t/%E0%A4%A')?.at(-1)?.params).toEqual({ name: '%E0%A4%A' });
    expect(matchRoutes(routes, '/en/login', '/es')).toBeNull();
  });
});

/** A tree shaped as the shop's (root, layouts, pages), whose elements show what the router tells them. */
function probeTree(router: { Outlet: (props: { context?: unknown }) => ReactNode; useParams: () => object; useLocation: () => { pathname: string; search: string; hash: string; key: string } }) {
  const Page = ({ id }: { id: string }) => {
    const location = router.useLocation();
    return <p data-id={id}>{JSON.stringify({ params: router.useParams(), location })}</p>;
  };
  const Layout = ({ name }: { name: string }) => (
    <section data-layout={name}>
      <router.Outlet />
    </section>
  );
  const layouts = [...new Set(ROUTES.map((route) => route.layout))];
  return [
    {
      id: 'root',
      element: (
        <main>
          <router.Outlet />
        </main>
      ),
      children: layouts.map((layout) => ({
        id: layout,
        element: <Layout name={layout} />,
        children: ROUTES.filter((route) => route.layout === layout).map((route) =>
          route.path === '' ? { id: route.id, index: true, element: <Page id={route.id} /> } : { id: route.id, path: route.path, element: <Page id={route.id} /> },
        ),
      })),
    },
  ];
}

describe('the shop router renders as react-router did', () => {
  const theirs = probeTree(reactRouter);
  const mine = probeTree(ours);
  const TheirRoutes = () => reactRouter.useRoutes(theirs as reactRouter.RouteObject[]);
  const MyRoutes = () => ours.useRoutes(mine);

  it('each layout around its page, with the parameters and the store-relative location (server render)', () => {
    const urls = ['/', '/login?back=1#top', '/account/history/12/product-return-detail/3', '/search/caf%C3%A9/page-2', '/p/logo-tee-12', '/homme/t-shirts/', '/LOGIN', '/t/a%2Fb'];
    for (const basename of BASENAMES) {
      for (const path of urls) {
        const url = basename === '/' ? path : `${basename}${path}`;
        const expected = renderToString(
          <reactRouter.StaticRouter basename={basename} location={url}>
            <TheirRoutes />
          </reactRouter.StaticRouter>,
        );
        const actual = renderToString(
          <ours.StaticRouter basename={basename} location={url}>
            <MyRoutes />
          </ours.StaticRouter>,
        );
        expect(actual, url).toBe(expected);
        expect(actual, url).toContain('data-id=');
      }
    }
  });

  it('nothing outside its prefix', () => {
    const html = renderToString(
      <ours.StaticRouter basename="/es" location="/de/login">
        <MyRoutes />
      </ours.StaticRouter>,
    );
    expect(html).toBe('');
  });
});

describe('addresses', () => {
  const samples = ['/', '/login?x=1#top', '/a//b/', '//evil.example/x', '/a/./b/../c', '/a/', '?page=2', '#size', '/x?', '/x#', '/search/a b', '\\login', '/a%2Fb'];

  it('are read, written and resolved as react-router did', () => {
    for (const sample of samples) {
      expect(parsePath(sample), sample).toEqual(reactRouter.parsePath(sample));
      expect(createPath(parsePath(sample)), sample).toBe(reactRouter.createPath(reactRouter.parsePath(sample)));
      expect(resolvePath(sample, '/account/history'), sample).toEqual(reactRouter.resolvePath(sample, '/account/history'));
    }
  });

  it('of a navigation are the store-relative path under the store prefix; another origin or a relative path is refused', () => {
    expect(ours.navigationTarget('/login?x=1', '/es', '/')).toEqual({ pathname: '/es/login', search: '?x=1', hash: '' });
    expect(ours.navigationTarget('/', '/es', '/login')).toEqual({ pathname: '/es', search: '', hash: '' });
    expect(ours.navigationTarget('/checkout/basket/', '/de', '/')).toEqual({ pathname: '/de/checkout/basket/', search: '', hash: '' });
    expect(ours.navigationTarget('/login', '/', '/')).toEqual({ pathname: '/login', search: '', hash: '' });
    expect(ours.navigationTarget('?page=2', '/es', '/hombre')).toEqual({ pathname: '/es/hombre', search: '?page=2', hash: '' });
    expect(ours.navigationTarget({ pathname: '/wishlist', search: 'x=1' }, '/it', '/')).toEqual({ pathname: '/it/wishlist', search: '?x=1', hash: '' });
    expect(() => ours.navigationTarget('//evil.example/x', '/', '/')).toThrow('External navigation');
    expect(() => ours.navigationTarget('https://evil.example/', '/es', '/')).toThrow('External navigation');
    expect(() => ours.navigationTarget('edit', '/es', '/account')).toThrow('relative');
  });
});
