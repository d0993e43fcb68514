import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import { GetHomePage } from '../../application/home/get-home-page';
import { GetProduct } from '../../application/catalogue/get-product';
import type { RequestContext } from '../../application/ports/request-context';
import { describeCatalogueApiContract } from '../catalogue-api.contract';
import { RecordingErrorReporter } from '../in-memory/recording-error-reporter';
import { HttpApiClient } from './api-client';
import { HttpCatalogueApi } from './http-catalogue-api';

let shop: TestServer;
let knownProductId = 0;

const apiFor = (context: RequestContext) => new HttpCatalogueApi(new HttpApiClient({ apiBase: shop.url, context }));
const french = () => apiFor({ storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 });

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
  const [highlights] = await french().templates(['home_highlights']);
  knownProductId = highlights.templateItems.flatMap((item) => item.productIds ?? [])[0];
});

afterAll(async () => {
  await shop?.close();
});

describeCatalogueApiContract('HTTP against the real server', { api: french, knownProductId: () => knownProductId, unknownProductId: 999_999 });

describe('HttpCatalogueApi against the real server', () => {
  it('gets texts in the language of the store it names', async () => {
    const fr = await french().product(knownProductId);
    const es = await apiFor({ storeId: 'boutique_es', locale: 'es', device: 1 }).product(knownProductId);
    expect(es.product.id).toBe(fr.product.id);
    expect(es.product.slug).toBe(fr.product.slugs.es);
    expect(es.product.name).not.toBe(fr.product.name);
  });

  it('normalises a server refusal to ApiError with the server message', async () => {
    const api = new HttpApiClient({ apiBase: shop.url, context: { storeId: 'nope' as never, locale: 'fr', device: 0 } });
    await expect(api.get('init')).rejects.toMatchObject({ name: 'ApiError', code: 400 });
  });

  it('answers the no_cache variant', async () => {
    const client = new HttpApiClient({ apiBase: shop.url, context: { storeId: 'boutique_it', locale: 'it', device: 0 }, noCache: true });
    expect((await new HttpCatalogueApi(client).init()).menu.length).toBeGreaterThan(0);
  });

  it('serves the menu, translations, CMS pages and scores', async () => {
    const api = french();
    expect((await api.menu()).length).toBeGreaterThan(0);
    expect(Object.keys(await api.translations()).length).toBeGreaterThan(10);
    expect((await api.facetNames()).colors?.black).toBe('Noir');
    const scores = await api.productScores([knownProductId]);
    expect(scores[0].productId).toBe(knownProductId);
    expect(await api.productInformation(knownProductId)).toBeInstanceOf(Array);
    expect(await api.associatedProducts(knownProductId)).toBeInstanceOf(Array);
  });

  it('feeds the home page and product use cases', async () => {
    const errors = new RecordingErrorReporter();
    const page = await new GetHomePage(french(), errors).execute();
    expect(errors.reported).toEqual([]);
    expect(page.categoryTiles.length).toBeGreaterThan(0);
    expect(page.highlights[0].products.length).toBeGreaterThan(0);
    expect(await new GetProduct(french()).execute(999_999)).toEqual({ kind: 'not-found' });
  });
});
