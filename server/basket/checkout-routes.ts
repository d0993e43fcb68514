/**
 * GET /checkout/carriers/free-shipping: the store country's free-shipping threshold in euros.
 * GET /checkout/carriers: the carriers of a destination, quoted for the goods (docs/checkout-api.md).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { toEuros } from '../../src/domain/money/money';
import { ApiHeadersSchema, NoCacheFlag, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import { DefaultCarrierSchema } from '../http/schemas/basket';
import { valueOf } from '../http/outcomes';
import type { ModuleDeps } from '../core/module-deps';
import { countryCarriers } from '../orders/checkout-carriers';
import { freeShippingCents } from './carrier-service';

const CarriersQuerySchema = Type.Object({
  country: Type.String({ pattern: '^[A-Za-z]{2}$', description: 'Destination country (ISO alpha-2)' }),
  amount: Type.Number({ minimum: 0, maximum: 10_000_000, description: 'Euros: the goods after the promotion' }),
  no_cache: Type.Optional(NoCacheFlag),
});

export const checkoutRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get('/checkout/carriers/free-shipping', {
    schema: {
      tags: ['checkout'],
      summary: "Amount from which shipping is free in the store's country (euros; 99 when the carrier gives none)",
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      response: withErrors({ 200: Type.Object({ freeShipping: Type.Number({ description: 'Euros' }) }) }),
    },
  }, async (request) => ({ freeShipping: toEuros(await freeShippingCents(deps.db, request.shop.store.countryCode)) }));

  app.get('/checkout/carriers', {
    schema: {
      tags: ['checkout'],
      summary: 'Carriers of a destination by rank, each with its price (cents, free at or above its threshold) and delivery date',
      headers: ApiHeadersSchema,
      querystring: CarriersQuerySchema,
      response: withErrors({ 200: Type.Array(DefaultCarrierSchema) }),
    },
  }, async (request) => valueOf(await countryCarriers(deps, request.shop, request.query.country, request.query.amount)));
};
