/** What the database's errors mean to a service, read in one place. */

/** PostgreSQL's unique violation (23505): a row raced in under the same key (an idempotency key, an address registered twice). */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** The socket's own failures: the server is not there, or went away mid-way. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);
/**
 * PostgreSQL's codes for a server that is shutting down, starting, out of connections or gone:
 * 57P01 admin_shutdown (a restart, `pg_terminate_backend`), 57P02 crash_shutdown, 57P03
 * cannot_connect_now (starting up), 53300 too_many_connections, and the whole class 08
 * (connection exception).
 */
const SERVER_GONE_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
/** node-postgres says so in words only. */
const CLIENT_GONE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Connection terminated due to connection timeout',
];
/** The pool had no free connection within its acquisition timeout: busy, not down. */
const POOL_BUSY_MESSAGE = 'timeout exceeded when trying to connect';
/** The database answered, but not in time: a statement cut by statement_timeout (57014) or a lock wait. */
const TOO_SLOW_CODES = new Set(['57014', '55P03']);
/** Worth trying again as it is: a serialization failure or a deadlock (the transaction was rolled back whole). */
const RETRYABLE_CODES = new Set(['40001', '40P01']);

/** Why the database could not serve a request, or null when the error is not the database's state. */
export type DatabaseTrouble = 'unreachable' | 'too-slow' | 'retry';

function own(error: unknown): DatabaseTrouble | null {
  if (!error || typeof error !== 'object') return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_GONE_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return 'unreachable';
    if (TOO_SLOW_CODES.has(code)) return 'too-slow';
    if (RETRYABLE_CODES.has(code)) return 'retry';
  }
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message.startsWith(POOL_BUSY_MESSAGE)) return 'too-slow';
  if (typeof message === 'string' && CLIENT_GONE_MESSAGES.some((words) => message.startsWith(words))) return 'unreachable';
  return null;
}

/**
 * What the database's state did to this request: unreachable (down, restarting, out of
 * connections), too slow (a statement or the pool's wait timed out) or a transaction to retry;
 * null for anything else (a bug, a constraint). Follows `cause` a few levels, since the drivers and
 * our own wrappers (createDatabase) wrap what the socket said.
 */
export function databaseTrouble(error: unknown): DatabaseTrouble | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const found = own(current);
    if (found) return found;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
