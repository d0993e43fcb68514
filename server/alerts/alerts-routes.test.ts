import { describe, expect, it } from 'vitest';
import { Compile } from 'typebox/compile';
import type { ProductAlert } from '../../src/domain/alerts/product-alert';
import type { ListingPage } from '../../src/domain/search/search-results';
import { restockIn } from './alerts-test-kit';
import { restock } from './alerts-service';
import { TtlCache } from '../cache/ttl-cache';
import { AfterCommitError } from '../db/transaction';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { AlertLinks } from './alerts-links';
import { demoCatalogue } from '../testing/catalogue-fixtures';
import { parentKeyHeaders } from '../testing/search-key-support';

const api = useApi();

const restricted = () => new Set(demoCatalogue().brands.filter((brand) => brand.restricted).map((brand) => brand.id));
/** Products sold everywhere with a sold-out size and a size in stock; each test takes its own. */
const candidates = () =>
  demoCatalogue().products.filter((p) => !restricted().has(p.brandId) && !p.isOnlyOutlet && p.sizes.some((s) => s.stock === 0) && p.sizes.some((s) => s.stock > 2));
const soldOut = (index: number) => {
  const product = candidates()[index];
  return { product, size: product.sizes.find((s) => s.stock === 0)!, inStock: product.sizes.find((s) => s.stock > 2)! };
};

type Subscribed = ProductAlert & { manage: { email: string; expires: number; signature: string; alert?: number; url: string } };
/** The query of the subscription answer's link (that alert only). */
const linkOf = (alert: Subscribed) => AlertLinks.query(alert.manage);
/** The query of the link the back-in-stock mail carries (every alert of the address). */
const mailLinkOf = (email: string) => AlertLinks.query(AlertLinks.fromSecret(api.app.secret.key, () => new Date()).sign(email));
const remove = (id: number, store?: string, query = '', headers: Record<string, string> = {}) =>
  // SPEC §7: clients send Content-Type json on every call, bodiless DELETEs included.
  api.app.inject({ method: 'DELETE', url: `/api/v5/product-alerts/${id}${query ? `?${query}` : ''}`, headers: { 'content-type': 'application/json', ...(store ? { store } : {}), ...headers } });
const outbox = (to?: string) => readOutboxDir(api.app.mailer.outboxDir!, to);
const alertsOf = (link: string, store?: string) => api.get<ProductAlert[]>(`/product-alerts?${link}`, store ? { store } : {});

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
  it("lists an address's alerts of the store with the mail's link, each alert with its subscription link, newest first, and removes one", async () => {
    const [first, second] = [soldOut(4), soldOut(5)];
    const a = (await api.post<Subscribed>('/product-alerts', { productId: first.product.id, productSizeId: first.size.id, email: 'eve@example.com' })).body;
    const b = (await api.post<Subscribed>('/product-alerts', { productId: second.product.id, productSizeId: second.size.id, email: 'EVE@example.com' })).body;
    expect(a.manage).toMatchObject({ email: 'eve@example.com', expires: expect.any(Number), signature: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), alert: a.id });
    expect(a.manage.url).toMatch(new RegExp(`^http://localhost:3000/account/subscriptions\\?email=eve%40example\\.com&expires=\\d+&signature=[\\w-]{43}&alert=${a.id}$`));
    const italian = soldOut(9);
    expect((await api.post('/product-alerts', { productId: first.product.id, productSizeId: first.size.id, email: 'eve@example.com' }, { store: 'boutique_it' })).status).toBe(409);
    const it = (await api.post<Subscribed>('/product-alerts', { productId: italian.product.id, productSizeId: italian.size.id, email: 'eve@example.com' }, { store: 'boutique_it' })).body;
    expect(it.manage.url).toMatch(/^http:\/\/localhost:3000\/it\/account\/subscriptions\?/);
    expect((await alertsOf(mailLinkOf('eve@example.com'))).body.map((alert) => alert.id)).toEqual([b.id, a.id]);
    expect((await alertsOf(linkOf(b))).body.map((alert) => alert.id)).toEqual([b.id]);
    expect((await alertsOf(linkOf(a))).body.map((alert) => alert.id)).toEqual([a.id]);
    expect((await alertsOf(linkOf(it), 'boutique_it')).body.map((alert) => alert.id)).toEqual([it.id]);
    expect((await alertsOf(mailLinkOf('eve@example.com'), 'boutique_it')).body.map((alert) => alert.id)).toEqual([it.id]);

    expect((await remove(a.id, 'boutique_it', linkOf(a))).statusCode).toBe(404);
    expect((await remove(a.id)).statusCode).toBe(401);
    expect((await remove(b.id, undefined, linkOf(a))).statusCode).toBe(404);
    const removed = await remove(a.id, undefined, linkOf(a));
    expect([removed.statusCode, removed.body]).toEqual([204, '']);
    expect((await remove(a.id, undefined, linkOf(a))).json()).toEqual({ code: 404, message: 'Alert not found' });
    expect((await alertsOf(mailLinkOf('eve@example.com'))).body.map((alert) => alert.id)).toEqual([b.id]);
    expect((await remove(b.id, undefined, mailLinkOf('eve@example.com'))).statusCode).toBe(204);
  });

  it('closes the address book of alerts to strangers: no link, a forged, altered or expired link', async () => {
    const { product, size } = soldOut(11);
    const victim = (await api.post<Subscribed>('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'victim@example.com' })).body;
    const attacker = (await api.post<Subscribed>('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'attacker@example.com' })).body;
    const { expires, signature } = victim.manage;
    expect(await api.get('/product-alerts?email=victim@example.com')).toMatchObject({ status: 401, body: { code: 401 } });
    expect((await api.get('/product-alerts')).status).toBe(401);
    expect((await api.get('/product-alerts?email=nope')).status).toBe(401);
    expect((await api.get(`/product-alerts?email=victim@example.com&expires=${expires}`)).status).toBe(401);
    expect((await remove(victim.id, undefined, 'email=victim@example.com')).statusCode).toBe(401);
    const forged: string[] = [
      `email=victim@example.com&expires=${expires}&signature=${'A'.repeat(43)}`,
      `email=victim@example.com&expires=${attacker.manage.expires}&signature=${attacker.manage.signature}`,
      `email=victim@example.com&expires=${expires + 86_400}&signature=${signature}`,
      `email=other@example.com&expires=${expires}&signature=${signature}`,
      `email=victim@example.com&signature=${signature}`,
      `email=victim@example.com&expires=${expires}&signature=${signature.slice(0, 42)}B`,
    ];
    for (const query of forged) {
      expect((await api.get(`/product-alerts?${query}`)).status, query).toBe(403);
      expect((await remove(victim.id, undefined, query)).statusCode, query).toBe(403);
    }
    // A genuine signature of the shop whose time is over.
    const expired = AlertLinks.fromSecret(api.app.secret.key, () => new Date()).sign('victim@example.com', -1);
    expect(AlertLinks.fromSecret(api.app.secret.key, () => new Date()).check(expired.email, expired.expires, expired.signature)).toBe('expired');
    expect((await api.get(`/product-alerts?${AlertLinks.query(expired)}`)).status).toBe(403);
    const otherShop = AlertLinks.fromSecret(new Uint8Array(32), () => new Date()).sign('victim@example.com');
    expect((await api.get(`/product-alerts?${AlertLinks.query(otherShop)}`)).status).toBe(403);
    // The attacker's own genuine link opens only the attacker's alert, and removes none of the victim's.
    expect((await alertsOf(linkOf(attacker))).body.map((alert) => alert.email)).toEqual(['attacker@example.com']);
    expect((await remove(victim.id, undefined, linkOf(attacker))).statusCode).toBe(404);
    // Subscribing with the victim's address gives a link to that new alert only, not to the victim's others.
    const other = soldOut(13);
    const planted = (await api.post<Subscribed>('/product-alerts', { productId: other.product.id, productSizeId: other.size.id, email: 'victim@example.com' })).body;
    expect((await alertsOf(linkOf(planted))).body.map((alert) => alert.id)).toEqual([planted.id]);
    expect((await remove(victim.id, undefined, linkOf(planted))).statusCode).toBe(404);
    const widened = linkOf(planted).replace(/&alert=\d+/, '');
    expect((await api.get(`/product-alerts?${widened}`)).status).toBe(403);
    expect((await api.get(`/product-alerts?${linkOf(planted).replace(/alert=\d+/, `alert=${victim.id}`)}`)).status).toBe(403);
    expect((await alertsOf(mailLinkOf('victim@example.com'))).body.map((alert) => alert.id)).toEqual([planted.id, victim.id]);
  });

  it("attaches a signed-in customer's alerts to the account (never to the body's customerId) and shows them only to that customer", async () => {
    const client = accountsClient(api);
    const owner = await client.register();
    const other = await client.register();
    const { product, size } = soldOut(12);
    const mine = await client.post<Subscribed>('/product-alerts', { productId: product.id, productSizeId: size.id, email: owner.email, customerId: other.customer.id }, { token: owner.token });
    expect(mine).toMatchObject({ status: 201, body: { customerId: owner.customer.id } });
    const spoofed = await api.post<Subscribed>('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'anon@example.com', customerId: owner.customer.id });
    expect(spoofed.body.customerId).toBeNull();
    expect((await client.get<ProductAlert[]>('/product-alerts', { token: owner.token })).body.map((alert) => alert.id)).toEqual([mine.body.id]);
    expect((await client.get<ProductAlert[]>('/product-alerts', { token: other.token })).body).toEqual([]);
    expect((await client.delete(`/product-alerts/${mine.body.id}`, { token: other.token })).status).toBe(404);
    expect((await client.delete(`/product-alerts/${spoofed.body.id}`, { token: owner.token })).status).toBe(404);
    expect((await client.get('/product-alerts', { headers: { authorization: 'Bearer forged.token.here' } })).status).toBe(401);
    expect((await client.delete(`/product-alerts/${mine.body.id}`, { token: owner.token })).status).toBe(204);
    expect((await client.get('/product-alerts', { token: owner.token })).body).toEqual([]);
  });
});

describe('restock', () => {
  it("names the size in the mail's language, not by its key", async () => {
    const product = demoCatalogue().products.find((p) => !restricted().has(p.brandId) && !p.isOnlyOutlet && p.prices.de && p.sizes.some((s) => s.label === 'TU' && s.stock === 0))!;
    const size = product.sizes.find((s) => s.label === 'TU')!;
    await api.post('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'einheit@example.com' }, { store: 'boutique_de' });
    await restockIn(api.app, size.id, 2);
    const [german] = await outbox('einheit@example.com');
    expect(german.locale).toBe('de');
    expect(german.text).toContain('in Größe Einheitsgröße wieder erhältlich');
  });

  it('mails every waiting alert once when a sold-out size comes back, in its language, and marks it sent', async () => {
    const { product, size } = soldOut(6);
    const subscribed = (await api.post<Subscribed>('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'fr@example.com' })).body;
    await api.post('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'es@example.com' }, { store: 'boutique_es' });
    const before = (await outbox()).length;

    expect(await restockIn(api.app, size.id, 3)).toEqual({ productSizeId: size.id, productId: product.id, stockBefore: 0, stockAfter: 3, alertsSent: 2 });
    const [french] = await outbox('fr@example.com');
    expect(french).toMatchObject({ kind: 'product-alert', locale: 'fr', subject: `De retour en stock : ${product.names.fr}` });
    expect(french.text).toContain(`en taille ${size.label}`);
    expect(french.meta.url).toMatch(new RegExp(`^http://localhost(:\\d+)?/p/${product.slugs.fr}$`));
    expect(french.text).toContain(String(french.meta.url));
    expect(french.meta.manageUrl).toMatch(/^http:\/\/localhost(:\d+)?\/account\/subscriptions\?email=fr%40example\.com&expires=\d+&signature=[\w-]{43}$/);
    expect(french.text).toContain(`Vos alertes : ${french.meta.manageUrl}`);
    const mailed = `email=fr%40example.com&expires=${french.meta.manageExpires}&signature=${french.meta.manageSignature}`;
    expect(String(french.meta.manageUrl)).not.toContain('alert=');
    expect((await alertsOf(mailed)).body.map((alert) => alert.id)).toEqual([subscribed.id]);
    const [spanish] = await outbox('es@example.com');
    expect(spanish).toMatchObject({ locale: 'es', subject: `De nuevo en stock: ${product.names.es}` });
    expect(spanish.meta.url).toMatch(new RegExp(`/es/p/${product.slugs.es}$`));

    const alerts = (await alertsOf(linkOf(subscribed))).body;
    expect(alerts[0].sentAt).not.toBeNull();
    expect(await restockIn(api.app, size.id, 1)).toMatchObject({ stockBefore: 3, stockAfter: 4, alertsSent: 0 });
    expect((await outbox()).length).toBe(before + 2);
    const detail = await api.get<{ product: { productSizes: { productSizeId: number; quantity: number }[] } }>(`/products/${product.id}`);
    expect(detail.body.product.productSizes.find((s) => s.productSizeId === size.id)?.quantity).toBe(4);
  });

  it('keeps the stock it added when a mail fails, and puts that alert back to wait', async () => {
    const { product, size } = soldOut(8);
    const subscribed = (await api.post<Subscribed>('/product-alerts', { productId: product.id, productSizeId: size.id, email: 'ida@example.com' })).body;
    const failingMailer = { send: async () => { throw new Error('mail server down'); } };
    const deps = { db: api.db, cache: new TtlCache(0), urls: { publicUrl: undefined, storeBaseUrls: {} }, now: () => new Date(), mailer: failingMailer };
    await expect(restock(deps, size.id, 2)).rejects.toBeInstanceOf(AfterCommitError);
    const stock = await api.db.selectFrom('product_sizes').select('stock').where('id', '=', size.id).executeTakeFirstOrThrow();
    expect(stock.stock).toBe(2);
    const [alert] = (await alertsOf(linkOf(subscribed))).body;
    expect(alert.sentAt).toBeNull();
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
        headers: parentKeyHeaders(api.app),
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
    let link = '';
    const calls: [string, string, () => Promise<{ status: number; body: unknown }>][] = [
      ['/api/v5/product-alerts', 'post', async () => {
        const answer = await api.post<Subscribed>('/product-alerts', body);
        link = linkOf(answer.body);
        return answer;
      }],
      ['/api/v5/product-alerts', 'post', () => api.post('/product-alerts', body)],
      ['/api/v5/product-alerts', 'post', () => api.post('/product-alerts', { ...body, email: 'x' })],
      ['/api/v5/product-alerts', 'post', () => api.post('/product-alerts', { ...body, productId: 987654 })],
      ['/api/v5/product-alerts', 'get', () => api.get(`/product-alerts?${link}`)],
      ['/api/v5/product-alerts', 'get', () => api.get('/product-alerts?email=doc@example.com')],
      ['/api/v5/product-alerts', 'get', () => api.get(`/product-alerts?${link.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`)}`)],
      ['/api/v5/product-alerts/{alertId}', 'delete', async () => ({ status: 404, body: (await remove(987654, undefined, link)).json() })],
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
    expect(statuses).toEqual([201, 409, 422, 404, 200, 401, 403, 404]);
  });
});
