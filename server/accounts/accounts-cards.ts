/**
 * `/secure/account/cards`: the cards the customer saved with the payment provider (DESIGN
 * decision 7). Only what identifies a card to its owner is shown; the provider's token never
 * leaves the server, and no card number is ever stored.
 */
import type { Selectable } from 'kysely';
import type { Card } from '../../src/domain/accounts/card';
import type { PaymentCardsTable } from '../db/schema';
import { succeed, type Outcome } from '../core/outcome';
import { refusal, type AccountDeps } from '../auth/auth-service';
import type { CustomerContext } from '../core/customer-context';

export function cardFromRow(row: Pick<Selectable<PaymentCardsTable>, 'id' | 'brand' | 'last4' | 'expiry_month' | 'expiry_year' | 'holder'>): Card {
  return { id: row.id, brand: row.brand, last4: row.last4, expiryMonth: row.expiry_month, expiryYear: row.expiry_year, holder: row.holder };
}

export async function listCards(deps: AccountDeps, context: CustomerContext): Promise<Outcome<Card[]>> {
  const rows = await deps.db
    .selectFrom('payment_cards')
    .select(['id', 'brand', 'last4', 'expiry_month', 'expiry_year', 'holder'])
    .where('customer_id', '=', context.customer.id)
    .orderBy('id', 'asc')
    .execute();
  return succeed(rows.map(cardFromRow));
}

/**
 * The card is forgotten by the provider first (idempotent), then deleted here: a failure on the
 * way leaves the card in the book, to delete again, never a token the shop lost but the provider keeps.
 */
export async function deleteCard(deps: AccountDeps, context: CustomerContext, id: number): Promise<Outcome<null>> {
  const card = await deps.db.selectFrom('payment_cards').select('provider_token').where('id', '=', id).where('customer_id', '=', context.customer.id).executeTakeFirst();
  if (!card) return refusal(deps, context, 'not-found', 'card-not-found');
  await deps.payments?.forgetCard(card.provider_token);
  const result = await deps.db.deleteFrom('payment_cards').where('id', '=', id).where('customer_id', '=', context.customer.id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? succeed(null) : refusal(deps, context, 'not-found', 'card-not-found');
}
