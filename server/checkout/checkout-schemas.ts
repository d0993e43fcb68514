/**
 * TypeBox schemas of the checkout calls (docs/checkout-api.md): a carrier as quoted (SPEC §3
 * "Default carrier", also the basket's `defaultCarrier`), the carriers' and relay points' queries
 * and answers.
 */
import { Type } from 'typebox';
import type { ShippingType } from '../../src/domain/catalogue/carrier';
import { NoCacheFlag, Text } from '../http/schemas/common';

export const DefaultCarrierSchema = Type.Object({
  id: Type.Integer(),
  rank: Type.Integer(),
  code: Type.String(),
  logo: Type.String(),
  type: Type.Unsafe<ShippingType>(Type.String({ enum: ['home', 'point_relais', 'express'] })),
  serviceName: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price: Type.Object({
    id: Type.Integer(),
    freeShipping: Type.Boolean(),
    freeShippingAmount: Type.Integer({ description: 'Cents from which shipping is free (9900 when the carrier gives none)' }),
    priceWithoutDuty: Type.Integer({ description: 'Cents' }),
    priceWithDuty: Type.Integer({ description: 'Cents; 0 when shipping is free' }),
  }),
  deliveryDate: Type.Object({
    id: Type.Integer(),
    shippingDate: Type.String({ format: 'date' }),
    deliveryDate: Type.String({ format: 'date' }),
  }),
});

export const CarriersQuerySchema = Type.Object({
  country: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'Destination country (ISO alpha-2)' }),
  amount: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Euros: the goods after the promotion' }),
  no_cache: Type.Optional(NoCacheFlag),
});

export const CarrierListSchema = Type.Array(DefaultCarrierSchema);

export const FreeShippingSchema = Type.Object({ freeShipping: Type.Number({ description: 'Euros' }) });

const OpeningHoursSchema = Type.Object({
  day: Type.Integer({ minimum: 1, maximum: 7, description: '1 Monday … 7 Sunday' }),
  open: Type.String({ description: 'HH:MM' }),
  close: Type.String({ description: 'HH:MM' }),
});

export const RelayPointSchema = Type.Object({
  id: Type.String(),
  carrierCode: Type.String(),
  name: Type.String(),
  street: Type.String(),
  zipCode: Type.String(),
  city: Type.String(),
  countryIsoCode2: Type.String(),
  latitude: Type.Number(),
  longitude: Type.Number(),
  openingHours: Type.Array(OpeningHoursSchema, { description: 'Several ranges a day for a lunch break; a day without any is closed' }),
  distanceKm: Type.Number({ description: 'From the searched place, 1 decimal' }),
});

export const RelayPointListSchema = Type.Array(RelayPointSchema);

export const RelayPointsQuerySchema = Type.Object({
  country: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166 alpha-2 destination country' }),
  q: Text({ minLength: 2, maxLength: 80, description: 'A postcode or a city' }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  no_cache: Type.Optional(NoCacheFlag),
});
