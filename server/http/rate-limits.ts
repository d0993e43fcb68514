/**
 * Attempt counters for expensive or guessable calls (sign-in, forgotten password): a port, so the
 * in-memory counters of one process (a laptop, the tests) can become shared Redis counters when the
 * shop scales out (DESIGN decision 15, tracker issue 16) without touching the services.
 *
 * An attempt is counted BEFORE the work it guards (so a burst of parallel requests is stopped
 * before it costs a password hash), under every key at once (e.g. the address and the client), and
 * refused when any key is past its limit. A call that turns out legitimate (a successful sign-in)
 * gives its attempt back.
 */
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type AttemptVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface RateLimit {
  /** Counts one attempt under each key; refused when one of them went past its limit. */
  attempt(keys: readonly string[]): Promise<AttemptVerdict>;
  /** Gives back the attempt counted under each key. */
  forgive(keys: readonly string[]): Promise<void>;
}

export interface RateLimitPolicy {
  /** Attempts allowed per window. */
  points: number;
  windowSeconds: number;
}

/**
 * Makes the counters of one named limit ("login", "newsletter"…). The app builds one factory
 * (server/app.ts): in memory for one process, in Redis when REDIS_URL is set, so every process
 * counts the same attempts. Two calls with the same name share their counters.
 */
export type RateLimitFactory = (name: string, policy: RateLimitPolicy) => RateLimit;

/** One process's memory: a limit per name and policy. */
export function memoryRateLimits(): RateLimitFactory {
  return sharedByName((_name, policy) => memoryRateLimit(policy));
}

/** The in-process implementation (rate-limiter-flexible's memory limiter). */
export function memoryRateLimit(policy: RateLimitPolicy): RateLimit {
  return limitOf(new RateLimiterMemory({ points: policy.points, duration: policy.windowSeconds }));
}

/**
 * Counters every process shares, in Redis under `prefix` (REDIS_URL, REDIS_PREFIX). When Redis
 * cannot be reached (down, restarting, the connection not ready yet) each process counts in its
 * own memory with the same policy (rate-limiter-flexible's insurance limiter) rather than failing
 * or letting everything through: the limit then holds per process until Redis is back.
 */
export function redisRateLimits(redis: Redis, prefix: string): RateLimitFactory {
  return sharedByName((name, policy) => limitOf(new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `${prefix}rl:${policyKey(name, policy)}`,
    points: policy.points,
    duration: policy.windowSeconds,
    // Straight to the insurance while the connection is down, instead of queueing behind the reconnection.
    rejectIfRedisNotReady: true,
    insuranceLimiter: new RateLimiterMemory({ points: policy.points, duration: policy.windowSeconds }),
  })));
}

/** One limit per name and policy, made on first use. */
function sharedByName(make: (name: string, policy: RateLimitPolicy) => RateLimit): RateLimitFactory {
  const made = new Map<string, RateLimit>();
  return (name, policy) => {
    const key = policyKey(name, policy);
    let limit = made.get(key);
    if (!limit) made.set(key, (limit = make(name, policy)));
    return limit;
  };
}

function policyKey(name: string, policy: RateLimitPolicy): string {
  return `${name}:${policy.points}/${policy.windowSeconds}`;
}

function limitOf(limiter: RateLimiterAbstract): RateLimit {
  return {
    async attempt(keys) {
      // Every key counts the attempt, even when another one already refuses it.
      const results = await Promise.all(keys.map((key) => limiter.consume(key).then(() => null, (rejection: unknown) => refusal(rejection))));
      const refused = results.filter((ms): ms is number => ms !== null);
      return refused.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...refused) / 1000)) };
    },
    async forgive(keys) {
      await Promise.all(keys.map((key) => limiter.reward(key, 1)));
    },
  };
}

/** rate-limiter-flexible rejects with a RateLimiterRes when the key is past its points; anything else is a failure. */
function refusal(rejection: unknown): number {
  if (rejection instanceof RateLimiterRes) return rejection.msBeforeNext;
  throw rejection;
}
