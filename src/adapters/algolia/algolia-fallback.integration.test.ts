/**
 * Algolia configured and unreachable (issue 37): the Algolia client, its hosts on a closed port
 * or answering 503, falls back to the shop's own endpoint and gives the same answers; an answer
 * Algolia gave (403) is no reason to fall back; Algolia is left alone for a while after failing.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import { ApiError } from '../../application/ports/api-error';
import { listingQuery } from '../../domain/search/listing-query';
import { embeddedSearchSettings } from '../../domain/search/search-settings';
import { forgetAlgoliaRests } from './algolia-fallback';
import { AlgoliaSearchIndex } from './algolia-search-index';
import { shopSearchKeys } from '../../../server/testing/search-key-support';

let shop: TestServer;
const servers: Server[] = [];

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
}, 180_000);

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  await shop?.close();
});

afterEach(() => forgetAlgoliaRests());

/** A stand-in for Algolia answering every request with `status`, counting them. */
async function algoliaAnswering(status: number) {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `answered ${status}`, status }));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => requests };
}

/** A port nothing listens on. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const context = { storeId: 'laboutiqueofficielle' as const, locale: 'fr' as const, device: 0 as const };
const timeouts = { connect: 300, read: 2_000 };
const shopKey = () => shopSearchKeys(shop.app).publicKey;
const shopIndex = () => new AlgoliaSearchIndex({ settings: embeddedSearchSettings(shop.url, shopKey()), context });
/** The Algolia client at `algoliaUrl` (as if it were Algolia's hosts), the shop as its fallback. */
const algoliaIndex = (algoliaUrl: string, appId = 'TESTAPP') => new AlgoliaSearchIndex({
  // One parent for Algolia and the shop (search-keys.ts): the public key works on both.
  settings: { appId, searchKey: shopKey(), host: algoliaUrl },
  context,
  timeouts,
  fallback: { settings: embeddedSearchSettings(shop.url, shopKey()) },
});

describe('Algolia unreachable', () => {
  it('answers listings, suggestions, best sellers and products from the shop when Algolia’s port is closed', async () => {
    const index = algoliaIndex(await closedPort());
    const expected = shopIndex();
    const listing = await index.search(listingQuery({ kind: 'category' }));
    expect(listing.nbHits).toBeGreaterThan(0);
    expect(listing).toEqual(await expected.search(listingQuery({ kind: 'category' })));
    expect(await index.suggest('sweat', 5)).toEqual(await expected.suggest('sweat', 5));
    expect(await index.topSales(4)).toEqual(await expected.topSales(4));
    const ids = listing.hits.slice(0, 2).map((hit) => hit.productID);
    expect(await index.products(ids)).toEqual(await expected.products(ids));
  });

  it('falls back when every Algolia host answers 5xx, then leaves Algolia alone for a while', async () => {
    const algolia = await algoliaAnswering(503);
    const index = algoliaIndex(algolia.url, 'RESTAPP');
    expect((await index.search(listingQuery({ query: 'sweat' }))).nbHits).toBeGreaterThan(0);
    const asked = algolia.requests();
    expect(asked).toBeGreaterThan(0);
    expect((await algoliaIndex(algolia.url, 'RESTAPP').topSales(3)).length).toBe(3);
    expect(algolia.requests()).toBe(asked);
  });

  it('does not fall back on an answer Algolia gave: a refused key is the shop’s to hear', async () => {
    const algolia = await algoliaAnswering(403);
    const error = await algoliaIndex(algolia.url).search(listingQuery({ kind: 'category' })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 403 });
  });

  it('without a fallback (the shop itself unreachable) it is still a network error', async () => {
    const index = new AlgoliaSearchIndex({ settings: embeddedSearchSettings(await closedPort()), context, timeouts });
    const error = await index.search(listingQuery({ kind: 'category' })).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: ApiError.NETWORK_CODE });
  });
});
