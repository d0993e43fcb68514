/**
 * Activating a gift card (SPEC §5 "Gift card code: 16 characters"; docs/returns-api.md "Gift
 * cards"): the typed code is checked with the domain's rule before asking (nothing is sent for a
 * badly typed code), then the shop adds the card's value to the balance, once.
 */
import { giftcardCodeProblem, normaliseGiftcardCode, type GiftcardCodeProblem } from '../../domain/giftcards/giftcard';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { Balance, BalanceLine } from '../ports/orders-api';
import type { GiftcardsApi } from '../ports/returns-api';

export type ActivateGiftcardResult =
  | { kind: 'activated'; credit: BalanceLine; balance: Balance }
  /** Not sent: the code is not 16 letters and digits. */
  | { kind: 'invalid'; problem: GiftcardCodeProblem }
  /** The shop's refusal, as it worded it: 400 badly typed, 404 unknown, 409 already activated, 410 expired, 429 too many refused codes. */
  | { kind: 'refused'; reason: 'invalid' | 'unknown' | 'used' | 'expired' | 'throttled'; message: string }
  | SignedOut;

const REASONS: Record<number, Extract<ActivateGiftcardResult, { kind: 'refused' }>['reason']> = {
  400: 'invalid', 404: 'unknown', 409: 'used', 410: 'expired', 429: 'throttled',
};

export class ActivateGiftcard {
  constructor(
    private readonly giftcards: GiftcardsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(typed: string): Promise<ActivateGiftcardResult> {
    const problem = giftcardCodeProblem(typed);
    if (problem) return { kind: 'invalid', problem };
    try {
      const answer = await asCustomer(this.tokens, () => this.giftcards.activate(normaliseGiftcardCode(typed)));
      return isSignedOut(answer) ? answer : { kind: 'activated', ...answer };
    } catch (error) {
      if (isApiError(error) && REASONS[error.code]) return { kind: 'refused', reason: REASONS[error.code], message: error.message };
      throw error;
    }
  }
}
