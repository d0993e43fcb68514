/**
 * The merchant's content through `/api/v5/admin/content…` as the demo merchandiser, on a clock the
 * test moves: drafts unseen by shoppers but seen in a preview, publishing, scheduling in the
 * store's time zone (the sweep announces the change within a second), history and restore.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import type { CmsPage, InitResponse } from '../../src/domain/catalogue/site';
import type { EntryDetail, EntrySummary } from './content-entries';
import { PREVIEW_HEADER } from './content-preview';

const clock = { now: new Date('2026-11-26T10:00:00Z') };
const api = useApi({ now: () => clock.now });
const client = accountsClient(api, { now: () => clock.now });
let merch = '';
let camille = '';

beforeAll(async () => {
  merch = (await client.signIn('merch@example.com')).token;
  camille = (await client.signIn('camille@example.com')).token;
});

const as = (store = 'boutique_es') => ({ token: merch, store });
const faq = '/admin/content/entries/page/boutique_es/faq';
const until = async (check: () => Promise<boolean>, ms = 3000) => {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
};

describe('who may change the content', () => {
  it('answers 401 without a token and 403 without the merchandiser role, in the caller’s words', async () => {
    expect((await client.get('/admin/content')).status).toBe(401);
    expect(await client.get('/admin/content', { token: camille, lang: 'en-GB' })).toMatchObject({ status: 403, body: { code: 403, message: 'For the site’s content staff only.' } });
    expect((await client.put(faq, { body: { title: 'x', slug: 'x', markdown: 'x' } }, { token: camille })).status).toBe(403);
    expect((await client.post('/admin/content/preview', { store: 'boutique_es' }, { token: camille })).status).toBe(403);
  });
});

describe('bad input', () => {
  it.each([
    ['/admin/content/entries/poster/boutique_es/x', { body: {} }, /^kind: "poster" is not one of page, template/],
    ['/admin/content/entries/page/boutique_xx/faq', { body: {} }, /^store: "boutique_xx"/],
    ['/admin/content/entries/page/boutique_es/Bad Key', { body: {} }, /^key: "Bad Key"/],
    ['/admin/content/entries/menu/boutique_es/main', { body: [] }, /^key: a store has one menu/],
    [faq, { body: { title: 'FAQ', markdown: 'x' } }, /^body: /],
    [faq, { body: { title: 'FAQ', slug: 'Not A Slug', markdown: 'x' } }, /^body\.slug: /],
    [faq, { body: { title: 'FAQ', slug: 'faq', markdown: 'x' }, status: 'published', publishAt: 'tomorrow' }, /^publishAt: "tomorrow" is not a date-time/],
    [faq, { body: { title: 'FAQ', slug: 'faq', markdown: 'x' }, status: 'published', publishAt: '2026-12-02T00:00', unpublishAt: '2026-12-01T00:00' }, /^unpublishAt: must be after/],
    ['/admin/content/entries/header-banner/boutique_es/-', { body: { slug: 'bf', link: 'javascript:alert(1)', image: '/media/x.svg', title: 'BF' } }, /^body\.link: a link must be/],
    ['/admin/content/entries/menu/boutique_es/-', { body: [{ type: 'NOVELTIES', name: 'x', url: { path: '//evil.example' }, active: true, menuSubSections: [] }] }, /^body\[0\]\.url\.path: a link must be/],
    ['/admin/content/entries/maintenance/-/-', { body: 'yes' }, /^body: /],
  ])('PUT %s is a 400 naming the field', async (path, payload, message) => {
    const answer = await client.put<{ code: number; message: string }>(path, payload, as());
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });

  it('answers 404 for an entry the shop does not have, and for a version it does not have', async () => {
    expect(await client.get('/admin/content/entries/page/boutique_it/lavoro', as())).toMatchObject({ status: 404, body: { message: expect.stringMatching(/^page\/boutique_it\/lavoro has no versions yet/) } });
    await client.put('/admin/content/entries/page/boutique_it/jobs', { body: { title: 'Lavora con noi', slug: 'lavora-con-noi', markdown: 'Scrivici.' } }, as());
    expect((await client.post('/admin/content/entries/page/boutique_it/jobs/restore', { version: 9 }, as())).body).toMatchObject({ code: 404, message: 'page/boutique_it/jobs has no version 9 (it has 1 to 1)' });
  });
});

describe('a draft FAQ page, previewed, published, restored', () => {
  it('keeps a draft from shoppers, shows it in a preview, publishes it, and brings the earlier version back', async () => {
    const seeded = (await api.get<CmsPage>('/cms/slug/faq', { store: 'boutique_es' })).body;
    const draft = { title: 'Preguntas frecuentes', slug: 'faq', markdown: '# Preguntas\n\n**Envío** en 48 h. <script>alert(1)</script> [x](javascript:alert(1))' };
    const saved = await client.put<EntryDetail>(faq, { body: draft }, as());
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ entry: 'page/boutique_es/faq', live: null, latest: { version: 1, status: 'draft', author: 'merch@example.com' } });
    expect((await api.get<CmsPage>('/cms/slug/faq', { store: 'boutique_es' })).body).toEqual(seeded);

    const link = await client.post<{ url: string; token: string; expiresAt: string }>('/admin/content/preview', { store: 'boutique_es', path: '/t/faq' }, as());
    expect(link.status).toBe(200);
    expect(link.body.url).toMatch(/\/es\/t\/faq\?preview=boutique_es\.\d+\.[\w-]{43}$/);
    const prefixed = await client.post<{ url: string }>('/admin/content/preview', { store: 'boutique_es', path: '/es/t/faq' }, as());
    expect(new URL(prefixed.body.url).pathname).toBe('/es/t/faq');
    const preview = await api.get<CmsPage>('/cms/slug/faq', { store: 'boutique_es', headers: { [PREVIEW_HEADER]: link.body.token } });
    expect(preview.headers['cache-control']).toBe('private, no-store');
    expect(preview.body.content).toContain('<strong>Envío</strong>');
    expect(preview.body.content).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(preview.body.content).not.toMatch(/<script|href="javascript/);
    // Another store's token, a forged one: the shoppers' page.
    const italian = (await client.post<{ token: string }>('/admin/content/preview', { store: 'boutique_it' }, as())).body.token;
    expect((await api.get<CmsPage>('/cms/slug/faq', { store: 'boutique_es', headers: { [PREVIEW_HEADER]: italian } })).body).toEqual(seeded);
    // Forged: the signature's last two characters changed (never to what they were).
    const forged = `${link.body.token.slice(0, -2)}${link.body.token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await api.get<CmsPage>('/cms/slug/faq', { store: 'boutique_es', headers: { [PREVIEW_HEADER]: forged } })).body).toEqual(seeded);

    const published = await client.post<EntryDetail>(`${faq}/publish`, {}, as());
    expect(published.body).toMatchObject({ live: 2, latest: { version: 2, status: 'published', note: 'published version 1' } });
    expect((await api.get<CmsPage>('/cms/slug/faq', { store: 'boutique_es' })).body).toMatchObject({ key: 'faq', slug: 'faq', title: 'Preguntas frecuentes', locale: 'es' });
    expect((await client.post(`${faq}/publish`, {}, as())).status).toBe(409);

    await client.put(faq, { body: { ...draft, markdown: 'Otra versión.' }, status: 'published' }, as());
    expect((await api.get<CmsPage>('/cms/slug/faq', { store: 'boutique_es' })).body.content).toBe('<p>Otra versión.</p>');
    const restored = await client.post<EntryDetail>(`${faq}/restore`, { version: 1 }, as());
    expect(restored.body.latest).toMatchObject({ version: 4, status: 'published', note: 'restored from version 1', author: 'merch@example.com' });
    expect(restored.body.versions.map((version) => version.version)).toEqual([4, 3, 2, 1]);
    expect((await api.get<CmsPage>('/cms/slug/faq', { store: 'boutique_es' })).body.content).toContain('<strong>Envío</strong>');
    const listed = await client.get<EntrySummary[]>('/admin/content?store=boutique_es&kind=page', as());
    expect(listed.body.map((entry) => [entry.entry, entry.live])).toEqual([['page/boutique_es/faq', 4]]);

    // Version 0, the shop's own page (as Markdown), back as version 5: the seeded text again.
    const original = await client.post<EntryDetail>(`${faq}/restore`, { version: 0 }, as());
    expect(original.body.latest).toMatchObject({ version: 5, status: 'published', note: 'restored from version 0 (the shop’s seeded version)' });
    const back = (await api.get<CmsPage>('/cms/slug/faq', { store: 'boutique_es' })).body;
    expect(back).toMatchObject({ key: 'faq', slug: seeded.slug, title: seeded.title });
    const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
    expect(words(back.content)).toBe(words(seeded.content));
    expect((await client.post(`${faq}/restore`, { version: -1 }, as())).status).toBe(400);
  });
});

describe('a banner scheduled for midnight', () => {
  it('goes up at 00:00 in the store’s time zone by itself, and comes down at its end', async () => {
    clock.now = new Date('2026-11-26T22:59:00Z'); // 23:59 in Madrid
    merch = (await client.signIn('merch@example.com')).token;
    const banner = { slug: 'black-friday', link: '/es/promociones', image: '/media/banners/black-friday.svg', title: 'Black Friday: -30 %' };
    const scheduled = await client.put<EntryDetail>('/admin/content/entries/header-banner/boutique_es/-', { body: banner, status: 'published', publishAt: '2026-11-27T00:00', unpublishAt: '2026-11-30T00:00' }, as());
    expect(scheduled.body.latest).toMatchObject({ status: 'scheduled', publishAt: '2026-11-26T23:00:00.000Z', unpublishAt: '2026-11-29T23:00:00.000Z' });
    const before = (await api.get<InitResponse>('/init', { store: 'boutique_es' })).body.headerBanner;
    expect(before?.slug).not.toBe('black-friday');
    // Kept in the answer cache until the change is announced.
    clock.now = new Date('2026-11-26T23:00:00.500Z');
    expect(await until(async () => (await api.get<InitResponse>('/init', { store: 'boutique_es' })).body.headerBanner?.slug === 'black-friday')).toBe(true);
    expect((await api.get<InitResponse>('/init', { store: 'laboutiqueofficielle' })).body.headerBanner?.slug).not.toBe('black-friday');
    clock.now = new Date('2026-11-29T23:00:01Z');
    expect(await until(async () => (await api.get<InitResponse>('/init', { store: 'boutique_es' })).body.headerBanner?.slug === before?.slug)).toBe(true);
  });

  it('switches the shop to maintenance and back', async () => {
    clock.now = new Date('2026-12-01T10:00:00Z');
    merch = (await client.signIn('merch@example.com')).token;
    await client.put('/admin/content/entries/maintenance/-/-', { body: true, status: 'published' }, as());
    expect((await api.get<InitResponse>('/init', { store: 'boutique_it' })).body.boSettings.maintenance).toBe(true);
    await client.put('/admin/content/entries/maintenance/-/-', { body: false, status: 'published' }, as());
    expect((await api.get<InitResponse>('/init', { store: 'boutique_it' })).body.boSettings.maintenance).toBe(false);
  });
});

describe('the seasonal banner', () => {
  it('takes its dates in the store’s time zone, in order, and /init answers them as instants', async () => {
    clock.now = new Date('2026-12-01T11:00:00Z');
    merch = (await client.signIn('merch@example.com')).token;
    const config = {
      content1: 'Livraison avant Noël', content2: 'Encore 3 jours', content3: 'Point relais : dernier jour', content4: 'Express : dernier jour',
      content1Date: '2026-12-01', content2Date: '2026-12-15', content3Date: '2026-12-19T00:00', content4Date: '2026-12-21', endDate: '2026-12-24',
    };
    const path = '/admin/content/entries/seasonal-banner/laboutiqueofficielle/-';
    const wrong = await client.put<{ message: string }>(path, { body: { ...config, content3Date: '2026-12-10' }, status: 'published' }, as());
    expect(wrong).toMatchObject({ status: 400, body: { message: 'body.content3Date: must not be before content2Date' } });
    expect((await client.put<{ message: string }>(path, { body: { ...config, endDate: 'Noël' }, status: 'published' }, as())).body.message).toBe('body.endDate: "Noël" is not a date (2026-12-10, or a date-time)');
    expect((await client.put(path, { body: config, status: 'published' }, as())).status).toBe(200);
    const shown = (await api.get<InitResponse>('/init', { store: 'laboutiqueofficielle' })).body.boSettings.seasonalBanner;
    expect(shown).toMatchObject({ content2: 'Encore 3 jours', content1Date: '2026-11-30T23:00:00.000Z', content3Date: '2026-12-18T23:00:00.000Z', endDate: '2026-12-23T23:00:00.000Z' });
  });
});
