/**
 * The media store (DESIGN decision 18): where the merchant's originals are kept, once per content
 * hash, for every shop process alike. A port so that one shop keeps them in its database (the
 * embedded default: nothing more to run) and a scaled-out one in an object store (MEDIA_S3_URL);
 * the composition root picks the adapter, the service never knows which.
 */
import type { OriginalType } from '../../src/domain/routing/media-paths';

/** What was found out when an original was checked, kept beside its bytes. */
export interface OriginalFacts {
  contentType: OriginalType;
  width: number;
  height: number;
}

export interface StoredOriginal extends OriginalFacts {
  /** SHA-256 of `bytes`, lowercase hex. */
  hash: string;
  bytes: Buffer;
}

export interface MediaStore {
  /** Which adapter: for the start's log line and the tests. */
  readonly kind: 'database' | 's3';
  /** The facts of the original of that hash, without its bytes; null when none is stored. */
  has(hash: string): Promise<OriginalFacts | null>;
  get(hash: string): Promise<StoredOriginal | null>;
  /** Keeps an original; the same bytes again (from any process, at the same moment too) leave the one copy. */
  put(original: StoredOriginal): Promise<void>;
  /** Lets go of connections (the app's close). */
  close?(): Promise<void>;
}

/** Tells a store from a database handle, for the functions that take either. */
export function isMediaStore(target: unknown): target is MediaStore {
  const kind = (target as { kind?: unknown } | null)?.kind;
  return (kind === 'database' || kind === 's3') && typeof (target as MediaStore).put === 'function';
}
