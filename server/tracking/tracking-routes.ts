/**
 * `POST /generate-encrypted-data` (SPEC §7): hashes the identifying values the tag manager may see.
 * Anonymous (the shopper's own values are sent by their page), rate-limited per client like the
 * other anonymous writes, never cached and never logged: the body is not kept anywhere.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sendError } from '../http/errors';
import { memoryRateLimits, type RateLimit, type RateLimitFactory } from '../http/rate-limits';
import { ApiHeadersSchema, ErrorSchema, withErrors } from '../http/schemas/common';
import { EncryptedDataAnswerSchema, EncryptedDataBodySchema } from './tracking-schemas';
import type { TrackingHasher } from './tracking-hasher';

/** A page asks once per signed-in visit; 30 a minute per client leaves room for many tabs and stops a bulk hashing oracle. */
export const HASH_REQUESTS_PER_MINUTE = 30;

export interface TrackingRouteOptions {
  hasher: TrackingHasher;
  /** The app's counters (default: this process's memory). */
  rateLimits?: RateLimitFactory;
  /** Tests: a limit of their own. */
  limit?: RateLimit;
}

export const trackingRoutes: FastifyPluginAsyncTypebox<TrackingRouteOptions> = async (app, options) => {
  const limit = options.limit ?? (options.rateLimits ?? memoryRateLimits())('tracking-hash', { points: HASH_REQUESTS_PER_MINUTE, windowSeconds: 60 });

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
    const verdict = await limit.attempt([`hash:${request.ip}`]);
    if (!verdict.allowed) {
      reply.header('retry-after', String(verdict.retryAfterSeconds));
      return sendError(reply, 429, 'Too many requests');
    }
    reply.header('cache-control', 'private, no-store');
    return { hashedData: options.hasher.hash(request.body.data) };
  });
};
