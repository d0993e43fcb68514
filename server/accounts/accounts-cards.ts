/**
 * `/secure/account/cards`: the cards the customer saved with the payment provider (DESIGN
 * decision 7). Only what identifies a card to its owner is shown; the provider's token never
 * leaves the server, and no card number is ever stored.
 */
import type { Card } from '../../src/domain/accounts/card';
import type { CustomerContext } from '../core/customer-context';
import type { ModuleDeps } from '../core/module-deps';
import { succeed, type Outcome } from '../core/outcome';
import { PaymentProviderTimeout, type ProviderCard } from '../core/payment-provider';
import type { Executor } from '../db/transaction';
import { cardKnown, cardToken, customerCards, deleteCard as deleteCardRow, insertCard, type CardRow } from './accounts-repository';
import { refusal } from './accounts-texts';

export function cardFromRow(row: CardRow): Card {
  return { id: row.id, brand: row.brand, last4: row.last4, expiryMonth: row.expiry_month, expiryYear: row.expiry_year, holder: row.holder };
}

export async function listCards(deps: Pick<ModuleDeps, 'db'>, context: CustomerContext): Promise<Outcome<Card[]>> {
  return succeed((await customerCards(deps.db, context.customer.id)).map(cardFromRow));
}

/**
 * The card is forgotten by the provider first (idempotent), then deleted here: a failure on the
 * way leaves the card in the book, to delete again, never a token the shop lost but the provider keeps.
 */
export async function deleteCard(deps: Pick<ModuleDeps, 'db' | 'cache' | 'payments'>, context: CustomerContext, id: number): Promise<Outcome<null>> {
  const token = await cardToken(deps.db, context.customer.id, id);
  if (token === undefined) return refusal(deps, context, 'not-found', 'card-not-found');
  try {
    await deps.payments?.forgetCard(token);
  } catch (error) {
    // The provider cannot answer (PAYMENT_TIMEOUT_MS): the card stays in the book, to delete again.
    if (error instanceof PaymentProviderTimeout) return refusal(deps, context, 'provider-unavailable', 'payment-provider-unavailable');
    throw error;
  }
  return (await deleteCardRow(deps.db, context.customer.id, id)) ? succeed(null) : refusal(deps, context, 'not-found', 'card-not-found');
}

/**
 * A card the provider tokenised for the customer (a paid order whose shopper asked to save it)
 * joins their book once: the same token, or the same card seen again, adds no second row.
 */
export async function rememberCard(trx: Executor, customerId: number, card: ProviderCard & { token: string }): Promise<void> {
  const row = { customer_id: customerId, brand: card.brand, last4: card.last4, expiry_month: card.expiryMonth, expiry_year: card.expiryYear, holder: card.holder, provider_token: card.token };
  if (!(await cardKnown(trx, row))) await insertCard(trx, row);
}
