import type { Card } from '../../domain/accounts/card';
import { isApiError } from '../ports/api-error';
import type { AccountApi } from '../ports/accounts-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

export type ListCardsResult = { kind: 'found'; cards: Card[] } | SignedOut;

/** The cards saved at checkout ("payment cards" screen): brand, last digits, expiry. */
export class ListCards {
  constructor(
    private readonly account: AccountApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(): Promise<ListCardsResult> {
    const cards = await asCustomer(this.tokens, () => this.account.cards());
    return isSignedOut(cards) ? cards : { kind: 'found', cards };
  }
}

export type RemoveCardResult = { kind: 'removed' } | { kind: 'not-found' } | SignedOut;

export class RemoveCard {
  constructor(
    private readonly account: AccountApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(cardId: number): Promise<RemoveCardResult> {
    try {
      const done = await asCustomer(this.tokens, () => this.account.removeCard(cardId));
      return isSignedOut(done) ? done : { kind: 'removed' };
    } catch (error) {
      if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
      throw error;
    }
  }
}
