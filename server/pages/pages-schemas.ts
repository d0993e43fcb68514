/** Schemas of POST /parse and POST /page-info (SPEC §3 "Page info", §7). */
import { Type } from 'typebox';
import type { PageType } from '../../src/domain/catalogue/site';
import { Id, PartialLocalizedSchema, Text, UrlSchema } from '../http/schemas/common';

const PageTypeSchema = Type.Unsafe<PageType>(
  Type.String({ enum: ['home', 'category', 'brand', 'artist', 'product', 'search', 'cms', 'template', 'listing', 'brands', 'static'] }),
);

export const PageInfoSchema = Type.Object({
  type: PageTypeSchema,
  listingType: Type.Optional(Type.String()),
  id: Type.Optional(Type.Integer()),
  title: Type.String(),
  description: Type.String(),
  breadcrumb: Type.Array(Type.Object({ name: Type.String(), url: UrlSchema })),
  alternates: PartialLocalizedSchema,
  filters: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
  outletOnly: Type.Optional(Type.Boolean({ description: 'A product sold only in the outlet: its page is behind the outlet gate' })),
});

export const ParseResultSchema = Type.Object({
  code: Type.Union([Type.Literal(200), Type.Literal(301), Type.Literal(302), Type.Literal(404)]),
  url: UrlSchema,
  pageInfo: Type.Union([PageInfoSchema, Type.Null()]),
});

export const ParseBodySchema = Type.Object({
  path: Text({ minLength: 1, maxLength: 2048, description: 'Store-relative path, e.g. /p/some-slug' }),
  url: Type.Optional(Text({ maxLength: 4096, description: 'The full URL (its query string is kept)' })),
  baseUrl: Type.Optional(Text({ maxLength: 2048 })),
});

export const PageInfoBodySchema = Type.Object({
  pageInfo: Type.Optional(Type.Partial(Type.Object({
    type: PageTypeSchema,
    listingType: Text({ maxLength: 64 }),
    id: Id('Id of the category, brand or artist'),
    filters: Type.Record(Type.String(), Type.Array(Text({ maxLength: 512 }), { maxItems: 100 }), { maxProperties: 32 }),
  }))),
  path: Text({ minLength: 1, maxLength: 2048 }),
});
