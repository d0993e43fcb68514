import { describe, expect, it } from 'vitest';
import { LISTING_SWATCHES, listingSwatches } from './colour-family';

const family = (count: number) => Array.from({ length: count }, (_, index) => ({ productId: 100 + index }));
const ids = (members: { productId: number }[]) => members.map((member) => member.productId);

describe('listingSwatches', () => {
  it('shows at most five swatches, the card’s own colour first, and counts the rest', () => {
    expect(LISTING_SWATCHES).toBe(5);
    expect(listingSwatches(family(7), 103)).toEqual({ shown: [{ productId: 103 }, { productId: 100 }, { productId: 101 }, { productId: 102 }, { productId: 104 }], more: 2 });
  });

  it('shows every colour of a family of five or fewer, with no "+N"', () => {
    expect(listingSwatches(family(5), 104)).toEqual({ shown: family(5).slice(4).concat(family(5).slice(0, 4)), more: 0 });
    expect(ids(listingSwatches(family(2), 100).shown)).toEqual([100, 101]);
  });

  it('shows nothing for a product alone in its model, or not in the family', () => {
    expect(listingSwatches(family(1), 100)).toEqual({ shown: [], more: 0 });
    expect(listingSwatches(family(3), 999)).toEqual({ shown: [], more: 0 });
    expect(listingSwatches([], 100)).toEqual({ shown: [], more: 0 });
  });

  it('keeps to a smaller limit', () => {
    expect(listingSwatches(family(4), 101, 2)).toEqual({ shown: [{ productId: 101 }, { productId: 100 }], more: 2 });
  });
});

describe('oncePerModel', () => {
  it('keeps the first product of each model and every product without one, in order', async () => {
    const { oncePerModel } = await import('./colour-family');
    const hits = [{ id: 1, modelKey: 'A' }, { id: 2 }, { id: 3, modelKey: 'A' }, { id: 4, modelKey: 'B' }, { id: 5, modelKey: null }, { id: 6 }, { id: 7, modelKey: 'B' }];
    expect(oncePerModel(hits).map((hit) => hit.id)).toEqual([1, 2, 4, 5, 6]);
  });
});
