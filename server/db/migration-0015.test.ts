import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluatePromotion } from '../../src/domain/basket/promotion-rules';
import { ruleOfRow } from '../promotions/promotions-rules';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { MIGRATIONS } from './migrate';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

const migrator = () => new Migrator({ db: database.db, provider: { getMigrations: async () => MIGRATIONS }, allowUnorderedMigrations: true });

describe('migration 0015 (promotion rules) on a shop that has codes of migration 0002', () => {
  it('moves every code to the rule shape, and they answer as they did', async () => {
    expect((await migrator().migrateTo('0014_product_watermarks')).error).toBeUndefined();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const legacy = database.db as any;
    await legacy.deleteFrom('promotions').execute();
    await legacy.insertInto('promotions').values({
      code: 'OLD15', names: JSON.stringify({ fr: 'Ancien', es: 'Ancien', it: 'Ancien', nl: 'Ancien', de: 'Ancien', en: 'Old' }), kind: 'amount', value: 1500,
      valid_from: '2024-01-01T00:00:00Z', valid_until: null, minimum_amount: 5000, brand_ids: JSON.stringify([3]), category_ids: null, store_ids: JSON.stringify(['laboutiqueofficielle']),
      allowed_devices: JSON.stringify([1]), active: false,
    }).execute();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const row = await database.db.selectFrom('promotions').selectAll().where('code', '=', 'OLD15').executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      automatic: false, stacking: 'stackable', priority: 100, uses: 0, disabled: true, usage_limit: null,
      effect: { kind: 'amount', amount: 1500, target: 'lines' },
      conditions: { storeIds: ['laboutiqueofficielle'], devices: [1], minimumAmount: 5000, include: { brandIds: [3], categoryIds: null }, validFrom: '2024-01-01T00:00:00.000Z', validUntil: null },
    });
    const rule = ruleOfRow(row);
    expect(rule.active).toBe(false);
    const old = { code: 'OLD15', names: row.names, kind: 'amount' as const, value: 1500, validFrom: new Date('2024-01-01T00:00:00Z'), validUntil: null, minimumAmount: 5000, brandIds: [3], categoryIds: null, storeIds: ['laboutiqueofficielle'], allowedDevices: [1], active: true };
    const context = { now: new Date('2026-12-01T00:00:00Z'), device: 1, storeId: 'laboutiqueofficielle', lines: [{ brandId: 3, categoryIds: [1], total: 6000 }] };
    expect(evaluatePromotion(old, context)).toEqual({ valid: true, discount: 1500, perLine: [1500] });
    const tables = await database.db.selectFrom('order_promotions').select('id').execute();
    expect(tables).toEqual([]);
  });
});
