/** TypeBox schemas shared by every v5 route: headers, errors, localised values, URLs. */
import { Type, type TSchema } from 'typebox';

export const ErrorSchema = Type.Object(
  {
    code: Type.Integer({ description: 'HTTP status code' }),
    message: Type.String(),
  },
  { description: 'Every error answer (SPEC §8)' },
);

/** SPEC §7: the store, device and language every call carries. */
export const ApiHeadersSchema = Type.Object({
  store: Type.Optional(Type.String({ description: 'Store id (default laboutiqueofficielle); unknown → 400' })),
  device: Type.Optional(Type.String({ enum: ['0', '1'], description: '0 desktop, 1 other (default 0)' })),
  'accept-language': Type.Optional(Type.String({ description: "Language of names and texts; falls back to the store's" })),
});

export const NoCacheQuerySchema = Type.Object({
  no_cache: Type.Optional(Type.String({ description: '1: bypass the server caches' })),
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
  productId: Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'Product id' }),
});

/** The error answers a route may give, documented alongside its success answer. */
export function withErrors<R extends Record<number, TSchema>>(success: R) {
  return { ...success, 400: ErrorSchema, 404: ErrorSchema, 500: ErrorSchema };
}
