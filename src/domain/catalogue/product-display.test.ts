import { describe, expect, it } from 'vitest';
import {
  categoryPath,
  defaultPicture,
  qualifiesForFreeShipping,
  sizeAvailability,
  sizesWithStock,
  stockLevel,
} from './product-display';
import { productPath } from '../routing/listing-slugs';

const size = (label: string, rank: number, quantity: number) => ({
  id: rank,
  productSizeId: 100 + rank,
  size: label,
  rank,
  value: label,
  quantity,
});

describe('product display rules', () => {
  it('says unique size when there is none and several sizes past seven', () => {
    expect(sizeAvailability([])).toEqual({ kind: 'unique' });
    expect(sizeAvailability(['S', 'M'].map((s) => ({ size: s })))).toEqual({ kind: 'list', sizes: ['S', 'M'] });
    const eight = Array.from({ length: 8 }, (_, i) => ({ size: String(36 + i) }));
    expect(sizeAvailability(eight)).toEqual({ kind: 'several', count: 8 });
  });

  it('flags stock at 2 or less as low', () => {
    expect(stockLevel(0)).toBe('sold-out');
    expect(stockLevel(2)).toBe('low');
    expect(stockLevel(3)).toBe('available');
  });

  it('orders sizes by rank', () => {
    const sorted = sizesWithStock([size('L', 3, 5), size('S', 1, 0), size('M', 2, 1)]);
    expect(sorted.map((s) => `${s.size}:${s.stock}`)).toEqual(['S:sold-out', 'M:low', 'L:available']);
  });

  it('builds the category path from the root', () => {
    const category = { id: 3, name: 'T-shirts', slug: 't', parent: { id: 2, name: 'Clothing', slug: 'c', parent: { id: 1, name: 'Men', slug: 'm' } } };
    expect(categoryPath(category)).toEqual(['Men', 'Clothing', 'T-shirts']);
    expect(categoryPath(undefined)).toEqual([]);
  });

  it('shows free shipping from the threshold on', () => {
    expect(qualifiesForFreeShipping(99, 99)).toBe(true);
    expect(qualifiesForFreeShipping(98.99, 99)).toBe(false);
  });

  it('picks the default picture, else the first', () => {
    expect(defaultPicture([{ url: 'a', default: false }, { url: 'b', default: true }])?.url).toBe('b');
    expect(defaultPicture([{ url: 'a', default: false }])?.url).toBe('a');
    expect(defaultPicture([])).toBeNull();
  });

  it('makes store-relative product paths', () => {
    expect(productPath('logo-tee-12')).toBe('/p/logo-tee-12');
  });
});
