import { describe, expect, it } from 'vitest';
import { WHOLE_SHUFFLE_LIMIT, associate, type Associable } from './associations';
import { ProductPlan } from './product-plan';
import { Random } from './random';

function expectSane(products: readonly Associable[], all = products): void {
  const byId = new Map(all.map((p) => [p.id, p]));
  for (const product of products) {
    expect(product.associatedIds.length).toBeGreaterThanOrEqual(4);
    expect(product.associatedIds.length).toBeLessThanOrEqual(8);
    expect(new Set(product.associatedIds).size).toBe(product.associatedIds.length);
    expect(product.associatedIds).not.toContain(product.id);
    for (const id of product.associatedIds) {
      const other = byId.get(id)!;
      expect(other.brandId === product.brandId || other.categoryId === product.categoryId).toBe(true);
    }
    const sameCategory = product.associatedIds.filter((id) => byId.get(id)!.categoryId === product.categoryId).length;
    expect(sameCategory).toBeGreaterThanOrEqual(2);
  }
}

describe('associated products', () => {
  it('are sane in a catalogue whose lists are longer than a whole shuffle', () => {
    const { summaries } = ProductPlan.create(new Random(42), 5_000);
    const categorySizes = new Map<number, number>();
    for (const p of summaries) categorySizes.set(p.categoryId, (categorySizes.get(p.categoryId) ?? 0) + 1);
    expect(Math.max(...categorySizes.values())).toBeGreaterThan(WHOLE_SHUFFLE_LIMIT);
    expectSane(summaries);
  });

  it('still find 4 when a long brand sits almost all in one category', () => {
    const products: Associable[] = Array.from({ length: 600 }, (_, i) => ({
      id: i + 1,
      brandId: i < 590 ? 1 : 2,
      categoryId: i < 580 ? 10 : 20 + (i % 3),
      associatedIds: [],
    }));
    associate(products, new Random(3));
    expectSane(products.filter((p) => p.categoryId === 10), products);
    for (const product of products) expect(product.associatedIds.length).toBeGreaterThanOrEqual(2);
  });
});
