import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoRelayPoints } from './relay-points';
import { ensureSandboxDemoCards } from './seed-sandbox-cards';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { ensureDemoRelayPoints } from './seed-relay-points';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => database?.dispose());

describe('seeding the checkout demo data', () => {
  it('puts every demo relay point in, once, and leaves changed ones alone', async () => {
    const { db } = database;
    const count = async () => Number((await db.selectFrom('relay_points').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    expect(await count()).toBe(demoRelayPoints().length);
    expect(await ensureDemoRelayPoints(db)).toBe(0);
    await db.deleteFrom('relay_points').where('id', '=', 'FR-75011-01').execute();
    await db.updateTable('relay_points').set({ active: false, name: 'Fermé' }).where('id', '=', 'FR-75011-02').execute();
    expect(await ensureDemoRelayPoints(db)).toBe(1);
    expect(await count()).toBe(demoRelayPoints().length);
    expect(await db.selectFrom('relay_points').select(['active', 'name']).where('id', '=', 'FR-75011-02').executeTakeFirst()).toEqual({ active: false, name: 'Fermé' });
  });

  it("gives the demo customers' saved cards to the sandbox provider, for their owner", async () => {
    const { db } = database;
    const card = await db.selectFrom('sandbox_cards').selectAll().where('token', '=', 'sandbox_demo_camille_visa').executeTakeFirstOrThrow();
    const camille = await db.selectFrom('customers').select('id').where('email', '=', 'camille@example.com').executeTakeFirstOrThrow();
    expect(card).toMatchObject({ customer_ref: String(camille.id), brand: 'Visa', last4: '4242', behaviour: 'success' });
    expect(await ensureSandboxDemoCards(db)).toBe(0);
  });
});
