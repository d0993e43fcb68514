/**
 * A product's watermark (issue 33, SPEC §9): the original of a mark (a collaboration's logo, a
 * "limited edition" stamp) that the shop draws in the top right corner of the product's pictures
 * in listings, and names in its search hit (`watermarkUrl`). Null: none, as for most products.
 */
import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').addColumn('watermark', 'text').execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('products').dropColumn('watermark').execute();
}

export const migration0014 = { up, down };
