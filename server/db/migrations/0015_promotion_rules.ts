/**
 * Rule-based promotions (issue 34): each promotion keeps its conditions and its one effect as
 * JSON (src/domain/promotions/promotion.ts, dates as ISO text), whether it applies without a code
 * (`automatic`: its `code` column is then only the merchant's handle), how it combines (`stacking`,
 * `priority`), its usage limits and count, and who changed it when. The codes of migration 0002
 * move to the new shape (their percent or amount on the lines their scopes match); their old
 * columns stay, nullable, for what still reads them.
 *
 * `order_promotions`: what each order got from each promotion (its discount, line by line, free
 * shipping, a gift), written in the order's transaction; `released_at` when a cancelled order gave
 * its use back.
 */
import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take `Kysely<any>`, never the current schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface OldRow {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  valid_from: Date | string | null;
  valid_until: Date | string | null;
  minimum_amount: number | null;
  brand_ids: number[] | null;
  category_ids: number[] | null;
  store_ids: string[] | null;
  allowed_devices: number[];
  active: boolean;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The 0002 code in the rule shape (the same as `ruleOfCode` in src/domain/promotions/code-promotion.ts, frozen here). */
function rulesOf(row: OldRow) {
  const scoped = row.brand_ids !== null || row.category_ids !== null;
  return {
    conditions: {
      storeIds: row.store_ids,
      devices: row.allowed_devices,
      minimumAmount: row.minimum_amount,
      include: scoped ? { brandIds: row.brand_ids, categoryIds: row.category_ids } : null,
      validFrom: iso(row.valid_from),
      validUntil: iso(row.valid_until),
    },
    effect: row.kind === 'percent' ? { kind: 'percent', percent: row.value, target: 'lines' } : { kind: 'amount', amount: row.value, target: 'lines' },
  };
}

async function up(db: AnyDb): Promise<void> {
  for (const column of ['kind', 'value', 'allowed_devices']) {
    await db.schema.alterTable('promotions').alterColumn(column, (c) => c.dropNotNull()).execute();
  }
  await db.schema
    .alterTable('promotions')
    .addColumn('conditions', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('effect', 'jsonb')
    .addColumn('automatic', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('stacking', 'text', (c) => c.notNull().defaultTo('stackable').check(sql`stacking in ('stackable', 'exclusive')`))
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(100))
    .addColumn('usage_limit', 'integer', (c) => c.check(sql`usage_limit > 0`))
    .addColumn('per_customer_limit', 'integer', (c) => c.check(sql`per_customer_limit > 0`))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0).check(sql`uses >= 0`))
    .addColumn('disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_by', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  const rows = (await db.selectFrom('promotions').selectAll().execute()) as OldRow[];
  for (const row of rows) {
    const { conditions, effect } = rulesOf(row);
    await db
      .updateTable('promotions')
      .set({ conditions: JSON.stringify(conditions), effect: JSON.stringify(effect), disabled: !row.active })
      .where('code', '=', row.code)
      .execute();
  }

  await db.schema
    .createTable('order_promotions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('promotion_code', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('automatic', 'boolean', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('discount_cents', 'integer', (c) => c.notNull().check(sql`discount_cents >= 0`))
    .addColumn('free_shipping', 'boolean', (c) => c.notNull())
    .addColumn('gift', 'jsonb')
    .addColumn('lines', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('released_at', 'timestamptz')
    .addUniqueConstraint('order_promotions_once', ['order_id', 'promotion_code'])
    .execute();
  await db.schema.createIndex('order_promotions_customer_idx').on('order_promotions').columns(['customer_id', 'promotion_code']).execute();
}

async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('order_promotions').ifExists().execute();
  for (const column of ['conditions', 'effect', 'automatic', 'stacking', 'priority', 'usage_limit', 'per_customer_limit', 'uses', 'disabled', 'created_by', 'updated_by', 'created_at', 'updated_at']) {
    await db.schema.alterTable('promotions').dropColumn(column).execute();
  }
}

export const migration0015 = { up, down };
