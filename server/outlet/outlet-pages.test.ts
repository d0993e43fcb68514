/**
 * The outlet gate on the rendered pages (SPEC §2 outlet guard): the outlet listing and outlet-only
 * product pages open only to a pass the shop signed and still honours, and the page cache never
 * hands such a page to a visitor without access.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productPath } from '../../src/domain/routing/listing-slugs';
import { fixtures } from '../testing/catalogue-fixtures';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('outlet pages', () => {
  let shop: TestServer;
  let pass: string;
  const outletProduct = () => productPath(fixtures.outletOnly().slugs.fr);
  const page = (url: string, cookie?: string) => shop.app.inject({ url, headers: cookie ? { cookie } : {} });

  beforeAll(async () => {
    shop = await startTestServer();
    const grant = await shop.app.inject({ method: 'POST', url: '/api/v5/outlet/access', payload: { email: 'sam@example.com' } });
    pass = grant.json<{ pass: string }>().pass;
  }, 180_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('sends a visitor without a pass home with the outlet popup (302)', async () => {
    const answer = await page('/outlet');
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/?outlet=1');
  });

  it('opens the outlet to a signed pass, as a private answer no cache keeps', async () => {
    const answer = await page('/outlet', `outlet=${pass}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-page-cache']).toBe('bypass');
    const next = await page('/outlet');
    expect(next.statusCode).toBe(302);
  });

  it('refuses a hand-made cookie with an address, even a customer\'s', async () => {
    for (const cookie of ['outlet=sam@example.com', `outlet=${pass.replace(/^\d+/, '99999999999')}`, 'outlet=x']) {
      expect((await page('/outlet', cookie)).statusCode).toBe(302);
    }
  });

  it('gates outlet-only product pages the same way, and never shares them', async () => {
    const path = outletProduct();
    const opened = await page(path, `outlet=${pass}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    for (let i = 0; i < 2; i += 1) {
      const shut = await page(path);
      expect(shut.statusCode).toBe(302);
      expect(shut.headers.location).toBe('/?outlet=1');
    }
    const other = productPath(fixtures.fullPrice().slugs.fr);
    expect((await page(other)).statusCode).toBe(200);
  });
});
