/**
 * The merchant's content, managed (issue 34): entries (CMS and legal pages, templates, menus,
 * footers, banners, the seasonal banner, the maintenance switch) and their versions, each with
 * its author, status (draft or published) and publication window. The seeded rows stay as they
 * are: an entry's live version is read over them.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('content_entries')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('latest_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('content_entries_kind_store_key', ['kind', 'store_id', 'key'])
    .execute();
  await db.schema
    .createTable('content_versions')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('content_entries.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('draft', 'published')`))
    .addColumn('body', 'jsonb', (c) => c.notNull())
    .addColumn('publish_at', 'timestamptz')
    .addColumn('unpublish_at', 'timestamptz')
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('content_versions_pk', ['entry_id', 'version'])
    .addCheckConstraint('content_versions_published_at', sql`status = 'draft' or publish_at is not null`)
    .execute();
  // The scheduler asks which windows opened or closed since its last pass.
  await db.schema.createIndex('content_versions_publish_at_idx').on('content_versions').column('publish_at').execute();
  await db.schema.createIndex('content_versions_unpublish_at_idx').on('content_versions').column('unpublish_at').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('content_versions').execute();
  await db.schema.dropTable('content_entries').execute();
}

export const migration0016 = { up, down };
