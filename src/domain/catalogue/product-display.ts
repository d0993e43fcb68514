import type { CategoryRef, ProductSize } from './product';

/** SPEC §9: more than 7 sizes shows 'several sizes available'; no size shows 'unique size'. */
export const MAX_LISTED_SIZES = 7;
/** SPEC §9: low stock when 2 or less. */
export const LOW_STOCK_THRESHOLD = 2;

export type SizeAvailability =
  | { kind: 'unique' }
  | { kind: 'several'; count: number }
  | { kind: 'list'; sizes: string[] };

export function sizeAvailability(sizes: readonly { size: string }[]): SizeAvailability {
  if (sizes.length === 0) return { kind: 'unique' };
  if (sizes.length > MAX_LISTED_SIZES) return { kind: 'several', count: sizes.length };
  return { kind: 'list', sizes: sizes.map((entry) => entry.size) };
}

export type StockLevel = 'sold-out' | 'low' | 'available';

export function stockLevel(quantity: number): StockLevel {
  if (quantity <= 0) return 'sold-out';
  if (quantity <= LOW_STOCK_THRESHOLD) return 'low';
  return 'available';
}

/** Sizes in display order (rank), each with its stock level. */
export function sizesWithStock(sizes: readonly ProductSize[]): (ProductSize & { stock: StockLevel })[] {
  return [...sizes].sort((a, b) => a.rank - b.rank).map((size) => ({ ...size, stock: stockLevel(size.quantity) }));
}

/** Category names from the root (gender) down to the product's own category. */
export function categoryPath(category: CategoryRef | null | undefined): string[] {
  const names: string[] = [];
  for (let current = category; current; current = current.parent) names.unshift(current.name);
  return names;
}

/** SPEC §9: free shipping is shown when the price reaches the free-shipping amount (euros). */
export function qualifiesForFreeShipping(priceEuros: number, freeShippingAmountEuros: number): boolean {
  return freeShippingAmountEuros > 0 && priceEuros >= freeShippingAmountEuros;
}

/** The default picture, else the first one, else null. */
export function defaultPicture<P extends { default: boolean }>(pictures: readonly P[]): P | null {
  return pictures.find((picture) => picture.default) ?? pictures[0] ?? null;
}
