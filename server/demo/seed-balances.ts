/**
 * The demo balance of docs/checkout-api.md "Accounts for QA": camille@example.com holds one
 * voucher of 50 € (BIENVENUE50), valid one year from seeding. Seeded once per database: a marker in
 * `settings` is written in the same transaction, so a spent or removed voucher is not given again
 * at the next start, and a fresh database gets it.
 */
import type { Db } from '../db/database';

export const DEMO_BALANCES_SETTING = 'demo-balances';

export const DEMO_VOUCHER = {
  email: 'camille@example.com',
  code: 'BIENVENUE50',
  label: 'Bon de bienvenue',
  amountCents: 5000,
} as const;

/** Gives the demo voucher when this database never had it; answers whether it did. */
export async function ensureDemoBalances(db: Db, now: Date = new Date()): Promise<boolean> {
  const marked = await db.selectFrom('settings').select('key').where('key', '=', DEMO_BALANCES_SETTING).executeTakeFirst();
  if (marked) return false;
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: DEMO_BALANCES_SETTING, value: JSON.stringify({ seededAt: now.toISOString() }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return false;
    const customer = await trx.selectFrom('customers').select('id').where('email', '=', DEMO_VOUCHER.email).executeTakeFirst();
    if (!customer) return false;
    const expires = new Date(now);
    expires.setUTCFullYear(expires.getUTCFullYear() + 1);
    await trx
      .insertInto('balance_entries')
      .values({
        customer_id: customer.id,
        kind: 'voucher',
        code: DEMO_VOUCHER.code,
        label: DEMO_VOUCHER.label,
        amount_cents: DEMO_VOUCHER.amountCents,
        remaining_cents: DEMO_VOUCHER.amountCents,
        expires_at: expires,
        origin_ref: null,
        created_at: now,
      })
      .execute();
    return true;
  });
}
