/**
 * `POST /secure/account/giftcards` (docs/returns-api.md "Gift cards"): the signed-in customer
 * activates a gift card; 201 with the new credit and the balance. Refusals: 400 badly typed, 404
 * unknown, 409 already activated, 410 expired, 429 with Retry-After after 5 refused attempts in 15
 * minutes (per customer and per client address; the app's counters, shared in Redis with REDIS_URL).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { memoryRateLimits, type RateLimit } from '../http/rate-limits';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { GiftcardActivationSchema, GiftcardBodySchema, GiftcardErrorSchemas } from './giftcards-schemas';
import { activateGiftcard, GIFTCARD_LIMIT, type GiftcardDeps } from './giftcards-service';

export interface GiftcardRouteOptions {
  deps: ModuleDeps;
  /** Tests: counters of their own (default: the app's, 5 refused attempts per 15 minutes). */
  refusals?: RateLimit;
}

export const giftcardsRoutes: FastifyPluginAsyncTypebox<GiftcardRouteOptions> = async (app, { deps, refusals }) => {
  const giftcards: GiftcardDeps = { db: deps.db, now: deps.now, refusals: refusals ?? (deps.rateLimits ?? memoryRateLimits())('giftcard', GIFTCARD_LIMIT) };
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);

  app.post('/secure/account/giftcards', {
    schema: {
      tags: ['accounts'],
      summary: 'Activates a gift card: its value becomes a credit of the balance (each code once)',
      security: [{ bearer: [] }],
      headers: ApiHeadersSchema,
      body: GiftcardBodySchema,
      response: { ...withErrors({ 201: GiftcardActivationSchema }), ...GiftcardErrorSchemas },
    },
  }, async (request, reply) => {
    const outcome = await activateGiftcard(giftcards, customerContext(request), request.body.code, { ip: request.ip });
    if (!outcome.ok && 'retryAfterSeconds' in outcome && outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
    return reply.status(201).send(valueOf(outcome));
  });
};
