import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_BALANCES_SETTING, DEMO_VOUCHER, ensureDemoBalances } from './seed-balances';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => database?.dispose());

const vouchers = () =>
  database.db.selectFrom('balance_entries as b').innerJoin('customers as c', 'c.id', 'b.customer_id')
    .select(['b.code', 'b.amount_cents', 'b.remaining_cents', 'b.expires_at', 'b.created_at'])
    .where('c.email', '=', DEMO_VOUCHER.email).where('b.code', '=', DEMO_VOUCHER.code).execute();

describe('ensureDemoBalances', () => {
  it('gave camille one 50 € voucher valid a year when the database was seeded', async () => {
    const [voucher, ...more] = await vouchers();
    expect(more).toEqual([]);
    expect(voucher).toMatchObject({ amount_cents: 5000, remaining_cents: 5000 });
    const days = (new Date(voucher.expires_at!).getTime() - new Date(voucher.created_at).getTime()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
  });

  it('does not give it again at the next start, even once spent or removed', async () => {
    expect(await ensureDemoBalances(database.db)).toBe(false);
    await database.db.deleteFrom('balance_entries').where('code', '=', DEMO_VOUCHER.code).execute();
    expect(await ensureDemoBalances(database.db)).toBe(false);
    expect(await vouchers()).toEqual([]);
  });

  it('gives it to a database that never had it', async () => {
    await database.db.deleteFrom('settings').where('key', '=', DEMO_BALANCES_SETTING).execute();
    const results = await Promise.all([ensureDemoBalances(database.db), ensureDemoBalances(database.db)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await vouchers()).toHaveLength(1);
  });
});
