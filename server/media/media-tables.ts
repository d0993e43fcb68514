/** The media module's tables (migration 0011): the merchant's photos as uploaded, one row per content hash. */
import type { CreatedAt } from '../db/column-types';

export interface MediaOriginalsTable {
  /** SHA-256 of `bytes`, lowercase hex: the original's name in its address. */
  hash: string;
  /** What the bytes were found to be (never what the file name or the sender said). */
  content_type: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
  width: number;
  height: number;
  /** Read as a Buffer (pg) or a Uint8Array (PGlite): the repository hands out Buffers. */
  bytes: Uint8Array;
  created_at: CreatedAt;
}

export interface MediaTables {
  media_originals: MediaOriginalsTable;
}
