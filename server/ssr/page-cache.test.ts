import { describe, expect, it } from 'vitest';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { matchesEtag, PageCache, plainBody, preferredEncoding, type CachedPage, type PageAnswer } from './page-cache';

const text = async (page: CachedPage | undefined) => (page ? (await plainBody(page)).toString() : undefined);
/** Text that compresses to about its own size, so a page's kept bytes are known beforehand. */
const incompressible = (length: number) => randomBytes(length).toString('base64').slice(0, length);
const answer = (html: string, headers: PageAnswer['headers'] = {}): PageAnswer => ({ status: 200, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, html });

/** A page of cards in varied words, the kind brotli 11 makes smaller than brotli 6 (by some 13 %). */
function listingLike(seedText: string): string {
  const words = ['Sweat', 'Chemise', 'Veste', 'Beige', 'Noir', 'Bordeaux', 'capuche', 'vintage', 'coton', 'bio', 'Maison', 'Lune', 'Tundra', 'Rookie', 'Court', 'Nordvik'];
  let seed = [...seedText].reduce((sum, letter) => sum + letter.charCodeAt(0), 7);
  const next = () => (seed = (seed * 48271) % 2147483647);
  const word = () => words[next() % words.length];
  const cards = Array.from({ length: 400 }, () => `<article class="product-card"><a href="/p/${word().toLowerCase()}-${word().toLowerCase()}-${next() % 5000}"><h2>${word()} - ${word()} ${word()}</h2></a><p>${next() % 200},99 €</p></article>`);
  return `<!doctype html>${cards.join('')}`;
}

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
    expect(await text(cache.lookup('home')?.page)).toBe('new');
  });

  it('keeps an outdated page for an outage only (stale-if-error)', async () => {
    const { cache } = clockedCache();
    await cache.store('home', answer('before the change'), cache.generation);
    cache.invalidate();
    expect(cache.lookup('home')).toBeUndefined();
    expect(cache.lookup('home', { anyAge: true })).toMatchObject({ state: 'stale' });
    expect(await text(cache.lookup('home', { anyAge: true })?.page)).toBe('before the change');
  });

  it('stays within its bytes, dropping the least recently used pages first', async () => {
    // Each page keeps some 2.3 kB of brotli and as much of gzip: two fit, not three.
    const { cache } = clockedCache(12_000);
    await cache.store('a', answer(incompressible(3_000)), 0);
    await cache.store('b', answer(incompressible(3_000)), 0);
    cache.lookup('a');
    await cache.store('c', answer(incompressible(3_000)), 0);
    expect(cache.lookup('b')).toBeUndefined();
    expect(cache.lookup('a')).toBeDefined();
    expect(cache.lookup('c')).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(12_000);
    await cache.store('huge', answer(incompressible(9_000)), 0);
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

  it('keeps the page compressed once, in brotli and gzip, under one validator, and not plain', async () => {
    const { cache } = clockedCache();
    const html = `<!doctype html><p>${'Sweat à capuche '.repeat(500)}</p>`;
    const page = await cache.store('home', answer(html), cache.generation);
    expect(brotliDecompressSync(page.encoded.br).toString()).toBe(html);
    expect(gunzipSync(page.encoded.gzip).toString()).toBe(html);
    expect(page.encoded.br.length).toBeLessThan(Buffer.byteLength(html) / 10);
    expect(page).not.toHaveProperty('body');
    // A client that takes no encoding gets the plain page, unzipped for it.
    expect(await text(page)).toBe(html);
    // The cache counts every form it holds.
    expect(cache.size.bytes).toBe(page.encoded.br.length + page.encoded.gzip.length);
  });

  it('compresses a page asked for again at brotli’s best, once, under the same validator and age', async () => {
    const { cache, clock } = clockedCache();
    const html = listingLike('home');
    const kept = await cache.store('home', answer(html), cache.generation);
    cache.lookup('home');
    await cache.compressed();
    expect(cache.lookup('home')?.page).toBe(kept);
    await cache.compressed();
    const best = cache.lookup('home')!.page;
    expect(best).not.toBe(kept);
    expect(best.encoded.br.length).toBeLessThan(kept.encoded.br.length);
    expect(brotliDecompressSync(best.encoded.br).toString()).toBe(html);
    expect([best.etag, best.storedAt, best.encoded.gzip]).toEqual([kept.etag, kept.storedAt, kept.encoded.gzip]);
    expect(cache.size.bytes).toBe(best.encoded.br.length + best.encoded.gzip.length);
    // Once: the best page is not compressed again, nor is a stale one made fresh by it.
    cache.lookup('home');
    await cache.compressed();
    expect(cache.lookup('home')?.page).toBe(best);
    clock.now = 61_000;
    expect(cache.lookup('home')?.state).toBe('stale');
  });

  it('keeps a page changed meanwhile as it is, and compresses one page at a time', async () => {
    const { cache } = clockedCache();
    const html = listingLike;
    await cache.store('a', answer(html('a')), cache.generation);
    await cache.store('b', answer(html('b')), cache.generation);
    cache.lookup('a');
    cache.lookup('a');
    cache.lookup('b');
    cache.lookup('b');
    const replaced = await cache.store('a', answer(html('a2')), cache.generation);
    await cache.compressed();
    expect(cache.lookup('a')?.page).toBe(replaced);
    // b was asked for while a was compressed: its turn comes on its next answer.
    const b = cache.lookup('b')!.page;
    await cache.compressed();
    expect(cache.lookup('b')?.page).not.toBe(b);
    cache.invalidate();
    expect(cache.lookup('b')).toBeUndefined();
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
