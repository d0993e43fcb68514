/** The one mapping from a service's failure kinds to HTTP statuses and `{ code, message }` (SPEC §8). */
import type { FailureKind, Outcome } from '../core/outcome';
import { HttpError } from './errors';

export const FAILURE_STATUS: Record<FailureKind, number> = {
  'invalid-input': 400,
  'not-signed-in': 401,
  'wrong-credentials': 401,
  'not-allowed': 403,
  'not-found': 404,
  expired: 410,
  'already-exists': 409,
  'sold-out': 409,
  'price-changed': 409,
  'balance-changed': 409,
  'limit-reached': 409,
  'wrong-state': 409,
  refused: 422,
  'too-many-attempts': 429,
  'provider-unavailable': 503,
};

/** Failures that pass: how long a client should wait before asking again (Retry-After). */
export const FAILURE_RETRY_AFTER_SECONDS: Partial<Record<FailureKind, number>> = { 'provider-unavailable': 30 };

/** The status a failure is answered with. */
export const statusOf = (kind: FailureKind): number => FAILURE_STATUS[kind];

/** The value of a successful outcome; a failure becomes the error answer of its kind. */
export function valueOf<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpError(FAILURE_STATUS[outcome.kind], outcome.message, FAILURE_RETRY_AFTER_SECONDS[outcome.kind]);
}
