import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteKeys, REDIS_URL, redisAnswers, uniquePrefix } from '../cluster/test-services';
import { memoryRateLimit, memoryRateLimits, redisRateLimits } from './rate-limits';

describe('memoryRateLimit', () => {
  it('allows `points` attempts per key and window, then says when to come back', async () => {
    const limit = memoryRateLimit({ points: 2, windowSeconds: 60 });
    expect(await limit.attempt(['a'])).toEqual({ allowed: true });
    expect(await limit.attempt(['a'])).toEqual({ allowed: true });
    const refused = await limit.attempt(['a']);
    expect(refused.allowed).toBe(false);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(await limit.attempt(['b'])).toEqual({ allowed: true });
  });

  it('counts every key of an attempt, and refuses when any one is spent', async () => {
    const limit = memoryRateLimit({ points: 2, windowSeconds: 60 });
    await limit.attempt(['address', 'client-1']);
    await limit.attempt(['address', 'client-2']);
    expect((await limit.attempt(['address', 'client-3'])).allowed).toBe(false);
    // client-3 was counted too.
    await limit.attempt(['other', 'client-3']);
    expect((await limit.attempt(['another', 'client-3'])).allowed).toBe(false);
  });

  it('gives an attempt back when forgiven', async () => {
    const limit = memoryRateLimit({ points: 1, windowSeconds: 60 });
    await limit.attempt(['k']);
    await limit.forgive(['k']);
    expect(await limit.attempt(['k'])).toEqual({ allowed: true });
    expect((await limit.attempt(['k'])).allowed).toBe(false);
  });
});

describe('memoryRateLimits', () => {
  it('shares the counters of one name and policy, and only those', async () => {
    const limits = memoryRateLimits();
    const policy = { points: 1, windowSeconds: 60 };
    await limits('login', policy).attempt(['k']);
    expect((await limits('login', policy).attempt(['k'])).allowed).toBe(false);
    expect((await limits('contact', policy).attempt(['k'])).allowed).toBe(true);
  });
});

describe('redisRateLimits (local Redis)', () => {
  let available = false;
  const prefix = uniquePrefix('rate');
  const connections: Redis[] = [];
  const connect = (url = REDIS_URL, options = {}) => {
    const redis = new Redis(url, { maxRetriesPerRequest: 1, ...options });
    redis.on('error', () => {});
    connections.push(redis);
    return redis;
  };
  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) console.warn('rate-limits.test.ts: no Redis at TEST_REDIS_URL or 127.0.0.1:6379, Redis part skipped');
  });
  afterAll(async () => {
    connections.forEach((redis) => redis.disconnect());
    if (available) await deleteKeys(prefix);
  });

  it('counts the attempts of every process in one place', async (context) => {
    if (!available) return context.skip();
    const policy = { points: 2, windowSeconds: 60 };
    const [first, second] = [connect(REDIS_URL, { lazyConnect: true }), connect(REDIS_URL, { lazyConnect: true })];
    await Promise.all([first.connect(), second.connect()]);
    const one = redisRateLimits(first, prefix)('login', policy);
    const two = redisRateLimits(second, prefix)('login', policy);
    expect(await one.attempt(['address'])).toEqual({ allowed: true });
    expect(await two.attempt(['address'])).toEqual({ allowed: true });
    const refused = await one.attempt(['address']);
    expect(refused.allowed === false && refused.retryAfterSeconds).toBeGreaterThan(55);
    await two.forgive(['address']);
    await two.forgive(['address']);
    expect(await one.attempt(['address'])).toEqual({ allowed: true });
  });

  it('counts in memory, with the same limit, while Redis cannot be reached', async () => {
    const unreachable = connect('redis://127.0.0.1:1', { lazyConnect: true, retryStrategy: () => null });
    const limit = redisRateLimits(unreachable, prefix)('login', { points: 2, windowSeconds: 60 });
    expect(await limit.attempt(['k'])).toEqual({ allowed: true });
    expect(await limit.attempt(['k'])).toEqual({ allowed: true });
    expect((await limit.attempt(['k'])).allowed).toBe(false);
  });
});
