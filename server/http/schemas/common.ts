/**
 * TypeBox schemas shared by every v5 route: headers, errors, localised values, URLs, and the
 * input types every request field is built from (DESIGN decision 13): `Text` (bounded, no control
 * character), `Id` (a positive int4) and `ID_DIGITS` (the same id written as digits).
 */
import { Type, type TSchema, type TStringOptions } from 'typebox';
import { CONTROL_CHARACTER_RANGES } from '../../../src/domain/text/control-characters';

/** Largest value of a PostgreSQL `integer` column (ids, quantities). */
export const INT4_MAX = 2_147_483_647;

/** A request string: at most `maxLength` characters, none of them a control character. */
export const Text = (options: TStringOptions & { maxLength: number }) =>
  Type.String({ pattern: `^[^${CONTROL_CHARACTER_RANGES}]*$`, ...options });

/** Free text (comments, messages): line breaks and tabs allowed, no other control character. */
export const FREE_TEXT_PATTERN = '^[^\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f]*$';

/** A request id: an int4 from 1. */
export const Id = (description?: string) => Type.Integer({ minimum: 1, maximum: INT4_MAX, ...(description ? { description } : {}) });

/** 0 … 2147483647 written in digits (leading zeros allowed): an id that fits an int4 column. */
export const ID_DIGITS =
  '0*(?:\\d{1,9}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])';

export const ErrorSchema = Type.Object(
  {
    code: Type.Integer({ description: 'HTTP status code' }),
    message: Type.String(),
  },
  { description: 'Every error answer (SPEC §8)' },
);

/** SPEC §7: the store, device and language every call carries. */
export const ApiHeadersSchema = Type.Object({
  store: Type.Optional(Text({ maxLength: 64, description: 'Store id (default laboutiqueofficielle); unknown → 400' })),
  device: Type.Optional(Type.String({ enum: ['0', '1'], description: '0 desktop, 1 other (default 0)' })),
  'accept-language': Type.Optional(Text({ maxLength: 512, description: "Language of names and texts; falls back to the store's" })),
});

export const NoCacheFlag = Text({ maxLength: 16, description: '1: bypass the server caches' });

export const NoCacheQuerySchema = Type.Object({
  no_cache: Type.Optional(NoCacheFlag),
});

const localizedOf = <T extends TSchema>(value: T) =>
  Type.Object({ fr: value, es: value, it: value, nl: value, de: value, en: value });

export const LocalizedSchema = localizedOf(Type.String());
export const PartialLocalizedSchema = Type.Partial(LocalizedSchema);

export const UrlSchema = Type.Object({
  path: Type.String(),
  queryParams: Type.Optional(Type.Record(Type.String(), Type.String())),
});

export const IdParamsSchema = Type.Object({
  productId: Id('Product id'),
});

const StarCount = Type.Integer({ minimum: 0 });
type StarCounts = [number, number, number, number, number];

/** A product's scores, computed from the ratings (SPEC §6, server/ratings) and shown with the product (server/catalogue): average to one decimal, count, ratings per star. */
export const ProductScoresSchema = Type.Object({
  productId: Type.Integer(),
  average: Type.Number({ minimum: 0, maximum: 5, description: 'Average of the ratings to one decimal; 0 without any' }),
  count: Type.Integer({ minimum: 0 }),
  // Five numbers as an array with a length, not a tuple: TypeBox writes tuples as `items: […]`, which OpenAPI 3.1 (JSON Schema 2020-12) refuses.
  distribution: Type.Optional(Type.Unsafe<StarCounts>(Type.Array(StarCount, { minItems: 5, maxItems: 5, description: 'Ratings per star, one star first (always sent)' }))),
});

/** The error answers a route may give, documented alongside its success answer. */
export function withErrors<R extends Record<number, TSchema>>(success: R) {
  return { ...success, 400: ErrorSchema, 404: ErrorSchema, 500: ErrorSchema };
}
