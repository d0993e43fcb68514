import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { accountsTestbed } from '../../adapters/in-memory/accounts-testbed';
import { ApiError } from '../ports/api-error';

const shop = () => accountsTestbed({ data: { products: [12, 13, 14] } });
const signIn = (t: ReturnType<typeof shop>, email = 'camille@example.com') => t.login.execute({ email, password: DEMO_PASSWORD });

describe('LoadWishlist (SPEC §4)', () => {
  it('fetches only when signed in, and once', async () => {
    const t = shop();
    expect(await t.loadWishlist.execute()).toEqual({ kind: 'signed-out' });
    await signIn(t);
    expect(await t.loadWishlist.execute()).toMatchObject({ kind: 'loaded', wishlist: { isFirstLoad: false, products: [{ id: 31, product: 12 }] } });
    t.accounts.customers[0].wishes.push({ id: 99, product: 14 });
    expect((await t.loadWishlist.execute()).kind === 'loaded' && t.wishlists.load().productIds).toEqual([12]);
    expect(t.wishlists.load().productIds).toEqual([12]);
    await t.loadWishlist.execute({ refresh: true });
    expect(t.wishlists.load().productIds).toEqual([12, 14]);
  });

  it('reports a failure and says so', async () => {
    const t = shop();
    await signIn(t);
    t.wishlistApi.list = async () => { throw new ApiError(500, 'Internal Server Error'); };
    expect(await t.loadWishlist.execute()).toEqual({ kind: 'failed', message: 'Internal Server Error' });
    expect(t.errors.reported).toMatchObject([{ context: 'Unable to get the wishlist', fatal: false }]);
  });
});

describe('ToggleWish (SPEC §4 heart click)', () => {
  it('remembers the product of a signed-out shopper and asks to connect', async () => {
    const t = shop();
    expect(await t.toggleWish.execute(13)).toEqual({ kind: 'connect-required', productId: 13 });
    expect(t.wishlists.load().productToAddAfterLoginOrSubscribe).toBe(13);
    expect(t.storage.getItem('wishlist.productToAddAfterLoginOrSubscribe')).toBe('13');
  });

  it('adds a product that is not a favourite, removes one that is', async () => {
    const t = shop();
    await signIn(t);
    expect(await t.toggleWish.execute(13)).toMatchObject({ kind: 'added', wish: { product: 13 } });
    expect(t.accounts.customers[0].wishes.map((wish) => wish.product)).toEqual([12, 13]);
    expect(await t.toggleWish.execute(12)).toMatchObject({ kind: 'removed' });
    expect(t.accounts.customers[0].wishes.map((wish) => wish.product)).toEqual([13]);
    expect(t.wishlists.load().toState()).toMatchObject({ products: [{ product: 13 }], productToAdd: null });
  });

  it.each([
    ['add', 12, 'already-there'],
    ['remove', 14, 'not-there'],
    ['add', 14, 'added'],
    ['remove', 12, 'removed'],
  ] as const)('%s %i only → %s', async (mode, productId, kind) => {
    const t = shop();
    await signIn(t);
    expect((await t.toggleWish.execute(productId, mode)).kind).toBe(kind);
  });

  it('answers an unknown product, and a removal while signed out, as values', async () => {
    const t = shop();
    expect(await t.toggleWish.execute(12, 'remove')).toEqual({ kind: 'signed-out' });
    await signIn(t);
    expect(await t.toggleWish.execute(999)).toEqual({ kind: 'product-not-found', message: 'Produit introuvable' });
    expect(t.wishlists.load().productToAdd).toBeNull();
  });

  it('treats a favourite removed elsewhere as removed', async () => {
    const t = shop();
    await signIn(t);
    await t.loadWishlist.execute();
    t.accounts.customers[0].wishes.length = 0;
    expect((await t.toggleWish.execute(12)).kind).toBe('removed');
    expect(t.wishlists.load().has(12)).toBe(false);
  });

  it('reports add failures only', async () => {
    const t = shop();
    await signIn(t);
    t.wishlistApi.add = async () => { throw new ApiError(0, 'Network Error'); };
    expect(await t.toggleWish.execute(13)).toEqual({ kind: 'failed', message: 'Network Error' });
    expect(t.errors.reported).toMatchObject([{ context: 'Unable to add to wishlist' }]);
    expect(t.wishlists.load().productToAdd).toBeNull();
  });
});

describe('AddPendingWishAfterLogin', () => {
  it('adds the heart of the signed-out visit once signed in', async () => {
    const t = shop();
    await t.toggleWish.execute(14);
    expect(await t.addPendingWish.execute()).toEqual({ kind: 'signed-out' });
    await signIn(t);
    expect(await t.addPendingWish.execute()).toMatchObject({ kind: 'added', wish: { product: 14 } });
    expect(t.wishlists.load().toState()).toMatchObject({ productToAddAfterLoginOrSubscribe: null, products: [{ product: 12 }, { product: 14 }] });
    expect(t.storage.getItem('wishlist.productToAddAfterLoginOrSubscribe')).toBeNull();
    expect(await t.addPendingWish.execute()).toEqual({ kind: 'nothing-pending' });
  });

  it('survives a new page (storage) and forgets a product already there or gone', async () => {
    const t = shop();
    await t.toggleWish.execute(12);
    const next = accountsTestbed({ data: { products: [12, 13, 14] }, storage: t.storage });
    await signIn(next);
    expect(await next.addPendingWish.execute()).toEqual({ kind: 'already-there', productId: 12 });
    await next.logout.execute();
    await next.toggleWish.execute(999);
    await signIn(next);
    expect(await next.addPendingWish.execute()).toMatchObject({ kind: 'product-not-found', productId: 999 });
    expect(next.wishlists.load().productToAddAfterLoginOrSubscribe).toBeNull();
  });
});
