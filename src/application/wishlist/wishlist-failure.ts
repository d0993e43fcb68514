import { accountMessageFr } from '../../domain/accounts/account-messages';
import { isApiError } from '../ports/api-error';
import type { ErrorReporter } from '../ports/error-reporter';

/** SPEC §8: wishlist get/add/remove failures are reported only; the value still says what happened. */
export type WishlistFailed = { kind: 'failed'; message: string };

export function wishlistFailure(errors: ErrorReporter, error: unknown, context: string): WishlistFailed {
  errors.report(error, context);
  return { kind: 'failed', message: isApiError(error) ? error.message : accountMessageFr('default-error') };
}
