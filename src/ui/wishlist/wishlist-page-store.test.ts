import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../adapters/in-memory/accounts-testbed';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { aProductResponse } from '../../adapters/in-memory/catalogue-fixtures';
import type { GetProductResult } from '../../application/catalogue/get-product';
import { HeaderStore } from '../header/header-store';
import { WishlistPageStore } from './wishlist-page-store';
import { WishlistStore } from './wishlist-store';

describe('WishlistPageStore', () => {
  it('shows the favourites newest first, with their details, and the ones no longer sold as such', async () => {
    const bed = accountsTestbed();
    await bed.login.execute({ email: 'camille@example.com', password: DEMO_PASSWORD });
    const wishlist = new WishlistStore({
      services: { useCases: async () => ({ load: bed.loadWishlist, toggle: bed.toggleWish, addPending: bed.addPendingWish }) },
      header: new HeaderStore(),
      openConnect: () => undefined,
    });
    await wishlist.load();
    await wishlist.toggle(99);
    const asked: number[] = [];
    const page = new WishlistPageStore({
      wishlist,
      product: {
        getProduct: async (id): Promise<GetProductResult> => {
          asked.push(id);
          return id === 99 ? { kind: 'not-found' } : { kind: 'found', product: aProductResponse({ id, name: `Produit ${id}` }) };
        },
      },
    });
    expect(page.items.map((item) => [item.productId, item.product])).toEqual([
      [99, undefined],
      [12, undefined],
    ]);
    await page.fetchMissing();
    expect(page.items.map((item) => [item.productId, item.product?.name ?? item.product])).toEqual([
      [99, null],
      [12, 'Produit 12'],
    ]);
    await page.fetchMissing();
    expect([...asked].sort((a, b) => a - b)).toEqual([12, 99]);
  });
});
