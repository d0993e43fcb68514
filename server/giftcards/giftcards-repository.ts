/**
 * All the SQL of the gift cards module: rows of `giftcards` (migration 0009), and the balance
 * entry an activation credits (`balance_entries`, the orders module's balance).
 */
import type { Executor } from '../db/transaction';

export interface ClaimedCard {
  id: number;
  amount_cents: number;
  expires_at: Date;
}

/**
 * Activates a card for the customer in one conditional update (`where activated_at is null`), so
 * the same code sent twice at once activates once; undefined when it is unknown, used or expired.
 */
export function claimGiftcard(db: Executor, code: string, customerId: number, now: Date): Promise<ClaimedCard | undefined> {
  return db
    .updateTable('giftcards')
    .set({ activated_at: now, customer_id: customerId })
    .where('code', '=', code)
    .where('activated_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['id', 'amount_cents', 'expires_at'])
    .executeTakeFirst();
}

export function findGiftcard(db: Executor, code: string): Promise<{ activated_at: Date | null; expires_at: Date } | undefined> {
  return db.selectFrom('giftcards').select(['activated_at', 'expires_at']).where('code', '=', code).executeTakeFirst();
}

export interface GiftcardCredit {
  customerId: number;
  label: string;
  amountCents: number;
  expiresAt: Date;
  /** The masked code the balance shows as the credit's origin. */
  originRef: string;
  now: Date;
}

/** The credit of an activated card (a balance entry of kind `giftcard`); its id. */
export async function insertGiftcardCredit(db: Executor, credit: GiftcardCredit): Promise<number> {
  const entry = await db
    .insertInto('balance_entries')
    .values({
      customer_id: credit.customerId,
      kind: 'giftcard',
      code: null,
      label: credit.label,
      amount_cents: credit.amountCents,
      remaining_cents: credit.amountCents,
      expires_at: credit.expiresAt,
      origin_ref: credit.originRef,
      created_at: credit.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return entry.id;
}

export async function setGiftcardEntry(db: Executor, giftcardId: number, entryId: number): Promise<void> {
  await db.updateTable('giftcards').set({ entry_id: entryId }).where('id', '=', giftcardId).execute();
}
