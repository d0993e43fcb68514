import { describe, expect, it } from 'vitest';
import { RECENTLY_VIEWED_LIMIT } from '../../src/domain/catalogue/recently-viewed';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { demoCatalogue } from '../testing/catalogue-fixtures';
import type { RecentlyViewedProduct } from './recently-service';

const api = useApi();
const client = accountsClient(api);

const restricted = () => new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const sold = () => demoCatalogue().products.filter((product) => !restricted().has(product.brandId) && product.prices.fr && product.prices.de && !product.isOnlyOutlet);
const ids = (answer: { body: unknown }) => (answer.body as RecentlyViewedProduct[]).map((item) => item.product.id);
const view = (token: string, id: number) => client.post('/secure/recently-viewed', { product: { id } }, { token });

describe('/secure/recently-viewed', () => {
  it('lists views most recent first, once each, as cards of the store, and clears them', async () => {
    const session = await client.register();
    const [a, b, c] = sold();
    expect((await client.get('/secure/recently-viewed', { token: session.token })).body).toEqual([]);
    for (const product of [a, b, c, a]) expect((await view(session.token, product.id)).status).toBe(204);
    const list = await client.get<RecentlyViewedProduct[]>('/secure/recently-viewed', { token: session.token });
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(ids(list)).toEqual([a.id, c.id, b.id]);
    expect(list.body[0].product).toMatchObject({ id: a.id, name: expect.any(String), path: expect.stringMatching(/^\//), price: expect.any(Number) });
    const german = await client.get<RecentlyViewedProduct[]>('/secure/recently-viewed', { token: session.token, store: 'boutique_de' });
    expect(german.body[0].product.path).not.toBe(list.body[0].product.path);
    expect((await client.delete('/secure/recently-viewed', { token: session.token })).status).toBe(204);
    expect((await client.get('/secure/recently-viewed', { token: session.token })).body).toEqual([]);
  });

  it(`keeps the last ${RECENTLY_VIEWED_LIMIT}`, async () => {
    const session = await client.register();
    const products = sold().slice(0, RECENTLY_VIEWED_LIMIT + 3);
    for (const product of products) await view(session.token, product.id);
    const list = await client.get('/secure/recently-viewed', { token: session.token });
    expect(ids(list)).toEqual(products.slice(3).map((product) => product.id).reverse());
    const rows = await api.db.selectFrom('recently_viewed').select('product_id').where('customer_id', '=', session.customer.id).execute();
    expect(rows).toHaveLength(RECENTLY_VIEWED_LIMIT);
  });

  it("merges the browser's list by recency, future moments taken as now, unknown products skipped", async () => {
    const session = await client.register();
    const [a, b, c, d] = sold();
    await view(session.token, a.id);
    const now = Date.now();
    const merged = await client.post<RecentlyViewedProduct[]>('/secure/recently-viewed/merge', {
      views: [
        { productId: b.id, viewedAt: now + 86_400_000 * 365 },
        { productId: 987654, viewedAt: now - 1000 },
        { productId: c.id, viewedAt: now - 60_000 },
        { productId: d.id, viewedAt: now - 86_400_000 },
      ],
    }, { token: session.token });
    expect(merged.status).toBe(200);
    expect(ids(merged)).toEqual([b.id, a.id, c.id, d.id]);
    expect(new Date(merged.body[0].viewedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(ids(await client.get('/secure/recently-viewed', { token: session.token }))).toEqual([b.id, a.id, c.id, d.id]);
  });

  it('refuses hostile input with a 4xx and keeps the list', async () => {
    const session = await client.register();
    await view(session.token, sold()[0].id);
    expect(await view(session.token, 987654)).toMatchObject({ status: 404, body: { message: 'Produit introuvable' } });
    for (const body of [{}, { product: {} }, { product: { id: 'x' } }, { product: { id: 0 } }, { product: { id: -1 } }, { product: { id: 2_147_483_648 } }, { product: { id: 1.5 } }, null, 'x']) {
      expect((await client.post('/secure/recently-viewed', body, { token: session.token })).status, JSON.stringify(body)).toBe(400);
    }
    const many = Array.from({ length: RECENTLY_VIEWED_LIMIT + 1 }, (_, i) => ({ productId: i + 1, viewedAt: Date.now() }));
    for (const body of [{}, { views: 'x' }, { views: many }, { views: [{ productId: 'x', viewedAt: 1 }] }, { views: [{ productId: 1, viewedAt: -5 }] }, { views: [{ productId: 1 }] }, { views: [{ productId: 1, viewedAt: 1e20 }] }]) {
      expect((await client.post('/secure/recently-viewed/merge', body, { token: session.token })).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(ids(await client.get('/secure/recently-viewed', { token: session.token }))).toEqual([sold()[0].id]);
  });

  it("keeps each customer's list to themselves", async () => {
    const owner = await client.register();
    const other = await client.register();
    await view(owner.token, sold()[5].id);
    expect((await client.get('/secure/recently-viewed', { token: other.token })).body).toEqual([]);
    expect((await client.delete('/secure/recently-viewed', { token: other.token })).status).toBe(204);
    expect(ids(await client.get('/secure/recently-viewed', { token: owner.token }))).toEqual([sold()[5].id]);
  });

  it('needs a valid token', async () => {
    expect((await client.get('/secure/recently-viewed')).status).toBe(401);
    expect((await client.post('/secure/recently-viewed', { product: { id: 1 } })).status).toBe(401);
    expect((await client.post('/secure/recently-viewed/merge', { views: [] })).status).toBe(401);
    expect((await client.delete('/secure/recently-viewed')).status).toBe(401);
    expect((await client.get('/secure/recently-viewed', { headers: { authorization: 'Bearer a.b.c' } })).status).toBe(401);
  });
});
