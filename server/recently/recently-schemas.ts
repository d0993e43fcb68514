/** TypeBox schemas of `/secure/recently-viewed` (docs/accounts-api.md "Recently viewed"). */
import { Type } from 'typebox';
import type { ProductLabel } from '../../src/domain/catalogue/product';
import { RECENTLY_VIEWED_LIMIT } from '../../src/domain/catalogue/recently-viewed';
import { ErrorSchema, Id } from '../http/schemas/common';

const LabelSchema = Type.Union([Type.Unsafe<ProductLabel>(Type.String({ enum: ['promo', 'flash_sale', 'top_sale', 'new'] })), Type.Null()]);

/** The thumbnail a listing shows (src/domain/catalogue/product-card.ts), in the store's language; prices in euros. */
export const RecentCardSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  brand: Type.String(),
  slug: Type.String(),
  path: Type.String({ description: 'Store-relative path of the product page' }),
  picture: Type.Union([Type.String(), Type.Null()]),
  price: Type.Number(),
  originalPrice: Type.Union([Type.Number(), Type.Null()]),
  discountPercent: Type.Integer(),
  label: LabelSchema,
});

export const RecentlyViewedSchema = Type.Array(Type.Object({ product: RecentCardSchema, viewedAt: Type.String({ format: 'date-time' }) }), {
  description: `Most recent first, at most ${RECENTLY_VIEWED_LIMIT}; products the store no longer sells are left out`,
});

export const RecentViewBodySchema = Type.Object({ product: Type.Object({ id: Id('Product id') }, { additionalProperties: false }) }, { additionalProperties: false });

/** Epoch ms from 2020 to 2100: a browser's clock, never trusted beyond the shop's now. */
const Moment = Type.Integer({ minimum: 1_577_836_800_000, maximum: 4_102_444_800_000, description: 'Epoch milliseconds of the view' });

export const RecentMergeBodySchema = Type.Object(
  {
    views: Type.Array(Type.Object({ productId: Id('Product id'), viewedAt: Moment }, { additionalProperties: false }), {
      maxItems: RECENTLY_VIEWED_LIMIT,
      description: "The browser's list, most recent first",
    }),
  },
  { additionalProperties: false },
);

export const RecentDoneSchema = Type.Null({ description: 'Done' });

const error = (description: string) => Type.Object(ErrorSchema.properties, { description });

export const RecentlyErrorSchemas = {
  401: error('Not signed in, or the token is missing, expired, forged or revoked'),
  404: error('Product not found'),
};
