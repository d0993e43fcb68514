import { describe, expect, it } from 'vitest';
import type { ParseResult } from '../../domain/catalogue/site';
import { routeById } from '../../domain/routing/route-table';
import { ApiError } from '../ports/api-error';
import { aProductResponse, aTemplate } from '../../adapters/in-memory/catalogue-fixtures';
import { InMemoryCatalogueApi } from '../../adapters/in-memory/in-memory-catalogue-api';
import { RecordingErrorReporter } from '../../adapters/in-memory/recording-error-reporter';
import { MemoryCookieJar } from '../../adapters/cookies/memory-cookie-jar';
import { MemoryKeyValueStorage } from '../../adapters/storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../../adapters/storage/storage-auth-token-store';
import { InMemoryNewsletter } from '../../adapters/in-memory/in-memory-newsletter';
import { CheckOutletAccess } from '../outlet/check-outlet-access';
import { RequestOutletAccess } from '../outlet/request-outlet-access';
import { ResolvePage, type PageRequest } from './resolve-page';
import { TrackVisit } from './track-visit';
import { GetErrorPage } from './get-error-page';
import { productCardFromDetail } from '../../domain/catalogue/product-card';
import type { TopSellers } from '../ports/top-sellers';
import { GetContentPage } from './get-content-page';

/** The in-memory catalogue with a parse service answering from a table. */
class ParsingApi extends InMemoryCatalogueApi {
  constructor(private readonly answers: Record<string, ParseResult | ApiError>) {
    super({ referers: [{ name: 'partner-blog', code: 'BLOG10' }] });
  }

  override async parse(path: string): Promise<ParseResult> {
    this.calls.push(`parse ${path}`);
    const found = this.answers[path];
    if (found instanceof ApiError) throw found;
    if (!found) throw new ApiError(404, 'Page not found');
    return found;
  }
}

function setup(answers: Record<string, ParseResult | ApiError> = {}) {
  const api = new ParsingApi(answers);
  const cookies = new MemoryCookieJar();
  const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
  const errors = new RecordingErrorReporter();
  const shop = new InMemoryNewsletter();
  const resolve = new ResolvePage(api, cookies, tokens, { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, errors, new CheckOutletAccess(shop, cookies));
  return { api, cookies, tokens, errors, resolve, shop };
}

const request = (route: string, path: string, overrides: Partial<PageRequest> = {}): PageRequest => ({
  route: routeById(route),
  path,
  query: {},
  url: `http://shop${path}`,
  baseUrl: 'http://shop',
  previousPath: null,
  maintenance: async () => false,
  ...overrides,
});

describe('ResolvePage', () => {
  it('asks the parse service for non-static pages and acts on its code', async () => {
    const { resolve, api } = setup({ '/ancienne-collection': { code: 301, url: { path: '/nouveautes' }, pageInfo: null } });
    expect((await resolve.execute(request('catalogue', '/ancienne-collection'))).decision).toEqual({ kind: 'redirect', status: 301, location: '/nouveautes' });
    expect(api.calls).toEqual(['parse /ancienne-collection']);
  });

  it('sends the query along to the parse service', async () => {
    const { resolve, api } = setup();
    await resolve.execute(request('catalogue', '/homme', { query: { page: '2' } }));
    expect(api.calls).toEqual(['parse /homme?page=2']);
  });

  it('never asks for static pages, legacy addresses or page=1', async () => {
    const { resolve, api } = setup();
    await resolve.execute(request('contact', '/contact'));
    await resolve.execute(request('catalogue', '/unsubscribe.html'));
    await resolve.execute(request('catalogue', '/homme', { query: { page: '1' } }));
    expect(api.calls).toEqual([]);
  });

  it('treats a parse call lost to the network or a timeout as unreachable (not a 404) and reports it', async () => {
    const { resolve, errors } = setup({ '/homme': new ApiError(0, 'Network Error') });
    expect((await resolve.execute(request('catalogue', '/homme'))).decision).toEqual({ kind: 'unreachable', message: 'Network Error' });
    expect(errors.reported).toHaveLength(1);
  });

  it('waits for a slow parse answer and renders the listing', async () => {
    const info = { type: 'listing', listingType: 'CATEGORY' } as ParseResult['pageInfo'];
    const { resolve, api } = setup({ '/homme': { code: 200, url: { path: '/homme' }, pageInfo: info } });
    const slow = Object.assign(api, {
      parse: async (path: string) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        return ParsingApi.prototype.parse.call(api, path);
      },
    });
    expect((await resolve.execute(request('catalogue', '/homme'))).decision).toMatchObject({ kind: 'render', status: 200, pageInfo: info });
    expect(slow.calls).toEqual(['parse /homme']);
  });

  it('shows page-not-found when the parse service refuses with 404, without reporting it', async () => {
    const { resolve, errors } = setup();
    expect((await resolve.execute(request('catalogue', '/nulle-part'))).decision).toEqual({ kind: 'not-found', message: 'Page Not Found' });
    expect(errors.reported).toHaveLength(0);
  });

  it('does not report an address the parse service refuses as malformed (400), and still reports its faults', async () => {
    const long = `/${'a'.repeat(3000)}`;
    const { resolve, errors } = setup({ [long]: new ApiError(400, 'body/path must not have more than 2048 characters'), '/panne': new ApiError(503, 'down') });
    await resolve.execute(request('catalogue', long));
    expect(errors.reported).toHaveLength(0);
    await resolve.execute(request('catalogue', '/panne'));
    expect(errors.reported).toHaveLength(1);
  });

  it('sees the visitor logged in from the token cookie or the stored token', async () => {
    const { resolve, cookies, tokens } = setup();
    expect(await resolve.execute(request('account', '/account'))).toEqual({ decision: { kind: 'redirect', status: 302, location: '/login' }, loggedIn: false });
    cookies.set('auth._token.customLocal', 'Bearer jwt');
    expect((await resolve.execute(request('account', '/account'))).loggedIn).toBe(true);
    cookies.remove('auth._token.customLocal');
    tokens.save({ accessToken: 'jwt', refreshToken: null, strategy: 'customLocal' });
    expect((await resolve.execute(request('login', '/login'))).decision).toMatchObject({ kind: 'redirect', location: '/' });
  });

  it('takes the signed-in hint cookie for the server render, and what the browser checked over both', async () => {
    const { resolve, cookies } = setup();
    cookies.set('signed_in', '1');
    expect(await resolve.execute(request('account', '/account'))).toMatchObject({ decision: { kind: 'render' }, loggedIn: true });
    expect((await resolve.execute(request('login', '/login'))).decision).toMatchObject({ kind: 'redirect', location: '/' });
    // The browser found the session gone: the hint no longer counts.
    expect((await resolve.execute(request('account', '/account', { session: { loggedIn: false, addressCount: null } }))).decision).toMatchObject({ location: '/login' });
    // A signed-in customer without an address adds one before the delivery step (SPEC §2).
    const noAddress = { session: { loggedIn: true, addressCount: 0 } };
    expect((await resolve.execute(request('checkout-shipping', '/checkout/shipping', noAddress))).decision).toMatchObject({ location: '/checkout/add_address' });
    expect((await resolve.execute(request('checkout-shipping', '/checkout/shipping', { session: { loggedIn: true, addressCount: 1 } }))).decision).toMatchObject({ kind: 'render' });
  });

  it("opens the outlet to the cookie's pass only once the shop has checked it", async () => {
    const outlet: ParseResult = { code: 200, url: { path: '/outlet' }, pageInfo: { type: 'listing', listingType: 'OUTLET', title: 'Outlet', description: '', breadcrumb: [], alternates: {} } };
    const { resolve, cookies, shop } = setup({ '/outlet': outlet });
    expect((await resolve.execute(request('outlet', '/outlet'))).decision).toMatchObject({ kind: 'redirect', popup: 'outlet' });
    // A hand-made cookie with an address opens nothing.
    cookies.set('outlet', 'a@b.c');
    expect((await resolve.execute(request('outlet', '/outlet'))).decision).toMatchObject({ kind: 'redirect', popup: 'outlet' });
    shop.subscribers.add('a@b.cd');
    await new RequestOutletAccess(shop, cookies).execute('a@b.cd');
    expect((await resolve.execute(request('outlet', '/outlet'))).decision).toMatchObject({ kind: 'render', status: 200 });
    // Unsubscribed: the pass no longer opens it.
    shop.subscribers.delete('a@b.cd');
    expect((await resolve.execute(request('outlet', '/outlet'))).decision).toMatchObject({ kind: 'redirect', popup: 'outlet' });
  });

  it('puts maintenance first', async () => {
    const { resolve } = setup();
    expect((await resolve.execute(request('catalogue', '/homme', { maintenance: async () => true }))).decision).toMatchObject({ location: '/maintenance' });
  });
});

describe('TrackVisit', () => {
  const ids = () => {
    let n = 0;
    return () => `00000000-0000-4000-8000-00000000000${++n}`;
  };

  it('creates a 20-day session id, then refreshes the same one', async () => {
    const cookies = new MemoryCookieJar();
    const track = new TrackVisit(new InMemoryCatalogueApi(), cookies, ids());
    await track.execute({ query: {} });
    const first = cookies.snapshot().session_id;
    expect(first.value).toBe('00000000-0000-4000-8000-000000000001');
    expect(first.expiresAt! - Date.now()).toBeGreaterThan(1_727_000_000);
    await track.execute({ query: {} });
    expect(cookies.get('session_id')).toBe(first.value);
  });

  it('keeps campaign parameters an hour and a known referer 30 days', async () => {
    const cookies = new MemoryCookieJar();
    const api = new InMemoryCatalogueApi({ referers: [{ name: 'partner-blog', code: 'BLOG10' }] });
    await new TrackVisit(api, cookies, ids()).execute({ query: { j: '1', mid: '2', referer: 'partner-blog' } });
    const jar = cookies.snapshot();
    expect(JSON.parse(jar.sfmc_data.value)).toEqual({ j: '1', mid: '2' });
    expect(Math.round((jar.sfmc_data.expiresAt! - Date.now()) / 1000)).toBe(3600);
    expect(jar.referer.value).toBe('partner-blog');
    expect(Math.round((jar.referer.expiresAt! - Date.now()) / 1000)).toBe(2_592_000);
  });

  it('changes nothing for an unknown referer and remembers a chosen language', async () => {
    const cookies = new MemoryCookieJar();
    await new TrackVisit(new InMemoryCatalogueApi(), cookies, ids()).execute({ query: { referer: 'nobody' }, rememberLocale: 'es' });
    expect(cookies.get('referer')).toBeUndefined();
    expect(cookies.get('locale')).toBe('es');
  });
});

describe('GetErrorPage', () => {
  const templates = [
    aTemplate('top_categorie_homepage', [
      { slug: 'hoodies', link: '/h', image: '', title: 'Sweats', productIds: [1, 2] },
      { slug: 'caps', link: '/c', image: '', title: 'Casquettes', productIds: [3] },
    ], { title: 'Nos catégories phares' }),
  ];
  const products = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((id) => aProductResponse({ id, name: `P${id}` }));
  /** Best sellers 4 to 11, best first. */
  const bestSellers: TopSellers = { topSellers: async (limit) => products.slice(3, 3 + limit).map((response) => productCardFromDetail(response.product)) };

  it('shows products of the category tiles and six top sellers', async () => {
    const api = new InMemoryCatalogueApi({ templates, products });
    const errors = new RecordingErrorReporter();
    const page = await new GetErrorPage(api, bestSellers, errors).execute();
    expect(page.highlighted?.title).toBe('Nos catégories phares');
    expect(page.highlighted?.products.map((card) => card.id)).toEqual([1, 3, 2]);
    expect(page.topSellers.map((card) => card.id)).toEqual([4, 5, 6, 7, 8, 9]);
  });

  it('logs the SPEC §8 messages and still answers when parts fail', async () => {
    const api = new InMemoryCatalogueApi({ failWith: new ApiError(0, 'Network Error') });
    const errors = new RecordingErrorReporter();
    const failingSellers = { topSellers: async () => Promise.reject(new ApiError(0, 'Network Error')) };
    expect(await new GetErrorPage(api, failingSellers, errors).execute()).toEqual({ highlighted: null, topSellers: [] });
    expect(errors.reported.map((entry) => entry.context)).toEqual([
      'Unable to fetch templates on Error page',
      'Unable to get products from algolia on error page',
    ]);
  });
});

describe('GetContentPage', () => {
  it('splits a template page into its slider header, product grids and tiles', async () => {
    const api = new InMemoryCatalogueApi({
      templates: [
        aTemplate('idees-cadeaux', [
          { slug: 'head', link: '/nouveautes', image: '/a.svg', imageMobile: '/a-m.svg', title: 'Idées', creativeVersion: 'slider' },
          { slug: 'under-50', link: '/top', image: '/b.svg', title: 'Moins de 50 €', productIds: [1] },
          { slug: 'tile', link: '/homme', image: '/c.svg', imageMobile: '/c-m.svg', title: 'Homme', creativeVersion: 'v1', productIds: [1] },
        ]),
      ],
      products: [aProductResponse({ id: 1 })],
    });
    const page = await new GetContentPage(api, new RecordingErrorReporter()).template('idees-cadeaux');
    expect(page.hero?.slug).toBe('head');
    expect(page.grids.map((grid) => [grid.item.slug, grid.products.length])).toEqual([['under-50', 1]]);
    expect(page.tiles.map((tile) => tile.slug)).toEqual(['tile']);
  });
});
