import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedDemoCatalogue } from '../../../server/testing/search-test-support';
import { buildStoreRecords, buildSuggestionRecords } from '../../../server/search/search-records-from-catalogue';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import { createInjectFetch } from '../../../server/ssr/inject-fetch';
import { listingQuery } from '../../domain/search/listing-query';
import { embeddedSearchSettings } from '../../domain/search/search-settings';
import type { StoreId } from '../../domain/store/stores';
import { describeSearchIndexContract } from '../search-index.contract';
import { GetHomePage } from '../../application/home/get-home-page';
import { SearchProductCards } from '../../application/search/search-product-cards';
import { STORES } from '../../domain/store/stores';
import { HttpApiClient } from '../http/api-client';
import { HttpCatalogueApi } from '../http/http-catalogue-api';
import { RecordingErrorReporter } from '../in-memory/recording-error-reporter';
import { AlgoliaSearchIndex } from './algolia-search-index';
import { shopSearchKeys } from '../../../server/testing/search-key-support';

const catalogue = await storedDemoCatalogue();
let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
});

afterAll(async () => {
  await shop?.close();
});

const index = (storeId: StoreId) =>
  new AlgoliaSearchIndex({ settings: embeddedSearchSettings(shop.url, shopSearchKeys(shop.app).publicKey), context: { storeId, locale: 'fr', device: 0 } });
/** A visitor the outlet let in: the store's outlet key (server/outlet/outlet-search-keys.test.ts checks the public key's side). */
const outletVisitorIndex = (storeId: StoreId) =>
  new AlgoliaSearchIndex({ settings: embeddedSearchSettings(shop.url, shopSearchKeys(shop.app).publicKey), context: { storeId, locale: 'fr', device: 0 }, key: () => shopSearchKeys(shop.app).outletKey(storeId) });

describeSearchIndexContract('Algolia client against the real shop', {
  index: outletVisitorIndex,
  records: (storeId) => buildStoreRecords(catalogue, storeId),
  suggestions: (storeId) => buildSuggestionRecords(catalogue, storeId),
});

describe('AlgoliaSearchIndex', () => {
  it('gives the home page the same highlighted products as one product call each, in one call', async () => {
    for (const storeId of ['laboutiqueofficielle', 'boutique_es'] as const) {
      const context = { storeId, locale: STORES[storeId].locale, device: 0 as const };
      const api = new HttpCatalogueApi(new HttpApiClient({ apiBase: shop.url, context }));
      const errors = new RecordingErrorReporter();
      const plain = await new GetHomePage(api, errors).execute();
      const searched = await new GetHomePage(api, errors, new SearchProductCards(index(storeId), context)).execute();
      expect(errors.reported).toEqual([]);
      expect(plain.highlights.flatMap((highlight) => highlight.products).length).toBeGreaterThan(0);
      expect(searched).toEqual(plain);
    }
  });

  it('reaches the shop through an in-process fetch (server rendering), no port needed', async () => {
    const inProcess = new AlgoliaSearchIndex({
      settings: embeddedSearchSettings('http://shop.invalid', shopSearchKeys(shop.app).publicKey),
      context: { storeId: 'boutique_it', locale: 'it', device: 0 },
      fetch: createInjectFetch(shop.app),
    });
    expect((await inProcess.topSales(6)).length).toBe(6);
  });

  it('turns an unreachable service into a Network Error (code 0)', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = new AlgoliaSearchIndex({ settings: embeddedSearchSettings(`http://127.0.0.1:${port}`), context: { storeId: 'boutique_com', locale: 'en', device: 0 } });
    await expect(unreachable.search(listingQuery())).rejects.toMatchObject({ name: 'ApiError', code: 0, message: 'Network Error' });
    await expect(unreachable.products([1])).rejects.toMatchObject({ code: 0 });
  });

  it('turns a timeout into a Network Error (code 0)', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const slow = new AlgoliaSearchIndex({
        settings: embeddedSearchSettings(`http://127.0.0.1:${port}`),
        context: { storeId: 'boutique_com', locale: 'en', device: 0 },
        timeouts: { connect: 100, read: 100 },
      });
      await expect(slow.suggest('hood', 15)).rejects.toMatchObject({ code: 0, message: 'Network Error' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('keeps the service status and message of a refusal', async () => {
    const refusing = new AlgoliaSearchIndex({ settings: embeddedSearchSettings(shop.url, shopSearchKeys(shop.app).publicKey), context: { storeId: 'nowhere' as StoreId, locale: 'fr', device: 0 } });
    await expect(refusing.search(listingQuery())).rejects.toMatchObject({ name: 'ApiError', code: 404, message: 'Index nowhere_products does not exist' });
  });
});
