import { describe, expect, it } from 'vitest';
import type { PageInfo, ParseResult } from '../../src/domain/catalogue/site';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { LISTING_SLUGS } from '../../src/domain/routing/listing-slugs';
import { useApi } from '../testing/api-harness';
import { demoCatalogue, fixtures } from '../testing/catalogue-fixtures';

const api = useApi();

const parse = async (path: string, store?: string, extra: Record<string, string> = {}) => {
  const answer = await api.post<ParseResult>('/parse', { path, url: `http://shop.test${path}`, baseUrl: 'http://shop.test', ...extra }, { store });
  expect(answer.status).toBe(200);
  return answer.body;
};

describe('POST /parse', () => {
  it('resolves the home page with alternates in every language', async () => {
    const result = await parse('/');
    expect(result.code).toBe(200);
    expect(result.pageInfo).toMatchObject({ type: 'home', breadcrumb: [] });
    expect(Object.keys(result.pageInfo!.alternates).sort()).toEqual([...LOCALE_CODES].sort());
    expect(result.pageInfo!.alternates.es).toMatch(/\/es\/$/);
  });

  it('resolves a product by its slug in the store language, and 301s a slug of another language', async () => {
    const product = fixtures.discounted();
    const own = await parse(`/p/${product.slugs.fr}`);
    expect(own).toMatchObject({ code: 200, pageInfo: { type: 'product', id: product.id } });
    const breadcrumb = own.pageInfo!.breadcrumb.map((crumb) => crumb.url.path);
    expect(breadcrumb[0]).toBe('/');
    expect(breadcrumb.at(-1)).toBe(`/p/${product.slugs.fr}`);
    expect(breadcrumb).toHaveLength(5);
    const foreign = await parse(`/p/${product.slugs.fr}`, 'boutique_es');
    expect(foreign).toEqual({ code: 301, url: { path: `/p/${product.slugs.es}`, queryParams: {} }, pageInfo: null });
    expect((await parse('/p/no-such-product-0')).code).toBe(404);
    expect((await parse(`/p/${product.slugs.fr}/extra`)).code).toBe(404);
  });

  it('hides products and pages of restricted brands outside the first brand store', async () => {
    const product = fixtures.restricted();
    const brand = fixtures.restrictedBrand();
    expect((await parse(`/p/${product.slugs.fr}`)).code).toBe(200);
    expect((await parse(`/p/${product.slugs.es}`, 'boutique_es')).code).toBe(404);
    expect((await parse(`/${brand.slug}`)).pageInfo).toMatchObject({ type: 'brand', listingType: 'BRAND', id: brand.id });
    expect((await parse(`/${brand.slug}`, 'boutique_es')).code).toBe(404);
  });

  it('resolves category paths on one, two and three levels, in the store language', async () => {
    const categories = demoCatalogue().categories;
    const type = categories.find((category) => category.level === 3)!;
    const family = categories.find((category) => category.id === type.parentId)!;
    const gender = categories.find((category) => category.id === family.parentId)!;
    const path = (locale: 'fr' | 'de') => `/${gender.slugs[locale]}/${family.slugs[locale]}/${type.slugs[locale]}`;
    const three = await parse(path('fr'));
    expect(three.pageInfo).toMatchObject({ type: 'category', listingType: 'CATEGORY', id: type.id, filters: { categoryIds: [String(type.id)] } });
    expect(three.pageInfo!.breadcrumb.map((crumb) => crumb.name)).toEqual(['Accueil', gender.names.fr, family.names.fr, type.names.fr]);
    expect(three.pageInfo!.alternates.de).toMatch(new RegExp(`/de${path('de')}$`));
    expect((await parse(`/${gender.slugs.fr}`)).pageInfo).toMatchObject({ type: 'category', id: gender.id });
    expect((await parse(`/${gender.slugs.fr}/${family.slugs.fr}`)).pageInfo).toMatchObject({ type: 'category', id: family.id });
    expect(await parse(path('de'))).toMatchObject({ code: 301, url: { path: path('fr') } });
    expect((await parse(`${path('fr')}/more`)).code).toBe(404);
    expect((await parse(`/${gender.slugs.fr}/nothing-here`)).code).toBe(404);
  });

  it('resolves artists by /c-{slug}-{id}, redirecting a wrong slug', async () => {
    const artist = demoCatalogue().artists[0];
    expect((await parse(`/c-${artist.slug}-${artist.id}`)).pageInfo).toMatchObject({ type: 'artist', id: artist.id, listingType: 'ARTIST' });
    expect(await parse(`/c-old-name-${artist.id}`)).toMatchObject({ code: 301, url: { path: `/c-${artist.slug}-${artist.id}` } });
    expect((await parse('/c-nobody-999999')).code).toBe(404);
  });

  it('resolves the localised listing slugs of every store', async () => {
    const stores = { fr: 'laboutiqueofficielle', es: 'boutique_es', it: 'boutique_it', nl: 'boutique_be', de: 'boutique_de', en: 'boutique_com' } as const;
    const types = { topSales: 'TOPSALES', novelties: 'NOVELTY', sale: 'SALES', promotions: 'PROMO', flashSale: 'FLASH', outlet: 'OUTLET' } as const;
    for (const locale of LOCALE_CODES) {
      for (const [kind, listingType] of Object.entries(types)) {
        const result = await parse(`/${LISTING_SLUGS[locale][kind as keyof typeof types]}`, stores[locale]);
        expect(result.pageInfo, `${locale} ${kind}`).toMatchObject({ type: 'listing', listingType });
      }
      expect((await parse(`/${LISTING_SLUGS[locale].brands}`, stores[locale])).pageInfo?.type).toBe('brands');
    }
    expect(await parse('/top-ventes', 'boutique_es')).toMatchObject({ code: 301, url: { path: '/top-ventas' } });
  });

  it('resolves searches, CMS pages, template pages and static screens', async () => {
    expect((await parse('/search/sweat+capuche')).pageInfo).toMatchObject({ type: 'search', filters: { query: ['sweat capuche'] } });
    expect((await parse('/search')).pageInfo?.type).toBe('search');
    expect((await parse('/search/red/anything')).pageInfo).toMatchObject({ type: 'search', filters: { query: ['red'] } });

    const pages = demoCatalogue().cmsPages;
    const frTerms = pages.find((page) => page.storeId === 'laboutiqueofficielle' && page.key === 'terms')!;
    const esTerms = pages.find((page) => page.storeId === 'boutique_es' && page.key === 'terms')!;
    expect((await parse(`/t/${frTerms.slug}`)).pageInfo).toMatchObject({ type: 'cms', title: expect.stringContaining(frTerms.title) });
    expect((await parse(`/t/${esTerms.slug}`, 'boutique_es')).code).toBe(200);
    expect(await parse(`/t/${frTerms.slug}`, 'boutique_es')).toMatchObject({ code: 301, url: { path: `/t/${esTerms.slug}` } });
    expect((await parse('/t/nothing')).code).toBe(404);

    expect((await parse('/tp/streetwear-lookbook', 'boutique_de')).pageInfo?.type).toBe('template');
    expect((await parse('/tp/nothing')).code).toBe(404);
    expect((await parse('/account/history')).pageInfo?.type).toBe('static');
  });

  it('answers redirects from the table, legacy addresses and trailing slashes', async () => {
    for (const redirect of demoCatalogue().redirects) {
      const result = await parse(redirect.fromPath, redirect.storeId ?? 'boutique_it');
      expect(result, redirect.fromPath).toMatchObject({ code: redirect.code, url: { path: redirect.toPath }, pageInfo: null });
    }
    expect(await parse('/unsubscribe.html?email=a%40b.fr&x=1')).toMatchObject({ code: 301, url: { path: '/unsubscribe', queryParams: { email: 'a@b.fr' } } });
    expect(await parse('/recherche.html?motclef=red shoes')).toMatchObject({ code: 301, url: { path: '/search/red+shoes' } });
    expect(await parse('/nouveautes/')).toMatchObject({ code: 301, url: { path: '/nouveautes' } });
  });

  it('keeps the query parameters, from the path or else from the url', async () => {
    expect((await parse('/nouveautes?page=2&sort=price')).url).toEqual({ path: '/nouveautes', queryParams: { page: '2', sort: 'price' } });
    const fromUrl = await api.post<ParseResult>('/parse', { path: '/nouveautes', url: 'http://shop.test/nouveautes?page=3' });
    expect(fromUrl.body.url.queryParams).toEqual({ page: '3' });
  });

  it('answers 404 for unknown paths', async () => {
    for (const path of ['/nothing-at-all', '/a/b/c/d', '/%E0%A4%A', '/p']) expect((await parse(path)).code, path).toBe(404);
  });

  it('rejects a bad body with a 400 { code, message }', async () => {
    for (const body of [{}, { path: 5 }, { path: '' }, { path: '/', url: 3 }]) {
      const answer = await api.post('/parse', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ code: 400, message: expect.stringMatching(/^body/) });
    }
    const notJson = await api.post('/parse', '{nope', { headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect((await api.post('/parse', { path: '/' }, { store: 'nope' })).status).toBe(400);
  });
});

describe('POST /page-info', () => {
  it('describes a page by its path', async () => {
    const answer = await api.post<PageInfo>('/page-info', { path: '/nouveautes' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ type: 'listing', listingType: 'NOVELTY', title: expect.stringContaining('Nouveautés') });
    expect(answer.body.alternates.it).toMatch(/\/it\/notizie$/);
  });

  it('describes a page by its type and id, in the request language', async () => {
    const product = fixtures.fullPrice();
    const answer = await api.post<PageInfo>('/page-info', { path: '/whatever', pageInfo: { type: 'product', id: product.id } }, { store: 'boutique_de' });
    expect(answer.body).toMatchObject({ type: 'product', id: product.id, title: expect.stringContaining(product.names.de) });
    expect(answer.body.breadcrumb[0]).toEqual({ name: 'Startseite', url: { path: '/' } });
  });

  it('answers 404 for no page, and 400 for a bad body', async () => {
    expect(await api.post('/page-info', { path: '/nothing-at-all' })).toMatchObject({ status: 404, body: { code: 404, message: 'Page not found' } });
    expect((await api.post('/page-info', { path: '/', pageInfo: { type: 'product', id: 99999999 } })).status).toBe(404);
    expect((await api.post('/page-info', { pageInfo: {} })).status).toBe(400);
    expect((await api.post('/page-info', { path: '/', pageInfo: { type: 'shop' } })).status).toBe(400);
  });
});
