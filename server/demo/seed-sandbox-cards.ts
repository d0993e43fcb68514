/**
 * The demo customers' saved cards (server/db/seed-customers.ts, tokens `sandbox_demo_*`) exist on
 * the sandbox's side too, so paying with them works like with any saved card: behaviour of the
 * test card with the same last four digits (4242 and 4444 succeed without a challenge). Inserted
 * on every start when missing; a card someone forgot stays forgotten.
 */
import { behaviourOf, encodeBehaviour } from '../../src/domain/payments/test-cards';
import type { Db } from '../db/database';

/** Test numbers of the demo cards, by last four digits (any other: a plain successful card). */
const DEMO_NUMBERS: Record<string, string> = { '4242': '4242424242424242', '4444': '5555555555554444', '3220': '4000000000003220' };

export async function ensureSandboxDemoCards(db: Db): Promise<number> {
  const missing = await db
    .selectFrom('payment_cards')
    .leftJoin('sandbox_cards', 'sandbox_cards.token', 'payment_cards.provider_token')
    .select(['payment_cards.provider_token', 'payment_cards.customer_id', 'payment_cards.brand', 'payment_cards.last4', 'payment_cards.expiry_month', 'payment_cards.expiry_year', 'payment_cards.holder'])
    .where('payment_cards.provider_token', 'like', 'sandbox\\_demo\\_%')
    .where('sandbox_cards.token', 'is', null)
    .execute();
  if (missing.length === 0) return 0;
  await db.insertInto('sandbox_cards').values(missing.map((card) => ({
    token: card.provider_token,
    customer_ref: String(card.customer_id),
    brand: card.brand,
    last4: card.last4,
    expiry_month: card.expiry_month,
    expiry_year: card.expiry_year,
    holder: card.holder,
    behaviour: encodeBehaviour(behaviourOf(DEMO_NUMBERS[card.last4] ?? '4242424242424242')),
  }))).onConflict((oc) => oc.column('token').doNothing()).execute();
  return missing.length;
}
