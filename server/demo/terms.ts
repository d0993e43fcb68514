/**
 * The demo catalogue's terms (catalogue_terms): colours, materials, ranges, sizes and genders, each
 * a key (what products, filters and URLs hold) with its name in the six languages, in the order a
 * filter lists them. Shoppers read the names: "Schwarz", "Bio-Baumwolle", "4-5 Jahre".
 */
import type { CatTerm, SizeKind } from '../catalogue/catalogue-service';
import type { Localized } from '../../src/domain/store/locales';
import { ADULT_CLOTHING, KIDS_CLOTHING, SHOES, UNIQUE_SIZE_LABEL } from './sizes-prices';
import { l6, localized } from './text';
import { COLOURS, GENDER_NAMES, MATERIALS, RANGES } from './words';

const AGES = l6('ans', 'años', 'anni', 'jaar', 'Jahre', 'years');
const ONE_SIZE = l6('Taille unique', 'Talla única', 'Taglia unica', 'Eenheidsmaat', 'Einheitsgröße', 'One size');

const same = (label: string): Localized => localized(() => label);

interface DemoSize { key: string; names: Localized; kind: SizeKind }

function sizes(): DemoSize[] {
  const shoes = [...new Set(Object.values(SHOES).flat())].sort((a, b) => a - b).map(String);
  return [
    ...ADULT_CLOTHING.map((key) => ({ key, names: same(key), kind: 'clothing' as const })),
    ...KIDS_CLOTHING.map((key) => ({ key, names: localized((locale) => `${key} ${AGES[locale]}`), kind: 'clothing' as const })),
    ...shoes.map((key) => ({ key, names: same(key), kind: 'shoes' as const })),
    { key: UNIQUE_SIZE_LABEL, names: { ...ONE_SIZE }, kind: 'unique' },
  ];
}

export function buildTerms(): CatTerm[] {
  const term = (kind: CatTerm['kind'], key: string, names: Localized, position: number, extra: Partial<Pick<CatTerm, 'hex' | 'sizeKind'>> = {}): CatTerm =>
    ({ kind, key, names: { ...names }, hex: extra.hex ?? null, sizeKind: extra.sizeKind ?? null, position });
  return [
    ...COLOURS.map((colour, position) => term('colour', colour.code, colour.names, position, { hex: colour.hex })),
    ...MATERIALS.map((material, position) => term('material', material.code, material.names, position)),
    ...RANGES.map((range, position) => term('range', range.key, range.names, position)),
    ...sizes().map((size, position) => term('size', size.key, size.names, position, { sizeKind: size.kind })),
    ...Object.entries(GENDER_NAMES).map(([key, names], position) => term('gender', key, names, position)),
  ];
}
