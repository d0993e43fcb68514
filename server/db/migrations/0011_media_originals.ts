/**
 * The media store's first step (issues 32 and 33, DESIGN decision 18): the merchant's photos as
 * uploaded, kept once by the SHA-256 of their bytes, in the database every shop process shares (no
 * extra service on a laptop; an S3-compatible store may take this role later). The same photo
 * imported twice is the same row. Type and size are checked before a row is written, so they are
 * stored as facts, not re-read from the bytes.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('media_originals')
    .addColumn('hash', 'text', (c) => c.primaryKey().check(sql`hash ~ '^[0-9a-f]{64}$'`))
    .addColumn('content_type', 'text', (c) => c.notNull().check(sql`content_type in ('image/jpeg', 'image/png', 'image/webp', 'image/avif')`))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // Photos are compressed already: storing them out of line without another compression attempt
  // saves the work of trying on every insert.
  await sql`alter table media_originals alter column bytes set storage external`.execute(db);
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('media_originals').execute();
}

export const migration0011 = { up, down };
