import type { AuthSession } from '../../domain/auth/auth-session';
import { REFRESH_COOKIE_MARKER, isRefreshCookieMarker } from '../../domain/auth/auth-tokens';
import type { Profile } from '../../domain/accounts/profile';
import { ApiError } from '../../application/ports/api-error';

/**
 * Where the refresh token travels (docs/accounts-api.md): the browser leaves it in the HttpOnly
 * cookie the shop sets; the CLI asks for it in the answer body (`refreshTransport: "body"`).
 */
export type RefreshTransport = 'cookie' | 'body';

/** The token answer as the accounts API sends it. */
export interface TokenAnswer {
  token: string;
  refresh_token: string | null;
  expiresIn: number;
  customer: Profile;
}

/** What a login-like body adds so the refresh token comes back in the answer (CLI). */
export function transportField(transport: RefreshTransport): { refreshTransport?: 'body' } {
  return transport === 'body' ? { refreshTransport: 'body' } : {};
}

/** The refresh call's body: nothing for the cookie (the browser sends it), the token otherwise. */
export function refreshBody(refreshToken: string): Record<string, string> {
  return isRefreshCookieMarker(refreshToken) ? {} : { refresh_token: refreshToken, refreshTransport: 'body' };
}

export function sessionFrom(answer: TokenAnswer | undefined, transport: RefreshTransport): AuthSession {
  if (!answer || typeof answer.token !== 'string' || answer.token === '') throw new ApiError(ApiError.DEFAULT_CODE, 'No token in the answer');
  return {
    accessToken: answer.token,
    refreshToken: answer.refresh_token ?? (transport === 'cookie' ? REFRESH_COOKIE_MARKER : null),
    expiresIn: answer.expiresIn,
    customer: answer.customer,
  };
}
