import type { Profile } from '../../domain/accounts/profile';
import { isApiError } from '../ports/api-error';
import type { AccountApi } from '../ports/accounts-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { CustomerSessionStore } from '../ports/customer-session-store';
import type { Logout } from '../auth/logout';
import type { RefreshSession } from '../auth/refresh-session';
import { SIGNED_OUT, type SignedOut } from '../auth/signed-in';

export type GetProfileResult = { kind: 'found'; customer: Profile } | SignedOut;

/**
 * The signed-in customer, fresh from the shop (SPEC §4): on a 401 the session is refreshed and the
 * fetch repeated once; when that is not possible the visitor is signed out here too.
 */
export class GetProfile {
  constructor(
    private readonly account: AccountApi,
    private readonly tokens: AuthTokenStore,
    private readonly sessions: CustomerSessionStore,
    private readonly refresh: RefreshSession,
    private readonly logout: Logout,
  ) {}

  async execute(): Promise<GetProfileResult> {
    if (!this.tokens.get()) return SIGNED_OUT;
    let customer = await this.fetch();
    if (customer === null) {
      const refreshed = await this.refresh.execute();
      if (refreshed.kind === 'refreshed') customer = await this.fetch();
    }
    if (customer === null) {
      if (this.tokens.get() || this.sessions.get()) await this.logout.execute({ revoke: false });
      return SIGNED_OUT;
    }
    this.sessions.save({ customer, addresses: this.sessions.get()?.addresses ?? [] });
    return { kind: 'found', customer };
  }

  /** Null on a 401. */
  private async fetch(): Promise<Profile | null> {
    try {
      return await this.account.profile();
    } catch (error) {
      if (isApiError(error) && error.isUnauthorized) return null;
      throw error;
    }
  }
}
