import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { MIGRATIONS } from './migrate';
import { DEMO_CUSTOMERS, ensureDemoCustomers } from '../demo/seed-customers';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.dispose();
});

const migrator = () => new Migrator({ db: database.db, provider: { getMigrations: async () => MIGRATIONS } });

describe('migration 0004 (accounts) on a shop that already has stock alerts', () => {
  it('clears the unchecked customer ids of old alerts, then ties alerts to customers; the demo customers come back when missing', async () => {
    expect((await migrator().migrateTo('0003_product_alerts')).error).toBeUndefined();
    const size = await database.db.selectFrom('product_sizes').select(['id', 'product_id']).limit(1).executeTakeFirstOrThrow();
    await database.db.insertInto('product_alerts').values({
      product_id: size.product_id, product_size_id: size.id, customer_id: 12, device_token_salesforce: null, email: 'old@example.com',
      alert_type: 'back_in_stock', store_id: 'laboutiqueofficielle', locale: 'fr', site_url: 'http://localhost:3000', sent_at: null,
    }).execute();

    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    const alert = await database.db.selectFrom('product_alerts').select('customer_id').where('email', '=', 'old@example.com').executeTakeFirstOrThrow();
    expect(alert.customer_id).toBeNull();
    await expect(database.db.updateTable('product_alerts').set({ customer_id: 987654 }).where('email', '=', 'old@example.com').execute()).rejects.toThrow();

    expect(await ensureDemoCustomers(database.db)).toBe(DEMO_CUSTOMERS.length);
    expect(await ensureDemoCustomers(database.db)).toBe(0);
    const camille = await database.db.selectFrom('customers').select('id').where('email', '=', 'camille@example.com').executeTakeFirstOrThrow();
    const [addresses, cards] = await Promise.all([
      database.db.selectFrom('addresses').select(['is_default', 'country_iso_code2']).where('customer_id', '=', camille.id).orderBy('id').execute(),
      database.db.selectFrom('payment_cards').select('last4').where('customer_id', '=', camille.id).orderBy('id').execute(),
    ]);
    expect(addresses).toEqual([{ is_default: true, country_iso_code2: 'FR' }, { is_default: false, country_iso_code2: 'FR' }]);
    expect(cards.map((card) => card.last4)).toEqual(['4242', '4444']);
    await database.db.updateTable('customers').set({ first_name: 'Changed' }).where('email', '=', 'sam@example.com').execute();
    await database.db.deleteFrom('customers').where('email', '=', 'noor@example.com').execute();
    expect(await ensureDemoCustomers(database.db)).toBe(1);
    expect((await database.db.selectFrom('customers').select('first_name').where('email', '=', 'sam@example.com').executeTakeFirstOrThrow()).first_name).toBe('Changed');
  }, 60_000);
});
