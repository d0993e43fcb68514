import { isApiError } from '../ports/api-error';
import type { ErrorReporter } from '../ports/error-reporter';

/**
 * SPEC §8: network errors and timeouts of the search service are a generic Network Error and
 * stay out of error reports (a shopper's flaky connection is not a bug); anything else is reported.
 */
export function reportSearchFailure(errors: ErrorReporter, error: unknown, context: string): void {
  if (isApiError(error) && error.isNetworkError) return;
  errors.report(error, context);
}
