import { describe, expect, it } from 'vitest';
import { categoryNode } from './categories';
import { generateCatalogue } from './generate-catalogue';
import { NEW_PRODUCT_DAYS, REFERENCE_DATE, TOP_SALE_RANK } from './products';

const { products, brands } = generateCatalogue();
const STORE_PRICE_KEYS = ['fr', 'es', 'it', 'be', 'de', 'ie'];
const discounted = (p: (typeof products)[number]) => p.prices.fr.originalPrice !== null;

describe('generated products', () => {
  it('have catalogue-wide unique productSizeIds and ranked sizes', () => {
    const ids = products.flatMap((p) => p.sizes.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const product of products) {
      expect(product.sizes.length).toBeGreaterThan(0);
      expect(product.sizes.map((s) => s.rank)).toEqual(product.sizes.map((_, i) => i + 1));
    }
  });

  it('use the size ranges of their kind', () => {
    const labels = (kind: string) => new Set(products.filter((p) => p.sizeKind === kind).flatMap((p) => p.sizes.map((s) => s.label)));
    expect([...labels('unique')]).toEqual(['TU']);
    expect(labels('clothing')).toContain('XS');
    expect(labels('clothing')).toContain('XXL');
    expect(labels('shoes')).toContain('36');
    expect(labels('shoes')).toContain('46');
  });

  it('have low stock, sold-out sizes and a few fully sold-out products', () => {
    const sizes = products.flatMap((p) => p.sizes);
    expect(sizes.some((s) => s.stock > 0 && s.stock <= 2)).toBe(true);
    expect(sizes.some((s) => s.stock === 0)).toBe(true);
    const soldOut = products.filter((p) => p.sizes.every((s) => s.stock === 0)).length;
    expect(soldOut).toBeGreaterThan(0);
    expect(soldOut).toBeLessThan(products.length * 0.05);
  });

  it('are priced in cents in every store country, with a higher original price when discounted', () => {
    for (const product of products) {
      expect(Object.keys(product.prices).sort()).toEqual([...STORE_PRICE_KEYS].sort());
      for (const { price, originalPrice } of Object.values(product.prices)) {
        expect(Number.isInteger(price)).toBe(true);
        expect(price).toBeGreaterThan(0);
        if (originalPrice !== null) expect(originalPrice).toBeGreaterThan(price);
        expect(originalPrice === null).toBe(!discounted(product));
      }
    }
    const share = products.filter(discounted).length / products.length;
    expect(share).toBeGreaterThan(0.22);
    expect(share).toBeLessThan(0.4);
  });

  it('are priced realistically per type', () => {
    const euros = (type: string) => products
      .filter((p) => p.names.en.includes(` - ${type} `))
      .map((p) => (p.prices.fr.originalPrice ?? p.prices.fr.price) / 100);
    const tees = euros('T-shirt');
    expect(Math.min(...tees)).toBeGreaterThanOrEqual(24);
    expect(Math.max(...tees)).toBeLessThan(46);
    const hoodies = euros('Hoodie');
    expect(Math.min(...hoodies)).toBeGreaterThanOrEqual(59);
    expect(Math.max(...hoodies)).toBeLessThan(111);
  });

  it('carry labels consistent with their data', () => {
    const reference = Date.parse(`${REFERENCE_DATE}T00:00:00.000Z`);
    for (const product of products) {
      if (product.label === 'promo' || product.label === 'flash_sale') expect(discounted(product)).toBe(true);
      if (discounted(product)) expect(['promo', 'flash_sale']).toContain(product.label);
      if (product.label === 'new') expect(reference - Date.parse(product.createdAt)).toBeLessThan(NEW_PRODUCT_DAYS * 86_400_000);
      if (product.label === 'top_sale') expect(product.salesRank).toBeLessThanOrEqual(TOP_SALE_RANK);
      expect(Date.parse(product.createdAt)).toBeLessThanOrEqual(reference);
    }
    for (const label of ['promo', 'flash_sale', 'top_sale', 'new']) expect(products.some((p) => p.label === label)).toBe(true);
  });

  it('have market labels, outlet-only and hidden products in sensible shares', () => {
    expect(products.some((p) => p.marketLabels.includes('eco_friendly'))).toBe(true);
    expect(products.some((p) => p.marketLabels.includes('exclusivity'))).toBe(true);
    const outlet = products.filter((p) => p.isOnlyOutlet).length / products.length;
    expect(outlet).toBeGreaterThan(0.04);
    expect(outlet).toBeLessThan(0.13);
    const hidden = products.filter((p) => !p.displayInListing).length;
    expect(hidden).toBeGreaterThan(0);
    expect(hidden).toBeLessThan(products.length * 0.05);
  });

  it('rank sales as a permutation of 1..N', () => {
    const ranks = products.map((p) => p.salesRank).sort((a, b) => a - b);
    expect(ranks).toEqual(products.map((_, i) => i + 1));
  });

  it('have 2 to 4 photos with exactly one default: front, back, close-up, side of their kind in their colour', () => {
    for (const product of products) {
      expect(product.pictures.length).toBeGreaterThanOrEqual(2);
      expect(product.pictures.length).toBeLessThanOrEqual(4);
      expect(product.pictures.filter((p) => p.default)).toHaveLength(1);
      expect(product.pictures[0].default).toBe(true);
      const kind = categoryNode(product.categoryId).type!.kind;
      expect(product.pictures.map((picture) => picture.path)).toEqual(['front', 'back', 'detail', 'side'].slice(0, product.pictures.length)
        .map((view) => `pictures/${kind}-${product.color.hex.slice(1)}-${view}.jpg`));
    }
  });

  it('associate 4 to 8 other products of the same brand or category', () => {
    const byId = new Map(products.map((p) => [p.id, p]));
    for (const product of products) {
      expect(product.associatedIds.length).toBeGreaterThanOrEqual(4);
      expect(product.associatedIds.length).toBeLessThanOrEqual(8);
      expect(new Set(product.associatedIds).size).toBe(product.associatedIds.length);
      for (const id of product.associatedIds) {
        const other = byId.get(id)!;
        expect(id).not.toBe(product.id);
        expect(other.brandId === product.brandId || other.categoryId === product.categoryId).toBe(true);
      }
    }
  });

  it('carry weights, scores, manufacturing country and informations', () => {
    for (const product of products) {
      expect(product.weightGrams).toBeGreaterThan(0);
      expect(product.manufactured).toMatch(/^[A-Z]{2}$/);
      expect(product.scores.average).toBeGreaterThanOrEqual(0);
      expect(product.scores.average).toBeLessThanOrEqual(5);
      expect(product.scores.count === 0).toBe(product.scores.average === 0);
      expect(product.informations.fr.map((i) => i.label)).toContain('Composition');
    }
  });

  it('name the brand and the colour in every language', () => {
    for (const product of products.slice(0, 50)) {
      const brand = brands.find((b) => b.id === product.brandId)!;
      for (const [locale, name] of Object.entries(product.names)) {
        expect(name).toContain(brand.name);
        expect(name).toContain(product.color.names[locale as keyof typeof product.names]);
      }
    }
  });
});
