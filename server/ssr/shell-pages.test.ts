import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_SLUGS } from '../../src/domain/routing/listing-slugs';
import { fixtures } from '../testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { LOCALE_CODES, LOCALES } from '../../src/domain/store/locales';

/** Every SPEC §2 route that needs no data of its own (store-relative). */
const STATIC_ROUTES = [
  '/', '/login', '/login?mode=subscription', '/autoconnect', '/autoconnect/abc123', '/contact', '/unsubscribe?email=a%40b.c',
  '/checkout/basket', '/search', '/search/logo+tee', '/search/logo+tee/2',
];
const PRIVATE_ROUTES = [
  '/wishlist', '/account', '/account/address-book', '/account/address-book/12', '/account/card-book',
  '/account/giftcard-activation', '/account/history', '/account/history/42', '/account/history/42/product-return-detail',
  '/account/history/42/product-return-detail/7', '/account/modify', '/account/modify-id', '/account/subscriptions',
  '/account/voucher', '/checkout/shipping', '/checkout/add_address', '/checkout/payment', '/checkout/summary', '/checkout/confirm',
];
const TOKEN = { cookie: 'auth._token.customLocal=Bearer%20test-token' };

describe('storefront shell (server side)', () => {
  let shop: TestServer;
  const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ url, headers });

  beforeAll(async () => {
    shop = await startTestServer();
  });

  afterAll(async () => {
    await shop?.close();
  });

  describe('200: every route in every language', () => {
    it('serves the static screens, and the private ones to a visitor with a token', async () => {
      for (const locale of LOCALE_CODES) {
        const prefix = LOCALES[locale].prefix;
        for (const path of STATIC_ROUTES) {
          const response = await get(`${prefix}${path}`);
          expect(response.statusCode, `${prefix}${path}`).toBe(200);
          expect(response.body).toContain(`<html lang="${LOCALES[locale].iso}">`);
        }
        for (const path of PRIVATE_ROUTES) expect((await get(`${prefix}${path}`, TOKEN)).statusCode, `${prefix}${path}`).toBe(200);
      }
    });

    it('serves the localised listings, brands pages, CMS, template, artist, category, brand and product pages', async () => {
      const product = fixtures.discounted();
      for (const locale of LOCALE_CODES) {
        const prefix = LOCALES[locale].prefix;
        const { outlet: _outlet, ...listings } = LISTING_SLUGS[locale];
        for (const slug of Object.values(listings)) expect((await get(`${prefix}/${slug}`)).statusCode, `${prefix}/${slug}`).toBe(200);
        expect((await get(`${prefix}/p/${product.slugs[locale]}`)).statusCode, `product in ${locale}`).toBe(200);
        expect((await get(`${prefix}/c-lea-moreau-1`)).statusCode).toBe(200);
        expect((await get(`${prefix}/tp/streetwear-lookbook`)).statusCode).toBe(200);
        expect((await get(`${prefix}/${fixtures.openBrand().slug}`)).statusCode).toBe(200);
      }
      const faq = await get('/t/faq');
      expect(faq.statusCode).toBe(200);
      expect(faq.body).toContain('class="cms-page__content"');
      const menu = (await get('/')).body.match(/<a href="(\/homme[^"]*)"/);
      expect(menu).not.toBeNull();
      expect((await get(menu![1])).statusCode).toBe(200);
    });

    it('writes title, description, canonical and the six hreflang alternates', async () => {
      const page = await get('/es/marcas');
      expect(page.body).toContain('<html lang="es-ES">');
      expect(page.body).toContain('<title>Marcas | Boutique</title>');
      expect(page.body).toMatch(/<meta name="description" content="[^"]+">/);
      expect(page.body).toMatch(/<link rel="canonical" href="http:\/\/localhost(:\d+)?\/es\/marcas">/);
      for (const [iso, path] of [['fr-FR', '/marques'], ['es-ES', '/es/marcas'], ['it-IT', '/it/marche'], ['nl-BE', '/nl/merken'], ['de-DE', '/de/marken'], ['en-IE', '/en/brands'], ['x-default', '/marques']]) {
        expect(page.body).toMatch(new RegExp(`<link rel="alternate" hreflang="${iso}" href="http://localhost(:\\d+)?${path}">`));
      }
      const account = await get('/account', TOKEN);
      expect(account.body).toContain('<meta name="robots" content="noindex, follow">');
      expect(account.body).not.toContain('rel="canonical"');
      // Whatever the case of its address (the router ignores it), a private page is never kept by a shared cache.
      for (const url of ['/ACCOUNT', '/Account/History', '/Checkout/Shipping']) {
        const answer = await get(url, TOKEN);
        expect(answer.statusCode, url).toBe(200);
        expect(answer.headers['cache-control'], url).toBe('private, no-store');
      }
    });

    it('titles a page of two path segments by its route; only a search is titled by its terms', async () => {
      const titles: [string, string][] = [
        ['/checkout/basket', 'Mon panier | La Boutique Officielle'],
        ['/account/history', 'Mes commandes | La Boutique Officielle'],
        ['/account/modify', 'Mes informations | La Boutique Officielle'],
        ['/search/logo+tee', 'Résultats pour « logo tee » | La Boutique Officielle'],
        ['/es/checkout/basket', 'Mi cesta | Boutique'],
        ['/it/account/history', 'I miei ordini | Boutique'],
        ['/nl/checkout/basket', 'Mijn winkelmandje | Boutique'],
        ['/de/account/history', 'Meine Bestellungen | Boutique'],
        ['/en/checkout/basket', 'My basket | Boutique'],
      ];
      for (const [url, title] of titles) {
        expect((await get(url, TOKEN)).body, url).toContain(`<title>${title}</title>`);
      }
    });
  });

  describe('301: legacy addresses and URL rules', () => {
    const expectRedirect = async (url: string, status: number, location: string, headers: Record<string, string> = {}) => {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(status);
      expect(response.headers.location, url).toBe(location);
    };

    it('redirects /unsubscribe.html, /recherche.html and page=1 permanently', async () => {
      await expectRedirect('/unsubscribe.html?email=a%40b.c', 301, '/unsubscribe?email=a%40b.c');
      await expectRedirect('/es/unsubscribe.html?email=a%40b.c', 301, '/es/unsubscribe?email=a%40b.c');
      await expectRedirect('/recherche.html?motclef=logo%20tee', 301, '/search/logo+tee');
      await expectRedirect('/marques?page=1', 301, '/marques');
      await expectRedirect('/de/marken?page=1&sort=asc', 301, '/de/marken?sort=asc');
      await expectRedirect('/search?q=logo%20tee', 301, '/search/logo+tee');
    });

    it("acts on the parse service's 301: the redirects table and another language's slug", async () => {
      await expectRedirect('/ancienne-collection', 301, '/nouveautes');
      await expectRedirect('/es/coleccion-antigua', 301, '/es/novedades');
      await expectRedirect('/es/marques', 301, '/es/marcas');
      await expectRedirect('/destockage', 301, '/outlet');
    });
  });

  describe('302: temporary redirects and guards', () => {
    const expectRedirect = async (url: string, location: string, headers: Record<string, string> = {}) => {
      const response = await get(url, headers);
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
      return response;
    };

    it("acts on the parse service's 302", async () => {
      await expectRedirect('/soldes-ete', '/soldes');
      await expectRedirect('/de/winterschlussverkauf', '/de/sale');
    });

    it('sends anonymous visitors of private pages to /login and logged-in ones away from /login', async () => {
      for (const path of PRIVATE_ROUTES) await expectRedirect(path, '/login');
      await expectRedirect('/it/account/history', '/it/login');
      await expectRedirect('/login', '/', TOKEN);
      await expectRedirect('/en/login', '/en/', TOKEN);
    });

    it('sends visitors without a checked outlet pass home with the outlet popup flag', async () => {
      await expectRedirect('/outlet', '/?outlet=1');
      // A hand-made cookie opens nothing (server/outlet/outlet-pages.test.ts: a signed pass does).
      await expectRedirect('/outlet', '/?outlet=1', { cookie: 'outlet=a%40b.c' });
      const home = await get('/?outlet=1');
      expect(home.statusCode).toBe(200);
    });

    it('chooses the language by cookie, then browser language, with the locale cookie on /', async () => {
      const byCookie = await expectRedirect('/', '/de/', { cookie: 'locale=de', 'accept-language': 'es-ES' });
      expect(byCookie.headers['set-cookie']).toBeUndefined();
      const byBrowser = await expectRedirect('/', '/it/', { 'accept-language': 'it-IT,it;q=0.9' });
      expect(String(byBrowser.headers['set-cookie'])).toMatch(/^locale=it;/);
      expect(String(byBrowser.headers['set-cookie'])).toMatch(/; Path=\/(;|$)/);
      expect(String(byBrowser.headers['set-cookie'])).toMatch(/; Max-Age=31536000(;|$)/);
      expect((await get('/', { 'accept-language': 'fr-FR' })).statusCode).toBe(200);
      await expectRedirect('/?locale=fr', '/', { cookie: 'locale=es' });
      const prefixed = await get('/es/contact', { cookie: 'locale=de' });
      expect(prefixed.statusCode).toBe(200);
      expect(String(prefixed.headers['set-cookie'])).toMatch(/(^|,)locale=es;[^,]*Path=\/(;|,|$)/);
    });

    it('sends /maintenance home while maintenance is off', async () => {
      await expectRedirect('/maintenance', '/');
      await expectRedirect('/nl/maintenance', '/nl/');
    });
  });

  describe('404', () => {
    it('answers unknown paths with the error page inside the shop', async () => {
      for (const url of ['/nope/nope/nope', '/de/gibt-es-nicht', '/checkout/nowhere', '/account/unknown/page', '/p/no-such-product', '/tp/no-such-template', '/t/no-such-page']) {
        const response = await get(url, TOKEN);
        expect(response.statusCode, url).toBe(404);
        expect(response.body, url).toContain('data-testid="error-page"');
        expect(response.body, url).toContain('class="site-header');
        expect(response.body, url).toContain('<meta name="robots" content="noindex">');
      }
    });

    it("titles the French error page 'Page Introuvable' and shows products under it", async () => {
      const response = await get('/nope');
      expect(response.body).toContain('<title>Page Introuvable | La Boutique Officielle</title>');
      expect(response.body).toContain('<h1 class="error-page__title">Page Introuvable</h1>');
      expect(response.body).toContain('Les meilleures ventes');
      expect((response.body.match(/data-testid="product-card"/g) ?? []).length).toBeGreaterThanOrEqual(6);
    });

    it("keeps a restricted brand's page to the first brand's store", async () => {
      const brand = fixtures.restrictedBrand();
      expect((await get(`/${brand.slug}`)).statusCode).toBe(200);
      expect((await get(`/es/${brand.slug}`)).statusCode).toBe(404);
    });
  });

  describe('404: no open redirect', () => {
    it('refuses a redirect to another site (ERR_REDIRECT) with the page-not-found, never a 500', async () => {
      await shop.app.db
        .insertInto('redirects')
        .values([
          { store_id: '', from_path: '/go-away', to_path: 'https://evil.example/phish', code: 301 },
          { store_id: '', from_path: '/go-away-too', to_path: '//evil.example', code: 302 },
        ])
        .execute();
      for (const url of ['/go-away', '/go-away-too', '/.//evil.example?page=1', '/es/.//evil.example?page=1']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers.location).toBeUndefined();
      }
    });
  });

  describe('cookies of a page load', () => {
    it('creates a 20-day session id and refreshes it, keeps campaign parameters an hour and a known referer 30 days', async () => {
      const first = await get('/contact?j=11&sfmc_sub=22&mid=3&referer=partner-blog');
      const cookies = [first.headers['set-cookie']].flat().map(String);
      const session = cookies.find((cookie) => cookie.startsWith('session_id='));
      expect(session).toMatch(/^session_id=[0-9a-f-]{36};/);
      expect(session).toMatch(/; Path=\/(;|$)/);
      expect(session).toMatch(/; Max-Age=1728000(;|$)/);
      expect(cookies.find((cookie) => cookie.startsWith('sfmc_data='))).toMatch(/Max-Age=3600/);
      expect(cookies.find((cookie) => cookie.startsWith('referer='))).toMatch(/^referer=partner-blog;(.*;)? Max-Age=2592000(;|$)/);
      const id = /session_id=([^;]+)/.exec(session!)![1];
      const again = await get('/contact?referer=nobody', { cookie: `session_id=${id}` });
      const next = [again.headers['set-cookie']].flat().map(String);
      expect(next.find((cookie) => cookie.startsWith('session_id='))).toContain(`session_id=${id};`);
      expect(next.some((cookie) => cookie.startsWith('referer='))).toBe(false);
    });
  });

  describe('robots.txt and sitemaps', () => {
    it('lists the private screens and a sitemap per store', async () => {
      const robots = await get('/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.headers['content-type']).toContain('text/plain');
      expect(robots.body).toContain('Disallow: /account');
      expect(robots.body).toContain('Disallow: /es/checkout');
      for (const prefix of ['', '/es', '/it', '/nl', '/de', '/en']) expect(robots.body).toMatch(new RegExp(`Sitemap: http://localhost(:\\d+)?${prefix}/sitemap.xml`));
    });

    it("lists each store's pages with its own slugs, without restricted brands, outlet or private screens", async () => {
      const sitemap = await get('/es/sitemap.xml');
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toContain('application/xml');
      const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
      expect(urls).toContain('/es/');
      expect(urls).toContain('/es/marcas');
      expect(urls).toContain(`/es/p/${fixtures.discounted().slugs.es}`);
      expect(urls).not.toContain(`/es/${fixtures.restrictedBrand().slug}`);
      expect(urls.some((url) => url.includes('/account') || url.endsWith('/outlet'))).toBe(false);
      expect(urls.length).toBeGreaterThan(500);
      const french = await get('/sitemap.xml');
      expect(french.body).toContain(`/${fixtures.restrictedBrand().slug}</loc>`);
    });
  });
});

describe('maintenance mode (MAINTENANCE=1)', () => {
  let shop: TestServer;

  beforeAll(async () => {
    shop = await startTestServer({ config: { maintenance: true } });
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('redirects every page to /maintenance, served 503 with Retry-After', async () => {
    for (const [url, location] of [['/', '/maintenance'], ['/es/marcas', '/es/maintenance'], ['/account', '/maintenance'], ['/nope/nope', '/maintenance']]) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(302);
      expect(response.headers.location, url).toBe(location);
    }
    for (const url of ['/maintenance', '/de/maintenance']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('3600');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.body).toContain('class="maintenance-page"');
    }
  });
});

describe('maintenance mode (back-office setting)', () => {
  let shop: TestServer;

  beforeAll(async () => {
    // No answer cache: the setting takes effect on the next page (production waits for the cache lifetime).
    shop = await startTestServer({ config: { cacheTtlSeconds: 0 } });
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('turns every page into the 503 maintenance page, and back', async () => {
    await shop.app.db.insertInto('settings').values({ key: 'maintenance', value: JSON.stringify(true) }).execute();
    const redirected = await shop.app.inject({ url: '/it/marche' });
    expect(redirected.statusCode).toBe(302);
    expect(redirected.headers.location).toBe('/it/maintenance');
    const maintenance = await shop.app.inject({ url: '/it/maintenance' });
    expect(maintenance.statusCode).toBe(503);
    expect(maintenance.headers['retry-after']).toBe('3600');

    await shop.app.db.deleteFrom('settings').where('key', '=', 'maintenance').execute();
    const back = await shop.app.inject({ url: '/it/maintenance' });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/it/');
    expect((await shop.app.inject({ url: '/it/marche' })).statusCode).toBe(200);
  });
});
