import { describe, expect, it } from 'vitest';
import { aProductResponse, aTemplate, anInitResponse } from '../adapters/in-memory/catalogue-fixtures';
import fr from '../../server/content/content-translations/fr.json';
import es from '../../server/content/content-translations/es.json';
import { serialiseConsent } from '../domain/tracking/consent';
import { render, visit } from './entry-server';

/** A fetch answering the v5 calls of the home page from fixtures, recording what was asked. */
function fakeApi(options: { failInit?: boolean; brokenTemplate?: boolean } = {}) {
  const calls: { path: string; store: string | null }[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const store = request.headers.get('store');
    calls.push({ path: url.pathname, store });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const path = url.pathname.replace('/api/v5', '');
    if (path === '/init') return options.failInit ? json({ code: 500, message: 'down' }, 500) : json(anInitResponse());
    if (path === '/translations') return json(store === 'boutique_es' ? es : fr);
    if (path === '/templates' && options.brokenTemplate)
      // A template whose highlighted product has a name that is not text (below): rendering it fails.
      return json([aTemplate('top_categorie_homepage', [{ slug: 'x', link: '/x', image: '', title: 'x', productIds: [7] }])]);
    if (path === '/templates')
      return json([
        aTemplate('top_categorie_homepage', [{ slug: 'hoodies', link: '/homme/sweats', image: '/media/tiles/hoodies.svg', title: 'Sweats', productIds: [7] }], { title: 'Nos catégories phares' }),
        aTemplate('home_highlights', [{ slug: 'picks', link: '/top-ventes', image: '', title: 'Nos coups de cœur', subtitle: 'La sélection', productIds: [7, 8] }]),
      ]);
    if (path === '/parse') {
      const { path: asked } = (await request.json()) as { path: string };
      if (asked !== '/p/logo-tee-7') return json({ code: 404, url: { path: asked }, pageInfo: null });
      const breadcrumb = [{ name: 'Accueil', url: { path: '/' } }, { name: 'Homme', url: { path: '/homme' } }, { name: 'Logo tee', url: { path: asked } }];
      return json({ code: 200, url: { path: asked }, pageInfo: { type: 'product', id: 7, title: 'Logo tee | La Boutique Officielle', description: '', breadcrumb, alternates: {} } });
    }
    if (path === '/products/7/associated') return json([]);
    const product = /^\/products\/(\d+)$/.exec(path);
    if (product && options.brokenTemplate) return json(aProductResponse({ id: Number(product[1]), name: { broken: true } as unknown as string }));
    if (product) return json(aProductResponse({ id: Number(product[1]), name: `Tee </script><b>${product[1]}</b>` }));
    return json({ code: 404, message: 'Not found' }, 404);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

/** As the pages plugin asks: with the shop's public search key (server/ssr/pages-plugin.ts). */
const request = (url: string, api = fakeApi()) => ({ url, headers: { 'user-agent': 'test' }, fetch: api.fetch, apiBase: 'http://shop.test', searchKey: 'public-key' });

describe('render (server-side)', () => {
  it('renders the French home page with its data serialised once and safely', async () => {
    const api = fakeApi();
    const result = await render(request('/', api));
    expect(result.status).toBe(200);
    expect(result.html).toContain('<html lang="fr-FR">');
    expect(result.html).toContain('<title>La Boutique Officielle – Mode, streetwear et lifestyle</title>');
    expect(result.html).toContain('Sweats');
    expect(result.html).toContain('Nos coups de cœur');
    expect(result.html).toContain('24,50');
    expect(result.html.split('<script type="application/json" id="boutique-state">').length - 1).toBe(1);
    // The hostile product name is escaped in the markup and in the serialised state.
    expect(result.html).not.toContain('</script><b>');
    expect(api.calls.filter((call) => call.path.startsWith('/api/v5')).every((call) => call.store === 'laboutiqueofficielle')).toBe(true);
    expect(api.calls.filter((call) => call.path === '/api/v5/init')).toHaveLength(1);
  });

  it('describes the shop and its search on the home page, in one structured-data script', async () => {
    const { html } = await render(request('/'));
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    expect(scripts).toHaveLength(1);
    expect(scripts[0]['@context']).toBe('https://schema.org');
    const nodes = scripts[0]['@graph'] as Record<string, unknown>[];
    expect(nodes.map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    expect(nodes[0]).toMatchObject({ name: 'La Boutique Officielle' });
    expect(nodes[1]).toMatchObject({ potentialAction: { '@type': 'SearchAction', 'query-input': 'required name=search_term_string' } });
    expect((nodes[1].potentialAction as { target: { urlTemplate: string } }).target.urlTemplate).toMatch(/^https?:\/\/[^/]+\/search\/\{search_term_string\}$/);
  });

  it('gives a product page its Product and the BreadcrumbList of the breadcrumb it shows', async () => {
    const { status, html } = await render(request('/p/logo-tee-7'));
    expect(status).toBe(200);
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
    expect(scripts).toHaveLength(1);
    const nodes = scripts[0]['@graph'] as Record<string, unknown>[];
    expect(nodes.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList']);
    const crumbs = (nodes[1].itemListElement as { name: string; item: string }[]).map((crumb) => [crumb.name, new URL(crumb.item).pathname]);
    expect(crumbs).toEqual([['Accueil', '/'], ['Homme', '/homme'], ['Logo tee', '/p/logo-tee-7']]);
    // The same names and targets as the visible breadcrumb.
    const visible = /<nav class="breadcrumb"[^>]*>(.*?)<\/nav>/.exec(html)?.[1] ?? '';
    expect([...visible.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map((match) => [match[2], match[1]])).toEqual(crumbs.slice(0, 2));
    expect(visible).toContain('<span aria-current="page">Logo tee</span>');
    expect(nodes[0].offers).toMatchObject({ itemCondition: 'https://schema.org/NewCondition', hasMerchantReturnPolicy: { applicableCountry: 'FR', merchantReturnDays: 14 } });
    expect((nodes[0].offers as { priceValidUntil: string }).priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives the header search a combobox the HTML standard allows (role combobox on a text field, not a search field)', async () => {
    const { html } = await render(request('/'));
    const combobox = /<input[^>]*role="combobox"[^>]*>/.exec(html)?.[0] ?? '';
    expect(combobox).toContain('type="text"');
    expect(combobox).toContain('aria-autocomplete="list"');
    expect(combobox).toContain('aria-controls=');
    expect(combobox).toContain('aria-expanded="false"');
    expect(html).not.toMatch(/<input[^>]*type="search"[^>]*role="combobox"|<input[^>]*role="combobox"[^>]*type="search"/);
  });

  it('serves the Spanish store under /es with Spanish texts', async () => {
    const api = fakeApi();
    const result = await render(request('/es', api));
    expect(result.status).toBe(200);
    expect(result.html).toContain('<html lang="es-ES">');
    expect(result.html).toContain('¿Qué estás buscando?');
    expect(result.html).toContain('<span class="site-logo__name">Boutique</span>');
    expect(api.calls.filter((call) => call.path.startsWith('/api/v5')).every((call) => call.store === 'boutique_es')).toBe(true);
  });

  it('answers 404 for an unknown path, inside the shop layout', async () => {
    const result = await render(request('/de/nothing/here'));
    expect(result.status).toBe(404);
    expect(result.html).toContain('<html lang="de-DE">');
    expect(result.html).toContain('class="site-header"');
  });

  it('answers 500 when the init call fails', async () => {
    const result = await render(request('/', fakeApi({ failInit: true })));
    expect(result.status).toBe(500);
    expect(result.html).toContain('"failure":{"status":500');
  });

  it('shows the error page with its title from the translations and products under it', async () => {
    const result = await render(request('/no/such/page'));
    expect(result.status).toBe(404);
    expect(result.html).toContain('<title>Page Introuvable | La Boutique Officielle</title>');
    expect(result.html).toContain('<meta name="robots" content="noindex">');
    // The state carries the texts the page shows (the fixture has no top sellers: no strip, no title).
    expect(result.html).toContain('"error.notFound.title":"Page Introuvable"');
    expect(result.html).not.toContain('Les meilleures ventes');
    // The grid under the message holds products: a product title, not the template's categories one.
    expect(result.html).toMatch(/<h2[^>]*class="section-title"[^>]*>Nos coups de cœur<\/h2>/);
  });

  it("falls back on 'An error occurred while showing the error page' when the error page itself fails", async () => {
    const result = await render(request('/no/such/page', fakeApi({ brokenTemplate: true })));
    expect(result.status).toBe(404);
    expect(result.html).toContain('data-testid="error-page-failure"');
    expect(result.html).toContain('Une erreur s’est produite lors de l’affichage de la page d’erreur');
    expect(result.html).toContain('<a href="/" class="button">');
    expect(result.html).toContain('class="site-header');
    expect(result.html).toContain('"errorPageFailed":true');
  });

  it('redirects the French front door to the visitor’s language and remembers it', async () => {
    const result = await render({ ...request('/'), headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(result.status).toBe(302);
    expect(result.headers.location).toBe('/de/');
    expect(String(result.headers['set-cookie'])).toMatch(/^locale=de; (.+; )?Path=\/(;|$)/);
  });

  it('chooses the guards of sign-in pages from the signed-in hint only, and keeps them out of shared caches', async () => {
    const hinted = (url: string) => render({ ...request(url), headers: { 'user-agent': 'test', cookie: 'signed_in=1' } });
    const anonymousAccount = await render(request('/account/address-book'));
    expect(anonymousAccount.status).toBe(302);
    expect(anonymousAccount.headers.location).toBe('/login');
    expect(anonymousAccount.headers['cache-control']).toBe('private, no-store');

    const account = await hinted('/account/address-book');
    expect(account.status).toBe(200);
    expect(account.headers['cache-control']).toBe('private, no-store');
    expect(account.html).toContain('<h1 class="page-frame__title">Mes adresses</h1>');
    // The server has no session: the personal part fills in in the browser.
    expect(account.html).toContain('data-testid="account-loading"');
    expect(account.html).not.toContain('"visitor"');

    const login = await hinted('/login');
    expect(login.status).toBe(302);
    expect(login.headers.location).toBe('/');
  });

  it('renders the login page with its form on the server (a lazily loaded screen), in the shopper’s language', async () => {
    const login = await render(request('/es/login?mode=subscription'));
    expect(login.status).toBe(200);
    expect(login.html).toContain('data-testid="register-form"');
    expect(login.html).toContain('Crear mi cuenta');
    const home = await render({ ...request('/'), headers: { 'user-agent': 'test', cookie: 'signed_in=1' } });
    // Public pages are the same for everyone: the header is the anonymous one until the browser knows better.
    expect(home.html).toContain('href="/login?mode=connection"');
    expect(home.headers['cache-control']).toBeUndefined();
  });
});

describe('the cookie banner in the server’s page', () => {
  const answered = `cookie_consent=${serialiseConsent({ measurement: false, marketing: false, decidedAt: Math.floor(Date.now() / 1000) - 60 })}`;
  const withCookie = (url: string, cookie?: string) => {
    const base = request(url);
    return cookie ? { ...base, headers: { ...base.headers, cookie } } : base;
  };

  it('is rendered open for a visitor who has not answered, and said so to the browser', async () => {
    const page = await render(withCookie('/'));
    expect(page.html).toContain('class="consent-banner__text"');
    expect(page.html).toContain('"askConsent":true');
    // A damaged or expired choice asks again, as the browser would.
    expect((await render(withCookie('/', 'cookie_consent=v1.m1.k1.12'))).html).toContain('class="consent-banner"');
  });

  it('is absent for a visitor who has answered: no banner to flash before hydration', async () => {
    const page = await render(withCookie('/', answered));
    expect(page.html).not.toContain('consent-banner');
    expect(page.html).not.toContain('askConsent');
  });

  it('keeps a shared page apart for visitors who have answered and those who have not', async () => {
    const ask = await visit(withCookie('/homme'));
    const known = await visit(withCookie('/homme', answered));
    const damaged = await visit(withCookie('/homme', 'cookie_consent=broken'));
    expect(ask.cacheKey).toBe('http://shop.test|0|ask|/homme');
    expect(known.cacheKey).toBe('http://shop.test|0|answered|/homme');
    expect(damaged.cacheKey).toBe(ask.cacheKey);
  });
});
