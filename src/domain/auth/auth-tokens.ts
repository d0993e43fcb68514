/**
 * SPEC §3 "Auth": access and refresh tokens are stored per strategy under the storage prefix
 * `auth.` with the key prefixes `_token.` and `_refresh_token.`; the stored access value carries
 * its scheme ('Bearer …').
 */
export const AUTH_STRATEGIES = ['customLocal', 'customFacebook', 'customApple'] as const;
export type AuthStrategy = (typeof AUTH_STRATEGIES)[number];
export const DEFAULT_AUTH_STRATEGY: AuthStrategy = 'customLocal';

export const AUTH_STORAGE_PREFIX = 'auth.';
export const STRATEGY_KEY = `${AUTH_STORAGE_PREFIX}strategy`;

export interface AuthTokens {
  /** The raw access token (a JWT), without scheme. */
  accessToken: string;
  refreshToken: string | null;
  strategy: AuthStrategy;
}

export function isAuthStrategy(value: unknown): value is AuthStrategy {
  return typeof value === 'string' && (AUTH_STRATEGIES as readonly string[]).includes(value);
}

export function accessTokenKey(strategy: AuthStrategy): string {
  return `${AUTH_STORAGE_PREFIX}_token.${strategy}`;
}

export function refreshTokenKey(strategy: AuthStrategy): string {
  return `${AUTH_STORAGE_PREFIX}_refresh_token.${strategy}`;
}

export function withBearer(token: string): string {
  return /^bearer /i.test(token) ? `Bearer ${token.slice(7)}` : `Bearer ${token}`;
}

export function withoutBearer(value: string): string {
  return value.replace(/^bearer /i, '');
}

/**
 * What the browser stores under `auth._refresh_token.<strategy>` (docs/accounts-api.md): the
 * refresh token itself lives in an HttpOnly cookie no page script can read, so the key only says
 * that there is one.
 */
export const REFRESH_COOKIE_MARKER = 'bearer cookie';

export function isRefreshCookieMarker(value: string | null | undefined): boolean {
  return value === REFRESH_COOKIE_MARKER;
}
