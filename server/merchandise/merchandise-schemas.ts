/** TypeBox schemas of `/admin/products…`, `/admin/stock/imports` and `/admin/prices/imports` (the OpenAPI source). */
import { Type } from 'typebox';
import { PRICE_COUNTRIES } from '../../src/domain/catalogue/catalogue-bundle';
import { PRODUCT_STATUSES } from '../../src/domain/catalogue/merchandise-product';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { ErrorSchema, INT4_MAX, Text } from '../http/schemas/common';

const Key = (description: string) => Text({ minLength: 1, maxLength: 64, description });

export const ProductKeyParamsSchema = Type.Object({ key: Key('The merchant’s product key (the id in the demo, e.g. 1001)') });

export const PriceParamsSchema = Type.Object({
  key: Key('The merchant’s product key'),
  country: Type.String({ enum: [...PRICE_COUNTRIES], description: 'The store country, lower case' }),
});

export const SizeParamsSchema = Type.Object({
  key: Key('The merchant’s product key'),
  sku: Key('The size’s SKU (the size id in the demo)'),
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
});

export const StockChangedSchema = Type.Object({
  key: Type.String(),
  sku: Type.String(),
  stockBefore: Type.Integer(),
  stock: Type.Integer(),
  alertsSent: Type.Integer({ description: 'Stock alerts mailed because the size came back' }),
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
