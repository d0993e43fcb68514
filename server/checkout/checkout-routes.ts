/**
 * The checkout calls (docs/checkout-api.md): the store country's free-shipping threshold, the
 * carriers of a destination quoted for the goods, and the relay points nearest to a postcode or a
 * city with their distance and opening hours. A country no relay carrier delivers to is a 400; the
 * relay point finder failing is a 503 with SPEC §8's relay point fetch error.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { toEuros } from '../../src/domain/money/money';
import type { ModuleDeps } from '../core/module-deps';
import { sendError } from '../http/errors';
import { statusOf, valueOf } from '../http/outcomes';
import { ApiHeadersSchema, ErrorSchema, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import { DbRelayPointFinder, type RelayPointFinder } from './checkout-relay-points';
import { CarrierListSchema, CarriersQuerySchema, FreeShippingSchema, RelayPointListSchema, RelayPointsQuerySchema } from './checkout-schemas';
import { countryCarriers, freeShippingCents, relayPointsNear } from './checkout-service';
import { deliveryTermsRoutes } from './checkout-terms-routes';

const tags = ['checkout'];

/** `finder`: where relay points come from (our table unless a test gives another). */
export const checkoutRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps; finder?: RelayPointFinder }> = async (app, { deps, finder = new DbRelayPointFinder(deps.db) }) => {
  // The merchant's side of the delivery terms (issue 34), in its own scope: staff hooks, private answers.
  await app.register(deliveryTermsRoutes, { deps });

  app.get('/checkout/carriers/free-shipping', {
    schema: {
      tags,
      summary: "Amount from which shipping is free in the store's country (euros; 99 when the carrier gives none)",
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      response: withErrors({ 200: FreeShippingSchema }),
    },
  }, async (request) => ({ freeShipping: toEuros(await freeShippingCents(deps.db, request.shop.store)) }));

  app.get('/checkout/carriers', {
    schema: {
      tags,
      summary: 'Carriers of a destination by rank, each with its price (cents, free at or above its threshold) and delivery date',
      headers: ApiHeadersSchema,
      querystring: CarriersQuerySchema,
      response: withErrors({ 200: CarrierListSchema }),
    },
  }, async (request) => valueOf(await countryCarriers(deps, request.shop, request.query.country, request.query.amount)));

  app.get('/checkout/relay-points', {
    schema: {
      tags,
      summary: 'Relay points nearest to a postcode or a city, nearest first',
      headers: ApiHeadersSchema,
      querystring: RelayPointsQuerySchema,
      response: { ...withErrors({ 200: RelayPointListSchema }), 503: ErrorSchema },
    },
  }, async (request, reply) => {
    const found = await relayPointsNear({ db: deps.db, cache: deps.cache, log: request.log }, finder, request.shop, request.query);
    // The message is the shopper's (a 503 through the error handler would become "Service Unavailable").
    return found.ok ? found.value : sendError(reply, statusOf(found.kind), found.message);
  });
};
