/**
 * `/outlet/access` (SPEC §7; docs/newsletter-outlet-api.md): POST asks for access with an address
 * (throttled), GET is the outlet guard's check of the cookie's signed pass or of the signed-in
 * customer (not throttled: it only accepts passes the shop signed).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import type { Outcome } from '../core/outcome';
import { identifyCustomer, privateAnswer } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { OutletAccessBodySchema, OutletCheckQuerySchema, OutletCheckSchema, OutletErrorSchemas, OutletGrantSchema } from './outlet-schemas';
import { checkAccess, outletKitOf, requestAccess, type OutletDeps } from './outlet-service';

/** The value of an outcome; a throttled refusal also says when to come back. */
function settle<T>(reply: FastifyReply, outcome: Outcome<T>): T {
  if (!outcome.ok && 'retryAfterSeconds' in outcome) reply.header('retry-after', String(outcome.retryAfterSeconds));
  return valueOf(outcome);
}

export const outletRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const service: OutletDeps = { db: deps.db, cache: deps.cache, kit: outletKitOf(deps) };
  app.addHook('onRequest', identifyCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);

  app.post('/outlet/access', {
    schema: {
      tags: ['outlet'],
      summary: "Ask for the outlet with an address: customers and this store's newsletter subscribers pass (the answer's pass goes in the outlet cookie); others get a 403 inviting them to subscribe",
      headers: ApiHeadersSchema,
      body: OutletAccessBodySchema,
      response: { ...withErrors({ 200: OutletGrantSchema }), ...OutletErrorSchemas },
    },
  }, async (request, reply) => settle(reply, await requestAccess(service, request.shop, request.body, { ip: request.ip })));

  app.get('/outlet/access', {
    schema: {
      tags: ['outlet'],
      summary: "The outlet guard's check: the outlet cookie's signed pass whose address still passes in this store, or the signed-in customer",
      headers: ApiHeadersSchema,
      querystring: OutletCheckQuerySchema,
      response: withErrors({ 200: OutletCheckSchema }),
    },
  }, async (request) => checkAccess(service, request.shop, request.query, request.customer));
};
