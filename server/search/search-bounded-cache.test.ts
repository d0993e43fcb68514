import { describe, expect, it } from 'vitest';
import { BoundedCache, SearchCacheMemory, SharedSearchCache } from './search-bounded-cache';

describe('the search caches', () => {
  it('keep a small cache to its entries, and never a key longer than its bound', () => {
    const cache = new BoundedCache<number>(2, 8);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([1, undefined, 3]);
    cache.set('x'.repeat(9), 4);
    expect(cache.get('x'.repeat(9))).toBeUndefined();
  });

  it('share one memory in bytes between every cache, least recently used out first, whichever cache it is', () => {
    const memory = new SearchCacheMemory(10_000);
    const masks = new SharedSearchCache<Uint8Array>((mask) => mask.byteLength, 4096, memory);
    const orders = new SharedSearchCache<Int32Array>((slots) => slots.byteLength, 4096, memory);
    masks.set('brand:1', new Uint8Array(3_000));
    orders.set('brand:1', new Int32Array(500));
    expect(masks.get('brand:1')?.byteLength).toBe(3_000);
    expect(orders.get('brand:1')?.length).toBe(500);
    // A third of the memory each: the fourth pushes out the least recently used (the orders' entry).
    masks.get('brand:1');
    masks.set('brand:2', new Uint8Array(3_000));
    masks.set('brand:3', new Uint8Array(3_000));
    expect(orders.get('brand:1')).toBeUndefined();
    expect(masks.get('brand:1')).toBeDefined();
    expect(memory.usage.bytes).toBeLessThanOrEqual(10_000);
    // What is heavier than the whole memory is computed, not kept.
    expect(masks.getOrCompute('huge', () => new Uint8Array(20_000)).byteLength).toBe(20_000);
    expect(masks.get('huge')).toBeUndefined();
  });

  it('forget a cache’s entries on clear, and leave the others’', () => {
    const memory = new SearchCacheMemory(1_000_000);
    const texts = new SharedSearchCache<string>((text) => text.length, 64, memory);
    const spans = new SharedSearchCache<string>((text) => text.length, 64, memory);
    texts.set('sweat', 'sweat');
    spans.set('sweat', 'sweat');
    texts.clear();
    expect(texts.get('sweat')).toBeUndefined();
    expect(spans.get('sweat')).toBe('sweat');
    texts.set('sweat', 'sweats');
    expect(texts.get('sweat')).toBe('sweats');
    texts.set('y'.repeat(65), 'too long a key');
    expect(texts.get('y'.repeat(65))).toBeUndefined();
    spans.delete('sweat');
    expect(spans.get('sweat')).toBeUndefined();
  });

  it('is sized at start, emptied when resized', () => {
    const memory = new SearchCacheMemory(1_000);
    const cache = new SharedSearchCache<Uint8Array>((mask) => mask.byteLength, 4096, memory);
    cache.set('a', new Uint8Array(2_000));
    expect(cache.get('a')).toBeUndefined();
    memory.resize(1_000_000);
    cache.set('a', new Uint8Array(2_000));
    expect(cache.get('a')).toBeDefined();
    expect(memory.usage).toMatchObject({ entries: 1, maxBytes: 1_000_000 });
    memory.resize(1_000_000);
    expect(cache.get('a')).toBeUndefined();
  });
});
