import { isApiError } from '../ports/api-error';
import type { AuthApi } from '../ports/auth-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { Logout } from './logout';

export type RefreshSessionResult = { kind: 'refreshed' } | { kind: 'no-refresh-token' } | { kind: 'logged-out' };

/**
 * SPEC §4: a refresh with no refresh token does nothing; a refused refresh logs the visitor out.
 * Network and server failures throw: the visitor may still be signed in.
 */
export class RefreshSession {
  constructor(
    private readonly auth: AuthApi,
    private readonly tokens: AuthTokenStore,
    private readonly logout: Logout,
  ) {}

  async execute(): Promise<RefreshSessionResult> {
    const current = this.tokens.get();
    if (!current?.refreshToken) return { kind: 'no-refresh-token' };
    try {
      const answer = await this.auth.refresh(current.refreshToken);
      this.tokens.save({ accessToken: answer.accessToken, refreshToken: answer.refreshToken ?? current.refreshToken, strategy: current.strategy });
      return { kind: 'refreshed' };
    } catch (error) {
      if (!isApiError(error) || error.code < 400 || error.code >= 500) throw error;
      await this.logout.execute({ revoke: false });
      return { kind: 'logged-out' };
    }
  }
}
