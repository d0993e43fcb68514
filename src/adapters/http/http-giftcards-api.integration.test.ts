import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../server/demo/seed-customers';
import { startTestServer, type TestServer } from '../../../server/testing/test-server';
import { ActivateGiftcard } from '../../application/giftcards/activate-giftcard';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { HttpApiClient } from './api-client';
import { customerSession } from '../../domain/auth/auth-session';
import { HttpAuthApi } from './http-auth-api';
import { HttpGiftcardsApi } from './http-giftcards-api';

let shop: TestServer;

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
});

afterAll(async () => {
  await shop?.close();
});

async function activation(signInAs?: string) {
  const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
  const client = new HttpApiClient({ apiBase: shop.url, context: { storeId: 'boutique_de', locale: 'de', device: 0 }, tokens });
  if (signInAs) {
    const session = customerSession(await new HttpAuthApi(client, 'body').login({ _username: signInAs, _password: DEMO_PASSWORD }));
    tokens.save({ accessToken: session.accessToken, refreshToken: session.refreshToken, strategy: 'customLocal' });
  }
  return new ActivateGiftcard(new HttpGiftcardsApi(client), tokens);
}

describe('HttpGiftcardsApi against the real server', () => {
  it('activates a code once; the second time is refused in the store’s language', async () => {
    const jonas = await activation('jonas@example.com');
    const first = await jonas.execute('cadeau100-demo-005');
    expect(first).toMatchObject({ kind: 'activated', credit: { kind: 'giftcard', amount: 100, origin: 'CADE…O005' } });
    expect(first.kind === 'activated' && first.balance.balance).toBe(100);
    expect(await jonas.execute('CADEAU100DEMO005')).toEqual({ kind: 'refused', reason: 'used', message: 'Diese Geschenkkarte wurde bereits aktiviert.' });
    expect(await jonas.execute('CADEAU025EXPI001')).toEqual({ kind: 'refused', reason: 'expired', message: 'Diese Geschenkkarte ist abgelaufen.' });
    expect(await jonas.execute('abc')).toEqual({ kind: 'invalid', problem: 'length' });
  });

  it('is signed out without a session', async () => {
    expect(await (await activation()).execute('CADEAU100DEMO006')).toEqual({ kind: 'signed-out' });
  });
});
