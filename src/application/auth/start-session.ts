import type { AuthSession } from '../../domain/auth/auth-session';
import type { AuthStrategy } from '../../domain/auth/auth-tokens';
import type { Address } from '../../domain/accounts/address';
import type { AccountApi } from '../ports/accounts-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { CustomerSession, CustomerSessionStore } from '../ports/customer-session-store';
import type { ErrorReporter } from '../ports/error-reporter';

/**
 * SPEC §4 "logged out to logged in": the token is saved, then the profile and the addresses are
 * fetched. Shared by every way in (login, registration, autoconnect link, Apple, Facebook). A
 * failed fetch is reported as fatal (SPEC §8) and the token answer's customer stands in.
 */
export class StartSession {
  constructor(
    private readonly tokens: AuthTokenStore,
    private readonly account: AccountApi,
    private readonly sessions: CustomerSessionStore,
    private readonly errors: ErrorReporter,
  ) {}

  async execute(answer: AuthSession, strategy: AuthStrategy): Promise<CustomerSession> {
    this.tokens.save({ accessToken: answer.accessToken, refreshToken: answer.refreshToken, strategy });
    let customer = answer.customer;
    try {
      customer = await this.account.profile();
    } catch (error) {
      this.errors.fatal(error, 'Unable to fetch basic connection info');
    }
    let addresses: Address[] = [];
    try {
      addresses = await this.account.addresses();
    } catch (error) {
      this.errors.fatal(error, 'Unable to fetch customer addresses');
    }
    const session = { customer, addresses };
    this.sessions.save(session);
    return session;
  }
}
