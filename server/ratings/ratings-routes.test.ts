import { describe, expect, it } from 'vitest';
import type { ProductDetailResponse, ProductScores } from '../../src/domain/catalogue/product';
import type { MyRating, RatingPage } from '../../src/domain/ratings/rating';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { demoCatalogue, fixtures } from '../testing/catalogue-fixtures';

const api = useApi();
const accounts = accountsClient(api);

type Saved = { rating: MyRating; scores: Required<ProductScores> };
const open = () => demoCatalogue().products.filter((p) => !p.isOnlyOutlet && !demoCatalogue().brands.find((b) => b.id === p.brandId)!.restricted);
const put = (productId: number, body: unknown, token?: string, store?: string) => api.app.inject({
  method: 'PUT',
  url: `/api/v5/secure/products/${productId}/rating`,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...(store ? { store } : {}) },
  payload: JSON.stringify(body),
}).then((raw) => ({ status: raw.statusCode, body: raw.json() as Saved & { message?: string } }));

describe('PUT /secure/products/{id}/rating', () => {
  it('asks for a connected user (SPEC §6)', async () => {
    const product = open()[0];
    expect((await put(product.id, { score: 4 })).status).toBe(401);
    expect((await put(product.id, { score: 4 }, 'forged.token.value')).status).toBe(401);
  });

  it('creates the rating (201), then edits it (200); the scores follow', async () => {
    const product = open()[1];
    const { token } = await accounts.signIn('camille@example.com');
    const before = (await api.get<ProductDetailResponse>(`/products/${product.id}`)).body.scores;
    const first = await put(product.id, { score: 5, comment: '  Très <b>belle</b> qualité  ' }, token);
    expect(first.status).toBe(201);
    expect(first.body.rating).toMatchObject({ productId: product.id, score: 5, comment: 'Très <b>belle</b> qualité' });
    expect(first.body.scores.count).toBe(before.count + 1);
    expect(first.body.scores.distribution![4]).toBe(before.distribution![4] + 1);
    const again = await put(product.id, { score: 2, comment: null }, token);
    expect(again.status).toBe(200);
    expect(again.body.rating).toMatchObject({ score: 2, comment: null });
    expect(again.body.scores.count).toBe(before.count + 1);
    const detail = (await api.get<ProductDetailResponse>(`/products/${product.id}`)).body.scores;
    expect(detail).toEqual(again.body.scores);
    const [listed] = (await api.get<ProductScores[]>(`/products/scores?productIds=${product.id}`)).body;
    expect(listed).toEqual(again.body.scores);
    const mine = await accounts.get<MyRating>(`/secure/products/${product.id}/rating`, { token });
    expect(mine).toMatchObject({ status: 200, body: { score: 2, comment: null } });
  });

  it('keeps one rating per customer when two arrive at once', async () => {
    const product = open()[2];
    const { token } = await accounts.signIn('sam@example.com');
    const answers = await Promise.all([put(product.id, { score: 3 }, token), put(product.id, { score: 4 }, token), put(product.id, { score: 5 }, token)]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    const rows = await api.db.selectFrom('product_ratings').selectAll().where('product_id', '=', product.id).where('customer_id', 'is not', null).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses bad scores and comments with a 4xx, unknown and unsold products with a 404', async () => {
    const product = open()[3];
    const { token } = await accounts.signIn('noor@example.com');
    for (const body of [{ score: 0 }, { score: 6 }, { score: 4.5 }, { score: '5' }, {}, { score: 4, comment: 'x'.repeat(1001) }, { score: 4, comment: 'a\u0000b' }, { score: 4, extra: 1 }]) {
      expect((await put(product.id, body, token)).status).toBe(400);
    }
    const long = await put(product.id, { score: 4, comment: 'x'.repeat(501) }, token);
    expect(long).toMatchObject({ status: 422, body: { message: expect.stringContaining('500') } });
    expect((await put(987654, { score: 4 }, token)).status).toBe(404);
    expect((await put(fixtures.restricted().id, { score: 4 }, token, 'boutique_es')).status).toBe(404);
    expect((await accounts.get(`/secure/products/${product.id}/rating`, { token })).status).toBe(404);
  });
});

describe('GET /products/{id}/ratings', () => {
  it('lists comments newest first, authors as first name and initial, as plain text', async () => {
    const product = open()[4];
    const { token } = await accounts.signIn('jonas@example.com');
    await put(product.id, { score: 4, comment: '<script>alert(1)</script>' }, token);
    const { status, body } = await api.get<RatingPage>(`/products/${product.id}/ratings`);
    expect(status).toBe(200);
    expect(body.ratings[0]).toMatchObject({ author: 'Jonas M.', score: 4, comment: '<script>alert(1)</script>' });
    expect(JSON.stringify(body)).not.toContain('jonas@example.com');
    const dates = body.ratings.map((rating) => rating.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.total).toBe((await api.get<ProductDetailResponse>(`/products/${product.id}`)).body.scores.count);
  });

  it('pages by 10 and refuses a bad page', async () => {
    const product = open().find((p) => p.scores.count >= 220)!;
    const first = (await api.get<RatingPage>(`/products/${product.id}/ratings`)).body;
    expect(first.ratings.length).toBeLessThanOrEqual(10);
    expect(first.pages).toBe(Math.max(1, Math.ceil(first.total / 10)));
    expect((await api.get(`/products/${product.id}/ratings?page=0`)).status).toBe(400);
    expect((await api.get(`/products/${product.id}/ratings?page=x`)).status).toBe(400);
    expect((await api.get<RatingPage>(`/products/${product.id}/ratings?page=999`)).body.ratings).toEqual([]);
    expect((await api.get('/products/987654/ratings')).status).toBe(404);
  });
});
