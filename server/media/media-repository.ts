/** All of the media module's SQL: the `media_originals` table (migration 0011). */
import type { Executor } from '../db/transaction';
import type { MediaOriginalsTable } from './media-tables';

export interface OriginalRow {
  hash: string;
  contentType: MediaOriginalsTable['content_type'];
  width: number;
  height: number;
  bytes: Buffer;
}

/** pg reads bytea as a Buffer, PGlite as a Uint8Array: a Buffer over the same memory either way. */
const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));

/** The type and size of the original of that hash, if it is stored (its bytes stay where they are). */
export async function originalFacts(db: Executor, hash: string): Promise<Omit<OriginalRow, 'hash' | 'bytes'> | undefined> {
  const row = await db.selectFrom('media_originals').select(['content_type', 'width', 'height']).where('hash', '=', hash).executeTakeFirst();
  return row && { contentType: row.content_type, width: row.width, height: row.height };
}

export async function originalByHash(db: Executor, hash: string): Promise<OriginalRow | undefined> {
  const row = await db
    .selectFrom('media_originals')
    .select(['hash', 'content_type', 'width', 'height', 'bytes'])
    .where('hash', '=', hash)
    .executeTakeFirst();
  return row && { hash: row.hash, contentType: row.content_type, width: row.width, height: row.height, bytes: asBuffer(row.bytes) };
}

/** Keeps an original once: the same bytes stored again, by another process at the same moment too, leave the one row. */
export async function insertOriginal(db: Executor, original: OriginalRow): Promise<void> {
  await db
    .insertInto('media_originals')
    .values({ hash: original.hash, content_type: original.contentType, width: original.width, height: original.height, bytes: original.bytes })
    .onConflict((conflict) => conflict.column('hash').doNothing())
    .execute();
}
