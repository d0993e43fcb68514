/**
 * `GET /admin/content/entries/…` of an entry the merchant never changed (issue 34): the shop's
 * seeded content as version 0, a CMS page as Markdown, so that it can be edited and set again.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CmsPage } from '../../src/domain/catalogue/site';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { pageMarkdown, SEEDED_NOTE } from './content-entries-seeded';
import type { EntryDetail } from './content-entries';

const api = useApi();
const client = accountsClient(api);
let merch = '';

beforeAll(async () => {
  merch = (await client.signIn('merch@example.com')).token;
});

const show = (entry: string) => client.get<EntryDetail>(`/admin/content/entries/${entry}`, { token: merch });

describe('the shop’s seeded version of an entry never changed', () => {
  it('turns a seeded page’s HTML into Markdown', async () => {
    expect(await pageMarkdown('<h2>La livraison est-elle gratuite ?</h2><p>Oui, dès {freeShipping} d\'achat. <a href="/t/cgv">CGV</a></p><ul><li><strong>Un</strong></li></ul>'))
      .toBe('## La livraison est-elle gratuite ?\n\nOui, dès {freeShipping} d\'achat. [CGV](/t/cgv)\n\n-   **Un**\n');
  });

  it('answers the French FAQ page as version 0, its text in Markdown with its placeholders; setting it back changes nothing a shopper reads', async () => {
    const before = (await api.get<CmsPage>('/cms/slug/faq')).body;
    const answer = await show('page/laboutiqueofficielle/faq');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ entry: 'page/laboutiqueofficielle/faq', live: 0, latest: { version: 0, status: 'published', author: 'the shop', note: SEEDED_NOTE } });
    expect(answer.body.versions).toHaveLength(1);
    const body = answer.body.latest.body as { title: string; slug: string; markdown: string };
    expect(body).toMatchObject({ title: before.title, slug: before.slug });
    expect(body.markdown).toContain('## La livraison est-elle gratuite ?');
    expect(body.markdown).toContain('{freeShipping}');
    const set = await client.put<EntryDetail>('/admin/content/entries/page/laboutiqueofficielle/faq', { body, status: 'published' }, { token: merch });
    expect(set.status).toBe(200);
    expect(set.body.latest.version).toBe(1);
    const after = (await api.get<CmsPage>('/cms/slug/faq?no_cache=1')).body;
    expect(after.content).toContain("Oui, dès 99,00 € d'achat.");
  });

  it('answers the banners, menus, templates and the maintenance switch as the shop shows them', async () => {
    expect((await show('header-banner/boutique_es/-')).body.latest.body).toMatchObject({ title: 'Envío gratis desde {freeShipping}' });
    expect((await show('menu/boutique_it/-')).body.latest.body).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'NOVELTIES' })]));
    expect((await show('maintenance/-/-')).body.latest.body).toBe(false);
    expect((await show('template/boutique_es/ideas-regalo')).body.latest.body).toMatchObject({ items: expect.any(Array) });
    expect((await show('page/boutique_es/nothing-here')).status).toBe(404);
  });
});
