import type { Profile } from '../accounts/profile';

/**
 * A token answer of the accounts API (login, registration, refresh, autoconnect, social logins)
 * once read: `refreshToken` is the opaque token when it travels in the body (the CLI), the
 * REFRESH_COOKIE_MARKER when the browser's cookie holds it.
 */
export interface AuthSession {
  accessToken: string;
  refreshToken: string | null;
  /** Seconds the access token lives (15 minutes). */
  expiresIn: number;
  customer: Profile;
}

/** Which social buttons the shop offers (`GET /security/providers`), with the public ids their windows need. */
export interface LoginProviders {
  apple: boolean;
  facebook: boolean;
  appleClientId?: string;
  facebookAppId?: string;
}
