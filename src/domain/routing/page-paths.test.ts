import { describe, expect, it } from 'vitest';
import { afterSignIn, remindedBasket, restoreBasketPath } from './page-paths';

describe('where the sign-in page sends a customer', () => {
  it('goes on to delivery when the basket sent them', () => {
    expect(afterSignIn({ from: 'basket', restore: '7' }, '/account')).toBe('/checkout/shipping');
  });

  it('goes back to the basket a reminder restores', () => {
    expect(afterSignIn({ mode: 'connection', restore: '42' }, '/account')).toBe(restoreBasketPath(42));
    expect(restoreBasketPath(42)).toBe('/checkout/basket?restore=42');
  });

  it('takes only a whole positive basket number, so the target is always our own page', () => {
    for (const restore of ['0', '-3', '1.5', '1e3', '//evil.example', ' 4', '99999999999999999']) {
      expect(remindedBasket({ restore })).toBeNull();
      expect(afterSignIn({ restore }, '/account')).toBe('/account');
    }
  });
});
