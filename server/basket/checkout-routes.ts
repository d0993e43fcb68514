/** GET /checkout/carriers/free-shipping: the store country's free-shipping threshold in euros. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { toEuros } from '../../src/domain/money/money';
import { ApiHeadersSchema, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import type { AppDeps } from '../app-deps';
import { freeShippingCents } from './carrier-service';

export const checkoutRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/checkout/carriers/free-shipping', {
    schema: {
      tags: ['checkout'],
      summary: "Amount from which shipping is free in the store's country (euros; 99 when the carrier gives none)",
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      response: withErrors({ 200: Type.Object({ freeShipping: Type.Number({ description: 'Euros' }) }) }),
    },
  }, async (request) => ({ freeShipping: toEuros(await freeShippingCents(deps.db, request.shop.store.countryCode)) }));
};
