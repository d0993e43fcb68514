/** Sizes with stock and per-country prices (integer cents) of a generated product. */
import type { CatPrice, CatSize, SizeKind } from '../catalogue/catalogue-service';
import type { GenderKey } from './category-words';
import type { Random } from './random';

export const ADULT_CLOTHING = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
/** Ages in years. */
export const KIDS_CLOTHING = ['4-5', '6-7', '8-9', '10-11', '12-13', '14-15'];
export const SHOES: Record<GenderKey, number[]> = {
  men: [39, 40, 41, 42, 43, 44, 45, 46],
  women: [36, 37, 38, 39, 40, 41],
  kids: [28, 29, 30, 31, 32, 33, 34, 35],
};

export const UNIQUE_SIZE_LABEL = 'TU';

function sizeLabels(kind: SizeKind, gender: GenderKey, random: Random): string[] {
  if (kind === 'unique') return [UNIQUE_SIZE_LABEL];
  if (kind === 'shoes') return SHOES[gender].map(String);
  if (gender === 'kids') return KIDS_CLOTHING;
  // Not every garment comes in the extreme sizes.
  const from = random.chance(0.3) ? 1 : 0;
  const to = random.chance(0.25) ? 5 : 6;
  return ADULT_CLOTHING.slice(from, to);
}

function stockLevel(random: Random): number {
  const roll = random.next();
  if (roll < 0.1) return 0;
  if (roll < 0.25) return random.int(1, 2);
  return random.int(3, 60);
}

/** One-size items are stocked deeper, but some still run low or out. */
function uniqueStockLevel(random: Random): number {
  return random.chance(0.12) ? random.int(0, 2) : random.int(5, 120);
}

/** `nextSizeId` hands out productSizeIds unique across the catalogue. */
export function buildSizes(
  kind: SizeKind,
  gender: GenderKey,
  soldOut: boolean,
  random: Random,
  nextSizeId: () => number,
): CatSize[] {
  return sizeLabels(kind, gender, random).map((label, index) => ({
    id: nextSizeId(),
    label,
    rank: index + 1,
    stock: soldOut ? 0 : kind === 'unique' ? uniqueStockLevel(random) : stockLevel(random),
  }));
}

/** Store countries' price keys and their small price differences. */
const COUNTRY_FACTORS: Record<string, number> = { fr: 1, be: 1, es: 0.97, it: 1.01, de: 0.99, ie: 1.04 };
export const PRICE_COUNTRIES = Object.keys(COUNTRY_FACTORS);

const DISCOUNTS = [10, 15, 20, 25, 30, 40, 50];
const OUTLET_DISCOUNTS = [30, 40, 50, 60];

/** Whole euros minus one cent (34.99 €). */
const endIn99 = (euros: number): number => Math.max(1, Math.round(euros)) * 100 - 1;

/** Discounted price rounded to the ten cents below, ending in 9 (27.99 €, 27.49 €). */
function discounted(original: number, percent: number): number {
  const value = Math.round((original * (100 - percent)) / 1000) * 10 - 1;
  return Math.min(value, original - 100);
}

export interface PriceChoice {
  prices: Record<string, CatPrice>;
  discountPercent: number;
}

export function buildPrices(range: [number, number], discount: 'none' | 'sale' | 'outlet', random: Random): PriceChoice {
  const base = random.int(range[0], range[1]);
  const percent = discount === 'none' ? 0 : random.pick(discount === 'outlet' ? OUTLET_DISCOUNTS : DISCOUNTS);
  const prices: Record<string, CatPrice> = {};
  for (const country of PRICE_COUNTRIES) {
    const original = endIn99(base * COUNTRY_FACTORS[country]);
    prices[country] = percent === 0
      ? { price: original, originalPrice: null }
      : { price: discounted(original, percent), originalPrice: original };
  }
  return { prices, discountPercent: percent };
}
