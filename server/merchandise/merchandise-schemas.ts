/**
 * The catalogue format's JSON files as TypeBox schemas (docs/catalogue-format.md): the import checks
 * every reference file and every products.jsonl record with them, and `catalogueFormatSchema()` is
 * the JSON Schema published as docs/catalogue-format.schema.json (`npm run catalogue:schema`). And the
 * schemas of the merchandise routes (the OpenAPI source): the import jobs and the export,
 * `/admin/products…`, the daily feeds.
 */
import { Type, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { KEY_PATTERN, PRICE_COUNTRIES, SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../src/domain/catalogue/catalogue-bundle';
import { LOCALE_CODES, type Localized } from '../../src/domain/store/locales';
import { STORE_IDS } from '../../src/domain/store/stores';
import { COLUMNS } from './merchandise-bundle-columns';
import { MARKET_LABEL_CLASSES, PRODUCT_LABELS, PRODUCT_STATUSES } from '../../src/domain/catalogue/merchandise-product';
import { ErrorSchema, INT4_MAX, Text } from '../http/schemas/common';
import { DeliverySchema } from '../checkout/checkout-service';
import { PromotionsSchema } from '../promotions/promotions-service';

const Key = Type.String({ pattern: KEY_PATTERN, description: 'a key (letters, digits, - _ . /, at most 64 characters)' });
const Name = Type.String({ minLength: 1, maxLength: 200, description: 'a name' });
const Slug = Type.String({ pattern: SLUG_PATTERN, maxLength: SLUG_MAX_LENGTH, description: 'a slug (a-z, 0-9 and hyphens)' });
const localized = (schema: TSchema, what: string) =>
  Type.Unsafe<Localized>(Type.Object(Object.fromEntries(LOCALE_CODES.map((locale) => [locale, schema])), { additionalProperties: false, description: `${what} in each language (${LOCALE_CODES.join(', ')})` }));
const entries = <T extends TSchema>(item: T, description: string) => Type.Array(item, { description });

export const BrandsSchema = entries(
  Type.Object(
    { key: Key, name: Name, restricted: Type.Optional(Type.Boolean({ description: "Sold only on the first brand's store (France); default false" })) },
    { additionalProperties: false },
  ),
  'brands.json: the brands; the key is also the brand page slug',
);

export const ArtistsSchema = entries(Type.Object({ key: Key, name: Name }, { additionalProperties: false }), 'artists.json: the artists (optional file)');

export const CategoriesSchema = entries(
  Type.Object(
    {
      key: Key,
      parent: Type.Unsafe<string | null>({ type: ['string', 'null'], pattern: KEY_PATTERN, description: 'the parent category key, or null for a top category' }),
      names: localized(Name, 'Name'),
      slugs: localized(Slug, 'URL slug, unique among its siblings'),
    },
    { additionalProperties: false },
  ),
  'categories.json: the category tree (gender → family → type); products sit on leaves',
);

const termOf = (description: string, extra: Record<string, TSchema> = {}) =>
  entries(Type.Object({ key: Key, ...extra, names: localized(Name, 'Name') }, { additionalProperties: false }), description);

export const ColoursSchema = termOf('colours.json: colours with their swatch', {
  hex: Type.String({ pattern: '^#[0-9a-fA-F]{6}$', description: 'a colour like #1a2b3c' }),
});
export const MaterialsSchema = termOf('materials.json: materials');
export const RangesSchema = termOf('ranges.json: ranges (collections)');
export const SizesSchema = termOf('sizes.json: sizes, in the order a size selector lists them', {
  kind: Type.Unsafe<'clothing' | 'shoes' | 'unique'>(Type.String({ enum: ['clothing', 'shoes', 'unique'], description: 'clothing, shoes or unique' })),
});

export const CountriesSchema = entries(
  Type.Object(
    {
      code: Type.String({ pattern: '^[A-Z]{2}$', description: 'an ISO 3166-1 alpha-2 code in capitals, like FR' }),
      store: Type.Unsafe<string>(Type.String({ enum: [...STORE_IDS], description: `the store that sells there (${STORE_IDS.join(', ')})` })),
      names: localized(Name, 'Name'),
      vatRate: Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.01, description: 'VAT in percent (20, 5.5)' }),
      delivered: Type.Optional(Type.Boolean({ description: 'orders may be delivered there; default true' })),
    },
    { additionalProperties: false },
  ),
  'countries.json: the countries the shop delivers to, by code (optional file: without it the shop keeps its own)',
);

export const TextsSchema = Type.Record(Type.String({ minLength: 1, maxLength: 200 }), Type.String({ maxLength: 10_000, description: 'a text' }), {
  description: `texts/<store>.json: a store's overrides of the storefront's words, by key (stores: ${STORE_IDS.join(', ')})`,
});

type CellValue = string | number | boolean | null | string[];

export const ProductRecordSchema = Type.Object(
  Object.fromEntries(
    COLUMNS.map((column) => {
      const cell = Type.Unsafe<CellValue>({ type: ['string', 'number', 'boolean', 'null', 'array'], items: { type: 'string' }, description: column.description });
      return [column.name, column.scope === 'size' && column.required ? cell : column.name === 'product_key' ? cell : Type.Optional(cell)];
    }),
  ),
  { additionalProperties: false, description: 'products.jsonl: one size per line, the columns of products.csv as fields; lists may be arrays' },
);

/** The files a schema checks, by name. */
export const BUNDLE_SCHEMAS = {
  brands: BrandsSchema,
  artists: ArtistsSchema,
  categories: CategoriesSchema,
  colours: ColoursSchema,
  materials: MaterialsSchema,
  ranges: RangesSchema,
  sizes: SizesSchema,
  countries: CountriesSchema,
  texts: TextsSchema,
  productRecord: ProductRecordSchema,
  delivery: DeliverySchema,
  promotions: PromotionsSchema,
} as const;
export type BundleSchemaName = keyof typeof BUNDLE_SCHEMAS;

/** One way a value misses its schema, as the validator says it (worded by the bundle reader). */
export interface ShapeError {
  keyword: string;
  instancePath: string;
  schemaPath: string;
  params: Record<string, unknown>;
  message: string;
}

const validators = new Map<BundleSchemaName, ReturnType<typeof Compile>>();

export function shapeErrors(name: BundleSchemaName, value: unknown): ShapeError[] {
  let validator = validators.get(name);
  if (!validator) {
    validator = Compile(BUNDLE_SCHEMAS[name] as TSchema);
    validators.set(name, validator);
  }
  return validator.Check(value) ? [] : (validator.Errors(value) as unknown as ShapeError[]);
}

/** The JSON Schema of every JSON file of a bundle, under `$defs`, as docs/catalogue-format.schema.json holds it. */
export function catalogueFormatSchema(): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'https://boutique.example/docs/catalogue-format.schema.json',
      title: 'Boutique catalogue bundle',
      description: 'The JSON files of a catalogue bundle (docs/catalogue-format.md); products.csv has the columns of productRecord.',
      $defs: BUNDLE_SCHEMAS,
    }),
  ) as Record<string, unknown>;
}

/** The schema file's text, as written and compared: two-space JSON and a final newline. */
export const catalogueFormatSchemaText = (schema: Record<string, unknown>): string => `${JSON.stringify(schema, null, 2)}\n`;

// ---- Routes: one product, the daily feeds -------------------------------------------------

const KeyText = (description: string) => Text({ minLength: 1, maxLength: 64, description });

export const ProductKeyParamsSchema = Type.Object({ key: KeyText('The merchant’s product key (in the demo, the reference its page prints, e.g. RIV-SN-1002), or the shop’s product number (1002)') });

export const PictureParamsSchema = Type.Object({
  key: KeyText('The merchant’s product key'),
  position: Type.Integer({ minimum: 1, maximum: 99, description: 'The picture’s place, 1 for the main one' }),
});

export const PictureQuerySchema = Type.Object({
  name: Type.Optional(Text({ minLength: 1, maxLength: 200, description: 'The file’s name, as a refusal names it (default picture)' })),
  position: Type.Optional(Type.Integer({ minimum: 1, maximum: 99, description: 'Where it goes, 1 for the main picture (default: last)' })),
});

export const PictureOrderBodySchema = Type.Object({
  order: Type.Array(Type.Integer({ minimum: 1, maximum: 99 }), { maxItems: 99, description: 'The current positions in the new order, each once: [3, 1, 2] puts the third first' }),
});

export const PriceParamsSchema = Type.Object({
  key: KeyText('The merchant’s product key'),
  country: Type.String({ enum: [...PRICE_COUNTRIES], description: 'The store country, lower case' }),
});

export const SizeParamsSchema = Type.Object({
  key: KeyText('The merchant’s product key'),
  sku: KeyText('The size’s SKU (the size id in the demo)'),
});

const Euros = (description: string) => Type.Number({ description });

export const PriceBodySchema = Type.Object(
  {
    price: Euros('Euros, a point and at most two decimals: 24.9'),
    originalPrice: Type.Optional(Type.Union([Euros('The crossed-out price, above the price'), Type.Null()], { description: 'null or absent: no crossed-out price' })),
  },
  { additionalProperties: false },
);

const StockAmount = Type.Integer({ minimum: -INT4_MAX, maximum: INT4_MAX });

export const StockBodySchema = Type.Object(
  {
    set: Type.Optional(Type.Integer({ minimum: 0, maximum: INT4_MAX, description: 'The new stock level' })),
    add: Type.Optional({ ...StockAmount, description: 'Units in (3) or out (-1); the stock never goes below 0' }),
  },
  { additionalProperties: false, description: 'Exactly one of set and add' },
);

export const OutletBodySchema = Type.Object({ outletOnly: Type.Boolean({ description: 'true: sold only in the outlet' }) }, { additionalProperties: false });

const Instant = Type.Union([Type.String({ format: 'date-time' }), Type.Null()]);

export const MerchandiseProductSchema = Type.Object({
  key: Type.String(),
  id: Type.Integer(),
  modelKey: Type.Union([Type.String(), Type.Null()]),
  brand: Type.String(),
  status: Type.String({ enum: [...PRODUCT_STATUSES] }),
  publishAt: Instant,
  unpublishAt: Instant,
  outletOnly: Type.Boolean(),
  texts: Type.Partial(Type.Object(Object.fromEntries(LOCALE_CODES.map((locale) => [locale, Type.Object({ name: Type.String(), slug: Type.String(), description: Type.String() })])))),
  prices: Type.Array(Type.Object({ country: Type.String({ enum: [...PRICE_COUNTRIES] }), price: Type.Number(), originalPrice: Type.Union([Type.Number(), Type.Null()]) })),
  sizes: Type.Array(Type.Object({ sku: Type.String(), gtin: Type.Union([Type.String(), Type.Null()]), size: Type.String(), stock: Type.Integer(), productSizeId: Type.Integer() })),
  pictures: Type.Array(Type.String(), { description: 'The pictures’ addresses in display order; the first is the main one' }),
  watermark: Type.Union([Type.String(), Type.Null()], { description: 'The mark drawn on the product’s pictures in listings (SPEC §9), or null' }),
  label: Type.Union([Type.String({ enum: [...PRODUCT_LABELS] }), Type.Null()], { description: 'The badge on its pictures, or null' }),
  marketLabels: Type.Array(Type.String({ enum: [...MARKET_LABEL_CLASSES] })),
  version: Type.Integer({ minimum: 1, description: 'Moves on at each change; the ETag, sent back in If-Match by a change that must not overwrite another' }),
});

export const StockChangedSchema = Type.Object({
  key: Type.String(),
  sku: Type.String(),
  stockBefore: Type.Integer(),
  stock: Type.Integer(),
  alertsSent: Type.Integer({ description: 'Stock alerts mailed because the size came back' }),
  version: Type.Integer({ minimum: 1, description: 'The product’s version after the change (its new ETag)' }),
});

export const FeedQuerySchema = Type.Object({
  file: Type.Optional(Text({ minLength: 1, maxLength: 100, description: 'The file’s name, as problems are located in it (default stock.csv, prices.csv)' })),
});

export const FeedCountsSchema = Type.Object({
  changed: Type.Integer({ description: 'Lines that changed something' }),
  unchanged: Type.Integer({ description: 'Lines the shop already had so' }),
  alertsSent: Type.Optional(Type.Integer({ description: 'Stock feeds: alerts mailed because sizes came back' })),
});

/** A CSV body, documented as such (the parser of text/csv is the routes'). */
export const CsvBody = (description: string) => ({ content: { 'text/csv': { schema: { type: 'string', description } } } });

export const MerchandiseErrors = { 401: ErrorSchema, 403: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };

// ---- Routes: catalogue imports and the export ----------------------------------------------

const Flag = Type.Optional(Type.String({ enum: ['true', 'false', '1', '0'] }));

export const ImportQuerySchema = Type.Object({
  dryRun: Flag,
  archiveMissing: Flag,
  /** The bundle's file name as the merchant has it (shown in the job and in errors). */
  name: Type.Optional(Text({ maxLength: 200, pattern: '^[^/\\\\\\u0000-\\u001f]*$' })),
}, { additionalProperties: false });

export const ImportParamsSchema = Type.Object({
  // Any short text: an id no job has is simply not found.
  id: Text({ minLength: 1, maxLength: 64, description: 'The import job id (a UUID)' }),
});

const ProblemSchema = Type.Object({
  file: Type.String(),
  line: Type.Optional(Type.Integer()),
  field: Type.Optional(Type.String()),
  message: Type.String(),
  /** `products.csv:812: price_de "12,5O" is not a price`. */
  text: Type.String(),
});

const CountsSchema = Type.Object({ created: Type.Integer(), changed: Type.Integer(), unchanged: Type.Integer(), archived: Type.Integer() });

export const ImportJobSchema = Type.Object({
  id: Type.String(),
  state: Type.String({ enum: ['queued', 'running', 'failed', 'done'] }),
  dryRun: Type.Boolean(),
  archiveMissing: Type.Boolean(),
  fileName: Type.String(),
  progress: Type.Union([Type.Object({ stage: Type.String(), done: Type.Integer(), total: Type.Integer() }), Type.Null()]),
  counts: Type.Union([CountsSchema, Type.Null()]),
  problems: Type.Array(ProblemSchema),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const BundleArchiveSchema = {
  description: 'The catalogue as a bundle (docs/catalogue-format.md), a gzip-compressed tar archive',
  content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
} as never;

export const AdminRefusalSchemas = { 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };
