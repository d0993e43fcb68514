/**
 * TypeBox schemas of the delivery terms' admin calls (issue 34): amounts are read by the domain's
 * rules, not by the schema, so "abc" or -3 is refused in plain words (400) rather than by a type.
 */
import { Type } from 'typebox';
import { ErrorSchema } from '../http/schemas/common';

const Cutoff = Type.Object({ hour: Type.Integer(), minute: Type.Integer(), timeZone: Type.String() });

const CarrierCountry = Type.Object({
  isoCode2: Type.String(),
  price: Type.Integer({ description: 'Cents, with duty' }),
  freeShippingAmount: Type.Union([Type.Integer(), Type.Null()], { description: "Cents: the carrier's own threshold here; null: the store's" }),
  deliveryDays: Type.Integer(),
  active: Type.Boolean(),
  relayNetwork: Type.Union([Type.String(), Type.Null()]),
});

export const CarrierTermsSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  type: Type.String(),
  rank: Type.Integer(),
  name: Type.String(),
  serviceName: Type.String(),
  cutoff: Cutoff,
  countries: Type.Array(CarrierCountry),
});

export const StoreTermsSchema = Type.Object({
  storeId: Type.String(),
  freeShippingThreshold: Type.Integer({ description: 'Cents' }),
  own: Type.Boolean({ description: "False: the shop's default (99 €)" }),
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.Union([Type.String(), Type.Null()]),
});

export const DeliveryTermsSchema = Type.Object({ carriers: Type.Array(CarrierTermsSchema), stores: Type.Array(StoreTermsSchema) });

export const DeliveryHistorySchema = Type.Object({
  changes: Type.Array(Type.Object({
    id: Type.Integer(),
    changedAt: Type.String(),
    changedBy: Type.String(),
    subject: Type.String(),
    change: Type.Record(Type.String(), Type.Unknown()),
  })),
});

const Amount = Type.Union([Type.Number(), Type.String({ maxLength: 20 })], { description: 'Euros, two decimals at most' });

export const CarrierParamsSchema = Type.Object({ carrier: Type.String({ maxLength: 64, description: 'Code or id' }) });
export const OfferParamsSchema = Type.Object({ carrier: Type.String({ maxLength: 64 }), country: Type.String({ maxLength: 8 }) });
export const StoreParamsSchema = Type.Object({ store: Type.String({ maxLength: 64 }) });

export const OfferBodySchema = Type.Object({
  price: Type.Optional(Amount),
  deliveryDays: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 10 })])),
  active: Type.Optional(Type.Boolean()),
  relayNetwork: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  freeShippingAmount: Type.Optional(Type.Union([Amount, Type.Null()], { description: "Euros: the carrier's own threshold here (wins over the store's); null: the store's" })),
}, { additionalProperties: false });

export const CutoffBodySchema = Type.Object({
  time: Type.String({ maxLength: 10, description: 'HH:MM' }),
  timeZone: Type.Optional(Type.String({ maxLength: 64, description: 'Europe/Paris unless given' })),
}, { additionalProperties: false });

export const ThresholdBodySchema = Type.Object({ freeShippingThreshold: Amount }, { additionalProperties: false });

export const HistoryQuerySchema = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) });

export const TermsErrors = { 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema };
