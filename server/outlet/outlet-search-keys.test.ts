/**
 * The outlet's search key (issue 36): a visitor the outlet lets in (a signed pass whose address
 * still passes, or a signed-in customer) gets a secured key that sees the store's outlet-only
 * records, in a private answer; anyone else gets none, and the public key sees none of them. The
 * server render of the outlet shows its products to such a visitor, and no page kept for
 * anonymous visitors ever carries such a key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEY_REFUSALS } from '../../src/domain/search/secured-search-key';
import { DEMO_PASSWORD } from '../testing/accounts-harness';
import { demoCatalogue } from '../testing/catalogue-fixtures';
import { shopSearchKeys } from '../testing/search-key-support';
import { startTestServer, type TestServer } from '../testing/test-server';

describe('the outlet search key', () => {
  let shop: TestServer;
  let pass: string;
  const outletProducts = () => demoCatalogue().products.filter((product) => product.isOnlyOutlet && product.displayInListing && product.prices.fr);
  const check = (query: string, headers: Record<string, string> = {}) => shop.app.inject({ url: `/api/v5/outlet/access${query}`, headers });
  const outletQuery = (key: string) => shop.app.inject({
    method: 'POST',
    url: '/1/indexes/*/queries',
    headers: { 'content-type': 'text/plain', 'x-algolia-api-key': key },
    payload: JSON.stringify({ requests: [{ indexName: 'laboutiqueofficielle_products', filters: 'isOnlyOutlet:true', hitsPerPage: 1000 }] }),
  });
  /** Every secured key (a base64 text that decodes to an HMAC and restrictions) a page carries. */
  const securedKeysIn = (html: string) =>
    [...html.matchAll(/[A-Za-z0-9+/]{96,}={0,2}/g)].map(([text]) => Buffer.from(text, 'base64').toString('latin1')).filter((text) => /^[0-9a-f]{64}[a-zA-Z]+=/.test(text));

  beforeAll(async () => {
    shop = await startTestServer();
    const grant = await shop.app.inject({ method: 'POST', url: '/api/v5/outlet/access', payload: { email: 'sam@example.com' } });
    expect(grant.statusCode, grant.body).toBe(200);
    pass = grant.json<{ pass: string }>().pass;
  }, 180_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('comes with a granted check only, in a private answer, and sees the outlet the public key does not', async () => {
    const granted = await check(`?pass=${encodeURIComponent(pass)}`);
    expect(granted.statusCode).toBe(200);
    expect(granted.headers['cache-control']).toBe('private, no-store');
    const { access, searchKey } = granted.json<{ access: boolean; searchKey: string }>();
    expect(access).toBe(true);
    expect(Buffer.from(searchKey, 'base64').toString()).toMatch(/^[0-9a-f]{64}restrictIndices=laboutiqueofficielle_\*&validUntil=\d+$/);
    const seen = await outletQuery(searchKey);
    expect(seen.json<{ results: { nbHits: number }[] }>().results[0].nbHits).toBeGreaterThan(0);
    const hidden = await outletQuery(shopSearchKeys(shop.app).publicKey);
    expect(hidden.json<{ results: { nbHits: number }[] }>().results[0].nbHits).toBe(0);
    // The key is the store's: another store's indexes refuse it.
    const elsewhere = await shop.app.inject({ method: 'POST', url: '/1/indexes/boutique_es_products/query', headers: { 'x-algolia-api-key': searchKey }, payload: {} });
    expect(elsewhere.json()).toEqual({ message: KEY_REFUSALS.index, status: 403 });
  });

  it('is not given without access: no pass, a forged pass', async () => {
    for (const query of ['', '?pass=sam%40example.com', `?pass=${encodeURIComponent(pass.replace(/^\d+/, '99999999999'))}`]) {
      const refused = await check(query);
      expect(refused.json(), query).toEqual({ access: false, email: null, pass: null, searchKey: null });
    }
  });

  it('is given to a signed-in customer', async () => {
    const login = await shop.app.inject({ method: 'POST', url: '/api/v5/security/login', payload: { _username: 'sam@example.com', _password: DEMO_PASSWORD, refreshTransport: 'body' } });
    expect(login.statusCode, login.body).toBe(200);
    const answer = await check('', { authorization: `Bearer ${login.json<{ token: string }>().token}` });
    expect(answer.json<{ access: boolean; searchKey: string | null }>()).toMatchObject({ access: true, searchKey: expect.any(String) });
  });

  it('lets the server render show the outlet products to the visitor it lets in', async () => {
    const names = outletProducts().map((product) => product.names.fr);
    const opened = await shop.app.inject({ url: '/outlet', headers: { cookie: `outlet=${pass}` } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    expect(names.some((name) => opened.body.includes(name))).toBe(true);
  });

  it('never ends up in a page kept for anonymous visitors', async () => {
    for (const url of ['/', '/homme', '/nouveautes', '/search/sweat']) {
      const withPass = await shop.app.inject({ url, headers: { cookie: `outlet=${pass}` } });
      expect(withPass.statusCode, url).toBe(200);
      expect(withPass.headers['cache-control'], url).toMatch(/^public/);
      const keys = securedKeysIn(withPass.body);
      expect(keys.filter((key) => key.includes('restrictIndices')), url).toEqual([]);
      // What the kept page holds afterwards is what a visitor without a pass is given.
      const anonymous = await shop.app.inject({ url });
      expect(securedKeysIn(anonymous.body).filter((key) => key.includes('restrictIndices')), url).toEqual([]);
    }
  });
});
