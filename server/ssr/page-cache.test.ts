import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { matchesEtag, PageCache, preferredEncoding, type PageAnswer } from './page-cache';

const answer = (html: string, headers: PageAnswer['headers'] = {}): PageAnswer => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, html });

function clockedCache(maxBytes = 1024 * 1024) {
  const clock = { now: 0 };
  const cache = new PageCache({ maxBytes, freshMs: 60_000, staleMs: 300_000, now: () => clock.now });
  return { cache, clock };
}

describe('the page cache', () => {
  it('serves a page fresh for a minute, stale for five more, then not at all', async () => {
    const { cache, clock } = clockedCache();
    await cache.store('home', answer('<p>home</p>'), cache.generation);
    expect(cache.lookup('home')?.state).toBe('fresh');
    clock.now = 60_000;
    expect(cache.lookup('home')?.state).toBe('stale');
    clock.now = 359_999;
    expect(cache.lookup('home')?.state).toBe('stale');
    clock.now = 360_000;
    expect(cache.lookup('home')).toBeUndefined();
  });

  it('never keeps the visit’s cookies', async () => {
    const { cache } = clockedCache();
    await cache.store('home', answer('<p>home</p>', { 'set-cookie': ['session_id=abc'], vary: 'Cookie' }), cache.generation);
    expect(cache.lookup('home')?.page.headers).toEqual({ 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' });
  });

  it('forgets everything on a change, and does not keep a render that began before it', async () => {
    const { cache } = clockedCache();
    await cache.store('home', answer('old'), cache.generation);
    const renderBegan = cache.generation;
    cache.invalidate();
    expect(cache.lookup('home')).toBeUndefined();
    await cache.store('home', answer('rendered from data read before the change'), renderBegan);
    expect(cache.lookup('home')).toBeUndefined();
    await cache.store('home', answer('new'), cache.generation);
    expect(cache.lookup('home')?.page.body.toString()).toBe('new');
  });

  it('keeps an outdated page for an outage only (stale-if-error)', async () => {
    const { cache } = clockedCache();
    await cache.store('home', answer('before the change'), cache.generation);
    cache.invalidate();
    expect(cache.lookup('home')).toBeUndefined();
    expect(cache.lookup('home', { anyAge: true })).toMatchObject({ state: 'stale' });
    expect(cache.lookup('home', { anyAge: true })?.page.body.toString()).toBe('before the change');
  });

  it('stays within its bytes, dropping the least recently used pages first', async () => {
    const { cache } = clockedCache(10_000);
    const page = 'x'.repeat(4_000);
    await cache.store('a', answer(page), 0);
    await cache.store('b', answer(page), 0);
    cache.lookup('a');
    await cache.store('c', answer(page), 0);
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')).toBeDefined();
    expect(cache.lookup('c')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    await cache.store('huge', answer('y'.repeat(12_000)), 0);
    expect(cache.lookup('huge')).toBeUndefined();
  });

  it('keeps nothing when it has no room at all', async () => {
    const cache = new PageCache({ maxBytes: 0, freshMs: 1000, staleMs: 1000 });
    expect(cache.enabled).toBe(false);
    await cache.store('home', answer('<p>home</p>'), cache.generation);
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

  it('gives a strong validator that changes with the page', async () => {
    const { cache } = clockedCache();
    const a = (await cache.store('a', answer('one'), 0)).etag;
    expect(a).toMatch(/^"[\w-]+"$/);
    expect((await cache.store('b', answer('one'), 0)).etag).toBe(a);
    expect((await cache.store('c', answer('two'), 0)).etag).not.toBe(a);
    expect(matchesEtag(a, a)).toBe(true);
    expect(matchesEtag(`"other", ${a}`, a)).toBe(true);
    expect(matchesEtag(`W/${a}`, a)).toBe(true);
    expect(matchesEtag('*', a)).toBe(true);
    expect(matchesEtag('"other"', a)).toBe(false);
    expect(matchesEtag(undefined, a)).toBe(false);
  });

  it('keeps the page compressed once, in brotli and gzip, under one validator', async () => {
    const { cache } = clockedCache();
    const html = `<!doctype html><p>${'Sweat à capuche '.repeat(500)}</p>`;
    const page = await cache.store('home', answer(html), cache.generation);
    expect(page.body.toString()).toBe(html);
    expect(brotliDecompressSync(page.encoded.br).toString()).toBe(html);
    expect(gunzipSync(page.encoded.gzip).toString()).toBe(html);
    expect(page.encoded.br.length).toBeLessThan(page.body.length / 10);
    // The cache counts every form it holds.
    expect(cache.size.bytes).toBe(page.body.length + page.encoded.br.length + page.encoded.gzip.length);
  });

  it('does not keep a page whose data changed while it was compressed', async () => {
    const { cache } = clockedCache();
    const storing = cache.store('home', answer('<p>old</p>'), cache.generation);
    cache.invalidate();
    await storing;
    expect(cache.lookup('home')).toBeUndefined();
  });
});

describe('the encoding of an answer', () => {
  it('is brotli, else gzip, else none, as the browser accepts them', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip;q=0.5, br;q=0')).toBe('gzip');
    expect(preferredEncoding(['gzip', 'deflate'])).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(undefined)).toBeNull();
  });
});
