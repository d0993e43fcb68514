/**
 * A payment provider that does not answer within PAYMENT_TIMEOUT_MS (issue 37), through the app:
 * the shopper gets a 503 `{ code, message }` with Retry-After, the order keeps awaiting its
 * payment (never failed as declined), the same Idempotency-Key gives the same order once the
 * provider answers, and a payment the provider made after the timeout is never made twice.
 */
import { describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../src/domain/orders/order';
import type { NewPayment, ProviderPayment } from '../core/payment-provider';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { FakePaymentProvider, firstAddressId, newKey, placingBody, stockedSize } from '../testing/orders-test-kit';

/** The fake provider, whose calls of one kind can be held (no answer) until `release`. */
class HangingProvider extends FakePaymentProvider {
  hanging: 'createPayment' | 'getPayment' | 'forgetCard' | null = null;
  creates = 0;
  private readonly held: (() => void)[] = [];

  /** The held calls answer now (late: their callers gave up on them). */
  release(): void {
    for (const answer of this.held.splice(0)) answer();
  }

  private async holdIf(call: HangingProvider['hanging']): Promise<void> {
    if (this.hanging === call) await new Promise<void>((resolve) => this.held.push(resolve));
  }

  override async createPayment(request: NewPayment): Promise<ProviderPayment> {
    this.creates += 1;
    await this.holdIf('createPayment');
    return super.createPayment(request);
  }

  override async getPayment(id: string): Promise<ProviderPayment | undefined> {
    await this.holdIf('getPayment');
    return super.getPayment(id);
  }

  override async forgetCard(): Promise<void> {
    await this.holdIf('forgetCard');
  }
}

const TIMEOUT_MS = 150;
const provider = new HangingProvider();
const api = useApi({ payments: provider, config: { paymentTimeoutMs: TIMEOUT_MS } });
const client = accountsClient(api);

const orderOf = (key: string) =>
  api.db.selectFrom('orders').select(['id', 'status', 'payment_reference']).where('idempotency_key', '=', key).executeTakeFirstOrThrow();

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function shopper(skip: number) {
  const camille = await client.signIn('camille@example.com');
  const size = await stockedSize(api.db, 5, skip);
  const addressId = await firstAddressId(api.db, 'camille@example.com');
  return { camille, size, addressId };
}

describe('a payment provider that does not answer in time', () => {
  it('answers 503 with Retry-After, keeps the order awaiting payment, and the same key gives the same order once the provider is back', async () => {
    const { camille, size, addressId } = await shopper(60);
    const key = newKey();
    const body = placingBody(size, addressId, { payment: { method: 'card' } });
    provider.hanging = 'createPayment';
    const started = Date.now();
    const refused = await client.post<{ code: number; message: string }>('/secure/checkout/orders', body, { token: camille.token, headers: { 'idempotency-key': key } });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ code: 503, message: expect.stringMatching(/paiement/i) });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    const waiting = await orderOf(key);
    expect(waiting).toMatchObject({ status: 'awaiting_payment', payment_reference: null });

    provider.hanging = null;
    const retried = await client.post<PlacedOrder>('/secure/checkout/orders', body, { token: camille.token, headers: { 'idempotency-key': key } });
    expect(retried.status).toBe(200);
    expect(retried.body.order.id).toBe(waiting.id);
    expect(retried.body.next).toMatchObject({ kind: 'redirect', url: expect.stringContaining('https://pay.example/') });
    const { payment_reference: reference } = await orderOf(key);

    // The first call's payment, made late, is not the order's: the shopper pays on one page only.
    provider.release();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await orderOf(key)).toMatchObject({ id: waiting.id, status: 'awaiting_payment', payment_reference: reference });
  });

  it('never charges a saved card twice: a retry waits for the late answer, which pays the order', async () => {
    const { camille, size, addressId } = await shopper(61);
    const card = await api.db.selectFrom('payment_cards').select('id').where('customer_id', '=', camille.customer.id).executeTakeFirstOrThrow();
    const key = newKey();
    const body = placingBody(size, addressId, { payment: { method: 'card', cardId: card.id } });
    const place = () => client.post<PlacedOrder>('/secure/checkout/orders', body, { token: camille.token, headers: { 'idempotency-key': key } });
    provider.hanging = 'createPayment';
    const creates = provider.creates;
    expect((await place()).status).toBe(503);
    provider.hanging = null;
    // The provider may still charge the card for the first call: no second charge is asked for.
    expect((await place()).status).toBe(503);
    expect(provider.creates).toBe(creates + 1);

    provider.release();
    await until(async () => (await orderOf(key)).payment_reference !== null);
    const paid = await place();
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ next: { kind: 'confirmed' }, order: { status: 'paid' } });
    expect(provider.creates).toBe(creates + 1);
  });

  it('a bank return the provider cannot answer is a 503; the order waits, and is paid when asked again', async () => {
    const { camille, size, addressId } = await shopper(62);
    const key = newKey();
    const placed = await client.post<PlacedOrder>('/secure/checkout/orders', placingBody(size, addressId, { payment: { method: 'card' } }), { token: camille.token, headers: { 'idempotency-key': key } });
    expect(placed.status).toBe(201);
    const { payment_reference: reference } = await orderOf(key);
    await provider.settle(reference!, 'authorised');
    provider.hanging = 'getPayment';
    const back = await client.post<{ code: number }>(`/secure/orders/${placed.body.order.id}/payment-return`, {}, { token: camille.token });
    expect(back.status).toBe(503);
    expect(back.headers['retry-after']).toBeDefined();
    expect(await orderOf(key)).toMatchObject({ status: 'awaiting_payment' });
    provider.hanging = null;
    provider.release();
    const again = await client.post<{ payment: { status: string } }>(`/secure/orders/${placed.body.order.id}/payment-return`, {}, { token: camille.token });
    expect(again.body.payment.status).toBe('paid');
  });

  it('a card the provider cannot forget now stays in the book: 503', async () => {
    const { camille } = await shopper(63);
    const card = await api.db.selectFrom('payment_cards').select('id').where('customer_id', '=', camille.customer.id).executeTakeFirstOrThrow();
    provider.hanging = 'forgetCard';
    const refused = await client.delete<{ code: number; message: string }>(`/secure/account/cards/${card.id}`, { token: camille.token });
    provider.hanging = null;
    provider.release();
    expect(refused.status).toBe(503);
    expect(refused.body.message).toMatch(/prestataire de paiement/);
    expect(await api.db.selectFrom('payment_cards').select('id').where('id', '=', card.id).execute()).toHaveLength(1);
  });
});
