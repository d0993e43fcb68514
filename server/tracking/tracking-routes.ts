/**
 * `POST /generate-encrypted-data` (SPEC §7): hashes the identifying values the tag manager may see.
 * Anonymous (the shopper's own values are sent by their page), rate-limited per client like the
 * other anonymous writes, never cached and never logged: the body is not kept anywhere.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../core/module-deps';
import { valueOf } from '../http/outcomes';
import type { RateLimit } from '../http/rate-limits';
import { ApiHeadersSchema, ErrorSchema, withErrors } from '../http/schemas/common';
import { EncryptedDataAnswerSchema, EncryptedDataBodySchema } from './tracking-schemas';
import { hashCustomerData, trackingDepsOf } from './tracking-service';

export interface TrackingRouteOptions {
  deps: Pick<ModuleDeps, 'secret' | 'rateLimits'>;
  /** Tests: a limit of their own. */
  limit?: RateLimit;
}

export const trackingRoutes: FastifyPluginAsyncTypebox<TrackingRouteOptions> = async (app, { deps, limit }) => {
  const tracking = { ...trackingDepsOf(deps), ...(limit ? { limit } : {}) };

  app.post('/generate-encrypted-data', {
    // The values are personal: never in the request log, whatever the log level.
    logLevel: 'warn',
    schema: {
      tags: ['tracking'],
      summary: 'HMAC-SHA-256 of the shopper\'s identifying values for the tag manager (email, names, phone, birthday)',
      headers: ApiHeadersSchema,
      body: EncryptedDataBodySchema,
      response: { ...withErrors({ 200: EncryptedDataAnswerSchema }), 429: ErrorSchema },
    },
  }, async (request, reply) => {
    const outcome = await hashCustomerData(tracking, request.body.data, { ip: request.ip });
    if (!outcome.ok && 'retryAfterSeconds' in outcome) reply.header('retry-after', String(outcome.retryAfterSeconds));
    const answer = valueOf(outcome);
    reply.header('cache-control', 'private, no-store');
    return answer;
  });
};
