/** POST /basket/detail: the basket priced by the server (SPEC §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiHeadersSchema, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import { BasketDetailBodySchema, BasketDetailSchema } from './basket-schemas';
import type { ModuleDeps } from '../core/module-deps';
import { basketDetail } from './basket-service';
import { valueOf } from '../http/outcomes';
import { identifyCustomer } from '../http/customer-auth';

export const basketRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  // The bearer token is optional: a signed-in shopper gets the promotions of their segments.
  app.addHook('onRequest', identifyCustomer(deps.customers));
  app.post('/basket/detail', {
    schema: {
      tags: ['checkout'],
      summary:
        "Prices a basket for the store's country: lines capped at the stock, automatic promotions and the code applied (a bearer token, optional, adds the customer's segment promotions), default carrier with price (cents) and delivery date",
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      body: BasketDetailBodySchema,
      response: withErrors({ 200: BasketDetailSchema }),
    },
  }, async (request) => valueOf(await basketDetail(deps, request.shop, request.body, { customerId: request.customer?.id ?? null })));
};
