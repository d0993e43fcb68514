import { describe, expect, it } from 'vitest';
import { matchesEtag, PageCache, type PageAnswer } from './page-cache';

const answer = (html: string, headers: PageAnswer['headers'] = {}): PageAnswer => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, html });

function clockedCache(maxBytes = 1024 * 1024) {
  const clock = { now: 0 };
  const cache = new PageCache({ maxBytes, freshMs: 60_000, staleMs: 300_000, now: () => clock.now });
  return { cache, clock };
}

describe('the page cache', () => {
  it('serves a page fresh for a minute, stale for five more, then not at all', () => {
    const { cache, clock } = clockedCache();
    cache.store('home', answer('<p>home</p>'), cache.generation);
    expect(cache.lookup('home')?.state).toBe('fresh');
    clock.now = 60_000;
    expect(cache.lookup('home')?.state).toBe('stale');
    clock.now = 359_999;
    expect(cache.lookup('home')?.state).toBe('stale');
    clock.now = 360_000;
    expect(cache.lookup('home')).toBeUndefined();
  });

  it('never keeps the visit’s cookies', () => {
    const { cache } = clockedCache();
    cache.store('home', answer('<p>home</p>', { 'set-cookie': ['session_id=abc'], vary: 'Cookie' }), cache.generation);
    expect(cache.lookup('home')?.page.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' });
  });

  it('forgets everything on a change, and does not keep a render that began before it', () => {
    const { cache } = clockedCache();
    cache.store('home', answer('old'), cache.generation);
    const renderBegan = cache.generation;
    cache.invalidate();
    expect(cache.lookup('home')).toBeUndefined();
    cache.store('home', answer('rendered from data read before the change'), renderBegan);
    expect(cache.lookup('home')).toBeUndefined();
    cache.store('home', answer('new'), cache.generation);
    expect(cache.lookup('home')?.page.body.toString()).toBe('new');
  });

  it('stays within its bytes, dropping the least recently used pages first', () => {
    const { cache } = clockedCache(10_000);
    const page = 'x'.repeat(4_000);
    cache.store('a', answer(page), 0);
    cache.store('b', answer(page), 0);
    cache.lookup('a');
    cache.store('c', answer(page), 0);
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')).toBeDefined();
    expect(cache.lookup('c')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    cache.store('huge', answer('y'.repeat(12_000)), 0);
    expect(cache.lookup('huge')).toBeUndefined();
  });

  it('keeps nothing when it has no room at all', () => {
    const cache = new PageCache({ maxBytes: 0, freshMs: 1000, staleMs: 1000 });
    expect(cache.enabled).toBe(false);
    cache.store('home', answer('<p>home</p>'), cache.generation);
    expect(cache.lookup('home')).toBeUndefined();
  });

  it('refreshes a stale page once, however many visitors ask meanwhile', async () => {
    const { cache } = clockedCache();
    let renders = 0;
    let finish!: () => void;
    const render = () => {
      renders++;
      return new Promise<void>((resolve) => (finish = resolve));
    };
    cache.refreshInBackground('home', render);
    cache.refreshInBackground('home', render);
    expect(renders).toBe(1);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    cache.refreshInBackground('home', render);
    expect(renders).toBe(2);
  });

  it('gives a strong validator that changes with the page', () => {
    const { cache } = clockedCache();
    const a = cache.store('a', answer('one'), 0).etag;
    expect(a).toMatch(/^"[\w-]+"$/);
    expect(cache.store('b', answer('one'), 0).etag).toBe(a);
    expect(cache.store('c', answer('two'), 0).etag).not.toBe(a);
    expect(matchesEtag(a, a)).toBe(true);
    expect(matchesEtag(`"other", ${a}`, a)).toBe(true);
    expect(matchesEtag(`W/${a}`, a)).toBe(true);
    expect(matchesEtag('*', a)).toBe(true);
    expect(matchesEtag('"other"', a)).toBe(false);
    expect(matchesEtag(undefined, a)).toBe(false);
  });
});
