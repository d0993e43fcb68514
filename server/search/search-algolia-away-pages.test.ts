/**
 * A shop configured with Algolia (ALGOLIA_APP_ID + ALGOLIA_SEARCH_KEY) while Algolia cannot be
 * reached (issue 37): the rendered listing and search pages answer 200 with the shop's products,
 * asked of the shop's own endpoint, never a 404 or a 500.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { forgetAlgoliaRests } from '../../src/adapters/algolia/algolia-fallback';
import { startTestServer, type TestServer } from '../testing/test-server';

const algoliaCalls: string[] = [];
const realFetch = globalThis.fetch;
let shop: TestServer;
const saved = { appId: process.env.ALGOLIA_APP_ID, searchKey: process.env.ALGOLIA_SEARCH_KEY };

beforeAll(async () => {
  process.env.ALGOLIA_APP_ID = 'AWAYAPP';
  process.env.ALGOLIA_SEARCH_KEY = 'search-only-key';
  // Algolia's hosts unreachable (no network), everything else as it is.
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (/algolia(net)?\.(net|com)/.test(url)) {
      algoliaCalls.push(url);
      return Promise.reject(new TypeError('fetch failed'));
    }
    return realFetch(input, init);
  });
  shop = await startTestServer();
}, 180_000);

afterAll(async () => {
  await shop?.close();
  vi.unstubAllGlobals();
  forgetAlgoliaRests();
  for (const [name, value] of [['ALGOLIA_APP_ID', saved.appId], ['ALGOLIA_SEARCH_KEY', saved.searchKey]] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('pages while Algolia is away', () => {
  it('renders a listing (200, with products) from the shop’s own search endpoint', async () => {
    const page = await shop.app.inject({ url: '/homme' });
    expect(page.statusCode).toBe(200);
    expect(algoliaCalls.length).toBeGreaterThan(0);
    expect(page.body).toMatch(/data-product-id|product-card/);
  });

  it('renders a search page (200)', async () => {
    const page = await shop.app.inject({ url: '/search/sweat' });
    expect(page.statusCode).toBe(200);
  });
});
