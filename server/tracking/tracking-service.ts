/**
 * The tag manager's customer data (SPEC §3 "Tracking data", §7 `POST /generate-encrypted-data`):
 * identifying values go out only as keyed hashes (tracking-hasher.ts), and a client asks a limited
 * number of times (a bulk hashing oracle would undo the keying). The GTM container id is read here
 * too, for the pages and `/init`.
 */
import type { HashableData } from '../../src/domain/tracking/customer-hash-input';
import type { ModuleDeps } from '../core/module-deps';
import { fail, succeed, type Failure, type Outcome } from '../core/outcome';
import { memoryRateLimits, type RateLimit } from '../http/rate-limits';
import { trackingHasherOf, type TrackingHasher } from './tracking-hasher';

export { readGtmId, readTrackingHashSecret, TrackingHasher, trackingHasherOf, MIN_TRACKING_SECRET_LENGTH } from './tracking-hasher';

/** A page asks once per signed-in visit; 30 a minute per client leaves room for many tabs and stops a bulk hashing oracle. */
export const HASH_REQUESTS_PER_MINUTE = 30;

export interface TrackingDeps {
  hasher: TrackingHasher;
  /** Hash requests, per client. */
  limit: RateLimit;
}

/** The shop's hasher and the app's counters (default: this process's memory). */
export function trackingDepsOf(deps: Pick<ModuleDeps, 'secret' | 'rateLimits'>): TrackingDeps {
  return {
    hasher: trackingHasherOf(deps.secret.key),
    limit: (deps.rateLimits ?? memoryRateLimits())('tracking-hash', { points: HASH_REQUESTS_PER_MINUTE, windowSeconds: 60 }),
  };
}

export type Throttled = Failure & { retryAfterSeconds: number };

/** Each value given, normalised then hashed; nothing of it is kept. */
export async function hashCustomerData(deps: TrackingDeps, data: HashableData, client: { ip: string }): Promise<Outcome<{ hashedData: HashableData }> | Throttled> {
  const verdict = await deps.limit.attempt([`hash:${client.ip}`]);
  if (!verdict.allowed) return { ...fail('too-many-attempts', 'Too many requests'), retryAfterSeconds: verdict.retryAfterSeconds };
  return succeed({ hashedData: deps.hasher.hash(data) });
}
