/**
 * Search in the real app (startTestServer: a fresh seeded database, the shop on a random port),
 * driven with the real `algoliasearch` client: the indexes are built from the database, served on
 * the shop's port, and follow stock and price changes.
 */
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_IDS } from '../../src/domain/store/stores';
import type { InitResponse } from '../../src/domain/catalogue/site';
import { startTestServer, type TestServer } from '../testing/test-server';
import { attributeValues, facetText } from './search-filter-match';
import { buildStoreRecords } from './search-records-from-catalogue';
import { loadSearchCatalogue } from './search-repository';
import type { SearchRecord } from './search-record';
import { storedDemoCatalogue, randomListingCase, SeededRandom } from '../testing/search-test-support';
import { shopSearchKeys } from '../testing/search-key-support';

/** The demo catalogue as the shop's database holds it (its pictures the stored originals). */
const stored = await storedDemoCatalogue();
const demoCatalogue = () => stored;

let shop: TestServer;
let client: Algoliasearch;
const INDEX = 'laboutiqueofficielle_products';

type Response = { hits: SearchRecord[]; nbHits: number; facets?: Record<string, Record<string, number>> };

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
  const url = new URL(shop.url);
  client = algoliasearch('boutique', shopSearchKeys(shop.app).parentKey, {
    hosts: [{ url: url.hostname, port: Number(url.port), protocol: 'http', accept: 'readWrite' }],
  });
});

afterAll(async () => {
  await shop?.close();
});

async function search(requests: Record<string, unknown>[]): Promise<Response[]> {
  const { results } = await client.search({ requests: requests.map((request) => ({ indexName: INDEX, ...request })) });
  return results as unknown as Response[];
}

const record = async (objectID: number) => (await client.getObject({ indexName: INDEX, objectID: String(objectID) })) as unknown as SearchRecord;

describe('indexes built from the database', () => {
  it('hold the records the catalogue gives, in every store', async () => {
    const fromDatabase = await loadSearchCatalogue(shop.app.db);
    for (const storeId of STORE_IDS) {
      expect(buildStoreRecords(fromDatabase, storeId), storeId).toEqual(buildStoreRecords(demoCatalogue(), storeId));
    }
    expect(shop.app.searchIndex.stats.products).toBe(demoCatalogue().products.length);
  });

  it('are served on the shop port for every store, products and suggestions', async () => {
    const { results } = await client.search({
      requests: STORE_IDS.flatMap((storeId) => [
        { indexName: `${storeId}_products`, hitsPerPage: 0 },
        { indexName: `${storeId}_suggestions`, hitsPerPage: 0 },
      ]),
    });
    STORE_IDS.forEach((storeId, position) => {
      const [products, suggestions] = results.slice(position * 2, position * 2 + 2) as { nbHits: number }[];
      expect(products.nbHits, storeId).toBe(buildStoreRecords(demoCatalogue(), storeId).length);
      expect(suggestions.nbHits, storeId).toBeGreaterThan(10);
    });
  });

  it('filter and count facets as brute force over the records does', async () => {
    const records = buildStoreRecords(demoCatalogue(), 'laboutiqueofficielle');
    const random = new SeededRandom(7);
    for (let run = 0; run < 10; run++) {
      const listing = randomListingCase(random, records);
      const [response] = await search([{ filters: listing.filters, hitsPerPage: 1000, facets: ['brand.slug', 'colorCode'], attributesToHighlight: [] }]);
      const expected = records.filter(listing.predicate);
      expect(response.nbHits, listing.describe).toBe(expected.length);
      expect(response.hits.map((hit) => hit.objectID).sort()).toEqual(expected.map((hit) => hit.objectID).sort());
      const brands: Record<string, number> = {};
      for (const hit of expected) for (const value of attributeValues(hit, 'brand.slug').map(facetText)) brands[value] = (brands[value] ?? 0) + 1;
      expect(response.facets?.['brand.slug'] ?? {}).toEqual(brands);
    }
  });

  it('tells clients to search the shop itself when no Algolia application is configured', async () => {
    const init = (await (await fetch(`${shop.url}/api/v5/init`)).json()) as InitResponse;
    expect(init.search).toEqual({ appId: 'boutique', searchKey: shopSearchKeys(shop.app).publicKey, host: shop.url });
    // The public key: a secured key of the parent that hides outlet-only records, the parent itself never.
    expect(Buffer.from(init.search!.searchKey, 'base64').toString()).toMatch(/^[0-9a-f]{64}filters=NOT%20isOnlyOutlet%3Atrue$/);
    expect(JSON.stringify(init)).not.toContain(shopSearchKeys(shop.app).parentKey);
  });
});

describe('refreshing after stock and price changes', () => {
  const product = () => demoCatalogue().products.find((candidate) =>
    !candidate.isOnlyOutlet && candidate.displayInListing && candidate.sizes.filter((size) => size.stock > 0).length >= 2 && candidate.prices.fr !== undefined)!;

  it('shows a size sold out, then the product out of stock, once the index is refreshed', async () => {
    const { id, sizes } = product();
    const [first, ...others] = sizes.filter((size) => size.stock > 0).sort((a, b) => a.rank - b.rank);
    const inStock = async () => (await search([{ filters: `inStock:true AND productID=${id}`, hitsPerPage: 1 }]))[0].nbHits;
    expect((await record(id)).availableSizes).toContain(first.label);

    await shop.app.db.updateTable('product_sizes').set({ stock: 0 }).where('id', '=', first.id).execute();
    expect((await record(id)).availableSizes, 'unchanged until refreshed').toContain(first.label);
    await shop.app.searchIndex.refreshSizes([first.id]);
    expect((await record(id)).availableSizes).not.toContain(first.label);
    expect(await inStock()).toBe(1);

    await shop.app.db.updateTable('product_sizes').set({ stock: 0 }).where('product_id', '=', id).execute();
    await shop.app.searchIndex.refreshProducts([id]);
    expect(await record(id)).toMatchObject({ inStock: false, availableSizes: [] });
    expect(await inStock()).toBe(0);
    const [sizeFilter] = await search([{ filters: `availableSizes:"${others[0].label}" AND productID=${id}`, hitsPerPage: 1 }]);
    expect(sizeFilter.nbHits).toBe(0);
  });

  it('follows a new price in every store that sells the product, filters included', async () => {
    const { id } = product();
    await shop.app.db.updateTable('product_prices').set({ price: 1234, original_price: 2468 }).where('product_id', '=', id).where('country_code', '=', 'fr').execute();
    await shop.app.searchIndex.refreshProducts([id]);
    expect(await record(id)).toMatchObject({ price: 12.34, originalPrice: 24.68, promotionPercent: 50, promotion: { percent: 50 } });
    const [cheap] = await search([{ filters: `price:12.34 TO 12.34 AND productID=${id}`, hitsPerPage: 1 }]);
    expect(cheap.nbHits).toBe(1);
    const spanish = (await client.getObject({ indexName: 'boutique_es_products', objectID: String(id) })) as unknown as SearchRecord;
    expect(spanish.prices.fr).toEqual({ price: 12.34, originalPrice: 24.68 });
    expect(spanish.price).toBe(demoCatalogue().products.find((candidate) => candidate.id === id)!.prices.es.price / 100);
  });

  it('takes a product out of a store that no longer sells it', async () => {
    const other = demoCatalogue().products.find((candidate) => candidate.prices.de !== undefined && candidate.id !== product().id)!;
    await shop.app.db.deleteFrom('product_prices').where('product_id', '=', other.id).where('country_code', '=', 'de').execute();
    await shop.app.searchIndex.refreshProducts([other.id]);
    const { results } = await client.getObjects({ requests: [{ indexName: 'boutique_de_products', objectID: String(other.id) }, { indexName: INDEX, objectID: String(other.id) }] });
    expect(results[0]).toBeNull();
    expect(results[1]).toMatchObject({ objectID: String(other.id) });
  });

  it('ends with what the database holds when refreshes overlap', async () => {
    const { id } = product();
    await Promise.all([1111, 2222, 3333].map(async (price) => {
      await shop.app.db.updateTable('product_prices').set({ price, original_price: null }).where('product_id', '=', id).where('country_code', '=', 'fr').execute();
      await shop.app.searchIndex.refreshProducts([id]);
    }));
    const stored = await shop.app.db.selectFrom('product_prices').select('price').where('product_id', '=', id).where('country_code', '=', 'fr').executeTakeFirstOrThrow();
    expect((await record(id)).price).toBe(stored.price / 100);
    await expect(shop.app.searchIndex.refreshProducts([])).resolves.toBeUndefined();
  });
});
