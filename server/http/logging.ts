/**
 * Structured logs (issue 16): pino JSON lines, one request id per request — the caller's
 * `x-request-id` when it is a short safe token, else a fresh UUID — echoed in the answer and
 * carried by every line of the request (`reqId`). No personal data: request lines show the path
 * without its query string (addresses, search words, unsubscribe e-mails live there) and with
 * token-like segments masked (`/autoconnect/<token>`); bodies and headers are never logged, and
 * the fields that could still carry a secret are redacted wherever a caller logs them.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Fastify's `genReqId`: the caller's id when it is safe to log and echo, else a new one. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Which requests get their line (LOG_REQUESTS): `all`, one line per answer when it is sent; `errors`,
 * only answers of 400 and above and those slower than SLOW_REQUEST_MS (a busy shop's cached pages
 * and files then cost no log line at all).
 */
export type RequestLogging = 'all' | 'errors';
export const REQUEST_LOGGING: readonly RequestLogging[] = ['all', 'errors'];
export const SLOW_REQUEST_MS = 1000;

/**
 * One line per request, when its answer is sent (`request completed`: method, path, status,
 * `responseTime`), instead of Fastify's two (`incoming request` as well, now at debug level): the line written as a
 * request came in said nothing the completed one does not, and writing it cost a cached page's
 * answer a fifth of its CPU. Failures keep Fastify's own lines (`request errored`, 5xx errors).
 * `errors`: only answers of 400 and above and those slower than SLOW_REQUEST_MS are logged.
 */
export function requestLogController(which: RequestLogging): LogController {
  return new (class extends LogController {
    // At debug level only (an operator following a request that never ends; pino's debug costs
    // nothing at the default info level).
    override incomingRequest(request: FastifyRequest): void {
      request.log.debug({ req: request }, 'incoming request');
    }

    override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
      if (error) return super.requestCompleted(error, request, reply);
      const responseTime = reply.elapsedTime;
      if (which === 'all' || reply.statusCode >= 400 || responseTime >= SLOW_REQUEST_MS) {
        reply.log.info({ req: request, res: reply, responseTime }, 'request completed');
      }
    }
  })();
}

/** Every answer names its request, so a support ticket can be matched to the log lines. */
export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}

const EMAIL = /[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+\.[A-Za-z]{2,}/g;

/** E-mail addresses out of a text (SMTP and database errors quote them). */
export function withoutEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

/** A random token (reset links, alert links): long, no separator, mixed case and digits — unlike a slug. */
const looksLikeToken = (segment: string) => segment.length >= 20 && /^[A-Za-z0-9_-]+$/.test(segment) && /[A-Z]/.test(segment) && /[0-9]/.test(segment);

/** The path of a request URL as it may be logged: no query string, no token or address in it. */
export function loggablePath(url: string): string {
  const path = url.split(/[?#]/, 1)[0];
  return path
    .split('/')
    .map((segment) => (segment.includes('@') || segment.includes('%40') || looksLikeToken(segment) ? ':redacted' : segment))
    .join('/');
}

/** Where a secret or personal value could sit in an object a caller logs. */
const REDACTED_PATHS = [
  'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', 'headers.authorization', 'headers.cookie',
  'password', '*.password', '_password', '*._password', 'token', '*.token', 'refresh_token', '*.refresh_token',
  'email', '*.email', 'to', '*.to', 'body', '*.body',
];

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * pino's error fields, with the addresses an error message quotes taken out; only these fields:
 * a mail error's own (`response`, `rejected`) hold addresses. Causes and the errors of an
 * AggregateError (failed after-commit effects) follow, a few levels deep.
 */
function errorLine(error: Error, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: withoutEmails(String(error)), stack: '' };
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: withoutEmails(error.message),
    stack: withoutEmails(error.stack ?? ''),
    ...(code !== undefined ? { code } : {}),
    ...(statusCode !== undefined ? { statusCode } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: errorLine(error.cause as Error, depth + 1) } : {}),
    ...(error instanceof AggregateError && depth < 3 ? { errors: error.errors.slice(0, 10).map((inner: Error) => errorLine(inner, depth + 1)) } : {}),
  };
}

export interface LogDestination {
  write(line: string): void;
}

/** The pino options of the shop's Fastify instance; `stream` replaces stdout (tests read the lines). */
export function loggerOptions(level: string, stream?: LogDestination): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (request: { method: string; url: string; id?: string }) => ({ method: request.method, path: loggablePath(request.url) }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: errorLine,
    },
    // Default: standard output as Node writes it, synchronously on Linux (files and pipes). pino's own
    // default writes each line from libuv's thread pool, and the hand-over per line (a thread, a
    // wake-up of the event loop) cost a cached page's answer as much again as the answer itself.
    stream: stream ?? process.stdout,
  };
}
