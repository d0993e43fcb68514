/**
 * A product's own cells through the domain's cell rules (src/domain/catalogue/catalogue-bundle.ts):
 * each cell problem is located at the line the cell came from; what needs two cells (a crossed-out
 * price above the price, a publication window in order) is checked here too.
 */
import {
  type BundlePrice,
  type BundleProduct,
  type BundleProductSize,
  type BundleProductText,
  type CellReading,
  GENDERS,
  MARKET_LABELS,
  PRICE_COUNTRIES,
  PRODUCT_LABELS,
  type PriceCountry,
  readCountryCode,
  readFlag,
  readInstant,
  readKey,
  readList,
  readPrice,
  readSlug,
  readStock,
  readText,
} from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES, type LocaleCode, type Localized } from '../../src/domain/store/locales';
import { PRODUCT_COLUMN_INDEX, columnNamed } from './merchandise-bundle-columns';
import { type BundleProblems, shown } from './merchandise-bundle-limits';

/** A product being assembled from its rows: its cells and its sizes. */
export interface ProductDraft {
  key: string;
  /** The product's first row. */
  line: number;
  /** Its own cells as first given, by PRODUCT_COLUMN_INDEX; undefined: empty so far. */
  cells: (string | undefined)[];
  /** The line of a cell first given on a later row (most products give them all on their first). */
  laterLines?: Map<number, number>;
  sizes: BundleProductSize[];
}

const indexOf = (column: string): number => PRODUCT_COLUMN_INDEX.get(column)!;
export const draftCell = (draft: ProductDraft, column: string): { text: string; line: number } | undefined => {
  const index = indexOf(column);
  const text = draft.cells[index];
  return text === undefined ? undefined : { text, line: draft.laterLines?.get(index) ?? draft.line };
};

type Reader<T> = (column: string, cell: string) => CellReading<T>;

const choice =
  <T extends string>(choices: readonly T[]): Reader<T> =>
  (column, cell) => {
    const value = cell.trim() as T;
    return choices.includes(value) ? { ok: true, value } : { ok: false, problem: `${column} ${shown(cell)} is not one of ${choices.join(', ')}` };
  };

const listOf =
  <T>(reader: Reader<T>): Reader<T[]> =>
  (column, cell) => {
    const values: T[] = [];
    for (const item of readList(cell)) {
      const reading = reader(column, item);
      if (!reading.ok) return reading;
      values.push(reading.value);
    }
    return { ok: true, value: values };
  };

const name: Reader<string> = (column, cell) => {
  const text = readText(column, cell.trim());
  return text.ok && text.value.length > 200 ? { ok: false, problem: `${column} is longer than 200 characters` } : text;
};

/**
 * `pictures/<file>` inside the bundle, an https URL, or a picture this shop holds already (its
 * `/media/…` address, as an export of a demo catalogue writes its drawn pictures); never a path
 * that climbs out.
 */
const picture: Reader<string> = (column, cell) => {
  const text = readText(column, cell);
  if (!text.ok) return text;
  if (/^https:\/\//i.test(cell)) return URL.canParse(cell) && cell.length <= 2000 ? { ok: true, value: cell } : { ok: false, problem: `${column} ${shown(cell)} is not a URL` };
  if (/^\/media\/(?:[a-z0-9_-]+\/)*[a-z0-9_-]+\.[a-z0-9]+$/.test(cell)) return { ok: true, value: cell };
  const segments = cell.split('/');
  if (segments[0] === 'pictures' && segments.length > 1 && segments.slice(1).every((segment) => /^[\p{L}\p{N}_. -]+$/u.test(segment) && !/^\.+$/.test(segment))) return { ok: true, value: cell };
  return { ok: false, problem: `${column} ${shown(cell)} is neither pictures/<file> in the bundle, an https URL nor a /media/ address of the shop` };
};

const rank: Reader<number> = (column, cell) => {
  const reading = readStock(column, cell);
  return reading.ok && reading.value === 0 ? { ok: false, problem: `${column} "0" is not a rank (1 = best seller)` } : reading;
};

export function productOf(draft: ProductDraft, file: string, problems: BundleProblems, present?: Set<string>): BundleProduct | null {
  const before = problems.count;
  function get<T>(column: string, reader: Reader<T>): T | undefined {
    const cell = draftCell(draft, column);
    if (!cell) {
      if (columnNamed(column)?.required && (present === undefined || present.has(column))) problems.at(file, draft.line, `${column} is empty for product ${shown(draft.key)}`, column);
      return undefined;
    }
    const reading = reader(column, cell.text);
    if (reading.ok) return reading.value;
    problems.at(file, cell.line, reading.problem, column);
    return undefined;
  }
  const line = (column: string) => draftCell(draft, column)?.line ?? draft.line;
  const given = (column: string) => draft.cells[indexOf(column)] !== undefined;

  const texts = Object.fromEntries(
    LOCALE_CODES.map((locale: LocaleCode): [LocaleCode, BundleProductText] => [
      locale,
      {
        name: get(`name_${locale}`, name) ?? '',
        slug: get(`slug_${locale}`, readSlug) ?? '',
        description: get(`description_${locale}`, readText) ?? '',
        composition: get(`composition_${locale}`, readText) ?? '',
        care: get(`care_${locale}`, readText) ?? '',
      },
    ]),
  ) as Localized<BundleProductText>;

  const prices: Partial<Record<PriceCountry, BundlePrice>> = {};
  for (const country of PRICE_COUNTRIES) {
    const price = get(`price_${country}`, readPrice);
    const original = get(`original_price_${country}`, readPrice) ?? null;
    if (original !== null && price === undefined && !given(`price_${country}`)) {
      problems.at(file, line(`original_price_${country}`), `original_price_${country} is set but price_${country} is empty`, `original_price_${country}`);
    } else if (original !== null && price !== undefined && original <= price) {
      problems.at(file, line(`original_price_${country}`), `original_price_${country} ${(original / 100).toFixed(2)} is not above price_${country} ${(price / 100).toFixed(2)}`, `original_price_${country}`);
    }
    if (price !== undefined) prices[country] = { price, originalPrice: original };
  }
  if (!PRICE_COUNTRIES.some((country) => given(`price_${country}`))) {
    problems.at(file, draft.line, `product ${shown(draft.key)} has no price: it needs at least one of ${PRICE_COUNTRIES.map((country) => `price_${country}`).join(', ')}`, 'price_fr');
  }

  const publishAt = get('publish_at', readInstant) ?? null;
  const unpublishAt = get('unpublish_at', readInstant) ?? null;
  if (publishAt !== null && unpublishAt !== null && unpublishAt <= publishAt) {
    problems.at(file, line('unpublish_at'), `unpublish_at ${unpublishAt} is not after publish_at ${publishAt}`, 'unpublish_at');
  }

  const product: BundleProduct = {
    key: draft.key,
    modelKey: get('model_key', readKey) ?? null,
    brand: get('brand', readKey) ?? '',
    artists: get('artists', listOf(readKey)) ?? [],
    category: get('category', readKey) ?? '',
    gender: get('gender', choice(GENDERS)) ?? 'unisex',
    colour: get('colour', readKey) ?? '',
    material: get('material', readKey) ?? '',
    range: get('range', readKey) ?? '',
    texts,
    prices,
    sizes: draft.sizes,
    label: get('label', choice(PRODUCT_LABELS)) ?? null,
    marketLabels: get('market_labels', listOf(choice(MARKET_LABELS))) ?? [],
    outletOnly: get('outlet_only', readFlag) ?? false,
    publishAt,
    unpublishAt,
    pictures: get('pictures', listOf(picture)) ?? [],
    watermark: get('watermark', picture) ?? null,
    weightGrams: get('weight_grams', readStock) ?? 0,
    madeIn: get('made_in', readCountryCode) ?? '',
    associated: get('associated', listOf(readKey)) ?? [],
    salesRank: get('sales_rank', rank) ?? null,
  };
  return problems.count === before ? product : null;
}
