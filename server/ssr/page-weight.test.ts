import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressPage, KEPT_BROTLI_QUALITY } from './page-cache';
import { startTestServer, type TestServer } from '../testing/test-server';

/**
 * The page-weight part of the budget guard (issue 40; the JavaScript part is
 * scripts/bundle-budget.mjs): each main page's HTML, as an anonymous French visitor gets it, raw and
 * in the brotli the page cache first keeps it in (6; a page asked for again is kept at 11), against its ceiling. Issue 40's goal is 120 kB raw and
 * 15 kB brotli. The listings and the search results are held to what they weigh today, rounded up,
 * until the goal is met: their markup alone (48 cards, the facets) passes it. Lower a ceiling as its
 * page shrinks, never raise it without a reason in the log.
 */
const GOAL = { raw: 120_000, brotli: 15_000 };
/**
 * Issue 40: a listing 274–278 kB raw, 26.9 kB in brotli 6 (23.7 kB once the cache compresses it at
 * its best); the search 264 kB, 23.8 kB (before the issue: 354 kB, 40.7 kB; then 304 kB, 27.3 kB).
 */
const LISTING_TODAY = { raw: 280_000, brotli: 27_000 };
const SEARCH_TODAY = { raw: 266_000, brotli: 24_000 };
const PAGES: { name: string; path: string; ceiling: { raw: number; brotli: number } }[] = [
  { name: 'home', path: '/', ceiling: GOAL },
  { name: 'listing', path: '/homme', ceiling: LISTING_TODAY },
  { name: 'Spanish listing', path: '/es/hombre', ceiling: LISTING_TODAY },
  { name: 'brands', path: '/marques', ceiling: GOAL },
  { name: 'search', path: '/search/sweat', ceiling: SEARCH_TODAY },
  { name: 'basket', path: '/checkout/basket', ceiling: GOAL },
  { name: 'sign-in', path: '/login', ceiling: GOAL },
];

describe('page weight', () => {
  let shop: TestServer;

  beforeAll(async () => {
    shop = await startTestServer();
  });

  afterAll(async () => {
    await shop?.close();
  });

  const weigh = async (path: string) => {
    const response = await shop.app.inject({ url: path, headers: { 'accept-language': 'fr-FR', 'user-agent': 'Mozilla/5.0 (Linux; Android 11) Mobile' } });
    expect(response.statusCode, path).toBe(200);
    const body = response.rawPayload;
    return { raw: body.length, brotli: (await compressPage(body, 'br', KEPT_BROTLI_QUALITY)).length };
  };

  it.each(PAGES)('$name ($path) stays within its ceiling', async ({ path, ceiling }) => {
    const weight = await weigh(path);
    expect(weight.raw, `${path}: HTML bytes`).toBeLessThanOrEqual(ceiling.raw);
    expect(weight.brotli, `${path}: brotli bytes`).toBeLessThanOrEqual(ceiling.brotli);
  });

  it('weighs a product page too', async () => {
    const home = (await shop.app.inject({ url: '/', headers: { 'accept-language': 'fr-FR' } })).body;
    const product = /href="(\/p\/[^"?#]+)"/.exec(home)?.[1];
    expect(product).toBeDefined();
    const weight = await weigh(product!);
    expect(weight.raw).toBeLessThanOrEqual(GOAL.raw);
    expect(weight.brotli).toBeLessThanOrEqual(GOAL.brotli);
  });
});
