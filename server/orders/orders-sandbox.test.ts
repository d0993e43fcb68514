/** Orders paid through the app's own sandbox provider (the default adapter), end to end. */
import { describe, expect, it } from 'vitest';
import type { Order, PlacedOrder } from '../../src/domain/orders/order';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { firstAddressId, newKey, placingBody, stockedSize, stockOf } from '../testing/orders-test-kit';

const api = useApi();
const client = accountsClient(api);

const place = (token: string, body: unknown) =>
  client.post<PlacedOrder>('/secure/checkout/orders', body, { token, headers: { 'idempotency-key': newKey() } });
const paymentOf = async (orderId: number) => (await api.db.selectFrom('orders').select('payment_reference').where('id', '=', orderId).executeTakeFirstOrThrow()).payment_reference!;
const sandbox = (path: string, body: unknown) => api.app.inject({ method: 'POST', url: path, payload: body as object });

describe('paying an order with the sandbox provider', () => {
  it('charges a saved demo card at once', async () => {
    const camille = await client.signIn('camille@example.com');
    const card = await api.db.selectFrom('payment_cards').select('id').where('provider_token', '=', 'sandbox_demo_camille_visa').executeTakeFirstOrThrow();
    const size = await stockedSize(api.db, 5, 40);
    const placed = await place(camille.token, placingBody(size, await firstAddressId(api.db, 'camille@example.com'), { payment: { method: 'card', cardId: card.id } }));
    expect(placed.body).toMatchObject({ next: { kind: 'confirmed' }, order: { status: 'paid', card: { brand: 'Visa', last4: '4242' } } });
  });

  it('sends a new card to the hosted page; the provider’s notice pays the order and saves the card', async () => {
    const camille = await client.signIn('camille@example.com');
    const size = await stockedSize(api.db, 5, 41);
    const placed = await place(camille.token, placingBody(size, await firstAddressId(api.db, 'camille@example.com'), { payment: { method: 'card', saveCard: true } }));
    expect(placed.body.next).toMatchObject({ kind: 'redirect', url: expect.stringContaining('/sandbox-pay/') });
    const paymentId = await paymentOf(placed.body.order.id);
    const paid = await sandbox(`/sandbox-pay/api/${paymentId}/card`, { number: '5555555555554444', expiryMonth: 12, expiryYear: 2031, cvc: '123', holder: 'Camille Martin' });
    expect(paid.statusCode).toBeLessThan(300);
    const back = await client.post<{ order: Order; payment: { status: string } }>(`/secure/orders/${placed.body.order.id}/payment-return`, {}, { token: camille.token });
    expect(back.body).toMatchObject({ payment: { status: 'paid' }, order: { status: 'paid', card: { last4: '4444' } } });
    const saved = await api.db.selectFrom('payment_cards').select('last4').where('customer_id', '=', camille.customer.id).where('expiry_year', '=', 2031).execute();
    expect(saved).toEqual([{ last4: '4444' }]);
  });

  it('cancels the order of a declined card: stock back, the provider’s code explained', async () => {
    const camille = await client.signIn('camille@example.com');
    const size = await stockedSize(api.db, 5, 42);
    const placed = await place(camille.token, placingBody(size, await firstAddressId(api.db, 'camille@example.com'), { payment: { method: 'card' } }));
    expect(await stockOf(api.db, size.productSizeId)).toBe(4);
    await sandbox(`/sandbox-pay/api/${await paymentOf(placed.body.order.id)}/card`, { number: '4000000000000002', expiryMonth: 12, expiryYear: 2031, cvc: '123', holder: 'Camille Martin' });
    const back = await client.post<{ order: Order; payment: { status: string; code: string; message: string } }>(`/secure/orders/${placed.body.order.id}/payment-return`, {}, { token: camille.token });
    expect(back.body.order.status).toBe('cancelled');
    expect(back.body.payment).toMatchObject({ status: 'failed', code: '4000001', message: expect.stringMatching(/^Votre paiement a échoué/) });
    expect(await stockOf(api.db, size.productSizeId)).toBe(5);
  });
});
