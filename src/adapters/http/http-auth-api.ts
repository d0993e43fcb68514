import { isSecondFactorChallenge, type AuthSession, type LoginProviders, type SecondFactorChallenge } from '../../domain/auth/auth-session';
import { isRefreshCookieMarker } from '../../domain/auth/auth-tokens';
import type { Credentials } from '../../domain/auth/credentials';
import type { AppleLogin, FacebookLogin } from '../../domain/auth/social-login';
import type { Registration } from '../../domain/accounts/registration';
import type { AuthApi } from '../../application/ports/auth-api';
import type { HttpApiClient } from './api-client';
import { refreshBody, sessionFrom, transportField, type RefreshTransport, type TokenAnswer } from './auth-wire';

/**
 * `/security/*` and `/social-connect/*` over the v5 API. These calls never carry the bearer token
 * (a stale one must not trigger a refresh inside a sign-in).
 */
export class HttpAuthApi implements AuthApi {
  constructor(
    private readonly client: HttpApiClient,
    private readonly transport: RefreshTransport,
  ) {}

  async login(credentials: Credentials): Promise<AuthSession | SecondFactorChallenge> {
    const answer = await this.client.post<TokenAnswer | SecondFactorChallenge>('security/login', { ...credentials, ...transportField(this.transport) }, { auth: false });
    return isSecondFactorChallenge(answer) ? answer : sessionFrom(answer, this.transport);
  }

  loginSecondFactor(challenge: string, code: string): Promise<AuthSession> {
    return this.signIn('security/login/second-factor', { challenge, code });
  }

  register(registration: Registration): Promise<AuthSession> {
    return this.signIn('security/register', { ...registration });
  }

  async refresh(refreshToken: string): Promise<AuthSession> {
    const answer = await this.client.post<TokenAnswer>('security/refresh', refreshBody(refreshToken), { auth: false });
    return sessionFrom(answer, isRefreshCookieMarker(refreshToken) ? 'cookie' : 'body');
  }

  async logout(refreshToken: string | null): Promise<void> {
    const body = refreshToken && !isRefreshCookieMarker(refreshToken) ? { refresh_token: refreshToken } : {};
    await this.client.post('security/logout', body, { auth: false });
  }

  async forgotPassword(email: string): Promise<void> {
    await this.client.post('security/forgot-password', { email }, { auth: false });
  }

  autoconnect(linkToken: string): Promise<AuthSession> {
    return this.signIn('security/autoconnect', { token: linkToken });
  }

  providers(): Promise<LoginProviders> {
    return this.client.get('security/providers', { auth: false });
  }

  appleLogin(payload: AppleLogin): Promise<AuthSession> {
    return this.signIn('social-connect/apple', { ...payload });
  }

  facebookLogin(payload: FacebookLogin): Promise<AuthSession> {
    return this.signIn('social-connect/facebook', { ...payload });
  }

  private async signIn(path: string, body: Record<string, unknown>): Promise<AuthSession> {
    const answer = await this.client.post<TokenAnswer>(path, { ...body, ...transportField(this.transport) }, { auth: false });
    return sessionFrom(answer, this.transport);
  }
}
