import { AUTH_STRATEGIES, accessTokenKey } from '../auth/auth-tokens';

/**
 * The non-secret hint a signed-in browser carries to page requests (`signed_in=1`): the refresh
 * cookie only travels to `/api/v5/security` and the access token lives in browser storage, so the
 * server render sees neither. The hint only chooses the guard decision (guest-only or private
 * page); the client then checks the session itself, and personal parts never come from it.
 */
export const SIGNED_IN_COOKIE = 'signed_in';
/** The refresh token's lifetime (30 days): the hint never outlives the session it stands for. */
export const SIGNED_IN_COOKIE_MAX_AGE = 2_592_000;

export function hasSignedInHint(cookie: (name: string) => string | undefined): boolean {
  return cookie(SIGNED_IN_COOKIE) === '1';
}

/**
 * "Logged in" for the page guards: an access token is present, in storage (browser, CLI) or in
 * its `auth._token.<strategy>` cookie, or the browser carries the signed-in hint. The token's
 * validity is the API's business: an expired one answers 401 and the refresh flow takes over.
 */
export function hasAccessToken(cookie: (name: string) => string | undefined, storedToken: string | null = null): boolean {
  if (storedToken) return true;
  return AUTH_STRATEGIES.some((strategy) => {
    const value = cookie(accessTokenKey(strategy));
    return typeof value === 'string' && value.replace(/^bearer\s*/i, '').trim().length > 0 && value !== 'false';
  });
}

export function looksSignedIn(cookie: (name: string) => string | undefined, storedToken: string | null = null): boolean {
  return hasSignedInHint(cookie) || hasAccessToken(cookie, storedToken);
}
