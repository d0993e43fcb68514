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
import { HttpSupportApi } from './http-support-api';

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
});

afterAll(async () => {
  await shop?.close();
});

async function client(signInAs?: string) {
  const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
  const http = new HttpApiClient({ apiBase: shop.url, context: { storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, tokens });
  if (signInAs) {
    const session = await signInAnswering(new HttpAuthApi(http, 'body'), signInAs, DEMO_PASSWORD, shop.app.db);
    tokens.save({ accessToken: session.accessToken, refreshToken: session.refreshToken, strategy: 'customLocal' });
  }
  return { support: new HttpSupportApi(http), contact: new HttpContactApi(http) };
}

describe('HttpSupportApi against the real server', () => {
  it('finds Camille, opens her page and her orders, answers a message and marks it done', async () => {
    const { support, contact } = await client('support@example.com');
    const found = await support.searchCustomers({ q: 'camille@', pageSize: 5 });
    const camille = found.items.find((item) => item.email === 'camille@example.com')!;
    expect(camille).toBeDefined();
    const page = await support.customer(String(camille.id));
    expect(page.profile.email).toBe('camille@example.com');
    const orders = await support.orders({ q: 'camille@example.com', sort: 'total', dir: 'asc', pageSize: 3 });
    expect(orders.total).toBe(page.orders.total);
    const order = await support.order(orders.items[0].id);
    expect(order.timeline.length).toBeGreaterThan(0);

    const { reference } = await contact.send({ email: 'zoe@example.com', name: 'Zoé', subject: 'other', message: 'Avez-vous ce pull en bleu ?' });
    const answered = await support.answerMessage(reference, 'Oui, dès la semaine prochaine.', false);
    expect(answered).toMatchObject({ status: 'open', answers: [expect.objectContaining({ text: 'Oui, dès la semaine prochaine.' })] });
    expect((await support.markMessageDone(reference)).status).toBe('done');
    expect((await contact.list({ status: 'done', email: 'zoe@example.com' })).messages.map((message) => message.reference)).toContain(reference);
  });

  it('is refused to a customer (403)', async () => {
    const { support } = await client('camille@example.com');
    const refused = await support.searchCustomers({ q: 'a' }).catch((error: unknown) => error);
    expect(isApiError(refused) && refused.code).toBe(403);
  });
});
