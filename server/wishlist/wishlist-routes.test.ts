import { describe, expect, it } from 'vitest';
import type { Wish } from '../../src/domain/wishlist/wish';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { demoCatalogue } from '../testing/catalogue-fixtures';

const api = useApi();
const client = accountsClient(api);

const restricted = () => new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const soldEverywhere = () => demoCatalogue().products.filter((product) => !restricted().has(product.brandId) && product.prices.fr && product.prices.de);

describe('/secure/wishes', () => {
  it('adds, lists (newest first) and removes favourites', async () => {
    const session = await client.register();
    const [first, second] = soldEverywhere();
    expect((await client.get('/secure/wishes', { token: session.token })).body).toEqual([]);
    const a = await client.post<Wish>('/secure/wishes', { product: { id: first.id } }, { token: session.token });
    expect(a).toMatchObject({ status: 201, body: { id: expect.any(Number), product: first.id } });
    const b = await client.post<Wish>('/secure/wishes', { product: { id: second.id } }, { token: session.token });
    expect((await client.get<Wish[]>('/secure/wishes', { token: session.token })).body).toEqual([b.body, a.body]);
    expect((await client.delete(`/secure/wishes/${a.body.id}`, { token: session.token })).status).toBe(204);
    expect(await client.delete(`/secure/wishes/${a.body.id}`, { token: session.token })).toMatchObject({ status: 404, body: { code: 404, message: 'Favori introuvable' } });
    expect((await client.get<Wish[]>('/secure/wishes', { token: session.token })).body).toEqual([b.body]);
  });

  it('answers the wish already there for a product added twice, also when the adds race', async () => {
    const session = await client.register();
    const product = soldEverywhere()[2];
    const first = await client.post<Wish>('/secure/wishes', { product: { id: product.id } }, { token: session.token });
    const again = await client.post<Wish>('/secure/wishes', { product: { id: product.id } }, { token: session.token });
    expect(again).toMatchObject({ status: 201, body: first.body });
    const other = soldEverywhere()[3];
    const raced = await Promise.all(Array.from({ length: 6 }, () => client.post<Wish>('/secure/wishes', { product: { id: other.id } }, { token: session.token })));
    expect(raced.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(new Set(raced.map((answer) => answer.body.id)).size).toBe(1);
    const rows = await api.db.selectFrom('wishes').select('id').where('customer_id', '=', session.customer.id).execute();
    expect(rows).toHaveLength(2);
  });

  it('refuses unknown products and products the store does not sell (404)', async () => {
    const session = await client.register();
    expect(await client.post('/secure/wishes', { product: { id: 987654 } }, { token: session.token })).toMatchObject({ status: 404, body: { message: 'Produit introuvable' } });
    const brand = demoCatalogue().brands.find((candidate) => candidate.restricted);
    const product = demoCatalogue().products.find((candidate) => candidate.brandId === brand?.id);
    if (product) expect((await client.post('/secure/wishes', { product: { id: product.id } }, { token: session.token, store: 'boutique_de' })).status).toBe(404);
    for (const body of [{}, { product: {} }, { product: { id: 'x' } }, { product: { id: 0 } }, { product: { id: 2_147_483_648 } }, null]) {
      expect((await client.post('/secure/wishes', body, { token: session.token })).status, JSON.stringify(body)).toBe(400);
    }
  });

  it("keeps each customer's wishes to themselves", async () => {
    const owner = await client.register();
    const attacker = await client.register();
    const wish = (await client.post<Wish>('/secure/wishes', { product: { id: soldEverywhere()[4].id } }, { token: owner.token })).body;
    expect((await client.get('/secure/wishes', { token: attacker.token })).body).toEqual([]);
    expect((await client.delete(`/secure/wishes/${wish.id}`, { token: attacker.token })).status).toBe(404);
    expect((await client.get<Wish[]>('/secure/wishes', { token: owner.token })).body).toEqual([wish]);
  });

  it('needs a valid token', async () => {
    expect((await client.get('/secure/wishes')).status).toBe(401);
    expect((await client.post('/secure/wishes', { product: { id: 1 } })).status).toBe(401);
    expect((await client.delete('/secure/wishes/1')).status).toBe(401);
    expect((await client.get('/secure/wishes', { headers: { authorization: 'Bearer a.b.c' } })).status).toBe(401);
  });
});
