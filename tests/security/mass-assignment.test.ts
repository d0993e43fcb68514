/**
 * Mass assignment (issue 16): every write body gets fields outside its schema — ids, owners,
 * roles, statuses, prices, totals, balances, dates, stores — and the database (Kysely through the
 * app's own `db`) is read after: none of them was persisted. A write may refuse the extra fields
 * (400) or ignore them; either way nothing of them lands, and nothing answers 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../server/testing/api-harness';
import { accountsClient } from '../../server/testing/accounts-harness';
import { newKey, placingBody, stockedSize } from '../../server/testing/orders-test-kit';
import { send, type Reply } from './support/api-call';
import { buildWorld, type World } from './support/api-world';

const api = useApi();
const client = accountsClient(api);
let world: World;
let bId: number;

/** Fields no client may set, in the spellings a client might try. */
const EXTRAS = (victimId: number) => ({
  id: 1, customerId: victimId, customer_id: victimId, userId: victimId, roles: ['customer', 'support'], role: 'support', isAdmin: true,
  status: 0, price: 0.01, priceCents: 1, unitPrice: 0.01, unit_price_cents: 1, totalCents: 1, total_cents: 1, total: 0.01, totalPrice: 0.01,
  balance: 100000, balanceCents: 100000, createdAt: '2000-01-01T00:00:00Z', created_at: '2000-01-01T00:00:00Z', emailVerified: true,
  storeId: 'boutique_es', store_id: 'boutique_es', passwordHash: 'x', password_hash: 'x',
});

const recent = (date: Date | string) => Date.now() - new Date(date).getTime() < 10 * 60_000;
/** How each write took the extra fields (printed: refused with 400, or accepted and ignored). */
const outcomes: string[] = [];
const noServerError = (answer: Reply, what: string) => {
  outcomes.push(`${what} ${answer.status}`);
  expect(answer.status, `${what}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
};

beforeAll(async () => {
  world = await buildWorld(api);
  bId = world.b.customer.id;
}, 180_000);
afterAll(() => console.log(`[security mass-assignment] ${outcomes.join(', ')}`));

describe('mass assignment', () => {
  it('registration: roles, status, id, store and dates are the server’s', async () => {
    const email = `mass.${Date.now().toString(36)}@example.com`;
    const body = { civility: 2, firstName: 'Mal', lastName: 'Lory', email, password: 'Secret1234', refreshTransport: 'body', ...EXTRAS(bId) };
    const answer = await send<{ token?: string }>(api, 'POST', '/security/register', { body });
    noServerError(answer, 'register');
    const row = await api.db.selectFrom('customers').selectAll().where('email', '=', email).executeTakeFirst();
    if (row) {
      expect(row.roles).toEqual(['customer']);
      expect(row.status).toBe(1);
      expect(row.id).not.toBe(1);
      expect(row.store_id).toBe('laboutiqueofficielle');
      expect(recent(row.created_at)).toBe(true);
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
      if (answer.body.token) expect((await send(api, 'GET', '/admin/orders', { token: answer.body.token })).status).toBe(403);
    } else {
      expect(answer.status).toBe(400);
    }
  });

  it('profile: email, roles, status, id and password stay', async () => {
    const before = await api.db.selectFrom('customers').selectAll().where('id', '=', world.a.customer.id).executeTakeFirstOrThrow();
    const answer = await send(api, 'PATCH', '/secure/account/profile', { token: world.a.token, body: { firstName: 'Ada', email: 'owned@evil.example', password: 'Hacked1234', ...EXTRAS(bId) } });
    noServerError(answer, 'profile');
    const after = await api.db.selectFrom('customers').selectAll().where('id', '=', world.a.customer.id).executeTakeFirstOrThrow();
    expect({ ...after, first_name: before.first_name, updated_at: before.updated_at }).toEqual(before);
  });

  it('addresses: a new one and a change stay the caller’s, whatever id or owner they name', async () => {
    const bAddress = await api.db.selectFrom('addresses').selectAll().where('customer_id', '=', bId).executeTakeFirstOrThrow();
    const body = { civility: 1, firstName: 'Jo', lastName: 'Mass', street: '4 rue D', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '0612345678' };
    const created = await send<{ id?: number }>(api, 'POST', '/secure/account/addresses', { token: world.a.token, body: { ...body, ...EXTRAS(bId), id: bAddress.id } });
    noServerError(created, 'address create');
    const patched = await send(api, 'PATCH', '/secure/account/addresses', { token: world.a.token, body: { ...EXTRAS(bId), id: world.addressId, city: 'Nantes' } });
    noServerError(patched, 'address change');
    expect(await api.db.selectFrom('addresses').selectAll().where('id', '=', bAddress.id).executeTakeFirstOrThrow()).toEqual(bAddress);
    const mine = await api.db.selectFrom('addresses').select(['id', 'customer_id']).where('last_name', '=', 'Mass').execute();
    for (const address of mine) expect(address.customer_id).toBe(world.a.customer.id);
    const changed = await api.db.selectFrom('addresses').select(['customer_id']).where('id', '=', world.addressId).executeTakeFirstOrThrow();
    expect(changed.customer_id).toBe(world.a.customer.id);
  });

  it('basket: prices and totals are computed from the catalogue', async () => {
    const price = (await api.db.selectFrom('product_prices').select('price').where('product_id', '=', world.productId).where('country_code', '=', 'fr').executeTakeFirstOrThrow()).price;
    const answer = await send<Record<string, unknown>>(api, 'POST', '/basket/detail', {
      body: { basketItems: [{ productId: world.productId, productSizeId: world.productSizeId, quantity: 2, ...EXTRAS(bId) }], ...EXTRAS(bId) },
    });
    noServerError(answer, 'basket');
    if (answer.status === 200) {
      expect(answer.text).not.toMatch(/"(price|total|unitPrice|totalPrice)":0\.01\b/);
      expect(answer.text).toContain(String(price / 100).replace(/\.0+$/, ''));
    }
  });

  it('checkout: the order is the caller’s, priced by the server, awaiting payment', async () => {
    const size = await stockedSize(api.db, 50, 3);
    const item = { productId: size.productId, productSizeId: size.productSizeId, quantity: 1, ...EXTRAS(bId) };
    const body = { ...placingBody(size, world.addressId), basketItems: [item], ...EXTRAS(bId), amounts: { total: 0.01 } };
    const answer = await send<{ order?: { id: number } }>(api, 'POST', '/secure/checkout/orders', { token: world.a.token, body, headers: { 'idempotency-key': newKey() } });
    noServerError(answer, 'checkout');
    const orders = await api.db.selectFrom('orders').selectAll().where('customer_id', '=', bId).execute();
    expect(orders).toEqual([]);
    if (answer.body.order) {
      const order = await api.db.selectFrom('orders').selectAll().where('id', '=', answer.body.order.id).executeTakeFirstOrThrow();
      expect(order.customer_id).toBe(world.a.customer.id);
      expect(order.status).not.toMatch(/paid|shipped|delivered/);
      expect(order.goods_cents).toBe(size.price);
      expect(order.store_id).toBe('laboutiqueofficielle');
      const lines = await api.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.id).execute();
      expect(lines.map((line) => [line.unit_price_cents, line.total_cents])).toEqual([[size.price, size.price]]);
    }
  });

  it('returns: status, amounts and owner are the server’s', async () => {
    const product = { orderProduct: world.deliveredLineIds[0], quantity: 1, reason: { id: 1 }, comment: 'Trop petit pour moi' };
    const base = { orderId: world.deliveredOrderId, returnOrderRefundTypeId: 1, status: 'waitClient', acceptTerms: true };
    const count = async () => (await api.db.selectFrom('return_orders').select('id').where('order_id', '=', world.deliveredOrderId).execute()).length;
    const before = await count();
    // Fields outside the schema, or another status: refused, nothing written.
    for (const body of [{ ...base, ...EXTRAS(bId), products: [product] }, { ...base, status: 'accepted', products: [product] }]) {
      const refused = await send(api, 'POST', '/secure/return-orders', { token: world.a.token, body });
      noServerError(refused, 'return');
      expect(refused.status).toBe(400);
    }
    expect(await count()).toBe(before);
    // The product fields the contract ignores (id, totalPrice): the server's values are stored.
    const answer = await send<{ id: number }>(api, 'POST', '/secure/return-orders', { token: world.a.token, body: { ...base, products: [{ ...product, id: 1, totalPrice: 9999 }] } });
    noServerError(answer, 'return with ignored fields');
    expect(answer.status, answer.text).toBe(201);
    const row = await api.db.selectFrom('return_orders').selectAll().where('id', '=', answer.body.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ customer_id: world.a.customer.id, status: 'waitClient' });
    const line = await api.db.selectFrom('order_lines').select('unit_price_cents').where('id', '=', world.deliveredLineIds[0]).executeTakeFirstOrThrow();
    const lines = await api.db.selectFrom('return_lines').selectAll().where('return_id', '=', row.id).execute();
    expect(lines.map((returned) => returned.value_cents)).toEqual([line.unit_price_cents]);
    expect(await api.db.selectFrom('return_orders').select('id').where('customer_id', '=', bId).execute()).toEqual([]);
  });

  it('newsletter, contact, rating, wish, alert, gift card: no owner, store, status or date taken from the body', async () => {
    const email = `mass.news.${Date.now().toString(36)}@example.com`;
    noServerError(await send(api, 'POST', '/newsletters/subscribe', { body: { email, ...EXTRAS(bId), status: 'unsubscribed' } }), 'newsletter');
    for (const row of await api.db.selectFrom('newsletter_subscriptions').selectAll().where('email', '=', email).execute()) {
      expect(row.customer_id).toBeNull();
      expect(row.store_id).toBe('laboutiqueofficielle');
      expect(recent(row.subscribed_at)).toBe(true);
    }

    const contact = await send<{ reference?: string }>(api, 'POST', '/contact', { body: { email, name: 'Mass', subject: 'other', message: 'Un message assez long', ...EXTRAS(bId) } });
    noServerError(contact, 'contact');
    for (const row of await api.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute()) {
      expect(row).toMatchObject({ customer_id: null, store_id: 'laboutiqueofficielle' });
    }

    const rating = await send(api, 'PUT', `/secure/products/${world.productId}/rating`, { token: world.b.token, body: { score: 5, comment: 'Top', ...EXTRAS(world.a.customer.id), author: 'Someone Else' } });
    noServerError(rating, 'rating');
    for (const row of await api.db.selectFrom('product_ratings').selectAll().where('product_id', '=', world.productId).where('comment', '=', 'Top').execute()) {
      expect(row.customer_id).toBe(bId);
      expect(row.author).toBeNull();
      expect(recent(row.created_at)).toBe(true);
    }

    noServerError(await send(api, 'POST', '/secure/wishes', { token: world.b.token, body: { product: { id: world.productId }, ...EXTRAS(world.a.customer.id) } }), 'wish');
    const wishes = await api.db.selectFrom('wishes').selectAll().where('product_id', '=', world.productId).execute();
    expect(wishes.filter((wish) => wish.customer_id !== world.a.customer.id && wish.customer_id !== bId)).toEqual([]);
    expect(wishes.filter((wish) => wish.customer_id === world.a.customer.id).length).toBeLessThanOrEqual(1);

    const soldOut = await stockedSize(api.db, 0, 9);
    noServerError(await send(api, 'POST', '/product-alerts', { body: { productId: soldOut.productId, productSizeId: soldOut.productSizeId, email, alertType: 'back_in_stock', ...EXTRAS(bId) } }), 'alert');
    for (const row of await api.db.selectFrom('product_alerts').selectAll().where('email', '=', email).execute()) expect(row.customer_id).toBeNull();

    const balanceBefore = await api.db.selectFrom('balance_entries').select('id').where('customer_id', '=', bId).execute();
    const giftcard = await send(api, 'POST', '/secure/account/giftcards', { token: world.b.token, body: { code: 'NOTAREALCODE0000', ...EXTRAS(bId), amountCents: 100000 } });
    noServerError(giftcard, 'giftcard');
    expect(giftcard.status).toBeGreaterThanOrEqual(400);
    expect(await api.db.selectFrom('balance_entries').select('id').where('customer_id', '=', bId).execute()).toEqual(balanceBefore);
  });

  it('signs in with the same roles as before after all of it', async () => {
    const a = await client.signIn(world.a.email, world.a.password);
    expect(a.customer.roles).toEqual(['customer']);
    expect((await send(api, 'GET', '/admin/orders', { token: a.token })).status).toBe(403);
  });
});
