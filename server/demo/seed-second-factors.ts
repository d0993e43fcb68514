/**
 * The demo staff's authenticators (issue 36, README "Demo customers"): each seeded staff account
 * has a known TOTP secret, so the demo, the README's examples and the tests can sign in with a
 * code (`npm run -s totp -- SECRET` prints the current one). Inserted on every start when the account
 * has none, like the demo customers; a real shop's staff enrol their own (`boutique account
 * second-factor setup`). The demo accounts get no recovery codes.
 */
import type { Db } from '../db/database';

export const DEMO_TOTP_SECRETS: Readonly<Record<string, string>> = {
  'support@example.com': 'SUPPORTDEMOSECRETBOUTIQUETWOFACT',
  'merch@example.com': 'MERCHDEMOSECRETBOUTIQUETWOFACTOR',
  'admin@example.com': 'ADMINDEMOSECRETBOUTIQUETWOFACTOR',
};

/** Gives the demo staff accounts that have no second factor their demo secret, enabled; returns how many. */
export async function ensureDemoSecondFactors(db: Db, now = new Date()): Promise<number> {
  const accounts = await db.selectFrom('customers').select(['id', 'email']).where('email', 'in', Object.keys(DEMO_TOTP_SECRETS)).execute();
  if (accounts.length === 0) return 0;
  const added = await db
    .insertInto('staff_second_factors')
    .values(accounts.map((account) => ({ customer_id: account.id, totp_secret: DEMO_TOTP_SECRETS[account.email], created_at: now, enabled_at: now, last_totp_step: null })))
    .onConflict((oc) => oc.column('customer_id').doNothing())
    .returning('customer_id')
    .execute();
  return added.length;
}
