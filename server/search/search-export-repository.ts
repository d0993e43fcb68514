/**
 * The catalogue's products read from an embedded PGlite database by bulk export (`COPY … TO
 * '/dev/blob'` as CSV): PGlite hands query rows to JavaScript one field at a time, a few
 * microseconds each, which is most of the start-up time of a large catalogue (100,000 products
 * are three million fields); an export of the same rows costs a fraction of it. The CSV is read
 * field by field straight into the products (no array per row, no row objects: at 100,000
 * products those were millions of short-lived objects, and collecting them took as long as
 * reading them). Same products, same order, as the queries of search-repository.ts.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import { isMarketLabelClass } from '../../src/domain/catalogue/market-labels';
import { LOCALE_CODES, type LocaleCode, type Localized } from '../../src/domain/store/locales';
import type { SearchProductSource } from './search-records-from-catalogue';
import { onSaleText } from '../db/product-visibility';

/** The embedded database (PGlite) behind the shop's `Db`, when it runs on one. */
export type EmbeddedDatabase = PGlite;

type Field = string | null;

const COMMA = 44;
const NEWLINE = 10;
const QUOTE = 34;
const MINUS = 45;
const ZERO = 48;

/**
 * A reader of PostgreSQL's CSV, one field at a time: quoted fields may hold commas, quotes
 * (doubled) and new lines; an unquoted empty field is NULL.
 */
export class CsvReader {
  private at = 0;
  /** Whether the field just read ended its record. */
  ended = false;

  constructor(private readonly text: string) {}

  /** Whether a record starts here. */
  get more(): boolean {
    return this.at < this.text.length;
  }

  /** The next field, as text (null for NULL). */
  field(): Field {
    const { text } = this;
    let field: Field;
    if (text.charCodeAt(this.at) === QUOTE) {
      let end = this.at + 1;
      let doubled = false;
      for (;;) {
        const quote = text.indexOf('"', end);
        if (quote < 0) throw new Error('Unterminated quoted CSV field');
        if (text.charCodeAt(quote + 1) !== QUOTE) {
          end = quote;
          break;
        }
        doubled = true;
        end = quote + 2;
      }
      field = doubled ? text.slice(this.at + 1, end).replaceAll('""', '"') : text.slice(this.at + 1, end);
      this.at = end + 1;
    } else {
      let end = this.at;
      for (let code = text.charCodeAt(end); end < text.length && code !== COMMA && code !== NEWLINE; code = text.charCodeAt(++end));
      field = end === this.at ? null : text.slice(this.at, end);
      this.at = end;
    }
    // Past the comma or the new line that ends the field.
    this.ended = text.charCodeAt(this.at) !== COMMA;
    this.at++;
    return field;
  }

  /**
   * The next field as it is written (quotes kept, doubled quotes as they are): a key for values
   * many records repeat, to be read with `unquote` only the first time.
   */
  rawField(): string {
    const { text } = this;
    const start = this.at;
    let end = start;
    if (text.charCodeAt(start) === QUOTE) {
      for (end = start + 1; ; end += 2) {
        end = text.indexOf('"', end);
        if (end < 0) throw new Error('Unterminated quoted CSV field');
        if (text.charCodeAt(end + 1) !== QUOTE) break;
      }
      end++;
    } else {
      for (let code = text.charCodeAt(end); end < text.length && code !== COMMA && code !== NEWLINE; code = text.charCodeAt(++end));
    }
    this.ended = text.charCodeAt(end) !== COMMA;
    this.at = end + 1;
    return text.slice(start, end);
  }

  /** The next field as a number, read in place when it is a plain integer (NULL reads as 0, as `Number(null)`). */
  number(): number {
    const { text } = this;
    const start = this.at;
    let at = start;
    const negative = text.charCodeAt(at) === MINUS;
    if (negative) at++;
    let value = 0;
    let digits = 0;
    for (; at < text.length; at++, digits++) {
      const digit = text.charCodeAt(at) - ZERO;
      if (digit < 0 || digit > 9) break;
      value = value * 10 + digit;
    }
    const code = text.charCodeAt(at);
    // Anything else (a decimal point, quotes, a very long number): as Number() reads it.
    if (digits > 15 || (at < text.length && code !== COMMA && code !== NEWLINE) || (negative && digits === 0)) return Number(this.field());
    this.ended = code !== COMMA;
    this.at = at + 1;
    return negative ? -value : value;
  }

  /** The next field as a number, or null for NULL. */
  numberOrNull(): number | null {
    const code = this.text.charCodeAt(this.at);
    if (code === COMMA || code === NEWLINE || this.at >= this.text.length) {
      this.ended = code !== COMMA;
      this.at++;
      return null;
    }
    return this.number();
  }

  /** The next field as PostgreSQL writes a boolean ('t' or 'f'). */
  boolean(): boolean {
    return this.field() === 't';
  }

  /** Whether the next field is exactly `value` (read past it). */
  is(value: string): boolean {
    const { text } = this;
    if (text.startsWith(value, this.at)) {
      const code = text.charCodeAt(this.at + value.length);
      if (this.at + value.length >= text.length || code === COMMA || code === NEWLINE) {
        this.ended = code !== COMMA;
        this.at += value.length + 1;
        return true;
      }
    }
    return false;
  }
}

const UTF8 = new TextDecoder();

async function exported(pglite: PGlite, query: string): Promise<CsvReader> {
  const result = await pglite.query(`COPY (${query}) TO '/dev/blob' WITH (FORMAT csv)`);
  // Decoded in one call (Blob.text() reads through a stream, about twice as slow on large exports).
  return new CsvReader(result.blob ? UTF8.decode(await result.blob.arrayBuffer()) : '');
}

/** Whether a text of the language of this rank (-1: not a shop language) comes after those the product has. */
function inLocaleOrder(held: Localized, rank: number): boolean {
  if (rank < 0) return true;
  for (const locale in held) {
    const heldRank = LOCALE_CODES.indexOf(locale as LocaleCode);
    if (heldRank < 0 || heldRank > rank) return false;
  }
  return true;
}

/** The texts in the shop's language order, then the others in the order they came. */
function inLocaleOrderCopy(texts: Localized): Localized {
  const ordered = {} as Localized;
  for (const locale of LOCALE_CODES) if (locale in texts) ordered[locale] = texts[locale];
  for (const locale in texts) if (!(LOCALE_CODES as readonly string[]).includes(locale)) ordered[locale as LocaleCode] = texts[locale as LocaleCode];
  return ordered;
}

/** A field as `rawField` gives it, as `field` would read it. */
function unquote(raw: string): Field {
  if (raw.length === 0) return null;
  return raw.charCodeAt(0) === QUOTE ? raw.slice(1, -1).replaceAll('""', '"') : raw;
}

/** JSON fields products share (colour names, material names, market labels) read and parsed once per chunk. */
function parsedOnce<T>(parse: (json: string) => T): (reader: CsvReader) => T {
  const parsed = new Map<string, T>();
  return (reader) => {
    const raw = reader.rawField();
    let value = parsed.get(raw);
    if (value === undefined) {
      value = parse(unquote(raw) ?? '');
      parsed.set(raw, value);
    }
    return value;
  };
}

/** Every product id on sale (archived ones, and those outside their window, are in no index), in order. */
export async function exportProductIds(pglite: PGlite): Promise<number[]> {
  const reader = await exported(pglite, `SELECT id FROM products WHERE ${onSaleText()} ORDER BY id`);
  const ids: number[] = [];
  while (reader.more) ids.push(reader.number());
  return ids;
}

/** The products with ids from `from` to `to`, in id order. */
export async function exportProducts(pglite: PGlite, from: number, to: number): Promise<SearchProductSource[]> {
  const range = (column: string) => `${column} BETWEEN ${Math.trunc(from)} AND ${Math.trunc(to)}`;
  const localized = parsedOnce((json) => JSON.parse(json) as Localized);
  const marketLabels = parsedOnce((json) => (JSON.parse(json) as unknown[]).filter(isMarketLabelClass) as MarketLabelClass[]);
  const products: SearchProductSource[] = [];
  const byId = new Map<number, SearchProductSource>();
  const rows = await exported(pglite, `SELECT id, brand_id, category_id, gender, range, color_code, color_hex, color_names, material_code, material_names,
    label, market_labels, is_only_outlet, display_in_listing, floor(extract(epoch FROM created_at) * 1000), sales_rank, watermark, model_key FROM products WHERE ${range('id')} AND ${onSaleText()} ORDER BY id`);
  while (rows.more) {
    const id = rows.number();
    const brandId = rows.number();
    const categoryId = rows.number();
    const gender = (rows.field() ?? '') as Gender;
    const productRange = rows.field() ?? '';
    const color = { code: rows.field() ?? '', hex: rows.field() ?? '', names: localized(rows) };
    const material = { code: rows.field() ?? '', names: localized(rows) };
    const product: SearchProductSource = {
      id,
      brandId,
      artistIds: [],
      categoryId,
      gender,
      names: {} as Localized,
      slugs: {} as Localized,
      range: productRange,
      color,
      material,
      sizes: [],
      prices: {},
      label: rows.field() as ProductLabel | null,
      marketLabels: marketLabels(rows),
      isOnlyOutlet: rows.boolean(),
      displayInListing: rows.boolean(),
      createdAt: new Date(rows.number()).toISOString(),
      salesRank: rows.number(),
      pictures: [],
      watermark: rows.field(),
      modelKey: rows.field(),
    };
    products.push(product);
    byId.set(id, product);
  }

  // Texts in the shop's language order (then any other), prices in country order, sizes in rank
  // then id order, as the queries sort them: rows are taken as they come and the few products
  // whose rows came in another order are put in order after (no sort by the database).
  const unordered = new Set<SearchProductSource>();
  const texts = await exported(pglite, `SELECT product_id, locale, name, slug FROM product_translations WHERE ${range('product_id')}`);
  while (texts.more) {
    const product = byId.get(texts.number());
    const rank = LOCALE_CODES.findIndex((code) => texts.is(code));
    const locale = rank < 0 ? ((texts.field() ?? '') as LocaleCode) : LOCALE_CODES[rank];
    const name = texts.field() ?? '';
    const slug = texts.field() ?? '';
    if (!product) continue;
    if (!unordered.has(product) && !inLocaleOrder(product.names, rank)) unordered.add(product);
    product.names[locale] = name;
    product.slugs[locale] = slug;
  }
  for (const product of unordered) {
    product.names = inLocaleOrderCopy(product.names);
    product.slugs = inLocaleOrderCopy(product.slugs);
  }
  unordered.clear();
  const sizes = await exported(pglite, `SELECT id, product_id, label, rank, stock FROM product_sizes WHERE ${range('product_id')} AND NOT retired`);
  while (sizes.more) {
    const id = sizes.number();
    const product = byId.get(sizes.number());
    const size = { id, label: sizes.field() ?? '', rank: sizes.number(), stock: sizes.number() };
    if (!product) continue;
    const last = product.sizes.at(-1);
    if (last && (last.rank > size.rank || (last.rank === size.rank && last.id > size.id))) unordered.add(product);
    product.sizes.push(size);
  }
  for (const product of unordered) product.sizes.sort((a, b) => a.rank - b.rank || a.id - b.id);
  unordered.clear();
  const prices = await exported(pglite, `SELECT product_id, country_code, price, original_price FROM product_prices WHERE ${range('product_id')}`);
  while (prices.more) {
    const product = byId.get(prices.number());
    const country = prices.field() ?? '';
    const price = { price: prices.number(), originalPrice: prices.numberOrNull() };
    if (!product) continue;
    if (!unordered.has(product)) {
      for (const held in product.prices) {
        if (held > country) {
          unordered.add(product);
          break;
        }
      }
    }
    product.prices[country] = price;
  }
  for (const product of unordered) {
    const ordered: SearchProductSource['prices'] = {};
    for (const country of Object.keys(product.prices).sort()) ordered[country] = product.prices[country];
    product.prices = ordered;
  }

  const artists = await exported(pglite, `SELECT product_id, artist_id FROM product_artists WHERE ${range('product_id')} ORDER BY position`);
  while (artists.more) {
    const product = byId.get(artists.number());
    const artistId = artists.number();
    product?.artistIds.push(artistId);
  }
  const pictures = await exported(pglite, `SELECT product_id, path, is_default FROM pictures WHERE ${range('product_id')} ORDER BY position`);
  while (pictures.more) {
    const product = byId.get(pictures.number());
    const picture = { path: pictures.field() ?? '', default: pictures.boolean() };
    product?.pictures.push(picture);
  }
  return products;
}
