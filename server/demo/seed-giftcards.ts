/**
 * Demo gift cards (docs/returns-api.md "Gift cards", README "Demo gift cards"): deterministic codes
 * of 25, 50 and 100 € valid until the end of 2035 (Paris time), ten of each so every demo, test and journey
 * can take its own; plus, for QA, one already activated (by sam@example.com) and one expired.
 * Inserted on every start when missing (`on conflict do nothing`): an activated card stays so.
 */
import { maskGiftcardCode } from '../../src/domain/giftcards/giftcard';
import type { Db } from '../db/database';

export const DEMO_GIFTCARD_EXPIRY = new Date('2035-12-31T22:59:59Z');
const AMOUNTS_EUROS = [25, 50, 100] as const;
export const DEMO_GIFTCARDS_PER_AMOUNT = 10;

/** `CADEAU025DEMO001`: "CADEAU", the amount in euros on 3 digits, "DEMO", a number on 3 digits. */
export const demoGiftcardCode = (euros: (typeof AMOUNTS_EUROS)[number], n: number): string =>
  `CADEAU${String(euros).padStart(3, '0')}DEMO${String(n).padStart(3, '0')}`;

export const DEMO_GIFTCARDS: { code: string; amountCents: number; expiresAt: Date }[] = AMOUNTS_EUROS.flatMap((euros) =>
  Array.from({ length: DEMO_GIFTCARDS_PER_AMOUNT }, (_, index) => ({ code: demoGiftcardCode(euros, index + 1), amountCents: euros * 100, expiresAt: DEMO_GIFTCARD_EXPIRY })));

/** Already activated by sam@example.com (activating it again: 409). */
export const USED_GIFTCARD = { code: 'CADEAU050USED001', amountCents: 5000, expiresAt: DEMO_GIFTCARD_EXPIRY, activatedBy: 'sam@example.com' } as const;
/** Expired at the end of 2024 (activating it: 410). */
export const EXPIRED_GIFTCARD = { code: 'CADEAU025EXPI001', amountCents: 2500, expiresAt: new Date('2024-12-31T23:59:59Z') } as const;

export async function ensureDemoGiftcards(db: Db, now: Date = new Date()): Promise<number> {
  const rows = [...DEMO_GIFTCARDS, EXPIRED_GIFTCARD].map((card) => ({ code: card.code, amount_cents: card.amountCents, expires_at: card.expiresAt, created_at: now }));
  const inserted = await db.insertInto('giftcards').values(rows).onConflict((oc) => oc.column('code').doNothing()).returning('id').execute();
  await db.transaction().execute(async (trx) => {
    const used = await trx
      .insertInto('giftcards')
      .values({ code: USED_GIFTCARD.code, amount_cents: USED_GIFTCARD.amountCents, expires_at: USED_GIFTCARD.expiresAt, created_at: now })
      .onConflict((oc) => oc.column('code').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!used) return;
    const customer = await trx.selectFrom('customers').select('id').where('email', '=', USED_GIFTCARD.activatedBy).executeTakeFirst();
    if (!customer) return;
    const entry = await trx
      .insertInto('balance_entries')
      .values({
        customer_id: customer.id, kind: 'giftcard', code: null, label: 'Carte cadeau', amount_cents: USED_GIFTCARD.amountCents,
        remaining_cents: USED_GIFTCARD.amountCents, expires_at: USED_GIFTCARD.expiresAt, origin_ref: maskGiftcardCode(USED_GIFTCARD.code), created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('giftcards').set({ activated_at: now, customer_id: customer.id, entry_id: entry.id }).where('id', '=', used.id).execute();
  });
  return inserted.length;
}
