/**
 * `POST /secure/account/giftcards` (docs/returns-api.md "Gift cards"): the signed-in customer
 * activates a gift card; 201 with the new credit and the balance. Refusals: 400 badly typed, 404
 * unknown, 409 already activated, 410 expired, 429 with Retry-After after 5 refused attempts in 15
 * minutes (per customer and per client address; the app's counters, shared in Redis with REDIS_URL).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, requireCustomer } from '../http/customer-auth';
import { sendError } from '../http/errors';
import { FAILURE_STATUS } from '../http/outcomes';
import { memoryRateLimits, type RateLimit } from '../http/rate-limits';
import { ApiHeadersSchema, ErrorSchema, Text, withErrors } from '../http/schemas/common';
import { BalanceLineSchema, BalanceSchema } from '../orders/orders-service';
import { activateGiftcard, GIFTCARD_LIMIT } from './giftcard-service';

export const GiftcardBodySchema = Type.Object({
  code: Text({ maxLength: 64, description: '16 letters and digits, any case; spaces and dashes are ignored' }),
});

export const GiftcardActivationSchema = Type.Object({ credit: BalanceLineSchema, balance: BalanceSchema });

export interface GiftcardRouteOptions {
  deps: ModuleDeps;
  /** Tests: counters of their own (default: the app's, 5 refused attempts per 15 minutes). */
  refusals?: RateLimit;
}

export const giftcardRoutes: FastifyPluginAsyncTypebox<GiftcardRouteOptions> = async (app, { deps, refusals }) => {
  const giftcards = { db: deps.db, now: deps.now, refusals: refusals ?? (deps.rateLimits ?? memoryRateLimits())('giftcard', GIFTCARD_LIMIT) };
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.post('/secure/account/giftcards', {
    schema: {
      tags: ['accounts'],
      summary: 'Activates a gift card: its value becomes a credit of the balance (each code once)',
      security: [{ bearer: [] }],
      headers: ApiHeadersSchema,
      body: GiftcardBodySchema,
      response: {
        ...withErrors({ 201: GiftcardActivationSchema }),
        401: Type.Object(ErrorSchema.properties, { description: 'Not signed in' }),
        409: Type.Object(ErrorSchema.properties, { description: 'Already activated (by anyone)' }),
        410: Type.Object(ErrorSchema.properties, { description: 'The card has expired' }),
        429: Type.Object(ErrorSchema.properties, { description: 'Too many refused codes: see Retry-After' }),
      },
    },
  }, async (request, reply) => {
    const outcome = await activateGiftcard(giftcards, customerContext(request), request.body.code, { ip: request.ip });
    if (outcome.ok) return reply.status(201).send(outcome.value);
    if (outcome.kind === 'gone') return sendError(reply, 410, outcome.message);
    if ('retryAfterSeconds' in outcome && outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
    return sendError(reply, FAILURE_STATUS[outcome.kind], outcome.message);
  });
};
