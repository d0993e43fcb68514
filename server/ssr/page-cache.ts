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
 * - Never holds a `Set-Cookie`: cookies are per visit, added to each answer by the caller. Nor a
 *   CSP nonce: the page keeps the render's placeholder, and each answer gets its own nonce (and is
 *   compressed then, since its bytes are its own; server/http/security-headers.ts).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { NONCE_PLACEHOLDER } from '../http/security-headers';

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
  body: Buffer;
  /** The page's text cut at its nonce placeholders, so an answer only joins them with its own nonce. */
  parts: string[];
  /** Strong validator of the body (with its nonce placeholder): `"<hash>"`. */
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

export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly refreshing = new Set<string>();
  private readonly now: () => number;
  private currentGeneration = 0;

  constructor(private readonly options: PageCacheOptions) {
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, CachedPage>({
      maxSize: Math.max(1, options.maxBytes),
      // The page's bytes; its text cut for nonces (`parts`) takes about as much again.
      sizeCalculation: (page) => Math.max(1, page.body.length),
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

  lookup(key: string): PageLookup {
    const page = this.entries.get(key);
    if (!page) return undefined;
    const age = this.now() - page.storedAt;
    if (age < this.options.freshMs) return { page, state: 'fresh' };
    if (age < this.options.freshMs + this.options.staleMs) return { page, state: 'stale' };
    this.entries.delete(key);
    return undefined;
  }

  /** Keeps a rendered page, unless the cache was invalidated after the render began. */
  store(key: string, answer: PageAnswer, renderedIn: number): CachedPage {
    const { 'set-cookie': _cookies, ...headers } = answer.headers;
    const body = Buffer.from(answer.html);
    const parts = answer.html.split(NONCE_ATTRIBUTE);
    const page: CachedPage = { status: answer.status, headers, body, parts, etag: etagOf(body), storedAt: this.now(), generation: renderedIn };
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

  /** What the page shows changed: every kept page is forgotten, renders under way are not kept. */
  invalidate(): void {
    this.currentGeneration++;
    this.entries.clear();
  }
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

const NONCE_ATTRIBUTE = `nonce="${NONCE_PLACEHOLDER}"`;

/** A kept page's text with this answer's nonce. */
export function pageWithNonce(page: CachedPage, nonce: string): string {
  return page.parts.join(`nonce="${nonce}"`);
}

export type PageEncoding = 'br' | 'gzip';

/** The encoding a kept page is sent in for this `Accept-Encoding`: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): PageEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
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
 * Brotli's fastest level: every answer is compressed anew (its nonce), and on the 100 kB home it
 * gives 1,065 req/s at 10 connections against 586 at @fastify/compress's level 4, for 26 kB
 * instead of 23 kB sent.
 */
const BROTLI_QUALITY = 1;

/**
 * A kept page with its answer's nonce, compressed on the spot in one synchronous call: every
 * answer has its own bytes (the nonce), so nothing compressed can be kept, and @fastify/compress's
 * stream per answer cost more than the compression itself (277 req/s).
 */
export function encodePage(html: string, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
    : gzipSync(html, { level: 6 });
}
