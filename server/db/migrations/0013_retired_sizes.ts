/**
 * Retired sizes (issue 32): a size a catalogue import no longer lists is deleted, unless an order
 * line or a stock alert names it (order lines keep no foreign key on it); then it stays, at stock
 * 0 and retired: shoppers no longer see it, exports leave it out, and it comes back if a later
 * bundle lists its SKU again.
 */
import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('product_sizes').addColumn('retired', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('product_sizes').dropColumn('retired').execute();
}

export const migration0013 = { up, down };
