import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import { InMemoryRemindersApi } from '../../adapters/in-memory/in-memory-reminders-api';
import { teeAndHoodieTestbed } from '../../adapters/in-memory/basket-testbed';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { RestoreRemindedBasket } from './restore-reminded-basket';

const signedIn: AuthTokenStore = { get: () => ({ accessToken: 'a.b.c', refreshToken: 'r' }) as unknown as AuthTokens, save: () => undefined, clear: () => undefined };
const signedOut: AuthTokenStore = { get: () => null, save: () => undefined, clear: () => undefined };

function setUp(tokens = signedIn) {
  const basket = teeAndHoodieTestbed();
  const api = new InMemoryRemindersApi();
  api.reminded.set(7, [{ productId: 13, productSizeId: 2001, quantity: 2 }, { productId: 12, productSizeId: 1003, quantity: 1 }]);
  return { basket, restore: new RestoreRemindedBasket(api, tokens, basket.add, basket.load) };
}

describe('restoring a reminded basket', () => {
  it('puts the reminded lines back, priced again, keeping a line already there', async () => {
    const { basket, restore } = setUp();
    await basket.add.execute({ productId: 12, sizeId: 1003, quantity: 3 });
    const result = await restore.execute(7);
    expect(result.kind).toBe('restored');
    if (result.kind !== 'restored') return;
    expect(result.added).toBe(1);
    expect(result.basket.line(13, 2001)).toBeDefined();
    expect(basket.repository.load().lines.map((line) => [line.info.id, line.size.id, line.quantity])).toEqual([[12, 1003, 3], [13, 2001, 2]]);
  });

  it('needs the customer signed in, and their own reminder', async () => {
    expect(await setUp(signedOut).restore.execute(7)).toEqual({ kind: 'signed-out' });
    expect(await setUp().restore.execute(8)).toEqual({ kind: 'not-found' });
  });
});
