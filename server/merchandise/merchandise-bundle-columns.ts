/**
 * The columns of products.csv (and the fields of products.jsonl), in the order an export writes
 * them (docs/catalogue-format.md "products.csv"). One row per size: the size columns change from
 * row to row, the product's own columns are repeated or left empty on its other rows.
 */
import { closest, distance } from 'fastest-levenshtein';
import { PRICE_COUNTRIES } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES } from '../../src/domain/store/locales';

export interface Column {
  name: string;
  /** `size`: a value per row; `product`: one value per product. */
  scope: 'product' | 'size';
  /** A CSV without it is refused (a JSON Lines record may leave a product's columns out). */
  required: boolean;
  description: string;
}

const column = (name: string, scope: Column['scope'], required: boolean, description: string): Column => ({ name, scope, required, description });
const perLocale = (field: string, required: boolean, description: string) =>
  LOCALE_CODES.map((locale) => column(`${field}_${locale}`, 'product', required, `${description} (${locale})`));
const perCountry = (field: string, description: string) =>
  PRICE_COUNTRIES.map((country) => column(`${field}_${country}`, 'product', false, `${description} (${country})`));

export const COLUMNS: readonly Column[] = [
  column('product_key', 'product', true, "The merchant's product key, on every row: letters, digits, - _ . /"),
  column('sku', 'size', true, "The size's SKU, unique in the bundle"),
  column('gtin', 'size', false, 'EAN-13 / GTIN-8, 12 or 14 of the size, or empty'),
  column('model_key', 'product', false, 'Colour variants of one model share it'),
  column('size', 'size', true, 'A size key of sizes.json'),
  column('stock', 'size', true, 'Items in stock, a whole number from 0'),
  column('brand', 'product', true, 'A brand key of brands.json'),
  column('artists', 'product', false, 'Artist keys of artists.json, separated by |'),
  column('category', 'product', true, 'A leaf of categories.json'),
  column('gender', 'product', true, 'men, women, kids or unisex'),
  column('colour', 'product', true, 'A colour key of colours.json'),
  column('material', 'product', true, 'A material key of materials.json'),
  column('range', 'product', true, 'A range key of ranges.json'),
  ...perLocale('name', true, 'Name'),
  ...perLocale('slug', true, 'URL slug: a-z, 0-9 and hyphens, unique per language'),
  ...perLocale('description', false, 'Description'),
  ...perLocale('composition', false, 'Composition'),
  ...perLocale('care', false, 'Care'),
  ...perCountry('price', 'Price in EUR, a point and at most 2 decimals; empty: not sold there'),
  ...perCountry('original_price', 'Crossed-out price in EUR, above the price; empty: not discounted'),
  column('label', 'product', false, 'new, top_sale, flash_sale, promo or empty'),
  column('market_labels', 'product', false, 'eco_friendly and/or exclusivity, separated by |'),
  column('outlet_only', 'product', false, 'yes or no (empty: no)'),
  column('publish_at', 'product', false, 'Shown from this date or instant (2026-12-01 or 2026-12-01T08:00:00Z); empty: now'),
  column('unpublish_at', 'product', false, 'Hidden from this date or instant; empty: never'),
  column('pictures', 'product', false, 'pictures/<file> names or https URLs, separated by |, in display order'),
  column('watermark', 'product', false, 'A pictures/<file> name or https URL: a mark drawn in the top right corner of the product’s pictures in listings; empty: none'),
  column('weight_grams', 'product', true, 'Weight in grams, a whole number'),
  column('made_in', 'product', false, 'Country of manufacture, an ISO code (PT, IT…)'),
  column('associated', 'product', false, 'Product keys shown as associated products, separated by |'),
  column('sales_rank', 'product', false, '1 = best seller; empty: after every ranked product'),
];

export const COLUMN_NAMES: readonly string[] = COLUMNS.map((each) => each.name);
const BY_NAME = new Map(COLUMNS.map((each) => [each.name, each]));
export const PRODUCT_COLUMNS: readonly string[] = COLUMNS.filter((each) => each.scope === 'product' && each.name !== 'product_key').map((each) => each.name);
export const columnNamed = (name: string): Column | undefined => BY_NAME.get(name);
/** A product column's place in a product's cells (an array: a map per product would weigh more than the product). */
export const PRODUCT_COLUMN_INDEX: ReadonlyMap<string, number> = new Map(PRODUCT_COLUMNS.map((name, index) => [name, index]));

export const unknownColumnText = (name: string): string => {
  const near = closest(name, COLUMN_NAMES as string[]);
  return `unknown column ${JSON.stringify(name)}${distance(name, near) <= 2 ? ` (did you mean "${near}"?)` : ''}`;
};

/** A CSV header read: each position's column name (null: a column without a name, ignored) and its problems. */
export interface Header {
  names: (string | null)[];
  present: Set<string>;
  problems: string[];
}

export function readHeader(cells: string[]): Header {
  const names = cells.map((cell) => cell.trim().toLowerCase() || null);
  const problems: string[] = [];
  if (cells.length === 1 && /[;\t]/.test(cells[0])) {
    problems.push(`the columns are separated by ${cells[0].includes(';') ? '";"' : 'tabs'}: the format uses commas (save as "CSV UTF-8, comma-separated")`);
    return { names, present: new Set(), problems };
  }
  const seen = new Map<string, number>();
  names.forEach((name, index) => {
    if (name === null) return;
    if (seen.has(name)) problems.push(`column ${JSON.stringify(name)} appears twice (columns ${seen.get(name)! + 1} and ${index + 1})`);
    else seen.set(name, index);
    if (!BY_NAME.has(name)) problems.push(unknownColumnText(name));
  });
  const missing = COLUMNS.filter((each) => each.required && !seen.has(each.name)).map((each) => each.name);
  if (missing.length > 0) problems.push(`missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`);
  return { names, present: new Set(seen.keys()), problems };
}
