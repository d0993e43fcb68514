/** Request and answer schemas of POST /basket/detail (SPEC §3 "Basket", "Basket item", "Basket promotion", "Default carrier"). */
import { Type, type Static } from 'typebox';
import { DefaultCarrierSchema } from '../checkout/checkout-service';
import { ID_DIGITS, Id, Text } from '../http/schemas/common';

/** SPEC §5: numeric fields may arrive as numbers or digit strings; both are converted. */
const IdValue = Type.Union([Id(), Type.String({ pattern: `^\\s*${ID_DIGITS}\\s*$`, maxLength: 32 })]);
const QuantityValue = Type.Union([Type.Integer({ minimum: 0, maximum: 999 }), Type.String({ pattern: '^\\s*\\d{1,3}\\s*$', maxLength: 32 }), Type.Null()]);

export const BasketDetailBodySchema = Type.Object({
  basketItems: Type.Array(
    Type.Object({
      productId: IdValue,
      productSizeId: IdValue,
      quantity: Type.Optional(QuantityValue),
    }, { description: 'Other fields of a previous answer may be sent back; they are ignored' }),
    { maxItems: 100, description: 'Lines; the same product and size twice are added up' },
  ),
  basketPromotion: Type.Optional(
    Type.Union([Type.Object({ code: Type.Union([Text({ maxLength: 64 }), Type.Null()]) }), Type.Null()], { description: 'The code to check; other fields are ignored' }),
  ),
  countryIsoCode: Type.Optional(
    Type.Union([Type.String({ pattern: '^[A-Za-z]{2}$' }), Type.Null()], { description: "Delivery country; default the store's" }),
  ),
  device: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 1 }), Type.String({ enum: ['0', '1'] }), Type.Null()], { description: '0 desktop, 1 other; default the device header' })),
});

export type BasketDetailBody = Static<typeof BasketDetailBodySchema>;

const Euros = (description: string) => Type.Number({ description: `Euros, 2 decimals: ${description}` });

export const BasketItemSchema = Type.Object({
  productId: Type.Integer(),
  productSizeId: Type.Integer(),
  quantity: Type.Integer({ minimum: 0, description: 'Priced quantity: the request capped at the stock' }),
  quantityAvailable: Type.Integer({ minimum: 0, description: 'Stock of the size' }),
  unitPrice: Euros('one article, with duty'),
  originPrice: Euros('the line at the original (crossed-out) price'),
  price: Euros('the line, with duty, before the promotion'),
  dutyFreePrice: Euros("the line without the delivery country's VAT"),
  discountAmountWithDuty: Euros("the promotion's discount on this line"),
  name: Type.String({ description: "The product's name in the request language (French when it has none)" }),
  size: Type.String({ description: 'The size as the shopper reads it, in the request language (Einheitsgröße for TU)' }),
});

export const BasketPromotionSchema = Type.Object({
  code: Type.String(),
  valid: Type.Boolean(),
  name: Type.String({ description: "The promotion's name in the request language ('' for an unknown code)" }),
  discount: Euros('what the promotion takes off'),
  taxRate: Type.Number({ description: "VAT rate of the delivery country, percent" }),
  promotionValidity: Type.Object({
    valid: Type.Boolean(),
    message: Type.String({ description: 'Why the code is refused, or that it applies, in the request language' }),
    allowedDevices: Type.Array(Type.Integer({ minimum: 0, maximum: 1 })),
  }),
});

export const RemovedItemSchema = Type.Object({
  productId: Type.Integer(),
  productSizeId: Type.Integer(),
  quantity: Type.Integer(),
  reason: Type.Union([Type.Literal('discontinued'), Type.Literal('not-sold-here'), Type.Literal('outlet-only')], { description: 'outlet-only: sold in the outlet only, and the caller has no outlet access (any more)' }),
});

export const AppliedPromotionSchema = Type.Object({
  code: Type.Union([Type.String(), Type.Null()], { description: 'The code typed; null for an automatic promotion' }),
  name: Type.String({ description: "The promotion's name in the request language" }),
  discount: Euros('what this promotion takes off the goods'),
  freeShipping: Type.Boolean({ description: 'The default carrier (and any carrier of the order) is free' }),
  gift: Type.Optional(Type.Object({ productId: Type.Integer(), productSizeId: Type.Integer() }, { description: 'A product size added at 0' })),
});

export const DeclinedPromotionSchema = Type.Object({
  code: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  message: Type.String({ description: "Why it does not apply (yet), in the request language: 'Add 1 more item…', 'From 100,00 € of purchases…'" }),
});

export const BasketDetailSchema = Type.Object({
  price: Euros('goods after the promotion, with duty'),
  dutyFreePrice: Euros('goods after the promotion, without VAT'),
  priceWithDefaultCarrier: Euros('goods plus the default carrier'),
  weight: Type.Integer({ description: 'Grams' }),
  countryIsoCode: Type.String(),
  device: Type.Integer({ minimum: 0, maximum: 1 }),
  basketItems: Type.Array(BasketItemSchema),
  basketPromotion: Type.Union([BasketPromotionSchema, Type.Null()]),
  defaultCarrier: DefaultCarrierSchema,
  removedItems: Type.Array(RemovedItemSchema, { description: 'Lines that could not be priced: gone from the catalogue, not sold in this store, or outlet-only without outlet access' }),
  removedItemsMessage: Type.Union([Type.String(), Type.Null()], { description: "'Unavailable items removed from basket' in the request language" }),
  appliedPromotions: Type.Array(AppliedPromotionSchema, { description: 'Every promotion applied (automatic ones and the code), in the order they applied' }),
  declinedPromotions: Type.Array(DeclinedPromotionSchema, {
    description: 'The typed code when refused, and automatic promotions the shopper could still get (a minimum, items, a segment, a better exclusive one)',
  }),
});

export type BasketDetailAnswer = Static<typeof BasketDetailSchema>;
export type BasketItemAnswer = Static<typeof BasketItemSchema>;
export type BasketPromotionAnswer = Static<typeof BasketPromotionSchema>;
