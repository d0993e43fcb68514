/** Schemas of the product calls (SPEC §3 "Product (detail view)", "Product (search hit)"). */
import { Type } from 'typebox';
import type { Gender, MarketLabelClass, ProductLabel } from '../../src/domain/catalogue/product';
import { FitAdviceSchema, SizeGuideSchema } from '../fit/fit-service';
import { ApiHeadersSchema, ErrorSchema, ID_DIGITS, LocalizedSchema, NoCacheFlag, PartialLocalizedSchema, ProductScoresSchema, Text } from '../http/schemas/common';

export { ProductScoresSchema };

/** The outlet cookie's signed pass, sent by the shop's own clients (a browser's call on the shop's origin sends the cookie itself). */
const OutletPassHeader = Type.Optional(Text({ maxLength: 600, description: "The outlet cookie's pass: opens outlet-only products (else a bearer token, or the outlet cookie)" }));

/** The shop headers of a read that may be of an outlet-only product. */
export const OutletReadHeadersSchema = Type.Object({
  ...ApiHeadersSchema.properties,
  'outlet-pass': OutletPassHeader,
});

export const ProductHeadersSchema = Type.Object({
  ...OutletReadHeadersSchema.properties,
  version: Type.Optional(Text({ maxLength: 16, description: 'Answer version the client expects (v3)' })),
});

/** An outlet-only product read without outlet access: 403 with the outlet's words. */
export const OutletRefusalSchemas = { 403: ErrorSchema };

export const ProductScoresQuerySchema = Type.Object({
  productIds: Type.String({ pattern: `^${ID_DIGITS}(,${ID_DIGITS}){0,99}$`, maxLength: 2048, description: 'Comma-separated ids, at most 100' }),
  no_cache: Type.Optional(NoCacheFlag),
});

const LabelSchema = Type.Union([
  Type.Unsafe<ProductLabel>(Type.String({ enum: ['promo', 'flash_sale', 'top_sale', 'new'] })),
  Type.Null(),
]);
const MarketLabelClassSchema = Type.Unsafe<MarketLabelClass>(Type.String({ enum: ['eco_friendly', 'exclusivity'] }));
const GenderSchema = Type.Unsafe<Gender>(Type.String({ enum: ['men', 'women', 'kids', 'unisex'] }));
const RefSchema = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });

/** Category with its parents: type → family → gender (the tree is three levels deep). */
const GenderCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });
const FamilyCategorySchema = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), parent: Type.Optional(GenderCategorySchema) });
const CategoryRefSchema = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String(), parent: Type.Optional(FamilyCategorySchema) });

export const ProductSizeSchema = Type.Object({
  id: Type.Integer(),
  productSizeId: Type.Integer(),
  size: Type.String(),
  rank: Type.Integer(),
  value: Type.String(),
  quantity: Type.Integer({ minimum: 0 }),
  gtin: Type.Optional(Type.String({ description: 'GTIN (EAN-13…) of the size, when the merchant gave one' })),
});

const ColourSwatchSchema = Type.Object({
  productId: Type.Integer(),
  name: Type.String({ description: "The colour's name in the request language" }),
  hex: Type.String(),
  path: Type.String({ description: "Store-relative path of the colour's product page" }),
  picture: Type.Union([Type.String(), Type.Null()], { description: "The colour product's first picture" }),
  soldOut: Type.Boolean(),
  current: Type.Boolean(),
});

export const ProductDetailSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  slugs: LocalizedSchema,
  brand: RefSchema,
  range: Type.String({ description: "The range's name in the request language" }),
  category: CategoryRefSchema,
  artists: Type.Array(RefSchema),
  color: Type.String({ description: "The colour's name in the request language" }),
  material: Type.String({ description: "The material's name in the request language" }),
  gender: GenderSchema,
  description: Type.String(),
  price: Type.Number({ description: 'Euros, for the store country' }),
  originPrice: Type.Union([Type.Number(), Type.Null()]),
  discountPercent: Type.Integer(),
  quantity: Type.Integer({ minimum: 0, description: 'Stock over all sizes' }),
  pictures: Type.Array(Type.Object({ url: Type.String(), default: Type.Boolean() })),
  productSizes: Type.Array(ProductSizeSchema),
  marketLabels: Type.Array(Type.Object({ type: MarketLabelClassSchema, name: Type.String() })),
  label: LabelSchema,
  manufactured: Type.String(),
  isOnlyOutlet: Type.Boolean(),
  family: Type.Optional(Type.Array(ColourSwatchSchema, { description: 'The colours of its model the store sells (this one `current`); empty when it has no other colour' })),
});

export const ProductInformationSchema = Type.Object({ label: Type.String(), value: Type.String() });
export const ProductInformationListSchema = Type.Array(ProductInformationSchema);

export const ProductDetailResponseSchema = Type.Object({
  product: ProductDetailSchema,
  metadata: Type.Object({
    title: Type.String(),
    description: Type.String(),
    canonical: Type.String(),
    alternates: PartialLocalizedSchema,
  }),
  scores: ProductScoresSchema,
  informations: ProductInformationListSchema,
  fit: Type.Optional(FitAdviceSchema),
  sizeGuide: Type.Optional(SizeGuideSchema),
});

const HitPriceSchema = Type.Object({ price: Type.Number(), originalPrice: Type.Union([Type.Number(), Type.Null()]) });

export const ProductHitSchema = Type.Object({
  objectID: Type.String(),
  productID: Type.Integer(),
  slugs: LocalizedSchema,
  names: LocalizedSchema,
  displayInformation: Type.Object({ title: Type.String() }),
  brand: RefSchema,
  pictures: Type.Array(Type.Object({ path: Type.String(), default: Type.Boolean() })),
  prices: Type.Record(Type.String(), HitPriceSchema, { description: 'Euros, keyed by lower-case country code plus default' }),
  label: LabelSchema,
  promotion: Type.Union([Type.Object({ percent: Type.Integer() }), Type.Null()]),
  marketLabels: Type.Object({ eco_friendly: Type.Optional(LocalizedSchema), exclusivity: Type.Optional(LocalizedSchema) }),
  sizes: Type.Array(Type.Object({ size: Type.String() })),
  watermarkUrl: Type.Union([Type.String(), Type.Null()]),
});

export const ProductHitListSchema = Type.Array(ProductHitSchema);

/** GET /products/colours: the swatches under listing cards. */
export const ListingColoursQuerySchema = ProductScoresQuerySchema;
export const ListingColoursListSchema = Type.Array(Type.Object({
  productId: Type.Integer(),
  swatches: Type.Array(Type.Pick(ColourSwatchSchema, ['productId', 'name', 'hex', 'path']), { maxItems: 5 }),
  more: Type.Integer({ minimum: 0, description: 'Colours beyond the swatches ("+N")' }),
}));

export const ProductScoresListSchema = Type.Array(ProductScoresSchema);

const NamesByValue = (what: string) => Type.Record(Type.String(), Type.String(), { description: what });

/** GET /facet-names: what shoppers read for each facet value, in the request language. */
export const FacetNamesSchema = Type.Object({
  categories: NamesByValue('Category names by slug (any level)'),
  brands: NamesByValue('Brand names by slug (the brands the store sells)'),
  artists: NamesByValue('Artist names by slug'),
  ranges: NamesByValue('Range names by key'),
  genders: NamesByValue('Gender names by key (men, women, kids, unisex)'),
  sizes: NamesByValue('Size names by key (TU: one size)'),
  colors: NamesByValue('Colour names by key'),
  materials: NamesByValue('Material names by key'),
});
