/**
 * Outlet-only products (isOnlyOutlet) sit behind the outlet gate: they show in the outlet listing,
 * to a visitor with the outlet's search key, and nowhere else — not to the public key (issue 36),
 * no other listing, header search, suggestion, top sales, associated products or sitemap. Checked
 * through the shop's own clients against the running shop.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AlgoliaSearchIndex } from '../../src/adapters/algolia/algolia-search-index';
import { LISTING_KINDS, listingQuery } from '../../src/domain/search/listing-query';
import { embeddedSearchSettings } from '../../src/domain/search/search-settings';
import { STORES } from '../../src/domain/store/stores';
import { sitemapPath } from '../pages/pages-service';
import { demoCatalogue, fixtures } from '../testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';
import { shopSearchKeys } from '../testing/search-key-support';

describe('outlet-only products outside the outlet', () => {
  let shop: TestServer;
  const outlet = fixtures.outletOnly();
  const outletIds = new Set(demoCatalogue().products.filter((product) => product.isOnlyOutlet).map((product) => product.id));
  const context = { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 } as const;
  const index = () => new AlgoliaSearchIndex({ settings: embeddedSearchSettings(shop.url, shopSearchKeys(shop.app).publicKey), context });
  const outletIndex = () => new AlgoliaSearchIndex({ settings: embeddedSearchSettings(shop.url, shopSearchKeys(shop.app).publicKey), context, key: () => shopSearchKeys(shop.app).outletKey(context.storeId) });

  beforeAll(async () => {
    shop = await startTestServer({ pages: false });
  }, 180_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('appear in the outlet listing only, with the outlet key, searched by their own name', async () => {
    const name = outlet.names.fr;
    for (const kind of LISTING_KINDS) {
      const ids = (await index().search(listingQuery({ kind, query: name, hitsPerPage: 48 }))).hits.map((hit) => hit.productID);
      expect(ids.filter((id) => outletIds.has(id)), kind).toEqual([]);
      const withKey = (await outletIndex().search(listingQuery({ kind, query: name, hitsPerPage: 48 }))).hits.map((hit) => hit.productID);
      if (kind === 'outlet') expect(withKey, kind).toContain(outlet.id);
      else expect(withKey.filter((id) => outletIds.has(id)), kind).toEqual([]);
    }
    expect(await index().products([outlet.id])).toEqual([null]);
    expect((await outletIndex().products([outlet.id]))[0]).toMatchObject({ productID: outlet.id });
  });

  it('are neither suggested nor among the top sales', async () => {
    const suggested = await index().suggest(outlet.names.fr, 15);
    expect(suggested.products.map((hit) => hit.productID).filter((id) => outletIds.has(id))).toEqual([]);
    const top = await index().topSales(48);
    expect(top.length).toBeGreaterThan(0);
    expect(top.filter((hit) => outletIds.has(hit.productID))).toEqual([]);
  });

  it('are not associated with other products, nor in the sitemap', async () => {
    const others = demoCatalogue().products.filter((product) => !product.isOnlyOutlet).slice(0, 25);
    for (const product of others) {
      const answer = await shop.app.inject({ url: `/api/v5/products/${product.id}/associated` });
      if (answer.statusCode !== 200) continue;
      const hits = answer.json<{ productID: number }[]>();
      expect(hits.filter((hit) => outletIds.has(hit.productID)), `associated with ${product.id}`).toEqual([]);
    }
    const sitemap = await shop.app.inject({ url: sitemapPath(STORES.laboutiqueofficielle) });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain(outlet.slugs.fr);
  });
});
