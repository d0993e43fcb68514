import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../adapters/in-memory/accounts-testbed';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { HeaderStore } from '../header/header-store';
import { WishlistStore, type WishlistEvent } from './wishlist-store';

function setUp(options: { products?: number[] } = {}) {
  const bed = accountsTestbed({ data: options.products ? { products: options.products } : {} });
  const header = new HeaderStore();
  const events: WishlistEvent[] = [];
  let connects = 0;
  let signedOut = 0;
  const store = new WishlistStore({
    services: { useCases: async () => ({ load: bed.loadWishlist, toggle: bed.toggleWish, addPending: bed.addPendingWish }) },
    header,
    openConnect: () => void (connects += 1),
    onSignedOut: () => void (signedOut += 1),
    emit: (event) => void events.push(event),
    report: () => undefined,
  });
  const signIn = (email = 'camille@example.com') => bed.login.execute({ email, password: DEMO_PASSWORD });
  return { bed, header, events, store, signIn, connects: () => connects, signedOut: () => signedOut };
}

describe('WishlistStore', () => {
  it('asks an anonymous shopper to connect and remembers the product, added once they sign in', async () => {
    const { store, header, events, signIn, connects } = setUp();
    expect(await store.toggle(7)).toBe('connect');
    expect(connects()).toBe(1);
    expect(store.has(7)).toBe(false);
    expect(store.wishlist.productToAddAfterLoginOrSubscribe).toBe(7);
    await signIn();
    await store.afterSignIn();
    expect(store.productIds).toEqual([12, 7]);
    expect(store.has(7)).toBe(true);
    expect(store.wishlist.productToAddAfterLoginOrSubscribe).toBeNull();
    expect(header.favouritesCount).toBe(2);
    expect(events).toEqual([{ type: 'wishlist:add', productId: 7 }]);
  });

  it('adds, then removes when the product is there, with a busy heart meanwhile and an event after each', async () => {
    const { store, header, events, signIn, bed } = setUp();
    await signIn();
    await store.load();
    expect(store.loaded).toBe(true);
    expect(header.favouritesCount).toBe(1);
    const adding = store.toggle(40);
    expect(store.isBusy(40)).toBe(true);
    expect(await adding).toBe('added');
    expect(store.isBusy(40)).toBe(false);
    expect(header.favouritesCount).toBe(2);
    expect(await store.toggle(12)).toBe('removed');
    expect(store.productIds).toEqual([40]);
    expect(bed.accounts.byEmail('camille@example.com')!.wishes.map((wish) => wish.product)).toEqual([40]);
    expect(events).toEqual([
      { type: 'wishlist:add', productId: 40 },
      { type: 'wishlist:remove', productId: 12 },
    ]);
  });

  it('says nothing when the shop refuses (SPEC §8: reported only) and leaves the heart as it was', async () => {
    const { store, signIn } = setUp({ products: [12] });
    await signIn();
    await store.load();
    expect(await store.toggle(999)).toBe('failed');
    expect(store.has(999)).toBe(false);
    expect(store.isBusy(999)).toBe(false);
  });

  it('is fetched only when signed in, and cleared on sign-out', async () => {
    const { store, header, signIn } = setUp();
    await store.load();
    expect(store.loaded).toBe(false);
    await signIn();
    await store.load();
    expect(store.count).toBe(1);
    store.clear();
    expect(store.count).toBe(0);
    expect(store.loaded).toBe(false);
    expect(header.favouritesCount).toBe(0);
  });
});
