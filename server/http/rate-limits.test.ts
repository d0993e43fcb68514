import { describe, expect, it } from 'vitest';
import { memoryRateLimit } from './rate-limits';

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
