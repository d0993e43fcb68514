import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  it('keeps a value for its lifetime, shares concurrent loads, and can be bypassed', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache(1000, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.get('k', load)).toBe(1);
    expect(await cache.get('k', load, { bypass: true })).toBe(2);
    now = 1000;
    expect(await cache.get('k', load)).toBe(3);
  });

  it('forgets failed loads', async () => {
    const cache = new TtlCache(1000);
    await expect(cache.get('k', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });
});
