import { describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '../../src/domain/orders/order';
import type { ReturnOrder } from '../../src/domain/returns/returns';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { orderDocument } from '../orders/orders-service';
import { useApi } from '../testing/api-harness';
import { accountsClient, type Session } from '../testing/accounts-harness';
import { FakePaymentProvider, newKey, placingBody, stockedSize } from '../testing/orders-test-kit';
import { STORES } from '../../src/domain/store/stores';

const payments = new FakePaymentProvider();
const api = useApi({ payments });
const client = accountsClient(api);

const HOME = { civility: 2, lastName: 'Martin', firstName: 'Inès', street: '12 rue des Lilas', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '06 98 76 54 32' };

interface Shopper extends Session {
  email: string;
  password: string;
  orderId: number;
  returnId: number;
}

let skip = 0;

/** A new customer with a bit of everything: an address, a delivered order and its return, a favourite, a rating, an alert, a saved card, the newsletter. */
async function shopperWithEverything(name: string): Promise<Shopper> {
  const shopper = await client.register({ firstName: name, lastName: `Zed${name}`, newsletter: true });
  const support = await client.signIn('support@example.com');
  const address = await client.post<{ id: number }>('/secure/account/addresses', { ...HOME, firstName: name, lastName: `Zed${name}` }, { token: shopper.token });
  expect(address.status).toBe(201);
  skip += 1;
  const size = await stockedSize(api.db, 100, skip);
  const placed = await client.post<PlacedOrder>('/secure/checkout/orders', placingBody(size, address.body.id), { token: shopper.token, headers: { 'idempotency-key': newKey() } });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const orderId = placed.body.order.id;
  for (const step of ['mark-paid', 'ship', 'deliver']) {
    const moved = await client.post(`/admin/orders/${orderId}/${step}`, step === 'ship' ? { trackingNumber: 'TRACK1234' } : {}, { token: support.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  const order = (await client.get<Order>(`/secure/orders/${orderId}`, { token: shopper.token })).body;
  const returned = await client.post<ReturnOrder>('/secure/return-orders', {
    orderId, returnOrderRefundTypeId: 1, status: 'waitClient', acceptTerms: true,
    products: [{ orderProduct: order.lines[0].id, quantity: 1, reason: { id: 1 }, comment: `Trop petit pour ${name}` }],
  }, { token: shopper.token, headers: { 'idempotency-key': newKey() } });
  expect(returned.status, JSON.stringify(returned.body)).toBe(201);
  expect((await client.post('/secure/wishes', { product: { id: size.productId } }, { token: shopper.token })).status).toBeLessThan(300);
  expect((await client.post('/secure/recently-viewed', { product: { id: size.productId } }, { token: shopper.token })).status).toBe(204);
  expect((await client.put(`/secure/products/${size.productId}/rating`, { score: 4, comment: `Bien, signé ${name}` }, { token: shopper.token })).status).toBe(201);
  await api.db.insertInto('product_alerts').values({
    product_id: size.productId, product_size_id: size.productSizeId, customer_id: shopper.customer.id, email: shopper.email, alert_type: 'stock', store_id: 'laboutiqueofficielle', locale: 'fr', site_url: 'http://localhost',
  } as never).execute();
  await api.db.insertInto('payment_cards').values({ customer_id: shopper.customer.id, brand: 'Visa', last4: '4242', expiry_month: 12, expiry_year: 2031, holder: name, provider_token: `tok_${name}_${newKey()}` }).execute();
  return { ...shopper, orderId, returnId: returned.body.id };
}

/** Every string and number anywhere in a JSON value. */
/** Every number kept under an id-like key (`id`, `customerId`, `orderId`…): a quantity of 12 is not customer 12. */
function idLeaves(value: unknown, out: number[] = [], keys = /^(id|.*Id|number|reference)$/): number[] {
  if (Array.isArray(value)) for (const item of value) idLeaves(item, out, keys);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) {
      if (typeof item === 'number' && keys.test(key)) out.push(item);
      else idLeaves(item, out, keys);
    }
  return out;
}

type DataExport = {
  profile: { id: number; email: string; firstName: string };
  addresses: { firstName: string; street: string }[];
  orders: { id: number; lines: unknown[]; status: string }[];
  returns: { id: number }[];
  favourites: unknown[];
  recentlyViewed: { product: number }[];
  stockAlerts: { email: string }[];
  ratings: { comment: string }[];
  savedCards: { holder: string }[];
  consents: { purpose: string; given: boolean }[];
  newsletterSubscriptions: { email: string }[];
  balance: unknown;
  balanceHistory: unknown[];
};

describe('GET /secure/account/data (download my data)', () => {
  it('gives every part of the customer’s own data as a private attachment, and nothing of another customer', async () => {
    const [ines, omar] = [await shopperWithEverything('Ines'), await shopperWithEverything('Omar')];
    for (const [me, other] of [[ines, omar], [omar, ines]] as const) {
      const answer = await client.get<DataExport>('/secure/account/data', { token: me.token });
      expect(answer.status).toBe(200);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      expect(String(answer.headers['content-disposition'])).toMatch(/^attachment; filename="mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
      const data = answer.body;
      expect(data.profile).toMatchObject({ id: me.customer.id, email: me.email, firstName: me.customer.firstName });
      expect(data.addresses).toHaveLength(1);
      expect(data.orders.map((order) => order.id)).toEqual([me.orderId]);
      expect(data.orders[0]).toMatchObject({ status: 'delivered' });
      expect(data.orders[0].lines.length).toBeGreaterThan(0);
      expect(data.returns.map((item) => item.id)).toEqual([me.returnId]);
      expect(data.favourites).toHaveLength(1);
      expect(data.recentlyViewed).toHaveLength(1);
      expect(data.stockAlerts.map((alert) => alert.email)).toEqual([me.email]);
      expect(data.ratings.map((rating) => rating.comment)).toEqual([`Bien, signé ${me.customer.firstName}`]);
      expect(data.savedCards.map((card) => card.holder)).toEqual([me.customer.firstName]);
      expect(data.consents).toContainEqual(expect.objectContaining({ purpose: 'newsletter', given: true }));
      expect(data).toHaveProperty('balance');
      expect(data).toHaveProperty('balanceHistory');
      // Deep search: nothing of the other customer, by e-mail, names, order, return or id.
      const all = JSON.stringify(data);
      for (const mark of [other.email, other.customer.firstName, other.customer.lastName, `Trop petit pour ${other.customer.firstName}`]) expect(all).not.toContain(mark);
      // The other's order number nowhere under an id-like key; the other's account id under no key
      // that names a customer (product and size ids are small numbers too).
      const ids = idLeaves(data);
      expect(ids).toContain(me.orderId);
      expect(ids).not.toContain(other.orderId);
      const customerIds = [data.profile.id, ...idLeaves(data, [], /^(customerId|ownerId|accountId)$/)];
      expect(customerIds).toContain(me.customer.id);
      expect(customerIds).not.toContain(other.customer.id);
      expect(all).not.toContain('tok_');
    }
  });

  it('is a 401 without a token and names the file in the shop’s language', async () => {
    expect((await client.get('/secure/account/data')).status).toBe(401);
    const session = await client.register();
    const de = await client.get('/secure/account/data', { token: session.token, store: 'boutique_de', lang: 'de' });
    expect(de.status).toBe(200);
    expect(String(de.headers['content-disposition'])).toContain('meine-daten-');
  });
});

describe('POST /secure/account/close (close my account)', () => {
  it('refuses a wrong or missing password and erases nothing', async () => {
    const shopper = await shopperWithEverything('Wrong');
    const before = await client.get<DataExport>('/secure/account/data', { token: shopper.token });
    expect(await client.post('/secure/account/close', { password: 'NotMine123' }, { token: shopper.token })).toMatchObject({ status: 403, body: { message: 'Mot de passe incorrect : votre compte reste ouvert.' } });
    expect((await client.post('/secure/account/close', {}, { token: shopper.token })).status).toBe(400);
    const after = await client.get<DataExport>('/secure/account/data', { token: shopper.token });
    expect({ ...after.body, exportedAt: null }).toEqual({ ...before.body, exportedAt: null });
  });

  it('erases the person, keeps the order for the shop, ends every session, mails the customer, and frees the address', async () => {
    const shopper = await shopperWithEverything('Closing');
    const other = await client.signIn(shopper.email, shopper.password);
    const orderBefore = (await client.get<Order>(`/secure/orders/${shopper.orderId}`, { token: shopper.token })).body;

    const closed = await client.post('/secure/account/close', { password: shopper.password }, { token: shopper.token });
    expect(closed).toMatchObject({ status: 200, body: { closed: true, customerId: shopper.customer.id, ordersKept: 1, retentionYears: 10 } });

    // Sessions end: access and refresh tokens of every session refused; no sign-in.
    for (const session of [shopper, other]) {
      expect((await client.get('/secure/account/profile/v2', { token: session.token })).status).toBe(401);
      expect((await client.post('/security/refresh', { refresh_token: session.refreshToken, refreshTransport: 'body' })).status).toBe(401);
    }
    expect((await client.post('/security/login', { _username: shopper.email, _password: shopper.password })).status).toBe(401);

    // The person is gone from the database.
    const id = shopper.customer.id;
    const row = await api.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: `closed-${id}@closed-account.invalid`, first_name: '', last_name: '', birthday: null, password_hash: null, status: 0 });
    for (const table of ['addresses', 'payment_cards', 'wishes'] as const) {
      expect(await api.db.selectFrom(table).select('id').where('customer_id', '=', id).execute()).toEqual([]);
    }
    expect(await api.db.selectFrom('recently_viewed').select('product_id').where('customer_id', '=', id).execute()).toEqual([]);
    expect(await api.db.selectFrom('product_alerts').select('id').where((eb) => eb.or([eb('customer_id', '=', id), eb('email', '=', shopper.email)])).execute()).toEqual([]);
    expect(await api.db.selectFrom('newsletter_subscriptions').select('id').where((eb) => eb.or([eb('customer_id', '=', id), eb('email', '=', shopper.email)])).execute()).toEqual([]);
    const rating = await api.db.selectFrom('product_ratings').select(['product_id', 'score']).where('comment', '=', 'Bien, signé Closing').executeTakeFirstOrThrow();
    expect(rating.score).toBe(4);
    const shown = await client.get<{ ratings: { author: string; comment: string }[] }>(`/products/${rating.product_id}/ratings`);
    expect(shown.body.ratings.find((item) => item.comment === 'Bien, signé Closing')?.author).toBe('');
    expect(JSON.stringify(shown.body)).not.toContain('ZedClosing');
    expect(await api.db.selectFrom('password_reset_tokens').select('token_hash').where('customer_id', '=', id).where('used_at', 'is', null).execute()).toEqual([]);

    // The order stays for the shop: support reads it by number, totals unchanged, bill still renders.
    const support = await client.signIn('support@example.com');
    const kept = await client.get<Order & { customer: { email: string } }>(`/admin/orders/${shopper.orderId}`, { token: support.token });
    expect(kept.status).toBe(200);
    expect(kept.body.customer.email).toBe(`closed-${id}@closed-account.invalid`);
    expect(kept.body.amounts).toEqual(orderBefore.amounts);
    expect(orderBefore.amounts).toBeDefined();
    expect(kept.body.lines).toEqual(orderBefore.lines);
    expect(kept.body.shippingAddress).toMatchObject({ firstName: '', lastName: '', street: '', phoneNumber: null, city: 'Paris', zipCode: '75011' });
    expect(kept.body.billingAddress).toMatchObject({ phoneNumber: null, city: 'Paris' });
    const shop = { store: STORES.laboutiqueofficielle, locale: 'fr' as const, device: 0 as const, noCache: false };
    const bill = await orderDocument({ db: api.db }, { ...shop, origin: 'http://localhost', customer: { id, roles: ['customer'], sessionId: 'x', passwordReset: false } }, shopper.orderId, 'bill');
    expect(bill.ok).toBe(true);
    if (bill.ok) expect(bill.value.pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The mail went to the address the account had.
    const mails = await readOutboxDir(api.app.mailer.outboxDir!);
    const mail = mails.find((item) => item.kind === 'account-closed' && item.to === shopper.email);
    expect(mail?.subject).toBe('Votre compte Boutique est fermé'.replace('Boutique', 'La Boutique Officielle'));
    expect(mail?.text).toContain('10 ans');

    // The address may register again, as a new customer with nothing of the old one.
    const again = await client.register({ email: shopper.email, password: 'Another1234' });
    expect(again.customer.id).not.toBe(id);
    const fresh = await client.get<DataExport>('/secure/account/data', { token: again.token });
    expect(fresh.body.orders).toEqual([]);
    expect(fresh.body.stockAlerts).toEqual([]);
  });

  it('answers a double submit once and never a 500', async () => {
    const shopper = await shopperWithEverything('Twice');
    const answers = await Promise.all([1, 2].map(() => client.post('/secure/account/close', { password: shopper.password }, { token: shopper.token })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.every((status) => status === 200 || status === 401), JSON.stringify(statuses)).toBe(true);
    expect(statuses).toContain(200);
    const mails = (await readOutboxDir(api.app.mailer.outboxDir!)).filter((item) => item.kind === 'account-closed' && item.to === shopper.email);
    expect(mails).toHaveLength(1);
  });

  it('refuses to close a staff account', async () => {
    const support = await client.signIn('support@example.com');
    const answer = await client.post('/secure/account/close', { password: 'x' }, { token: support.token });
    expect(answer).toMatchObject({ status: 409, body: { message: expect.stringContaining('rôle du personnel') } });
    const admin = await client.signIn('admin@example.com');
    expect((await client.post('/secure/account/close', { password: 'x' }, { token: admin.token })).status).toBe(409);
    expect((await client.signIn('admin@example.com')).customer.roles).toContain('admin');
  });
});

describe('/admin/customers/{id or email}/export and /close (support, on request)', () => {
  it('is for support only: a customer is refused (403), even for their own account', async () => {
    const shopper = await client.register();
    for (const key of [shopper.customer.id, shopper.email, 1]) {
      expect((await client.get(`/admin/customers/${key}/export`, { token: shopper.token })).status).toBe(403);
      expect((await client.post(`/admin/customers/${key}/close`, { reason: 'because' }, { token: shopper.token })).status).toBe(403);
    }
    expect((await client.get(`/admin/customers/1/export`)).status).toBe(401);
  });

  it('exports by id or by address, and closes with a reason (required)', async () => {
    const shopper = await shopperWithEverything('Support');
    const support = await client.signIn('support@example.com');
    const byId = await client.get<DataExport>(`/admin/customers/${shopper.customer.id}/export`, { token: support.token });
    const byEmail = await client.get<DataExport>(`/admin/customers/${encodeURIComponent(shopper.email.toUpperCase())}/export`, { token: support.token });
    expect(byId.status).toBe(200);
    expect(String(byId.headers['content-disposition'])).toContain(`-${shopper.customer.id}.json`);
    expect(byId.headers['cache-control']).toBe('private, no-store');
    expect(byEmail.body.profile.id).toBe(shopper.customer.id);
    expect(byId.body.orders.map((order) => order.id)).toEqual([shopper.orderId]);

    expect((await client.post(`/admin/customers/${shopper.customer.id}/close`, {}, { token: support.token })).status).toBe(400);
    expect((await client.post(`/admin/customers/${shopper.customer.id}/close`, { reason: ' ' }, { token: support.token })).status).toBe(400);
    expect((await client.get('/secure/account/profile/v2', { token: shopper.token })).status).toBe(200);
    const closed = await client.post(`/admin/customers/${shopper.email}/close`, { reason: 'Demande du client par e-mail du 2 décembre' }, { token: support.token });
    expect(closed).toMatchObject({ status: 200, body: { closed: true, ordersKept: 1 } });
    expect((await client.get('/secure/account/profile/v2', { token: shopper.token })).status).toBe(401);
    expect((await client.get(`/admin/customers/${shopper.customer.id}/export`, { token: support.token })).status).toBe(404);
    expect((await client.post(`/admin/customers/${shopper.customer.id}/close`, { reason: 'again' }, { token: support.token })).status).toBe(404);
    expect((await client.get(`/admin/orders/${shopper.orderId}`, { token: support.token })).status).toBe(200);
  });

  it('refuses staff accounts and unknown or hostile keys with a clear 4xx', async () => {
    const support = await client.signIn('support@example.com');
    expect((await client.post('/admin/customers/admin@example.com/close', { reason: 'Demande' }, { token: support.token })).status).toBe(409);
    for (const key of ['nobody@example.com', '999999999', '0', '99999999999', "' or 1=1 --", '%00', 'x'.repeat(254)]) {
      const answer = await client.get(`/admin/customers/${encodeURIComponent(key)}/export`, { token: support.token });
      expect([400, 404]).toContain(answer.status);
    }
  });
});
