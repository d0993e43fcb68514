/**
 * Every error answer is `{ code, message }` (SPEC §8). Client mistakes keep their message
 * (schema failures read like "body/path must be string"); a database that cannot serve the
 * request (down, restarting, too slow, a transaction to retry: DESIGN decision 21) is a 503 with
 * `Retry-After`, so clients and balancers try again rather than give up; anything else unexpected
 * is a 500 'Internal Server Error' with no detail, logged with its stack.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHealth } from '../db/database-health';
import { databaseTrouble, type DatabaseTrouble } from '../db/db-errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database answers (server/db/database-health.ts); absent on apps built without one. */
    databaseHealth?: DatabaseHealth;
  }
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** A failure that passes (a provider away): when to ask again, sent as Retry-After. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);

export async function sendError(reply: FastifyReply, code: number, message: string): Promise<FastifyReply> {
  // Every 503 says when to come back (a provider down, maintenance, the database), so clients and balancers wait rather than give up.
  if (code === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', String(RETRY_AFTER_SECONDS.unreachable));
  return reply.status(code).type('application/json; charset=utf-8').send({ code, message });
}

/** Seconds a client should wait before asking again, by what held the database up. */
export const RETRY_AFTER_SECONDS: Record<DatabaseTrouble, number> = { unreachable: 5, 'too-slow': 2, retry: 1 };

export const DATABASE_UNAVAILABLE_MESSAGES: Record<DatabaseTrouble, string> = {
  unreachable: 'The shop cannot reach its database just now: try again in a few seconds.',
  'too-slow': 'The shop is too busy to answer just now: try again in a few seconds.',
  retry: 'The shop could not finish this request just now: try again.',
};

/** The 503 of a request the database could not serve; nothing of the request was kept (its transaction rolled back). */
export function sendDatabaseUnavailable(reply: FastifyReply, trouble: DatabaseTrouble): Promise<FastifyReply> {
  reply.header('retry-after', String(RETRY_AFTER_SECONDS[trouble])).header('cache-control', 'no-store');
  return sendError(reply, 503, DATABASE_UNAVAILABLE_MESSAGES[trouble]);
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.validation) {
    return sendError(reply, 400, error.message || 'Bad Request');
  }
  const health = request.server.databaseHealth;
  const trouble = health ? health.noteError(error) : databaseTrouble(error);
  if (trouble) {
    // An outage is logged once, when it begins (server/app.ts); a slow statement or a retry, once per request, without the stack.
    if (trouble !== 'unreachable' || !health) request.log.warn({ reason: (error as Error).message, code: (error as { code?: unknown }).code, trouble }, 'database unavailable: answered 503');
    return sendDatabaseUnavailable(reply, trouble);
  }
  const status = typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  // A 503 a service chose (its outcome: a provider away) keeps its words and its wait; an unexpected one has neither.
  if (error instanceof HttpError && status === 503) {
    if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
    return sendError(reply, status, error.message);
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
    return sendError(reply, status, status === 503 ? 'Service Unavailable' : 'Internal Server Error');
  }
  return sendError(reply, status, error.message || 'Bad Request');
}
