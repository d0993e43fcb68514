/** POST /basket/detail: the basket priced by the server (SPEC §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import { OutletReadHeadersSchema } from '../catalogue/catalogue-service';
import { BasketDetailBodySchema, BasketDetailSchema } from './basket-schemas';
import type { ModuleDeps } from '../core/module-deps';
import { basketDetail } from './basket-service';
import { valueOf } from '../http/outcomes';
import { identifyCustomer } from '../http/customer-auth';
import { outletGates } from '../outlet/outlet-service';
import { wantedLines } from './basket-service';

export const basketRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  // The bearer token is optional: a signed-in shopper gets the promotions of their segments.
  app.addHook('onRequest', identifyCustomer(deps.customers));
  // Outlet-only lines are priced for outlet access only (the customer's, or the outlet pass).
  const outletOf = outletGates(deps);
  app.post('/basket/detail', {
    schema: {
      tags: ['checkout'],
      summary:
        "Prices a basket for the store's country: lines capped at the stock, automatic promotions and the code applied (a bearer token, optional, adds the customer's segment promotions), default carrier with price (cents) and delivery date",
      headers: OutletReadHeadersSchema,
      querystring: NoCacheQuerySchema,
      body: BasketDetailBodySchema,
      response: withErrors({ 200: BasketDetailSchema }),
    },
  }, async (request, reply) => {
    const outlet = outletOf(request);
    const detail = await basketDetail(deps, request.shop, request.body, { customerId: request.customer?.id ?? null }, outlet);
    // A signed-in customer's basket is kept on the account, for its forgotten-basket reminder (issue 38); never at the cost of the answer.
    if (detail.ok && request.customer && request.customer.actingAgentId === undefined && deps.basketPriced) {
      await deps.basketPriced(request.customer.id, wantedLines(request.body.basketItems)).catch((error) => request.log.warn({ err: error }, 'the customer’s basket could not be kept'));
    }
    if (outlet.asked) reply.header('cache-control', 'private, no-store');
    return valueOf(detail);
  });
};
