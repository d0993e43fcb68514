import { describe, expect, it } from 'vitest';
import { findSize } from './line-from-product';

const product = { productSizes: [{ productSizeId: 1038, size: '38', quantity: 2 }, { productSizeId: 1040, size: '40', quantity: 0 }, { productSizeId: 38, size: 'T. Unique', quantity: 1 }] } as never;

describe('the size a shopper names (issue 35 item 19)', () => {
  it('is found by its id, or by its label as listed', () => {
    expect(findSize(product, 1038)).toMatchObject({ productSizeId: 1038 });
    expect(findSize(product, '1040')).toMatchObject({ productSizeId: 1040 });
    expect(findSize(product, '40')).toMatchObject({ productSizeId: 1040 });
    expect(findSize(product, ' t.  unique ')).toMatchObject({ productSizeId: 38 });
  });

  it('reads an id first, and a number given as a number is an id only', () => {
    expect(findSize(product, '38')).toMatchObject({ productSizeId: 38 });
    expect(findSize(product, 40)).toBeUndefined();
    expect(findSize(product, '42')).toBeUndefined();
  });
});
