/**
 * The shop's pictures (DESIGN decisions 11 and 18). The merchant's photos are originals: checked
 * (media-checks.ts), stored once by the SHA-256 of their bytes in the media store every process
 * shares (media-store.ts: the database, or an S3 bucket), and served at an address made of that
 * hash, which never changes meaning; their derivatives (sizes, formats, watermark) are made from
 * them on first request (media-derivatives.ts). Drawn media (banners, tiles, flags, badges, carrier
 * logos, as SVG) are made on demand by the drawing the composition root hands over
 * (`ModuleDeps.drawings`; none: every drawn path is a 404) and remembered once drawn; product
 * pictures are never drawn here any more: they are photos.
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { ModuleDeps } from '../core/module-deps';
import type { Db } from '../db/database';
import type { Executor } from '../db/transaction';
import { ORIGINAL_TYPES, extensionOf, isExternalPicture, originalPath, parseOriginalFile, parseOriginalPath } from '../../src/domain/routing/media-paths';
import { inspectPicture, MAX_PICTURE_BYTES, sizeProblem } from './media-checks';
import { databaseMediaStore } from './media-database-store';
import { DiskCache } from './media-disk-cache';
import { MediaDerivatives } from './media-derivatives';
import { fetchPicture, type FetchSettings } from './media-fetch';
import { isAppQrCodePath, renderAppQrCode } from './media-qr-code';
import { isMediaStore, type MediaStore, type StoredOriginal } from './media-store';

export type { FetchSettings } from './media-fetch';
export type { MediaStore } from './media-store';

/**
 * Draws the SVG of a media path (a banner, a tile, a flag…); null: no such media. The second
 * argument is the product lookup drawings of products once needed: it finds none (issue 33: a
 * product's pictures are photos), so such a drawing is a 404. A drawing of one argument fits.
 */
export type MediaDrawing = (path: string, noProduct: (id: number) => undefined) => string | null;

/** Where the originals are and how derivatives are made (server/media/media-setup.ts, from MEDIA_*). */
export interface MediaSettings {
  store: MediaStore;
  /** Derivatives made at once by this process. */
  renders: number;
  /** Where derivatives are kept on disk; null: nowhere. */
  cacheDir: string | null;
  cacheBytes: number;
  /** Originals kept in memory, in bytes (MEDIA_MEMORY_MB); absent: ORIGINALS_CACHE_BYTES. */
  memoryBytes?: number;
}

declare module '../core/module-deps' {
  interface ModuleDeps {
    /** The drawn media the shop serves (the demo's: server/demo/pictures.ts), handed over by the composition root. */
    drawings?: MediaDrawing;
    /** The media store and the derivatives' settings (none: the database, 2 renders, no disk cache). */
    media?: MediaSettings;
  }
}

/** The media store of the shop: the one configured, else its database. */
export const mediaStoreOf = (deps: Pick<ModuleDeps, 'db' | 'media'>): MediaStore => deps.media?.store ?? databaseMediaStore(deps.db);

/** A store, or a database (or an open transaction) whose table keeps the originals. */
export type MediaTarget = MediaStore | Executor;

const storeOf = (target: MediaTarget): MediaStore => (isMediaStore(target) ? target : databaseMediaStore(target));

/**
 * Keeps the picture in the media store and answers its path (`/media/originals/<hash>.<ext>`), the
 * same for the same bytes whatever the file is called; a file that is not an accepted picture is
 * refused (`invalid-input`, naming `fileName`) and nothing is stored. Bytes stored already are not
 * checked again.
 */
export async function storeOriginal(target: MediaTarget, bytes: Buffer, fileName: string): Promise<Outcome<string>> {
  const tooLarge = sizeProblem(bytes, fileName);
  if (tooLarge) return tooLarge;
  const store = storeOf(target);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const stored = await store.has(hash);
  if (stored) return succeed(originalPath(hash, extensionOf(stored.contentType)));
  const facts = await inspectPicture(bytes, fileName);
  if (!facts.ok) return facts;
  await store.put({ hash, contentType: facts.value.type, width: facts.value.width, height: facts.value.height, bytes });
  return succeed(originalPath(hash, extensionOf(facts.value.type)));
}

/** MEDIA_FETCH_ALLOW (comma-separated host names, addresses, networks) and the fixed limits of a fetch. */
export function mediaFetchSettings(env: NodeJS.ProcessEnv = process.env): FetchSettings {
  const allow = (env.MEDIA_FETCH_ALLOW ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter(Boolean);
  return { allow, timeoutMs: 20_000, maxBytes: MAX_PICTURE_BYTES, maxRedirects: 3 };
}

export interface StoreOriginalsOptions {
  /** How https pictures are fetched (default: `mediaFetchSettings()`). */
  fetch?: FetchSettings;
  /** Pictures checked at once (default 2: decoding is CPU work, and the shop keeps answering meanwhile). */
  concurrency?: number;
  /** After each picture, for a progress bar. */
  onPicture?: (done: number, total: number) => void;
}

/**
 * The pictures of a bundle stored as originals: each reference (a file name inside the bundle, read
 * with `bundlePicture`, or an https URL, fetched) mapped to its path or to why it is refused. The
 * same reference twice is stored once. Stored before the import's transaction and outside it: an
 * original no product uses yet is harmless, and checking thousands of photos must not hold one.
 */
export async function storeOriginals(
  target: MediaTarget,
  references: readonly string[],
  bundlePicture: (name: string) => Promise<Buffer | null>,
  options: StoreOriginalsOptions = {},
): Promise<Map<string, Outcome<string>>> {
  const store = storeOf(target);
  const unique = [...new Set(references)];
  const results = new Map<string, Outcome<string>>();
  const fetchSettings = options.fetch ?? mediaFetchSettings();
  const storeOne = async (reference: string): Promise<Outcome<string>> => {
    if (isExternalPicture(reference)) {
      const fetched = await fetchPicture(reference, fetchSettings);
      return fetched.ok ? storeOriginal(store, fetched.value, reference) : fetched;
    }
    const bytes = await bundlePicture(reference);
    return bytes ? storeOriginal(store, bytes, reference) : fail('not-found', `${reference} is not in the bundle`);
  };
  let next = 0;
  const worker = async () => {
    while (next < unique.length) {
      const reference = unique[next++];
      results.set(reference, await storeOne(reference));
      options.onPicture?.(results.size, unique.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(options.concurrency ?? 2, unique.length)) }, worker));
  return results;
}
/** The bytes of a stored original by its path (`/media/originals/<hash>.<ext>`), for an export; null when none. */
export async function readOriginal(target: MediaTarget, path: string): Promise<Buffer | null> {
  const name = parseOriginalPath(path);
  if (!name) return null;
  const found = await storeOf(target).get(name.hash);
  return found && ORIGINAL_TYPES[name.extension] === found.contentType ? found.bytes : null;
}

export interface RenderedMedia {
  body: string;
  etag: string;
}

export interface ServedOriginal {
  bytes: Buffer;
  contentType: string;
  etag: string;
}

const MAX_REMEMBERED = 5000;
/** Originals kept in memory by a process (the hot ones of a listing), counted in bytes (MEDIA_MEMORY_MB)… */
export const ORIGINALS_CACHE_BYTES = 16 * 1024 * 1024;
/** …none larger than this, so that one huge photo does not push out a page of thumbnails. */
const ORIGINALS_CACHE_ENTRY_BYTES = 4 * 1024 * 1024;

/** A process's media: the originals it served lately, the drawings it made, and its derivatives. */
export class MediaService {
  private readonly rendered = new Map<string, RenderedMedia | null>();
  private readonly originals: LRUCache<string, StoredOriginal>;

  constructor(
    private readonly db: Db,
    private readonly store: MediaStore = databaseMediaStore(db),
    private readonly drawings: MediaDrawing = () => null,
    originalsBytes = ORIGINALS_CACHE_BYTES,
  ) {
    this.originals = new LRUCache<string, StoredOriginal>({
      maxSize: Math.max(1, originalsBytes),
      maxEntrySize: ORIGINALS_CACHE_ENTRY_BYTES,
      sizeCalculation: (original) => Math.max(1, original.bytes.length),
      // Many requests for one picture not in memory yet read it from the store once.
      fetchMethod: async (hash) => (await this.store.get(hash)) ?? undefined,
    });
  }

  /** The stored original of a hash (kept in memory when small), or null. */
  async originalByHash(hash: string): Promise<StoredOriginal | null> {
    return (await this.originals.fetch(hash)) ?? null;
  }

  /** The original named `<hash>.<ext>`: `invalid-input` when that cannot be a name, `not-found` when nothing is stored under it. */
  async original(file: string): Promise<Outcome<ServedOriginal>> {
    const name = parseOriginalFile(file);
    if (!name) return fail('invalid-input', `${file} is not the name of a picture: a SHA-256 in hexadecimal and jpg, png, webp or avif`);
    const found = await this.originals.fetch(name.hash);
    // An original is addressed with the extension of its type only: one address per picture.
    if (!found || ORIGINAL_TYPES[name.extension] !== found.contentType) return fail('not-found', `There is no picture ${file}`);
    return succeed({ bytes: found.bytes, contentType: found.contentType, etag: `"${found.hash}"` });
  }

  /** A drawing (or an app's QR code); null: no such media (404). */
  async render(path: string): Promise<RenderedMedia | null> {
    if (this.rendered.has(path)) return this.rendered.get(path)!;
    const svg = isAppQrCodePath(path) ? await renderAppQrCode(this.db, path) : this.drawings(path, () => undefined);
    const media = svg === null ? null : { body: svg, etag: `"${createHash('sha1').update(svg).digest('base64url').slice(0, 22)}"` };
    if (this.rendered.size >= MAX_REMEMBERED) this.rendered.delete(this.rendered.keys().next().value as string);
    // Unknown paths are not remembered: anybody can ask for many of them.
    if (media) this.rendered.set(path, media);
    return media;
  }

  /** The derivatives of this process's originals, kept on disk as the settings say. */
  async derivatives(settings: Omit<MediaSettings, 'store'> | undefined, warn: (message: string, error?: unknown) => void): Promise<MediaDerivatives> {
    const cache = await DiskCache.open({ dir: settings?.cacheDir ?? '', maxBytes: settings?.cacheDir ? settings.cacheBytes : 0, warn });
    return new MediaDerivatives({ original: (hash) => this.originalByHash(hash), cache, renders: settings?.renders ?? 2, warn });
  }
}
