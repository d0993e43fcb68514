/**
 * A small world for the security suite (issue 16), built through the API as a shopper and support
 * would: customers A and B (fresh accounts, A's names carry a marker that must never show in
 * anyone else's answer) and support; A's address, orders at several steps, returns at several
 * steps, a wish, a saved card, a rating, a stock alert and a contact message.
 */
import { expect } from 'vitest';
import type { ApiHarness } from '../../../server/testing/api-harness';
import { accountsClient, type Session } from '../../../server/testing/accounts-harness';
import { send } from './api-call';
import { SoftwareAuthenticator } from '../../../server/testing/software-authenticator';
import { newKey, placingBody, stockedSize } from '../../../server/testing/orders-test-kit';

export type Customer = Session & { email: string; password: string };

export interface World {
  a: Customer;
  b: Customer;
  support: Session;
  /** In A's names and address: found in an answer to anyone but A (or support's admin views), it is a leak. */
  marker: string;
  productId: number;
  productSizeId: number;
  addressId: number;
  /** A second address of A, for the delete. */
  spareAddressId: number;
  /** Delivered: returns can be asked. */
  deliveredOrderId: number;
  deliveredLineIds: number[];
  /** Transfer, awaiting payment. */
  pendingOrderId: number;
  /** Transfer, awaiting payment: support cancels it. */
  cancellableOrderId: number;
  /** waitClient / received / waitClient (A cancels) / waitClient (support cancels). */
  returnIds: { waiting: number; received: number; forCustomerCancel: number; forSupportCancel: number };
  wishId: number;
  cardId: number;
  /** One of A's passkeys. */
  passkeyId: number;
  alertId: number;
  contactMessageId: number;
}

type Answer<T> = T & { code?: number; message?: string };

export async function buildWorld(api: ApiHarness): Promise<World> {
  const client = accountsClient(api);
  const marker = `Zqx${Date.now().toString(36)}`;
  const a = await client.register({ firstName: `Ada${marker}`, lastName: `Lovelace${marker}` });
  const b = await client.register({ firstName: 'Bea', lastName: 'Other' });
  const support = await client.signIn('support@example.com');
  const as = (session: Session) => ({ token: session.token });

  const address = (label: string) => ({
    label, civility: 2, firstName: `Ada${marker}`, lastName: `Lovelace${marker}`, street: `1 rue ${marker}`, zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '0612345678',
  });
  const created = await client.post<Answer<{ id: number }>>('/secure/account/addresses', address('Maison'), as(a));
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const spare = await client.post<Answer<{ id: number }>>('/secure/account/addresses', address('Bureau'), as(a));
  expect(spare.status).toBe(201);
  await client.post('/secure/account/addresses', { ...address('B'), firstName: 'Bea', lastName: 'Other', street: '2 rue B' }, as(b));
  const addressId = created.body.id;

  const size = await stockedSize(api.db, 500);
  const place = async (quantity: number) => {
    const body = placingBody(size, addressId, { basketItems: [{ productId: size.productId, productSizeId: size.productSizeId, quantity }] });
    const placed = await client.post<Answer<{ order: { id: number; lines: { id: number }[] } }>>('/secure/checkout/orders', body, { ...as(a), headers: { 'idempotency-key': newKey() } });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body.order.id;
  };
  const admin = async (path: string, body: unknown = {}) => {
    const answer = await client.post(`/admin${path}`, body, as(support));
    expect(answer.status, `${path} ${JSON.stringify(answer.body)}`).toBe(200);
  };

  const deliveredOrderId = await place(5);
  await admin(`/orders/${deliveredOrderId}/mark-paid`);
  await admin(`/orders/${deliveredOrderId}/ship`, { trackingNumber: 'TRACK1234' });
  await admin(`/orders/${deliveredOrderId}/deliver`);
  const delivered = await client.get<{ lines: { id: number }[] }>(`/secure/orders/${deliveredOrderId}`, as(a));
  const deliveredLineIds = delivered.body.lines.map((line) => line.id);
  const pendingOrderId = await place(1);
  const cancellableOrderId = await place(1);

  const newReturn = async () => {
    const body = {
      orderId: deliveredOrderId, returnOrderRefundTypeId: 1, status: 'waitClient', acceptTerms: true,
      products: [{ orderProduct: deliveredLineIds[0], quantity: 1, reason: { id: 1 }, comment: `Trop petit ${marker}` }],
    };
    const answer = await client.post<Answer<{ id: number }>>('/secure/return-orders', body, as(a));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.id;
  };
  const returnIds = { waiting: await newReturn(), received: await newReturn(), forCustomerCancel: await newReturn(), forSupportCancel: await newReturn() };
  await admin(`/return-orders/${returnIds.received}/receive`);

  const wish = await client.post<Answer<{ id: number }>>('/secure/wishes', { product: { id: size.productId } }, as(a));
  expect(wish.status).toBe(201);
  const customerA = await api.db.selectFrom('customers').select('id').where('email', '=', a.email).executeTakeFirstOrThrow();
  const card = await api.db
    .insertInto('payment_cards')
    .values({ customer_id: customerA.id, brand: 'Visa', last4: '4242', expiry_month: 12, expiry_year: 2030, holder: `Ada ${marker}`, provider_token: `tok_${marker}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const rating = await send(api, 'PUT', `/secure/products/${size.productId}/rating`, { ...as(a), body: { score: 4, comment: `Bien ${marker}` } });
  expect(rating.status, JSON.stringify(rating.body)).toBe(201);
  const soldOut = await stockedSize(api.db, 0, 7);
  const alert = await client.post<Answer<{ id: number }>>('/product-alerts', { productId: soldOut.productId, productSizeId: soldOut.productSizeId, email: a.email, alertType: 'back_in_stock' }, as(a));
  expect(alert.status, JSON.stringify(alert.body)).toBe(201);
  const contact = await client.post<Answer<{ reference: string }>>('/contact', { email: a.email, name: `Ada ${marker}`, subject: 'order', message: `Où est ma commande ? ${marker}` }, as(a));
  expect(contact.status, JSON.stringify(contact.body)).toBe(201);
  const message = await api.db.selectFrom('contact_messages').select('id').where('reference', '=', contact.body.reference).executeTakeFirstOrThrow();
  // The harness's requests are trusted at the configured origin (http://localhost:3000).
  const passkeyOptions = await send<{ challenge: string; user: { id: string } }>(api, 'POST', '/secure/account/passkeys/options', { ...as(a), body: {} });
  expect(passkeyOptions.status, JSON.stringify(passkeyOptions.body)).toBe(200);
  const passkey = await send<{ id: number }>(api, 'POST', '/secure/account/passkeys', { ...as(a), body: { response: new SoftwareAuthenticator('http://localhost:3000').register(passkeyOptions.body), name: `Ada ${marker}` } });
  expect(passkey.status, JSON.stringify(passkey.body)).toBe(201);

  return {
    a, b, support, marker,
    productId: size.productId, productSizeId: size.productSizeId,
    addressId, spareAddressId: spare.body.id,
    deliveredOrderId, deliveredLineIds, pendingOrderId, cancellableOrderId, returnIds,
    wishId: wish.body.id, cardId: card.id, passkeyId: passkey.body.id, alertId: alert.body.id, contactMessageId: message.id,
  };
}
