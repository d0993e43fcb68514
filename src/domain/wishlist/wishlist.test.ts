import { describe, expect, it } from 'vitest';
import { Wishlist } from './wishlist';

describe('Wishlist (SPEC §4)', () => {
  it('starts empty, waiting for its first load', () => {
    expect(Wishlist.empty().toState()).toEqual({ products: [], isFirstLoad: true, productToAdd: null, productToAddAfterLoginOrSubscribe: null });
  });

  it('loads once: isFirstLoad false after the products are set', () => {
    const list = Wishlist.empty().loaded([{ id: 1, product: 12 }, { id: 2, product: 13 }, { id: 3, product: 12 }]);
    expect(list.isFirstLoad).toBe(false);
    expect(list.productIds).toEqual([12, 13]);
  });

  it.each([
    ['adds a new product', [{ id: 5, product: 14 }], [12, 14]],
    ['ignores a product already there', [{ id: 6, product: 12 }], [12]],
    ['adds each product once', [{ id: 5, product: 14 }, { id: 7, product: 14 }], [12, 14]],
  ])('%s', (_name, wishes, products) => {
    let list = Wishlist.empty().loaded([{ id: 1, product: 12 }]);
    for (const wish of wishes) list = list.add(wish);
    expect(list.productIds).toEqual(products);
  });

  it('removes by wish id, and knows which wish holds a product', () => {
    const list = Wishlist.empty().loaded([{ id: 1, product: 12 }, { id: 2, product: 13 }]);
    expect(list.wishFor(13)).toEqual({ id: 2, product: 13 });
    expect(list.remove(2).productIds).toEqual([12]);
    expect(list.remove(99)).toBe(list);
    expect(list.has(12)).toBe(true);
    expect(list.remove(1).has(12)).toBe(false);
  });

  it('clears everything and waits for a first load again', () => {
    const list = Wishlist.empty().loaded([{ id: 1, product: 12 }]).rememberForAfterLogin(40).adding(12);
    expect(list.clear().toState()).toEqual(Wishlist.empty().toState());
  });

  it('remembers an anonymous heart until it is added', () => {
    const list = Wishlist.empty().rememberForAfterLogin(40);
    expect(list.productToAddAfterLoginOrSubscribe).toBe(40);
    expect(list.forgetPending().productToAddAfterLoginOrSubscribe).toBeNull();
  });

  it('never changes the list it was made from', () => {
    const list = Wishlist.empty();
    list.add({ id: 1, product: 2 }).adding(2);
    expect(list.count).toBe(0);
    expect(list.productToAdd).toBeNull();
  });

  it('restores a saved state', () => {
    expect(Wishlist.from({ products: [{ id: 1, product: 2 }], isFirstLoad: false }).toState()).toMatchObject({ products: [{ id: 1, product: 2 }], isFirstLoad: false });
  });
});
