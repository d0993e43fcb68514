/**
 * A merchant's catalogue bundle (issue 32, DESIGN 17, docs/catalogue-format.md): what an import
 * reads and an export writes, once the files are parsed. Keys are the merchant's (product key, size
 * SKU, brand, category, colour… keys); ids are the shop's and never appear in a bundle. Money in
 * integer cents. Pure rules only: how a cell reads as a price, a stock or a date, how a problem is
 * located and worded. Reading the files (CSV, JSON Lines, archives) is the server's.
 */
import { LOCALE_CODES, type LocaleCode, type Localized } from '../store/locales';
import type { PromotionInput } from '../promotions/promotion-input';
import type { DeliveryBundle } from './carrier-terms';
import type { BundleSizeGuideRow } from './size-guide';
import type { Gender, MarketLabelClass, ProductLabel } from './product';

/** Countries a product is priced in: one price column per store country (`price_fr`, `price_be`, …). */
export const PRICE_COUNTRIES = ['fr', 'es', 'it', 'be', 'de', 'ie'] as const;
export type PriceCountry = (typeof PRICE_COUNTRIES)[number];

export const GENDERS: readonly Gender[] = ['men', 'women', 'kids', 'unisex'];
export const PRODUCT_LABELS: readonly ProductLabel[] = ['new', 'top_sale', 'flash_sale', 'promo'];
export const MARKET_LABELS: readonly MarketLabelClass[] = ['eco_friendly', 'exclusivity'];

/** Where a problem is: a file, and a line (1 = the header row of a CSV) or a field when known. */
export interface BundleProblem {
  file: string;
  line?: number;
  /** A CSV column or a JSON field (`categories[3].parent`). */
  field?: string;
  message: string;
}

/** `products.csv:812: price_de "12,5O" is not a price`, the way every problem is shown. */
export function problemText(problem: BundleProblem): string {
  return `${problem.file}${problem.line === undefined ? '' : `:${problem.line}`}: ${problem.message}`;
}

export interface BundleBrand {
  /** Also its slug in URLs. */
  key: string;
  name: string;
  /** Sold only on the first brand's stores (SPEC §2). */
  restricted: boolean;
}

export interface BundleArtist {
  key: string;
  name: string;
}

/** A node of the category tree: gender (level 1) → family (2) → type (3); products sit on a leaf. */
export interface BundleCategory {
  key: string;
  parent: string | null;
  names: Localized;
  slugs: Localized;
}

/** A colour, material, range or size: a key and its name in each language. */
export interface BundleTerm {
  key: string;
  names: Localized;
}

export interface BundleColour extends BundleTerm {
  /** `#rrggbb`, the swatch. */
  hex: string;
}

/** A country the shop delivers to (countries.json): which store sells there, and its VAT. */
export interface BundleCountry {
  /** ISO 3166-1 alpha-2, upper case: `FR`. */
  code: string;
  /** The store whose prices and language the country's shoppers get. */
  store: string;
  names: Localized;
  /** VAT in percent (20, 5.5), for the prices shown without it. */
  vatRate: number;
  /** Orders may be delivered there (false: the country is listed, not delivered). */
  delivered: boolean;
}

/** Sizes in the order a size selector lists them. */
export interface BundleSize extends BundleTerm {
  /** Clothing, shoes or one size: products use sizes of one kind. */
  kind: 'clothing' | 'shoes' | 'unique';
}

/** One size of a product: a row of products.csv. */
export interface BundleProductSize {
  sku: string;
  /** EAN-13 / GTIN-8/12/14, digits only, or null. */
  gtin: string | null;
  /** A key of sizes.json. */
  size: string;
  stock: number;
}

export interface BundleProductText {
  name: string;
  slug: string;
  description: string;
  composition: string;
  care: string;
}

export interface BundlePrice {
  price: number;
  /** The crossed-out price, or null when not discounted. */
  originalPrice: number | null;
}

export interface BundleProduct {
  key: string;
  /** Colour variants of one model share it, or null. */
  modelKey: string | null;
  brand: string;
  artists: string[];
  /** A leaf of categories.json. */
  category: string;
  gender: Gender;
  colour: string;
  material: string;
  range: string;
  texts: Localized<BundleProductText>;
  /** Where the product is sold: a store without a price does not sell it. */
  prices: Partial<Record<PriceCountry, BundlePrice>>;
  sizes: BundleProductSize[];
  label: ProductLabel | null;
  marketLabels: MarketLabelClass[];
  outletOnly: boolean;
  /** ISO instants: shown from, hidden from; null: always. */
  publishAt: string | null;
  unpublishAt: string | null;
  /** File names inside the bundle (`pictures/…`) or https URLs, in display order; the first is the default. */
  pictures: string[];
  /** A file name inside the bundle or an https URL: the mark drawn in the top right corner of the product's pictures in listings; null: none. */
  watermark: string | null;
  weightGrams: number;
  /** Country of manufacture, as printed on the product page. */
  madeIn: string;
  /** Product keys shown as "associated" on the product page. */
  associated: string[];
  /** 1 = best seller; null: after every ranked product. */
  salesRank: number | null;
}

/** Every picture a product names: its pictures, then its watermark. */
export const pictureReferences = (product: Pick<BundleProduct, 'pictures' | 'watermark'>): string[] =>
  product.watermark ? [...product.pictures, product.watermark] : product.pictures;

/** Everything a bundle holds once read (content and promotions come with issue 34). */
export interface CatalogueBundle {
  brands: BundleBrand[];
  artists: BundleArtist[];
  categories: BundleCategory[];
  colours: BundleColour[];
  materials: BundleTerm[];
  ranges: BundleTerm[];
  sizes: BundleSize[];
  products: BundleProduct[];
  /** A store's overrides of the storefront's words (texts/<store>.json), by store id. */
  texts: Record<string, Record<string, string>>;
  /** The countries the bundle sets (countries.json, optional: none leaves the shop's as they are). */
  countries: BundleCountry[];
  /** The delivery terms the bundle sets (delivery.json, optional: none leaves the shop's as they are; issue 34). */
  delivery?: DeliveryBundle;
  /** The merchant's content (content/pages/<store>/<key>.md, content/site.json; optional): written as new versions. */
  content?: BundleContentEntry[];
  /** The promotions the bundle sets (promotions.json, optional: each set by its code, the others left as they are; issue 34). */
  promotions?: BundlePromotion[];
  /** The size guides (size-guides.csv, optional: none leaves the shop's as they are; issue 38). */
  sizeGuides?: BundleSizeGuideRow[];
}

/** A promotion of promotions.json: the admin API's body (euros, ISO dates, keys), and whether it is disabled. */
export type BundlePromotion = PromotionInput & { disabled?: boolean };

/** A content entry a bundle sets (issue 34, server/content): its body checked for its kind. */
export interface BundleContentEntry {
  kind: string;
  store: string;
  key: string;
  body: unknown;
  status: 'draft' | 'published';
  publishAt: string | null;
  unpublishAt: string | null;
  /** Where it was read (problems name it). */
  file: string;
}

/**
 * A new shop's first product and size numbers: product numbers read as four digits from the start,
 * and a size id is never mistaken for a product's. Later ones follow the largest.
 */
export const FIRST_PRODUCT_ID = 1001;
export const FIRST_SIZE_ID = 50001;

/** What an import did, or would do on a dry run. */
export interface ImportCounts {
  created: number;
  changed: number;
  unchanged: number;
  archived: number;
}

/** Where a running import is, for a progress bar: `done` of `total` in a stage (total 0: unknown). */
export interface ImportProgress {
  stage: 'reading' | 'pictures' | 'writing' | 'indexing';
  done: number;
  total: number;
}

// ---- Cells -------------------------------------------------------------------------------------

/** `name_fr`, `price_de`: the columns one field has per language or country. */
export const localeColumns = (field: string): string[] => LOCALE_CODES.map((locale) => `${field}_${locale}`);
export const countryColumns = (field: string): string[] => PRICE_COUNTRIES.map((country) => `${field}_${country}`);

/** A cell read: its value, or the words of what is wrong with it. */
export type CellReading<T> = { ok: true; value: T } | { ok: false; problem: string };

const read = <T>(value: T): CellReading<T> => ({ ok: true, value });
const wrong = (problem: string): CellReading<never> => ({ ok: false, problem });
const quoted = (cell: string) => JSON.stringify(cell.length > 40 ? `${cell.slice(0, 40)}…` : cell);

/** `12.50` or `12` (EUR, a point, at most 2 decimals) in cents. `12,50` is refused: the format says a point. */
export function readPrice(column: string, cell: string): CellReading<number> {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(cell.trim());
  if (!match) return wrong(`${column} ${quoted(cell)} is not a price`);
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
  return cents > 0 ? read(cents) : wrong(`${column} ${quoted(cell)} is not a price above zero`);
}

/** A whole count of items, 0 or more. */
export function readStock(column: string, cell: string): CellReading<number> {
  const trimmed = cell.trim();
  if (/^-\d+$/.test(trimmed)) return wrong(`${column} ${quoted(cell)} is negative`);
  if (!/^\d{1,7}$/.test(trimmed)) return wrong(`${column} ${quoted(cell)} is not a whole number`);
  return read(Number(trimmed));
}

/** A relative stock change for day-to-day feeds: `+3`, `-1`, or an absolute `12`. */
export type StockChange = { kind: 'set'; value: number } | { kind: 'add'; value: number };

export function readStockChange(column: string, cell: string): CellReading<StockChange> {
  const match = /^([+-])?(\d{1,7})$/.exec(cell.trim());
  if (!match) return wrong(`${column} ${quoted(cell)} is not a stock (12, +3 or -1)`);
  const value = Number(match[2]);
  if (!match[1]) return read({ kind: 'set', value });
  return read({ kind: 'add', value: match[1] === '-' ? -value : value });
}

/** Applies a stock change: never below zero. */
export function changedStock(current: number, change: StockChange): number {
  return Math.max(0, change.kind === 'set' ? change.value : current + change.value);
}

/** An ISO date (`2026-12-01`) or instant (`2026-12-01T08:00:00Z`), as an ISO instant. */
export function readInstant(column: string, cell: string): CellReading<string> {
  const trimmed = cell.trim();
  if (!/^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/.test(trimmed)) {
    return wrong(`${column} ${quoted(cell)} is not a date (2026-12-01 or 2026-12-01T08:00:00Z)`);
  }
  const time = Date.parse(trimmed.length === 10 ? `${trimmed}T00:00:00Z` : trimmed.replace(' ', 'T'));
  return Number.isNaN(time) ? wrong(`${column} ${quoted(cell)} is not a date`) : read(new Date(time).toISOString());
}

/** `yes`/`no`, `true`/`false`, `1`/`0`; empty is no. */
export function readFlag(column: string, cell: string): CellReading<boolean> {
  const value = cell.trim().toLowerCase();
  if (['', 'no', 'false', '0'].includes(value)) return read(false);
  if (['yes', 'true', '1'].includes(value)) return read(true);
  return wrong(`${column} ${quoted(cell)} is not yes or no`);
}

/** Keys: letters, digits, `-`, `_`, `.` and `/`, 1 to 64 characters (what URLs and files carry safely). */
export const KEY_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$';
/** Slugs: lower-case letters, digits and single hyphens, at most 120 characters. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 120;
const KEY = new RegExp(KEY_PATTERN);
const SLUG = new RegExp(SLUG_PATTERN);

export function readKey(column: string, cell: string): CellReading<string> {
  const trimmed = cell.trim();
  if (trimmed === '') return wrong(`${column} is empty`);
  if (!KEY.test(trimmed)) return wrong(`${column} ${quoted(cell)} is not a key (letters, digits, - _ . /, at most 64)`);
  return read(trimmed);
}

/** A URL slug: lower-case letters, digits and single hyphens. */
export function readSlug(column: string, cell: string): CellReading<string> {
  const trimmed = cell.trim();
  if (!SLUG.test(trimmed) || trimmed.length > SLUG_MAX_LENGTH) return wrong(`${column} ${quoted(cell)} is not a slug (a-z, 0-9 and hyphens)`);
  return read(trimmed);
}

/** GTIN-8, 12, 13 or 14 with a right check digit. */
export function readGtin(column: string, cell: string): CellReading<string | null> {
  const trimmed = cell.trim();
  if (trimmed === '') return read(null);
  if (!/^(\d{8}|\d{12,14})$/.test(trimmed)) return wrong(`${column} ${quoted(cell)} is not a GTIN (8, 12, 13 or 14 digits)`);
  const digits = [...trimmed].map(Number);
  const check = digits.pop()!;
  const sum = digits.reverse().reduce((total, digit, index) => total + digit * (index % 2 === 0 ? 3 : 1), 0);
  return (10 - (sum % 10)) % 10 === check ? read(trimmed) : wrong(`${column} ${quoted(cell)} has a wrong check digit`);
}

/**
 * A spreadsheet runs a cell that begins with `=`, `+`, `-` or `@` (or a tab or carriage return
 * before one) as a formula: an import refuses such text unless it is escaped with a leading `'`,
 * which it removes; an export writes the `'`. Numbers (`-1`, `+3`) are not formulas.
 */
const FORMULA_START = /^[\t\r]*[=+\-@]/;
/** A formula escaped once or more (`'=1`, `''=1`): reading removes one quote, writing adds one, so every text survives a round trip. */
const ESCAPED_FORMULA = /^'+[\t\r]*[=+\-@]/;

export function isFormula(cell: string): boolean {
  return FORMULA_START.test(cell) && !/^[+-]\d+(?:\.\d+)?$/.test(cell.trim());
}

export function readText(column: string, cell: string): CellReading<string> {
  if (ESCAPED_FORMULA.test(cell)) return read(cell.slice(1));
  if (isFormula(cell)) return wrong(`${column} ${quoted(cell)} looks like a spreadsheet formula (start it with ' to keep it as text)`);
  return read(cell);
}

/** The cell an export writes for a text: escaped when a spreadsheet would run it. */
export function textCell(text: string): string {
  return FORMULA_START.test(text) || ESCAPED_FORMULA.test(text) ? `'${text}` : text;
}

/** A country of manufacture: an ISO 3166 code (`PT`, `IT`), upper-cased; empty is unknown. */
export function readCountryCode(column: string, cell: string): CellReading<string> {
  const trimmed = cell.trim().toUpperCase();
  return trimmed === '' || /^[A-Z]{2}$/.test(trimmed) ? read(trimmed) : wrong(`${column} ${quoted(cell)} is not a country code (PT, IT, FR…)`);
}

/** `a|b|c` lists (artists, pictures, associated products, market labels); empty is none. */
export function readList(cell: string): string[] {
  return cell.split('|').map((item) => item.trim()).filter((item) => item !== '');
}

export const isLocale = (value: string): value is LocaleCode => (LOCALE_CODES as readonly string[]).includes(value);

// ---- Day-to-day feeds (prices.csv; the "daily" part of issue 32) -------------------------------

/** A store country of a price (`fr`, `DE`…), in lower case. */
export function readCountry(column: string, cell: string): CellReading<PriceCountry> {
  const value = cell.trim().toLowerCase();
  return (PRICE_COUNTRIES as readonly string[]).includes(value)
    ? read(value as PriceCountry)
    : wrong(`${column} ${quoted(cell)} is not a country of the shop (${PRICE_COUNTRIES.join(', ')})`);
}

/** A crossed-out price is above the price it crosses out; null when the pair is right (in cents). */
export function originalPriceProblem(price: number, originalPrice: number | null): string | null {
  if (originalPrice === null || originalPrice > price) return null;
  const euros = (cents: number) => (cents / 100).toFixed(2);
  return `the original price ${euros(originalPrice)} is not above the price ${euros(price)}`;
}
