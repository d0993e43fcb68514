import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';

export type SignedOut = { kind: 'signed-out' };

/** A refusal of the shop, as it worded it (SPEC §8: messages as the server gives them). */
export type Refused = { kind: 'refused'; code: number; message: string };

export const SIGNED_OUT: SignedOut = { kind: 'signed-out' };

export function isSignedIn(tokens: AuthTokenStore): boolean {
  return tokens.get() !== null;
}

/**
 * Runs a `/secure` call for the signed-in customer. No token, or a 401 that the HTTP client could
 * not cure with a refresh, is the expected "signed out" outcome; other failures are the caller's.
 */
export async function asCustomer<T>(tokens: AuthTokenStore, call: () => Promise<T>): Promise<T | SignedOut> {
  if (!isSignedIn(tokens)) return SIGNED_OUT;
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.isUnauthorized) return SIGNED_OUT;
    throw error;
  }
}

export function isSignedOut(value: unknown): value is SignedOut {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'signed-out';
}

/** Maps the shop's 4xx refusals (the listed codes) to a value; everything else is thrown again. */
export function refusal(error: unknown, codes: readonly number[]): Refused {
  if (isApiError(error) && codes.includes(error.code)) return { kind: 'refused', code: error.code, message: error.message };
  throw error;
}
