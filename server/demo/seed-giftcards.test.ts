import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { DEMO_GIFTCARDS, EXPIRED_GIFTCARD, USED_GIFTCARD, ensureDemoGiftcards } from './seed-giftcards';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => database?.dispose());

describe('ensureDemoGiftcards', () => {
  it('seeded ten cards of 25, 50 and 100 €, one activated by sam@example.com and one expired', async () => {
    const cards = await database.db.selectFrom('giftcards').selectAll().orderBy('code').execute();
    expect(cards).toHaveLength(DEMO_GIFTCARDS.length + 2);
    expect(DEMO_GIFTCARDS.map((card) => card.code)).toContain('CADEAU100DEMO010');
    expect(cards.every((card) => /^[A-Z0-9]{16}$/.test(card.code))).toBe(true);
    const used = cards.find((card) => card.code === USED_GIFTCARD.code)!;
    const entry = await database.db.selectFrom('balance_entries as b').innerJoin('customers as c', 'c.id', 'b.customer_id')
      .select(['c.email', 'b.kind', 'b.amount_cents', 'b.origin_ref']).where('b.id', '=', used.entry_id!).executeTakeFirstOrThrow();
    expect(entry).toEqual({ email: 'sam@example.com', kind: 'giftcard', amount_cents: 5000, origin_ref: 'CADE…D001' });
    expect(new Date(cards.find((card) => card.code === EXPIRED_GIFTCARD.code)!.expires_at).getTime()).toBeLessThan(Date.now());
  });

  it('adds nothing at the next start: an activated card stays activated, once', async () => {
    expect(await ensureDemoGiftcards(database.db)).toBe(0);
    const entries = await database.db.selectFrom('balance_entries').select('id').where('kind', '=', 'giftcard').execute();
    expect(entries).toHaveLength(1);
  });
});
