/**
 * The schemas of the back office's merchandising routes (issue 39, the OpenAPI source): the product
 * list, the product editor, the list of recent imports.
 */
import { Type } from 'typebox';
import { LIST_STATUSES, MAX_PAGE_SIZE, PRODUCT_SORTS, STOCK_CLASSES } from '../../src/domain/catalogue/admin-product-list';
import { MARKET_LABEL_CLASSES, PRODUCT_LABELS } from '../../src/domain/catalogue/merchandise-product';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { FREE_TEXT_PATTERN, Text } from '../http/schemas/common';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from './merchandise-product-edit';

// Words are checked by the service, so that a wrong one is refused in plain terms (`stock "some" is not one of in, low, out`).
export const ProductListQuerySchema = Type.Object({
  q: Type.Optional(Text({ maxLength: 100, description: 'Part of the key, the model key or the name (in the caller’s language), or a SKU' })),
  brand: Type.Optional(Text({ maxLength: 100, description: 'A brand’s key (its slug)' })),
  category: Type.Optional(Text({ maxLength: 64, description: 'A category’s key: it and the categories under it' })),
  stock: Type.Optional(Text({ maxLength: 20, description: `${STOCK_CLASSES.join(', ')}: low when a size is down to 2 or less, out when no size is in stock` })),
  status: Type.Optional(Text({ maxLength: 20, description: `${LIST_STATUSES.join(', ')}: draft when its publication window opens later` })),
  sort: Type.Optional(Text({ maxLength: 20, description: `${PRODUCT_SORTS.join(', ')} (default created, newest first)` })),
  dir: Type.Optional(Text({ maxLength: 4, description: 'asc or desc' })),
  page: Type.Optional(Text({ maxLength: 7, description: 'From 1' })),
  pageSize: Type.Optional(Text({ maxLength: 4, description: `1 to ${MAX_PAGE_SIZE} (default 25)` })),
}, { additionalProperties: false });

const ListItemSchema = Type.Object({
  key: Type.String(),
  id: Type.Integer(),
  name: Type.String(),
  brand: Type.String(),
  brandSlug: Type.String(),
  category: Type.String(),
  status: Type.String({ enum: [...LIST_STATUSES] }),
  stockClass: Type.String({ enum: [...STOCK_CLASSES] }),
  stock: Type.Integer({ description: 'Units over every size' }),
  sizes: Type.Integer(),
  price: Type.Union([Type.Number(), Type.Null()], { description: 'The French store’s price in euros' }),
  picture: Type.Union([Type.String(), Type.Null()]),
  version: Type.Integer(),
});

export const ProductListSchema = Type.Object({ items: Type.Array(ListItemSchema), total: Type.Integer() });

const TextEdit = Type.Object({
  name: Type.Optional(Text({ maxLength: MAX_NAME_LENGTH })),
  description: Type.Optional(Type.String({ pattern: FREE_TEXT_PATTERN, maxLength: MAX_DESCRIPTION_LENGTH })),
}, { additionalProperties: false });

export const ProductEditBodySchema = Type.Object({
  texts: Type.Optional(Type.Object(Object.fromEntries(LOCALE_CODES.map((locale) => [locale, Type.Optional(TextEdit)])), { additionalProperties: false, description: 'Names and descriptions by language; a language left out stays as it is' })),
  label: Type.Optional(Type.Union([Type.String({ enum: [...PRODUCT_LABELS] }), Type.Null()], { description: 'The badge on its pictures; null: none' })),
  marketLabels: Type.Optional(Type.Array(Type.String({ enum: [...MARKET_LABEL_CLASSES] }), { maxItems: MARKET_LABEL_CLASSES.length })),
}, { additionalProperties: false });

export const ImportListQuerySchema = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE })),
}, { additionalProperties: false });

const Counts = Type.Object({ created: Type.Integer(), changed: Type.Integer(), unchanged: Type.Integer(), archived: Type.Integer() });

export const ImportListSchema = Type.Object({
  items: Type.Array(Type.Object({
    id: Type.String(),
    state: Type.String({ enum: ['queued', 'running', 'failed', 'done'] }),
    dryRun: Type.Boolean(),
    archiveMissing: Type.Boolean(),
    fileName: Type.String(),
    progress: Type.Union([Type.Object({ stage: Type.String(), done: Type.Integer(), total: Type.Integer() }), Type.Null()]),
    counts: Type.Union([Counts, Type.Null()]),
    problemCount: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  })),
  total: Type.Integer(),
});
