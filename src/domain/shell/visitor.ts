import { AUTH_STRATEGIES, accessTokenKey } from '../auth/auth-tokens';

/**
 * "Logged in" for the page guards: an access token is present, in storage (browser, CLI) or in
 * its `auth._token.<strategy>` cookie (the only place a server render can see it). The token's
 * validity is the API's business: an expired one answers 401 and the refresh flow takes over.
 */
export function hasAccessToken(cookie: (name: string) => string | undefined, storedToken: string | null = null): boolean {
  if (storedToken) return true;
  return AUTH_STRATEGIES.some((strategy) => {
    const value = cookie(accessTokenKey(strategy));
    return typeof value === 'string' && value.replace(/^bearer\s*/i, '').trim().length > 0 && value !== 'false';
  });
}
