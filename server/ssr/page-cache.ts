/**
 * Rendered pages kept for every anonymous visitor (issue 15): the HTML of a public page is the same
 * for everyone of a store, device class and language, so it is rendered once and served from
 * memory until what it shows changes.
 *
 * - Bounded by bytes, least recently used first out.
 * - Fresh for `freshMs`; then stale for `staleMs`: served at once while one render refreshes it
 *   in the background (stale-while-revalidate). Older entries are rendered again on request.
 * - `invalidate()` (a price, stock, content or menu change) forgets every page at once, and a
 *   render that started before it is not kept: the next request shows the change.
 * - Never holds a `Set-Cookie`: cookies are per visit, added to each answer by the caller.
 * - A page is the same bytes for every answer (no nonce: its state is a JSON data block, see
 *   server/http/security-headers.ts), so it is compressed once, in brotli and gzip, when kept, and
 *   every answer is a buffer from memory. Only the compressed bytes are kept: the plain HTML is
 *   four to seven times their size (a listing: 250 kB against 30 kB of brotli and 40 of gzip), and
 *   the rare client that accepts neither gets it unzipped for its answer (`plainBody`), so the
 *   same PAGE_CACHE_MB holds four times as many pages.
 * - A page is kept in brotli 6 (3 ms for a listing, on the render's path); one asked for again is
 *   compressed once more at brotli's best (11: a listing's 27.3 kB become 24.1, about 280 ms of one
 *   thread of libuv's pool), one page at a time, so a crawl of pages seen once costs nothing more.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gunzip, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A kept page is served as it is for a minute, then while one render refreshes it for five more. */
export const PAGE_FRESH_MS = 60_000;
export const PAGE_STALE_MS = 300_000;

export interface PageAnswer {
  status: number;
  /** Headers of the page itself; `set-cookie` is left out when it is stored. */
  headers: Record<string, string | string[]>;
  html: string;
}

export interface CachedPage {
  status: number;
  headers: Record<string, string | string[]>;
  /** The body compressed once, for every answer that accepts the encoding (the plain body: `plainBody`). */
  encoded: Record<PageEncoding, Buffer>;
  /** Strong validator of the body (the same for its encodings): `"<hash>"`. */
  etag: string;
  storedAt: number;
  generation: number;
}

export type PageLookup = { page: CachedPage; state: 'fresh' | 'stale' } | undefined;

export interface PageCacheOptions {
  maxBytes: number;
  freshMs: number;
  staleMs: number;
  now?: () => number;
}

/** A kept page answered this many times is worth compressing at brotli's best. */
const BEST_AFTER_ANSWERS = 2;

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly refreshing = new Set<string>();
  private readonly now: () => number;
  private currentGeneration = 0;
  /** How often each kept page was answered, until it is compressed at its best. */
  private readonly answered = new WeakMap<CachedPage, number>();
  /** Pages at their best compression (or that brotli 11 made no smaller). */
  private readonly best = new WeakSet<CachedPage>();
  /** The page being compressed at its best, one at a time. */
  private bestUnderWay: Promise<void> | null = null;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: Math.max(1, options.maxBytes),
      // The page's bytes, as kept: compressed.
      sizeCalculation: (page) => Math.max(1, page.encoded.br.length + page.encoded.gzip.length),
      // A page larger than the whole cache is never kept.
      maxEntrySize: Math.max(1, options.maxBytes),
    });
  }

  get enabled(): boolean {
    return this.options.maxBytes > 0;
  }

  /** The generation a render starts in: `store` keeps its page only if nothing changed meanwhile. */
  get generation(): number {
    return this.currentGeneration;
  }

  get size(): { pages: number; bytes: number } {
    return { pages: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /**
   * `anyAge`: a page past its stale time, or from before a change, is still answered, as stale
   * (the database is down: an older page is better than none, as a CDN's stale-if-error).
   */
  lookup(key: string, { anyAge = false }: { anyAge?: boolean } = {}): PageLookup {
    const page = this.entries.get(key);
    if (!page) return undefined;
    if (page.generation !== this.currentGeneration) return anyAge ? { page, state: 'stale' } : undefined;
    const age = this.now() - page.storedAt;
    if (age < this.options.freshMs + this.options.staleMs) this.noteAnswer(key, page);
    if (age < this.options.freshMs) return { page, state: 'fresh' };
    if (age < this.options.freshMs + this.options.staleMs || anyAge) return { page, state: 'stale' };
    this.entries.delete(key);
    return undefined;
  }

  /** Settles when no page is being compressed at its best (for tests and benchmarks). */
  async compressed(): Promise<void> {
    while (this.bestUnderWay) await this.bestUnderWay;
  }

  /**
   * A page answered again is compressed at brotli's best, off the event loop, when no other is;
   * the smaller bytes replace the kept ones if the page is still the one kept (same validator,
   * same age: the body is the same).
   */
  private noteAnswer(key: string, page: CachedPage): void {
    if (this.best.has(page)) return;
    const answers = (this.answered.get(page) ?? 0) + 1;
    this.answered.set(page, answers);
    if (answers < BEST_AFTER_ANSWERS || this.bestUnderWay) return;
    this.best.add(page);
    this.bestUnderWay = plainBody(page)
      .then((body) => compressPage(body, 'br', BEST_BROTLI_QUALITY))
      .then((br) => {
        if (this.entries.peek(key) !== page || page.generation !== this.currentGeneration || br.length >= page.encoded.br.length) return;
        const smaller: CachedPage = { ...page, encoded: { ...page.encoded, br } };
        this.best.add(smaller);
        this.entries.set(key, smaller);
      })
      .catch(() => undefined)
      .finally(() => {
        this.bestUnderWay = null;
      });
  }

  /**
   * Keeps a rendered page, compressed (off the event loop), unless the cache was invalidated after
   * the render began or while it was compressed.
   */
  async store(key: string, answer: PageAnswer, renderedIn: number): Promise<CachedPage> {
    const { 'set-cookie': _cookies, ...headers } = answer.headers;
    const body = Buffer.from(answer.html);
    const [br, gzipped] = await Promise.all([compressPage(body, 'br', KEPT_BROTLI_QUALITY), compressPage(body, 'gzip')]);
    const page: CachedPage = { status: answer.status, headers, encoded: { br, gzip: gzipped }, etag: etagOf(body), storedAt: this.now(), generation: renderedIn };
    if (this.enabled && renderedIn === this.currentGeneration) this.entries.set(key, page);
    return page;
  }

  /**
   * Runs `render` for a stale key unless another refresh of it is under way; the page it
   * answers replaces the stale one (through `store`, by the caller's `render`).
   */
  refreshInBackground(key: string, render: () => Promise<void>): void {
    if (this.refreshing.has(key)) return;
    this.refreshing.add(key);
    void render()
      .catch(() => undefined)
      .finally(() => this.refreshing.delete(key));
  }

  /**
   * What the page shows changed: every kept page is outdated (rendered again on its next request;
   * until then kept only for an outage, within the same bytes), renders under way are not kept.
   */
  invalidate(): void {
    this.currentGeneration++;
  }
}

const gunzipAsync = promisify(gunzip);

/** A kept page's plain HTML, for an answer that accepts no encoding: unzipped in libuv's thread pool (a listing in about a millisecond). */
export function plainBody(page: CachedPage): Promise<Buffer> {
  return gunzipAsync(page.encoded.gzip);
}

export function etagOf(body: Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** `If-None-Match` names this validator (or `*`). */
export function matchesEtag(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  const header = Array.isArray(ifNoneMatch) ? ifNoneMatch.join(',') : ifNoneMatch;
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value === etag || value === `W/${etag}`;
  });
}

export type PageEncoding = 'br' | 'gzip';

/** Browsers send a handful of distinct `Accept-Encoding` values: each is read once (a bounded memo). */
const encodingOf = new Map<string, PageEncoding | null>();
const ENCODINGS_REMEMBERED = 256;

/** The encoding a kept page is sent in for this `Accept-Encoding`: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  let encoding = encodingOf.get(header);
  if (encoding === undefined) {
    if (encodingOf.size >= ENCODINGS_REMEMBERED) encodingOf.clear();
    encoding = readAcceptEncoding(header);
    encodingOf.set(header, encoding);
  }
  return encoding;
}

function readAcceptEncoding(header: string): PageEncoding | null {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const allows = (name: PageEncoding) => (accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return null;
}

/**
 * Brotli 6 for a kept page: compressed once per render, in libuv's thread pool. On the 104 kB home
 * it gives 21.5 kB in 7 ms (quality 9: 21.4 kB in 35 ms; 11: 19.7 kB in 280 ms, too dear for every
 * page of every store every few minutes; 4: 23.1 kB, 3 ms). gzip 9 costs no more than 6 here.
 */
export const KEPT_BROTLI_QUALITY = 6;
/** A kept page asked for again: brotli's best, once (see the top of this file). */
export const BEST_BROTLI_QUALITY = 11;
/** A page rendered for one answer only: its compression is on that answer's time. */
export const ANSWER_BROTLI_QUALITY = 4;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page's bytes in one compression call, in libuv's thread pool (not a stream per answer, whose
 * machinery cost more than the compression, and not on the event loop).
 */
export function compressPage(body: Buffer, encoding: PageEncoding, brotliQuality = ANSWER_BROTLI_QUALITY): Promise<Buffer> {
  return encoding === 'br'
    ? brotliAsync(body, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 9 });
}
