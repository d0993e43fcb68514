/**
 * The content's words follow the delivery terms (issue 34): after `PUT /admin/delivery-terms/stores/boutique_es`
 * at 60,00 €, the Spanish header banner, its delivery page and a merchant's Markdown page writing
 * `{freeShipping}` say 60,00 € on the next answer (cached ones included); France still says 99,00 €.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CmsPage, InitResponse, ParseResult, TranslationCatalogue } from '../../src/domain/catalogue/site';
import { LISTING_SLUGS } from '../../src/domain/routing/listing-slugs';
import { accountsClient } from '../testing/accounts-harness';
import { useApi } from '../testing/api-harness';

const api = useApi();
const client = accountsClient(api);
let merch = '';

beforeAll(async () => {
  merch = (await client.signIn('merch@example.com')).token;
});

const banner = async (store: string) => (await api.get<InitResponse>('/init', { store })).body.headerBanner?.title;
const page = async (store: string, key: string) => (await api.get<CmsPage>(`/cms/slug/${key}`, { store })).body.content;

describe('the texts follow the store’s free-shipping threshold', () => {
  it('says 99,00 € while unchanged, then 60,00 € in Spain on the next answer, France unchanged', async () => {
    expect(await banner('boutique_es')).toBe('Envío gratis desde 99,00 €');
    // The international store ships to Ireland, where the home carrier's own threshold is 129,00 €: its words say so.
    expect(await banner('boutique_com')).toBe('Free delivery from €129.00');
    // The Dutch top bar writes money as every Dutch price does (nl-BE: "€ 99,00"), not "99 €".
    expect(await banner('boutique_be')).toBe('Gratis levering vanaf € 99,00');
    expect(await page('boutique_es', 'delivery-returns')).toContain('gratuito a partir de 99,00 €');
    expect(await page('boutique_es', 'faq')).toContain('Sí, a partir de 99,00 € de compra.');

    const changed = await client.put('/admin/delivery-terms/stores/boutique_es', { freeShippingThreshold: '60.00' }, { token: merch });
    expect(changed.status).toBe(200);
    expect(await banner('boutique_es')).toBe('Envío gratis desde 60,00 €');
    expect(await page('boutique_es', 'delivery-returns')).toContain('gratuito a partir de 60,00 €');
    expect(await page('boutique_es', 'faq')).not.toContain('{freeShipping}');
    expect(await banner('laboutiqueofficielle')).toBe('Livraison offerte dès 99,00 €');
    expect(await page('laboutiqueofficielle', 'faq')).toContain("Oui, dès 99,00 € d'achat.");
  });

  it('fills {freeShipping} in a merchant’s own Markdown page', async () => {
    const set = await client.put('/admin/content/entries/page/boutique_es/envios', {
      body: { title: 'Envíos', slug: 'envios-rapidos', markdown: 'Gratis desde **{freeShipping}**.' }, status: 'published',
    }, { token: merch });
    expect(set.status).toBe(200);
    expect(await page('boutique_es', 'envios-rapidos')).toContain('<p>Gratis desde <strong>60,00 €</strong>.</p>');
  });

  it('writes the threshold into page descriptions and the storefront words, never a fixed "99 €" (issue 35)', async () => {
    const described = async (store: string, path: string) => {
      const answer = await api.post<ParseResult>('/parse', { path, url: `http://shop.test${path}`, baseUrl: 'http://shop.test' }, { store });
      return answer.body.pageInfo?.description;
    };
    // The Dutch listing descriptions write money as every Dutch price does ("€ 99,00").
    const dutch = await described('boutique_be', `/${LISTING_SLUGS.nl.novelties}`);
    expect(dutch).toContain('Gratis levering vanaf € 99,00,');
    expect(dutch).not.toContain('99 €');
    expect(await described('boutique_be', '/')).toContain('vanaf € 99,00,');
    // Spain's threshold is 60,00 € since the first test: its descriptions follow.
    expect(await described('boutique_es', `/${LISTING_SLUGS.es.novelties}`)).toContain('Envío gratis desde 60,00 €,');
    const words = async (store: string) => (await api.get<TranslationCatalogue>('/translations', { store })).body['home.meta.description'];
    expect(await words('boutique_be')).toContain('vanaf € 99,00,');
    expect(await words('boutique_es')).toContain('desde 60,00 €,');
  });
});
