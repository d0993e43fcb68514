import type { AuthSession, LoginProviders, SecondFactorChallenge } from '../../domain/auth/auth-session';
import type { Credentials } from '../../domain/auth/credentials';
import type { AppleLogin, FacebookLogin } from '../../domain/auth/social-login';
import type { Registration } from '../../domain/accounts/registration';
import { token } from './token';

/**
 * `/security/*` and `/social-connect/*` of docs/accounts-api.md. Refusals throw ApiError with the
 * server's message: 400 bad input, 401 wrong credentials or rejected token, 409 address already
 * registered, 429 too many attempts. Where the refresh token travels (cookie or body) is the
 * adapter's business.
 */
export interface AuthApi {
  /** A session, or for an enrolled staff account the challenge its second factor's code goes with. */
  login(credentials: Credentials): Promise<AuthSession | SecondFactorChallenge>;
  /** The second step of a staff sign-in: the challenge and a TOTP or recovery code (401 wrong, replayed or expired). */
  loginSecondFactor(challenge: string, code: string): Promise<AuthSession>;
  register(registration: Registration): Promise<AuthSession>;
  /** The session's refresh token (the cookie marker in a browser). */
  refresh(refreshToken: string): Promise<AuthSession>;
  /** Revokes the refresh token's family; answers even when it is already gone. */
  logout(refreshToken: string | null): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  autoconnect(linkToken: string): Promise<AuthSession>;
  providers(): Promise<LoginProviders>;
  appleLogin(payload: AppleLogin): Promise<AuthSession>;
  facebookLogin(payload: FacebookLogin): Promise<AuthSession>;
}

export const AUTH_API = token<AuthApi>('AuthApi');
