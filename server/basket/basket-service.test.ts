import { describe, expect, it } from 'vitest';
import { wantedLines } from './basket-service';

describe('wanted lines (the basket and an order alike)', () => {
  it('adds up the same product and size', () => {
    expect(wantedLines([{ productId: 1, productSizeId: 2, quantity: 1 }, { productId: 1, productSizeId: 2, quantity: 2 }, { productId: 1, productSizeId: 3, quantity: 1 }]))
      .toEqual([{ productId: 1, productSizeId: 2, quantity: 3 }, { productId: 1, productSizeId: 3, quantity: 1 }]);
  });
});
