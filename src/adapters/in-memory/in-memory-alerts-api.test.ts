import { describe, expect, it } from 'vitest';
import { describeProductAlertApiContract } from '../alerts-api.contract';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { DEMO_PASSWORD, demoCustomers } from './accounts-fixtures';
import { InMemoryAccounts } from './in-memory-accounts';
import { customerSession } from '../../domain/auth/auth-session';
import { InMemoryAuthApi } from './in-memory-auth-api';
import { InMemoryProductAlertApi } from './in-memory-alerts-api';

const sizes = [
  { productId: 12, sizeId: 1201, stock: 5 },
  ...Array.from({ length: 40 }, (_, i) => ({ productId: 12, sizeId: 1300 + i, stock: 0 })),
];
const api = new InMemoryProductAlertApi({ sizes });
const accounts = new InMemoryAccounts({ customers: demoCustomers() });
let next = 0;

describeProductAlertApiContract('in memory', {
  client: () => {
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    return { tokens, auth: new InMemoryAuthApi(accounts), alerts: api.withCaller(() => accounts.customerIdOf(tokens)) };
  },
  mailLink: (email, days) => api.mailLink(email, days),
  soldOut: () => ({ productId: 12, sizeId: 1300 + next++ }),
  inStock: () => ({ productId: 12, sizeId: 1201 }),
});

describe('InMemoryProductAlertApi', () => {
  it('sends the waiting alerts of a size that comes back, and only then', async () => {
    const fake = new InMemoryProductAlertApi({ sizes: [{ productId: 1, sizeId: 10, stock: 0 }], now: () => new Date('2026-11-22T10:00:00Z') });
    await fake.subscribe({ productId: 1, productSizeId: 10, email: 'a@example.com' });
    expect(fake.restock(10, 2)).toMatchObject([{ email: 'a@example.com', sentAt: '2026-11-22T10:00:00.000Z' }]);
    expect(fake.restock(10, 1)).toEqual([]);
    expect(fake.restock(99, 1)).toEqual([]);
  });

  it('refuses a link once it has expired, as the shop does', async () => {
    let now = new Date('2026-11-22T10:00:00Z');
    const fake = new InMemoryProductAlertApi({ sizes: [{ productId: 1, sizeId: 10, stock: 0 }], now: () => now });
    const { manage } = await fake.subscribe({ productId: 1, productSizeId: 10, email: 'a@example.com' });
    expect(manage.expires).toBe(Date.parse('2026-12-22T10:00:00Z') / 1000);
    expect(await fake.list(manage)).toHaveLength(1);
    now = new Date('2026-12-22T10:00:00Z');
    await expect(fake.list(manage)).rejects.toMatchObject({ code: 403 });
  });

  it('treats a token the shop no longer accepts as a 401, even to subscribe; a link needs no token', async () => {
    const shop = new InMemoryAccounts({ customers: demoCustomers() });
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    const session = customerSession(await new InMemoryAuthApi(shop).login({ _username: 'camille@example.com', _password: DEMO_PASSWORD }));
    tokens.save({ accessToken: session.accessToken, refreshToken: session.refreshToken, strategy: 'customLocal' });
    const fake = new InMemoryProductAlertApi({ sizes: [{ productId: 1, sizeId: 10, stock: 0 }] });
    const camille = fake.withCaller(() => shop.customerIdOf(tokens));
    expect(await camille.subscribe({ productId: 1, productSizeId: 10, email: 'camille@example.com' })).toMatchObject({ customerId: session.customer.id });
    shop.expireAccessTokens();
    await expect(camille.list()).rejects.toMatchObject({ code: 401 });
    await expect(camille.subscribe({ productId: 1, productSizeId: 10, email: 'other@example.com' })).rejects.toMatchObject({ code: 401 });
    expect(await camille.list(fake.mailLink('camille@example.com'))).toHaveLength(1);
  });
});
