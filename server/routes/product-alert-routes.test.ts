import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { ProductAlert } from '../../src/domain/catalogue/product-alert';
import type { ListingPage } from '../../src/domain/search/search-results';
import { restockIn } from '../alerts/restock';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { useApi } from '../testing/api-harness';
import { demoCatalogue } from '../testing/catalogue-fixtures';

const api = useApi();

const restricted = () => new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
/** Products sold everywhere with a sold-out size and a size in stock; each test takes its own. */
const candidates = () =>
  demoCatalogue().products.filter((p) => !restricted().has(p.brandId) && !p.isOnlyOutlet && p.sizes.some((s) => s.stock === 0) && p.sizes.some((s) => s.stock > 2));
const soldOut = (index: number) => {
  const product = candidates()[index];
  return { product, size: product.sizes.find((s) => s.stock === 0)!, inStock: product.sizes.find((s) => s.stock > 2)! };
};

const remove = (id: number, store?: string) =>
  // SPEC §7: clients send Content-Type json on every call, bodiless DELETEs included.
  api.app.inject({ method: 'DELETE', url: `/api/v5/product-alerts/${id}`, headers: { 'content-type': 'application/json', ...(store ? { store } : {}) } });
const outbox = (to?: string) => readOutboxDir(api.app.mailer.outboxDir!, to);

describe('POST /product-alerts', () => {
  it('keeps an alert for a sold-out size, the address lower-cased', async () => {
    const { product, size } = soldOut(0);
    const answer = await api.post<ProductAlert>('/product-alerts', { productId: product.id, productSizeId: size.id, email: ' Alice@Example.com ' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      productId: product.id, productSizeId: size.id, email: 'alice@example.com', customerId: null, deviceTokenSalesforce: null, alertType: 'back_in_stock', sentAt: null,
    });
    expect(answer.body.id).toBeGreaterThan(0);
    expect(Date.parse(answer.body.createdAt)).not.toBeNaN();
  });

  it("refuses the same address and size twice with SPEC §8's message, in the request's language", async () => {
    const { product, size } = soldOut(1);
    const body = { productId: product.id, productSizeId: size.id, email: 'bob@example.com', customerId: 12, deviceTokenSalesforce: 'tok', alertType: 'back_in_stock' };
    expect((await api.post('/product-alerts', body)).status).toBe(201);
    expect(await api.post('/product-alerts', { ...body, email: 'BOB@example.com' })).toMatchObject({
      status: 409, body: { code: 409, message: 'Vous êtes déjà inscrit à cette alerte mail' },
    });
    expect((await api.post('/product-alerts', body, { store: 'boutique_es' })).body).toEqual({ code: 409, message: 'Ya estás suscrito a esta alerta por correo' });
    expect((await api.post('/product-alerts', body, { lang: 'de-DE' })).body).toMatchObject({ code: 409, message: expect.stringContaining('bereits') });
    expect((await api.post('/product-alerts', { ...body, email: 'other@example.com' })).status).toBe(201);
  });

  it.each([
    ['an invalid address', (p: ReturnType<typeof soldOut>) => ({ productId: p.product.id, productSizeId: p.size.id, email: 'not-an-email' }), 422, "L'adresse e-mail n'est pas valide"],
    ['a size in stock', (p: ReturnType<typeof soldOut>) => ({ productId: p.product.id, productSizeId: p.inStock.id, email: 'c@example.com' }), 422, 'Cette taille est disponible : vous pouvez la commander dès maintenant'],
    ['a size of another product', (p: ReturnType<typeof soldOut>) => ({ productId: p.product.id, productSizeId: soldOut(3).size.id, email: 'c@example.com' }), 404, 'Size not found'],
    ['an unknown product', (p: ReturnType<typeof soldOut>) => ({ productId: 987654, productSizeId: p.size.id, email: 'c@example.com' }), 404, 'Product not found'],
  ])('refuses %s', async (_name, body, status, message) => {
    expect(await api.post('/product-alerts', body(soldOut(2)))).toMatchObject({ status, body: { code: status, message } });
  });

  it('refuses malformed bodies with a 400', async () => {
    const { product, size } = soldOut(2);
    const broken = await api.app.inject({ method: 'POST', url: '/api/v5/product-alerts', headers: { 'content-type': 'application/json' }, payload: '{"productId": ' });
    expect([broken.statusCode, broken.json().code]).toEqual([400, 400]);
    const poisoned = await api.app.inject({ method: 'POST', url: '/api/v5/product-alerts', headers: { 'content-type': 'application/json' }, payload: '{"__proto__": {"x": 1}}' });
    expect(poisoned.statusCode).toBe(400);
    for (const body of [{}, { productId: product.id, productSizeId: size.id }, { productId: 'x', productSizeId: size.id, email: 'a@b.co' }, { productId: product.id, productSizeId: size.id, email: 'a@b.co', alertType: 'push' }]) {
      expect((await api.post('/product-alerts', body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('refuses a product the store does not sell', async () => {
    const brand = demoCatalogue().brands.find((b) => b.restricted)!;
    const product = demoCatalogue().products.find((p) => p.brandId === brand.id && p.sizes.some((s) => s.stock === 0));
    if (!product) return;
    const size = product.sizes.find((s) => s.stock === 0)!;
    expect((await api.post('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'd@example.com' }, { store: 'boutique_de' })).status).toBe(404);
  });
});

describe('GET and DELETE /product-alerts', () => {
  it("lists an address's alerts of the store, newest first, and removes one", async () => {
    const [first, second] = [soldOut(4), soldOut(5)];
    const a = (await api.post<ProductAlert>('/product-alerts', { productId: first.product.id, productSizeId: first.size.id, email: 'eve@example.com' })).body;
    const b = (await api.post<ProductAlert>('/product-alerts', { productId: second.product.id, productSizeId: second.size.id, email: 'eve@example.com' })).body;
    const italian = soldOut(9);
    expect((await api.post('/product-alerts', { productId: first.product.id, productSizeId: first.size.id, email: 'eve@example.com' }, { store: 'boutique_it' })).status).toBe(409);
    await api.post('/product-alerts', { productId: italian.product.id, productSizeId: italian.size.id, email: 'eve@example.com' }, { store: 'boutique_it' });
    expect((await api.get<ProductAlert[]>('/product-alerts?email=EVE@example.com')).body.map((alert) => alert.id)).toEqual([b.id, a.id]);
    expect((await api.get<ProductAlert[]>('/product-alerts?email=eve@example.com', { store: 'boutique_it' })).body).toHaveLength(1);
    expect((await api.get<ProductAlert[]>('/product-alerts?email=nobody@example.com')).body).toEqual([]);
    expect((await api.get('/product-alerts?email=nope')).status).toBe(422);
    expect((await api.get('/product-alerts')).status).toBe(400);

    expect((await remove(a.id, 'boutique_it')).statusCode).toBe(404);
    const removed = await remove(a.id);
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    expect((await remove(a.id)).json()).toEqual({ code: 404, message: 'Alert not found' });
    expect((await api.get<ProductAlert[]>('/product-alerts?email=eve@example.com')).body.map((alert) => alert.id)).toEqual([b.id]);
  });
});

describe('restock', () => {
  it('mails every waiting alert once when a sold-out size comes back, in its language, and marks it sent', async () => {
    const { product, size } = soldOut(6);
    await api.post('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'fr@example.com' });
    await api.post('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'es@example.com' }, { store: 'boutique_es' });
    const before = (await outbox()).length;

    expect(await restockIn(api.app, size.id, 3)).toEqual({ productSizeId: size.id, productId: product.id, stockBefore: 0, stockAfter: 3, alertsSent: 2 });
    const [french] = await outbox('fr@example.com');
    expect(french).toMatchObject({ kind: 'product-alert', locale: 'fr', subject: `De retour en stock : ${product.names.fr}` });
    expect(french.text).toContain(`en taille ${size.label}`);
    expect(french.meta.url).toMatch(new RegExp(`^http://localhost(:\\d+)?/p/${product.slugs.fr}$`));
    expect(french.text).toContain(String(french.meta.url));
    const [spanish] = await outbox('es@example.com');
    expect(spanish).toMatchObject({ locale: 'es', subject: `De nuevo en stock: ${product.names.es}` });
    expect(spanish.meta.url).toMatch(new RegExp(`/es/p/${product.slugs.es}$`));

    const alerts = (await api.get<ProductAlert[]>('/product-alerts?email=fr@example.com')).body;
    expect(alerts[0].sentAt).not.toBeNull();
    expect(await restockIn(api.app, size.id, 1)).toMatchObject({ stockBefore: 3, stockAfter: 4, alertsSent: 0 });
    expect((await outbox()).length).toBe(before + 2);
    const detail = await api.get<{ product: { productSizes: { productSizeId: number; quantity: number }[] } }>(`/products/${product.id}`);
    expect(detail.body.product.productSizes.find((s) => s.productSizeId === size.id)?.quantity).toBe(4);
  });

  it('lets the shopper ask again once the mail left, and refuses nonsense quantities', async () => {
    const { product, size } = soldOut(7);
    await api.post('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'gus@example.com' });
    await restockIn(api.app, size.id, 1);
    await api.db.updateTable('product_sizes').set({ stock: 0 }).where('id', '=', size.id).execute();
    expect((await api.post('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'gus@example.com' })).status).toBe(201);
    await expect(restockIn(api.app, size.id, 0)).rejects.toThrow(RangeError);
    await expect(restockIn(api.app, size.id, 1.5)).rejects.toThrow(RangeError);
    expect(await restockIn(api.app, 987654321, 1)).toBeNull();
  });

  it('shows the restocked size in listings', async () => {
    const { product, size } = soldOut(8);
    const search = async () => {
      const answer = await api.app.inject({
        method: 'POST',
        url: '/1/indexes/*/queries',
        payload: { requests: [{ indexName: 'laboutiqueofficielle_products', query: '', filters: `availableSizes:"${size.label}" AND brand.id=${product.brandId}`, hitsPerPage: 1000 }] },
      });
      return (answer.json() as { results: ListingPage[] }).results[0].hits.map((hit) => hit.productID);
    };
    expect(await search()).not.toContain(product.id);
    await restockIn(api.app, size.id, 5);
    expect(await search()).toContain(product.id);
  });
});

describe('the OpenAPI document', () => {
  it('documents the alert answers as they are', async () => {
    type Doc = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>> };
    const doc = (await api.get<Doc>('/api/v5/openapi.json')).body;
    const { product, size } = soldOut(10);
    const body = { productId: product.id, productSizeId: size.id, email: 'doc@example.com' };
    const calls: [string, string, () => Promise<{ status: number; body: unknown }>][] = [
      ['/api/v5/product-alerts', 'post', () => api.post('/product-alerts', body)],
      ['/api/v5/product-alerts', 'post', () => api.post('/product-alerts', body)],
      ['/api/v5/product-alerts', 'post', () => api.post('/product-alerts', { ...body, email: 'x' })],
      ['/api/v5/product-alerts', 'post', () => api.post('/product-alerts', { ...body, productId: 987654 })],
      ['/api/v5/product-alerts', 'get', () => api.get('/product-alerts?email=doc@example.com')],
      ['/api/v5/product-alerts/{alertId}', 'delete', async () => ({ status: 404, body: (await remove(987654)).json() })],
    ];
    const statuses: number[] = [];
    for (const [path, method, call] of calls) {
      const { status, body: answer } = await call();
      statuses.push(status);
      const schema = doc.paths[path][method].responses[String(status)]?.content?.['application/json']?.schema;
      expect(schema, `${method} ${path} ${status}`).toBeDefined();
      const validator = Compile(schema as never);
      expect(validator.Check(answer) ? [] : [...validator.Errors(answer)].slice(0, 3), `${method} ${path} ${status}`).toEqual([]);
    }
    expect(statuses).toEqual([201, 409, 422, 404, 200, 404]);
  });
});
