/**
 * The access matrix (issue 16): every `/api/v5/secure` and `/api/v5/admin` route (and the stock
 * alerts, which also answer per customer), with real ids of customer A's things, called as
 * anonymous, A, B and support. Expected:
 * - anonymous: 401, always;
 * - a route on A's thing: A gets 2xx (or the business answer listed), B and support (a customer
 *   under /secure) 403/404 — never 2xx — and nothing of A in their answer;
 * - a route on the caller's own account: each gets 2xx on their own, and nothing of A in B's;
 * - an admin route: A and B 403, support 2xx.
 * The owner's call comes last, so a refused call has not changed anything it could hide.
 * A route registered under /secure or support's /admin that this table does not classify fails the
 * test (HEAD twins of the GET routes: anonymous only, 401); the merchandisers' and the admin's
 * routes are admin-roles.test.ts's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../server/testing/api-harness';
import { send, type Method, type Reply } from './support/api-call';
import { buildWorld, type World } from './support/api-world';
import { roleOfAdminRoute } from './support/admin-roles';

type Caller = 'anonymous' | 'A' | 'B' | 'support';

interface Row {
  /** As registered: `GET /api/v5/secure/orders/:id`. */
  route: string;
  /** `owned`: a thing of A's; `self`: the caller's own account; `admin`: support only. */
  kind: 'owned' | 'self' | 'admin';
  url: (world: World) => string;
  body?: (world: World, caller: Caller) => unknown;
  headers?: () => Record<string, string>;
  /** What the owner (A, or support on admin routes) gets; default any 2xx. */
  ownerGets?: number[];
  /** What another caller gets on a `self` route, default any 2xx; what B and support get on an `owned` one, default 403/404. */
  othersGet?: number[];
}

const key = () => ({ 'idempotency-key': `matrix-${Math.random().toString(36).slice(2)}-${Date.now()}` });
const placing = (world: World) => ({
  basketItems: [{ productId: world.productId, productSizeId: world.productSizeId, quantity: 1 }],
  shipping: { addressId: world.addressId }, carrierId: 1, payment: { method: 'transfer' }, acceptTerms: true,
});
const returnBody = (world: World) => ({
  orderId: world.deliveredOrderId, returnOrderRefundTypeId: 1, status: 'waitClient', acceptTerms: true,
  products: [{ orderProduct: world.deliveredLineIds[0], quantity: 1, reason: { id: 1 }, comment: 'Trop grand pour moi' }],
});
const GIFTCARDS: Record<Caller, string> = { anonymous: 'CADEAU025EXPI001', A: 'CADEAU050USED001', B: 'CADEAU050USED001', support: 'CADEAU050USED001' };

/** In execution order: admin state changes follow the life of an order and of a return. */
const MATRIX: Row[] = [
  { route: 'GET /api/v5/secure/account/profile/v2', kind: 'self', url: () => '/secure/account/profile/v2' },
  { route: 'PATCH /api/v5/secure/account/profile', kind: 'self', url: () => '/secure/account/profile', body: (_w, caller) => ({ firstName: caller === 'A' ? undefined : 'Changed' }) },
  // Each caller sends a wrong old password: refused for a business reason (400), never anyone else's.
  { route: 'PATCH /api/v5/secure/account/password', kind: 'self', url: () => '/secure/account/password', body: () => ({ oldPassword: 'Wrong-0ld-pass', newPassword: 'Another1234', confirmation: 'Another1234' }), ownerGets: [400], othersGet: [400] },
  // The staff second factor (issue 36): customers have none to enrol (403); enrolled support is told so (409).
  { route: 'GET /api/v5/secure/account/second-factor', kind: 'self', url: () => '/secure/account/second-factor' },
  { route: 'POST /api/v5/secure/account/second-factor/totp', kind: 'self', url: () => '/secure/account/second-factor/totp', body: () => ({}), ownerGets: [403], othersGet: [403, 409] },
  { route: 'POST /api/v5/secure/account/second-factor/totp/confirm', kind: 'self', url: () => '/secure/account/second-factor/totp/confirm', body: () => ({ code: '000000' }), ownerGets: [403], othersGet: [403, 409] },
  { route: 'GET /api/v5/secure/account/addresses', kind: 'self', url: () => '/secure/account/addresses' },
  { route: 'POST /api/v5/secure/account/addresses', kind: 'self', url: () => '/secure/account/addresses', body: () => ({ civility: 1, firstName: 'Jo', lastName: 'Doe', street: '3 rue C', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '0612345678' }) },
  { route: 'PATCH /api/v5/secure/account/addresses', kind: 'owned', url: () => '/secure/account/addresses', body: (world) => ({ id: world.addressId, city: 'Lyon' }) },
  { route: 'DELETE /api/v5/secure/account/addresses/:addressID', kind: 'owned', url: (world) => `/secure/account/addresses/${world.spareAddressId}` },
  { route: 'GET /api/v5/secure/account/cards', kind: 'self', url: () => '/secure/account/cards' },
  { route: 'DELETE /api/v5/secure/account/cards/:cardId', kind: 'owned', url: (world) => `/secure/account/cards/${world.cardId}` },
  { route: 'GET /api/v5/secure/account/passkeys', kind: 'self', url: () => '/secure/account/passkeys' },
  { route: 'POST /api/v5/secure/account/passkeys/options', kind: 'self', url: () => '/secure/account/passkeys/options', body: () => ({}) },
  // An answer that proves no passkey: refused for everyone.
  { route: 'POST /api/v5/secure/account/passkeys', kind: 'self', url: () => '/secure/account/passkeys', body: () => ({ response: {} }), ownerGets: [400], othersGet: [400] },
  { route: 'PATCH /api/v5/secure/account/passkeys/:passkeyId', kind: 'owned', url: (world) => `/secure/account/passkeys/${world.passkeyId}`, body: () => ({ name: 'Renamed' }) },
  { route: 'DELETE /api/v5/secure/account/passkeys/:passkeyId', kind: 'owned', url: (world) => `/secure/account/passkeys/${world.passkeyId}` },
  { route: 'GET /api/v5/secure/wishes', kind: 'self', url: () => '/secure/wishes' },
  { route: 'POST /api/v5/secure/wishes', kind: 'self', url: () => '/secure/wishes', body: (world) => ({ product: { id: world.productId } }) },
  { route: 'DELETE /api/v5/secure/wishes/:wishId', kind: 'owned', url: (world) => `/secure/wishes/${world.wishId}` },
  // Recently viewed (issue 38): each caller's own list; B's and support's answers never hold A's products.
  { route: 'POST /api/v5/secure/recently-viewed', kind: 'self', url: () => '/secure/recently-viewed', body: (world) => ({ product: { id: world.productId } }) },
  { route: 'POST /api/v5/secure/recently-viewed/merge', kind: 'self', url: () => '/secure/recently-viewed/merge', body: () => ({ views: [] }) },
  { route: 'GET /api/v5/secure/recently-viewed', kind: 'self', url: () => '/secure/recently-viewed' },
  { route: 'DELETE /api/v5/secure/recently-viewed', kind: 'self', url: () => '/secure/recently-viewed' },
  // B and support name A's address: refused as an unknown address (400), nothing written.
  { route: 'POST /api/v5/secure/checkout/orders', kind: 'owned', url: () => '/secure/checkout/orders', body: placing, headers: key, othersGet: [400, 404] },
  { route: 'POST /api/v5/secure/orders/:id/payment-return', kind: 'owned', url: (world) => `/secure/orders/${world.pendingOrderId}/payment-return` },
  { route: 'GET /api/v5/secure/me/orders', kind: 'self', url: () => '/secure/me/orders' },
  { route: 'GET /api/v5/secure/orders/:id', kind: 'owned', url: (world) => `/secure/orders/${world.deliveredOrderId}` },
  { route: 'GET /api/v5/secure/orders/:id/bill', kind: 'owned', url: (world) => `/secure/orders/${world.deliveredOrderId}/bill` },
  { route: 'GET /api/v5/secure/orders/:id/purchase-order', kind: 'owned', url: (world) => `/secure/orders/${world.deliveredOrderId}/purchase-order` },
  { route: 'GET /api/v5/secure/account/vouchers', kind: 'self', url: () => '/secure/account/vouchers' },
  { route: 'POST /api/v5/secure/return-orders', kind: 'owned', url: () => '/secure/return-orders', body: returnBody },
  { route: 'GET /api/v5/secure/orders/:orderId/return-orders', kind: 'owned', url: (world) => `/secure/orders/${world.deliveredOrderId}/return-orders` },
  { route: 'GET /api/v5/secure/return-orders/:id', kind: 'owned', url: (world) => `/secure/return-orders/${world.returnIds.waiting}` },
  { route: 'GET /api/v5/secure/return-orders/:id/relay-points', kind: 'owned', url: (world) => `/secure/return-orders/${world.returnIds.waiting}/relay-points` },
  { route: 'GET /api/v5/secure/return-orders/:id/return-coupon', kind: 'owned', url: (world) => `/secure/return-orders/${world.returnIds.waiting}/return-coupon` },
  { route: 'PATCH /api/v5/secure/return-orders/:id/cancel', kind: 'owned', url: (world) => `/secure/return-orders/${world.returnIds.forCustomerCancel}/cancel`, body: () => ({}) },
  { route: 'PUT /api/v5/secure/products/:productId/rating', kind: 'self', url: (world) => `/secure/products/${world.productId}/rating`, body: () => ({ score: 3, comment: 'Correct' }) },
  { route: 'GET /api/v5/secure/products/:productId/rating', kind: 'self', url: (world) => `/secure/products/${world.productId}/rating` },
  // A card activated by someone else: 409 for everyone (a code is no one's until activated).
  { route: 'POST /api/v5/secure/account/giftcards', kind: 'self', url: () => '/secure/account/giftcards', body: (_w, caller) => ({ code: GIFTCARDS[caller] }), ownerGets: [409], othersGet: [409] },
  { route: 'GET /api/v5/secure/account/support-accesses', kind: 'self', url: () => '/secure/account/support-accesses' },
  // Data rights: each downloads their own data; a closure with a wrong password is refused (support's account: a staff account, 409) and erases nothing.
  { route: 'GET /api/v5/secure/account/data', kind: 'self', url: () => '/secure/account/data' },
  { route: 'POST /api/v5/secure/account/close', kind: 'self', url: () => '/secure/account/close', body: () => ({ password: 'Wrong-pass-123' }), ownerGets: [403], othersGet: [403, 409] },
  // A reminder's restore link (issue 38): only the customer's own reminded basket; none was mailed in this world, so 404 for each.
  { route: 'GET /api/v5/secure/basket/reminded/:basketId', kind: 'self', url: () => '/secure/basket/reminded/1', ownerGets: [404], othersGet: [404] },
  { route: 'GET /api/v5/product-alerts', kind: 'self', url: () => '/product-alerts' },
  { route: 'DELETE /api/v5/product-alerts/:alertId', kind: 'owned', url: (world) => `/product-alerts/${world.alertId}` },

  { route: 'GET /api/v5/admin/orders', kind: 'admin', url: () => '/admin/orders' },
  { route: 'GET /api/v5/admin/orders/:id', kind: 'admin', url: (world) => `/admin/orders/${world.deliveredOrderId}` },
  { route: 'POST /api/v5/admin/orders/:id/mark-paid', kind: 'admin', url: (world) => `/admin/orders/${world.pendingOrderId}/mark-paid`, body: () => ({}) },
  { route: 'POST /api/v5/admin/orders/:id/ship', kind: 'admin', url: (world) => `/admin/orders/${world.pendingOrderId}/ship`, body: () => ({ trackingNumber: 'TRACK5678' }) },
  { route: 'POST /api/v5/admin/orders/:id/deliver', kind: 'admin', url: (world) => `/admin/orders/${world.pendingOrderId}/deliver`, body: () => ({}) },
  { route: 'POST /api/v5/admin/orders/:id/cancel', kind: 'admin', url: (world) => `/admin/orders/${world.cancellableOrderId}/cancel`, body: () => ({ reason: 'Demande du client' }) },
  // Issue 39: the cancelled order was never paid: nothing to refund (409), nothing written.
  { route: 'POST /api/v5/admin/orders/:id/refund', kind: 'admin', url: (world) => `/admin/orders/${world.cancellableOrderId}/refund`, body: () => ({}), ownerGets: [409] },
  { route: 'GET /api/v5/admin/return-orders', kind: 'admin', url: () => '/admin/return-orders' },
  { route: 'GET /api/v5/admin/return-orders/:id', kind: 'admin', url: (world) => `/admin/return-orders/${world.returnIds.waiting}` },
  { route: 'POST /api/v5/admin/return-orders/:id/receive', kind: 'admin', url: (world) => `/admin/return-orders/${world.returnIds.waiting}/receive`, body: () => ({}) },
  { route: 'POST /api/v5/admin/return-orders/:id/accept', kind: 'admin', url: (world) => `/admin/return-orders/${world.returnIds.waiting}/accept`, body: () => ({}) },
  { route: 'POST /api/v5/admin/return-orders/:id/refuse', kind: 'admin', url: (world) => `/admin/return-orders/${world.returnIds.received}/refuse`, body: () => ({ reason: 'Article porté' }) },
  { route: 'POST /api/v5/admin/return-orders/:id/cancel', kind: 'admin', url: (world) => `/admin/return-orders/${world.returnIds.forSupportCancel}/cancel`, body: () => ({}) },
  // The harness's database is opened by the test (no embedded dump to give): 409, as on PostgreSQL.
  { route: 'GET /api/v5/admin/backup', kind: 'admin', url: () => '/admin/backup', ownerGets: [200, 409] },
  { route: 'GET /api/v5/admin/customers/:customer/export', kind: 'admin', url: (world) => `/admin/customers/${encodeURIComponent(world.a.email)}/export` },
  // A staff account is never closed (409): A and B are refused first (403), whatever the account.
  { route: 'POST /api/v5/admin/customers/:customer/close', kind: 'admin', url: () => '/admin/customers/admin@example.com/close', body: () => ({ reason: 'Demande du client' }), ownerGets: [409] },
  { route: 'GET /api/v5/admin/contact-messages', kind: 'admin', url: () => '/admin/contact-messages' },
  // Support opens A's session for A's order (issue 36): a customer's token, audited.
  { route: 'POST /api/v5/admin/customers/act-as', kind: 'admin', url: () => '/admin/customers/act-as', body: (world) => ({ customer: world.a.email, orderId: world.deliveredOrderId, reason: 'Colis jamais reçu, vérification' }) },
  { route: 'GET /api/v5/admin/basket-reminders', kind: 'admin', url: () => '/admin/basket-reminders' },
  // The back office's dashboard (issue 39): any staff role, each its own parts (server/administration).
  { route: 'GET /api/v5/admin/dashboard', kind: 'admin', url: () => '/admin/dashboard' },
  { route: 'GET /api/v5/admin/contact-messages/:id', kind: 'admin', url: (world) => `/admin/contact-messages/${world.contactMessageId}` },
  { route: 'POST /api/v5/admin/contact-messages/:id/answer', kind: 'admin', url: (world) => `/admin/contact-messages/${world.contactMessageId}/answer`, body: () => ({ text: 'Nous regardons votre colis.' }) },
  { route: 'POST /api/v5/admin/contact-messages/:id/done', kind: 'admin', url: (world) => `/admin/contact-messages/${world.contactMessageId}/done`, body: () => ({}) },
  // The support desk (issue 39): the customer search and page.
  { route: 'GET /api/v5/admin/customers', kind: 'admin', url: (world) => `/admin/customers?q=${encodeURIComponent(world.a.email)}` },
  { route: 'GET /api/v5/admin/customers/:customer', kind: 'admin', url: (world) => `/admin/customers/${encodeURIComponent(world.a.email)}` },
];

const api = useApi();
let world: World;

beforeAll(async () => {
  world = await buildWorld(api);
}, 180_000);

const tokenOf = (caller: Caller): string | undefined =>
  caller === 'anonymous' ? undefined : caller === 'A' ? world.a.token : caller === 'B' ? world.b.token : world.support.token;

const call = (row: Row, caller: Caller): Promise<Reply> =>
  send(api, row.route.split(' ')[0] as Method, row.url(world), { token: tokenOf(caller), headers: row.headers?.(), body: row.body?.(world, caller) });

const is2xx = (status: number) => status >= 200 && status < 300;

function expectStatus(answer: Reply, allowed: number[] | undefined, fallback: (status: number) => boolean, where: string): void {
  const ok = allowed ? allowed.includes(answer.status) : fallback(answer.status);
  expect(ok, `${where}: ${answer.status} ${answer.text.slice(0, 300)}`).toBe(true);
  expect(answer.status, where).toBeLessThan(500);
}

describe('the access matrix of /secure and /admin', () => {
  it('classifies every /secure and /admin route the app registers', () => {
    // The merchandisers' and the admin's routes hold nothing of A: admin-roles.test.ts calls them as every kind of caller.
    const registered = api.app.registeredRoutes
      .filter((route) => route.method !== 'HEAD' && /^\/api\/v5\/(secure|admin)\//.test(route.url))
      .filter((route) => !route.url.startsWith('/api/v5/admin/') || roleOfAdminRoute(route.url) === 'support' || roleOfAdminRoute(route.url) === 'staff' || roleOfAdminRoute(route.url) === undefined)
      .map((route) => `${route.method} ${route.url}`);
    const classified = new Set(MATRIX.map((row) => row.route));
    expect(registered.filter((route) => !classified.has(route))).toEqual([]);
    expect(registered.length).toBeGreaterThanOrEqual(40);
  });

  for (const row of MATRIX) {
    it(`${row.route} (${row.kind})`, async () => {
      const anonymous = await call(row, 'anonymous');
      expectStatus(anonymous, [401], () => false, `${row.route} as anonymous`);
      // The HEAD twin of a GET runs the same guards.
      if (row.route.startsWith('GET ')) expect((await send(api, 'HEAD', row.url(world))).status, `HEAD ${row.route}`).toBe(401);

      if (row.kind === 'admin') {
        for (const caller of ['A', 'B'] as const) expectStatus(await call(row, caller), [403], () => false, `${row.route} as ${caller}`);
        expectStatus(await call(row, 'support'), row.ownerGets, is2xx, `${row.route} as support`);
        return;
      }
      for (const caller of ['B', 'support'] as const) {
        const answer = await call(row, caller);
        const where = `${row.route} as ${caller}`;
        if (row.kind === 'owned') expectStatus(answer, row.othersGet ?? [403, 404], () => false, where);
        else expectStatus(answer, row.othersGet, is2xx, where);
        expect(answer.text, `${where} shows A's data`).not.toContain(world.marker);
      }
      expectStatus(await call(row, 'A'), row.ownerGets, is2xx, `${row.route} as A`);
    });
  }

  it('left A’s things as A made them wherever B and support were refused', async () => {
    const address = await api.db.selectFrom('addresses').select(['city']).where('id', '=', world.addressId).executeTakeFirstOrThrow();
    expect(address.city).toBe('Lyon'); // A's own change, and only it
    const b = await api.db.selectFrom('customers').select('id').where('email', '=', world.b.email).executeTakeFirstOrThrow();
    expect(await api.db.selectFrom('orders').select('id').where('customer_id', '=', b.id).execute()).toEqual([]);
    expect(await api.db.selectFrom('return_orders').select('id').where('customer_id', '=', b.id).execute()).toEqual([]);
  });
});
