import { describe, expect, it } from 'vitest';
import type { CmsPage, Referer, Template } from '../../src/domain/catalogue/site';
import { useApi } from '../testing/api-harness';
import { demoCatalogue } from '../testing/catalogue-fixtures';

const api = useApi();

describe('GET /cms/slug/{pageKey}', () => {
  it("answers a CMS page of the store by its localised slug or its key", async () => {
    const pages = demoCatalogue().cmsPages;
    const esDelivery = pages.find((page) => page.storeId === 'boutique_es' && page.key === 'delivery-returns')!;
    const bySlug = await api.get<CmsPage>(`/cms/slug/${esDelivery.slug}`, { store: 'boutique_es' });
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual({ key: 'delivery-returns', slug: esDelivery.slug, title: esDelivery.title, content: esDelivery.content.replaceAll('{freeShipping}', '99,00 €'), locale: 'es' });
    const byKey = await api.get<CmsPage>('/cms/slug/delivery-returns', { store: 'boutique_es' });
    expect(byKey.body.slug).toBe(esDelivery.slug);
  });

  it('answers 404 for an unknown page and 400 for an unknown store', async () => {
    expect(await api.get('/cms/slug/nothing')).toMatchObject({ status: 404, body: { code: 404, message: 'Page not found' } });
    expect((await api.get('/cms/slug/faq', { store: 'xx' })).status).toBe(400);
  });
});

describe('GET /template-page/{slug}/{version}', () => {
  it('answers a template in v3, the default version', async () => {
    const withVersion = await api.get<Template>('/template-page/top_categorie_homepage/v3', { store: 'boutique_it' });
    const withoutVersion = await api.get<Template>('/template-page/top_categorie_homepage', { store: 'boutique_it' });
    const expected = demoCatalogue().templates.find((t) => t.slug === 'top_categorie_homepage' && t.storeId === 'boutique_it')!;
    expect(withVersion.status).toBe(200);
    expect(withVersion.body).toMatchObject({ slug: 'top_categorie_homepage', version: 'v3', title: expected.title, templateItems: expected.items });
    expect(withoutVersion.body).toEqual(withVersion.body);
  });

  it('answers a template shared by every store', async () => {
    const shared = demoCatalogue().templates.find((t) => t.storeId === null)!;
    expect((await api.get<Template>(`/template-page/${shared.slug}`, { store: 'boutique_de' })).body.slug).toBe(shared.slug);
  });

  it('answers 404 for an unknown slug or version', async () => {
    expect(await api.get('/template-page/top_categorie_homepage/v2')).toMatchObject({ status: 404, body: { code: 404, message: 'Template not found' } });
    expect((await api.get('/template-page/nothing/v3')).status).toBe(404);
  });
});

describe('GET /templates', () => {
  it('answers the templates asked with repeated templateSlugs[], in order, leaving unknown ones out', async () => {
    const answer = await api.get<Template[]>('/templates?templateSlugs[]=home_slider&templateSlugs[]=nothing&templateSlugs[]=top_categorie_homepage');
    expect(answer.status).toBe(200);
    expect(answer.body.map((template) => template.slug)).toEqual(['home_slider', 'top_categorie_homepage']);
    const single = await api.get<Template[]>('/templates?templateSlugs%5B%5D=home_highlights');
    expect(single.body.map((template) => template.slug)).toEqual(['home_highlights']);
    const plain = await api.get<Template[]>('/templates?templateSlugs=home_highlights');
    expect(plain.body.map((template) => template.slug)).toEqual(['home_highlights']);
    expect((await api.get<Template[]>('/templates')).body).toEqual([]);
  });

  it("answers each store's own version of a template", async () => {
    const fr = await api.get<Template[]>('/templates?templateSlugs[]=home_slider');
    const en = await api.get<Template[]>('/templates?templateSlugs[]=home_slider', { store: 'boutique_com' });
    expect(fr.body[0].title).not.toBe(en.body[0].title);
  });

  it('rejects too many slugs with a 400', async () => {
    const query = Array.from({ length: 51 }, (_, i) => `templateSlugs[]=t${i}`).join('&');
    expect((await api.get(`/templates?${query}`)).status).toBe(400);
  });
});

describe('GET /referers/{refererName}', () => {
  it('answers a known referer and 404 otherwise', async () => {
    const known = demoCatalogue().referers[0];
    expect((await api.get<Referer>(`/referers/${known.name}`)).body).toEqual(known);
    expect(await api.get('/referers/nobody')).toMatchObject({ status: 404, body: { code: 404, message: expect.any(String) } });
  });
});
