import type { CleanBasket } from '../basket/clean-basket';
import type { AuthApi } from '../ports/auth-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { CustomerSessionStore } from '../ports/customer-session-store';
import type { ErrorReporter } from '../ports/error-reporter';
import type { WishlistRepository } from '../ports/wishlist-repository';

export type LogoutResult = { kind: 'logged-out'; wasSignedIn: boolean };

/**
 * SPEC §4: logout clears the user, the tokens and the addresses; the favourites go with them and
 * the basket keeps its lines but forgets carrier, country, address and order. The shop is asked to
 * revoke the refresh token, but a visitor is signed out here even when it cannot be reached.
 */
export class Logout {
  constructor(
    private readonly auth: AuthApi,
    private readonly tokens: AuthTokenStore,
    private readonly sessions: CustomerSessionStore,
    private readonly wishlists: WishlistRepository,
    private readonly cleanBasket: CleanBasket,
    private readonly errors: ErrorReporter,
  ) {}

  /** `revoke: false` when the refresh token is known to be dead already (a failed refresh). */
  async execute(options: { revoke?: boolean } = {}): Promise<LogoutResult> {
    const current = this.tokens.get();
    const wasSignedIn = current !== null || this.sessions.get() !== null;
    if (current && options.revoke !== false) {
      try {
        await this.auth.logout(current.refreshToken);
      } catch (error) {
        this.errors.report(error, 'Unable to revoke the session');
      }
    }
    this.tokens.clear();
    this.sessions.clear();
    this.wishlists.save(this.wishlists.load().clear());
    try {
      await this.cleanBasket.execute({ on: 'logout' });
    } catch (error) {
      this.errors.report(error, 'Unable to price the basket after logout');
    }
    return { kind: 'logged-out', wasSignedIn };
  }
}
