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

/**
 * What the password step of an enrolled staff account answers instead of a session (202): the
 * challenge its code goes with (`/security/login/second-factor`, 5 minutes) and the shop's words.
 */
export interface SecondFactorChallenge {
  secondFactorRequired: true;
  challenge: string;
  expiresIn: number;
  message: string;
}

export function isSecondFactorChallenge(answer: unknown): answer is SecondFactorChallenge {
  return typeof answer === 'object' && answer !== null && (answer as { secondFactorRequired?: unknown }).secondFactorRequired === true && typeof (answer as { challenge?: unknown }).challenge === 'string';
}

/** The session of a sign-in that cannot need a second factor (a customer's); a challenge here is a bug. */
export function customerSession(answer: AuthSession | SecondFactorChallenge): AuthSession {
  if (isSecondFactorChallenge(answer)) throw new Error('This sign-in asks for a second factor: a staff account?');
  return answer;
}
