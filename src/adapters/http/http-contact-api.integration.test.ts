import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/demo/seed-customers';
import { signInAnswering } from '../../../server/testing/staff-second-factor';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import { isApiError } from '../../application/ports/api-error';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { HttpApiClient } from './api-client';
import { HttpAuthApi } from './http-auth-api';
import { HttpContactApi } from './http-contact-api';

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
});

afterAll(async () => {
  await shop?.close();
});

async function api(signInAs?: string) {
  const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
  const client = new HttpApiClient({ apiBase: shop.url, context: { storeId: 'boutique_de', locale: 'de', device: 0 }, tokens });
  if (signInAs) {
    const session = await signInAnswering(new HttpAuthApi(client, 'body'), signInAs, DEMO_PASSWORD, shop.app.db);
    tokens.save({ accessToken: session.accessToken, refreshToken: session.refreshToken, strategy: 'customLocal' });
  }
  return new HttpContactApi(client);
}

describe('HttpContactApi against the real server', () => {
  it('sends a message that support staff then find by reference', async () => {
    // The order number must be one of the sender's own orders.
    const order = await shop.app.db
      .selectFrom('orders')
      .innerJoin('customers', 'customers.id', 'orders.customer_id')
      .select(['orders.id', 'customers.email'])
      .orderBy('orders.id')
      .executeTakeFirstOrThrow();
    const orderId = String(order.id);
    const { email } = order;
    const { reference } = await (await api()).send({ email, name: 'Jonas', subject: 'delivery', orderId, message: 'Wo ist mein Paket, bitte?' });
    const support = await api('support@example.com');
    const list = await support.list({ email });
    expect(list.messages.map((message) => message.reference)).toContain(reference);
    expect(await support.show(reference)).toMatchObject({ reference, orderId, locale: 'de', message: 'Wo ist mein Paket, bitte?' });
  });

  it("throws the shop's refusals as ApiError, in the store's language", async () => {
    const error = await (await api()).send({ email: 'x@example.com', name: 'X', subject: 'other', message: '          ' }).catch((caught: unknown) => caught);
    expect(isApiError(error) && error.code).toBe(422);
    expect((error as Error).message).toContain('Formularfelder');
    const forbidden = await (await api('camille@example.com')).list({}).catch((caught: unknown) => caught);
    expect(isApiError(forbidden) && forbidden.code).toBe(403);
  });
});
