/** The one mapping from a service's failure kinds to HTTP statuses and `{ code, message }` (SPEC §8). */
import type { FailureKind, Outcome } from '../outcome';
import { HttpError } from './errors';

export const FAILURE_STATUS: Record<FailureKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-many-requests': 429,
};

/** The value of a successful outcome; a failure becomes the error answer of its kind. */
export function valueOf<T>(outcome: Outcome<T>): T {
  if (outcome.ok) return outcome.value;
  throw new HttpError(FAILURE_STATUS[outcome.kind], outcome.message);
}
