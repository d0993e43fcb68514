/**
 * Pages while the database is away (issue 37): a kept page is served stale, even one a change has
 * outdated, and any other page is a 503 in the address's language with a link that asks for the
 * same address again. The shop's database health is marked down by hand and its probe stopped,
 * so the outage lasts as long as the test.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('pages while the database is away', () => {
  let shop: TestServer;

  beforeAll(async () => {
    shop = await startTestServer();
  });

  afterAll(async () => {
    await shop?.close();
  });

  it('serves the kept page stale and a 503 "try again" page for the others', async () => {
    const kept = await shop.app.inject({ url: '/' });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['x-page-cache']).toBe('miss');
    // A change outdates every kept page: rendered again on its next request, unless the database is away.
    shop.app.catalogueChanges.contentChanged();
    const health = shop.app.databaseHealth!;
    health.noteError(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
    health.close();
    expect(health.available).toBe(false);

    const stale = await shop.app.inject({ url: '/' });
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['x-page-cache']).toBe('stale');
    expect(stale.body).toBe(kept.body);

    const listing = await shop.app.inject({ url: '/homme?sort=asc' });
    expect(listing.statusCode).toBe(503);
    expect(listing.headers['retry-after']).toBe('5');
    expect(listing.headers['cache-control']).toBe('no-store');
    expect(listing.headers['content-type']).toContain('text/html');
    expect(listing.body).toContain('href="/homme?sort=asc"');
    expect(listing.body).toContain('Réessayer');

    const german = await shop.app.inject({ url: '/de/herren' });
    expect(german.statusCode).toBe(503);
    expect(german.body).toContain('lang="de-DE"');
    expect(german.body).toContain('Erneut versuchen');
  });
});
