/**
 * The demo's size guides (issue 38): one per gender's clothing and shoes (the family categories,
 * so every type below them has one), body measurements and a few of the garment's, in cm; and one
 * brand's own clothing guide for men (the first brand cuts slimmer), to show a brand's guide
 * before its category's. Deterministic: the same for every seed.
 */
import type { BundleSizeGuideRow, SizeGuideKind, SizeGuideMeasure } from '../../src/domain/catalogue/size-guide';
import { BRANDS } from './brands';
import { CATEGORY_NODES } from './categories';
import type { GenderKey } from './category-words';
import { ADULT_CLOTHING, KIDS_CLOTHING, SHOES } from './sizes-prices';

type Cells = [SizeGuideKind, SizeGuideMeasure, number, number][];

/** Body chest/waist/hips ranges for an adult size at `index` (XS = 0), from `chest` and a step. */
function adultClothing(index: number, chest: number, waist: number, hips: number, slim = 0): Cells {
  const step = 6;
  const from = (base: number) => base + index * step - slim;
  return [
    ['body', 'chest', from(chest), from(chest) + 4],
    ['body', 'waist', from(waist), from(waist) + 4],
    ['body', 'hips', from(hips), from(hips) + 4],
    ['garment', 'length', 66 + index * 2, 66 + index * 2],
    ['garment', 'width', (from(chest) + 10) / 2, (from(chest) + 10) / 2],
  ];
}

function kidsClothing(index: number): Cells {
  return [
    ['body', 'chest', 56 + index * 5, 60 + index * 5],
    ['body', 'waist', 52 + index * 3, 55 + index * 3],
    ['garment', 'length', 42 + index * 5, 42 + index * 5],
  ];
}

/** Foot length in cm of a European shoe size (Paris point: 2/3 cm, less the room a shoe leaves). */
const footLength = (size: number): number => Math.round(((size * 2) / 3 - 1.5) * 10) / 10;

function familyKey(gender: GenderKey, family: 'clothing' | 'shoes'): string {
  const node = CATEGORY_NODES.find((each) => each.gender === gender && each.family === family && each.type === undefined);
  if (!node) throw new Error(`No ${family} category for ${gender}`);
  return String(node.category.id);
}

const rowsOf = (category: string, brand: string | null, size: string, cells: Cells): BundleSizeGuideRow[] =>
  cells.map(([kind, measure, from, to]) => ({ category, brand, size, kind, measure, minMm: Math.round(from * 10), maxMm: Math.round(to * 10) }));

export function demoSizeGuides(): BundleSizeGuideRow[] {
  const rows: BundleSizeGuideRow[] = [];
  const adult = { men: { chest: 82, waist: 70, hips: 84 }, women: { chest: 78, waist: 60, hips: 86 } } as const;
  for (const gender of ['men', 'women'] as const) {
    const category = familyKey(gender, 'clothing');
    const base = adult[gender];
    ADULT_CLOTHING.forEach((size, index) => rows.push(...rowsOf(category, null, size, adultClothing(index, base.chest, base.waist, base.hips))));
  }
  KIDS_CLOTHING.forEach((size, index) => rows.push(...rowsOf(familyKey('kids', 'clothing'), null, size, kidsClothing(index))));
  // The first brand's own guide for men's clothing: a slimmer cut, 2 cm less everywhere.
  const brand = BRANDS[0].slug;
  const men = familyKey('men', 'clothing');
  ADULT_CLOTHING.forEach((size, index) => rows.push(...rowsOf(men, brand, size, adultClothing(index, adult.men.chest, adult.men.waist, adult.men.hips, 2))));
  for (const gender of ['men', 'women', 'kids'] as const) {
    const category = familyKey(gender, 'shoes');
    for (const size of SHOES[gender]) rows.push(...rowsOf(category, null, String(size), [['body', 'foot_length', footLength(size), footLength(size)]]));
  }
  return rows;
}
