import type { AuthSession } from '../../domain/auth/auth-session';
import { LOGIN_ATTEMPTS_PER_WINDOW } from '../../domain/auth/credentials';
import { accountMessageFr, type AccountMessageKey } from '../../domain/accounts/account-messages';
import { sortAddressBook, type Address } from '../../domain/accounts/address';
import type { Card } from '../../domain/accounts/card';
import type { Profile } from '../../domain/accounts/profile';
import type { Wish } from '../../domain/wishlist/wish';
import { ApiError } from '../../application/ports/api-error';
import type { AuthTokenStore } from '../../application/ports/auth-token-store';

export interface InMemoryCustomer {
  profile: Profile;
  password: string;
  addresses: Address[];
  cards: Card[];
  wishes: Wish[];
}

export interface InMemoryAccountsData {
  customers?: InMemoryCustomer[];
  /** Products that may be hearted; any id when absent. */
  products?: number[];
  /** ISO codes the shop delivers to. */
  countries?: Record<string, string>;
  /** Every call fails with this error when set. */
  failWith?: unknown;
}

interface Grant {
  customerId: number;
  family: number;
  /** Opened by a forgotten-password link: may set a password without the old one. */
  reset: boolean;
}

/** The store a client's calls take their bearer token from; a function when the store is built later (a container). */
export type TokenSource = AuthTokenStore | (() => AuthTokenStore);

const CLIENT = 'client:the-only-one';

const DEFAULT_COUNTRIES: Record<string, string> = { FR: 'France', ES: 'Espagne', IT: 'Italie', BE: 'Belgique', DE: 'Allemagne', IE: 'Irlande', LU: 'Luxembourg' };

/**
 * The accounts back end as plain data, behind the in-memory AuthApi, AccountApi and WishlistApi:
 * customers, sessions (an access token per refresh-token family, rotated refresh tokens), the
 * sign-in limit, single-use links. French answers; the same contract test as the HTTP adapters
 * keeps it honest (`accounts-api.contract.ts`). Time windows are not modelled: `resetAttempts()`.
 */
export class InMemoryAccounts {
  readonly customers: InMemoryCustomer[];
  readonly countries: Record<string, string>;
  /** Links "mailed" by forgot-password, newest last. */
  readonly outbox: { email: string; token: string }[] = [];
  private readonly access = new Map<string, Grant>();
  private readonly refresh = new Map<string, Grant & { used: boolean }>();
  private readonly revoked = new Set<number>();
  private readonly links = new Map<string, number>();
  private readonly attempts = new Map<string, number>();
  private nextId = 1000;

  constructor(readonly data: InMemoryAccountsData = {}) {
    this.customers = (data.customers ?? []).map((customer) => structuredClone(customer));
    this.countries = data.countries ?? DEFAULT_COUNTRIES;
  }

  id(): number {
    return this.nextId++;
  }

  fail(): void {
    if (this.data.failWith) throw this.data.failWith;
  }

  byEmail(email: string): InMemoryCustomer | undefined {
    return this.customers.find((customer) => customer.profile.email === email);
  }

  /** A new session: the first refresh token of a family, and its access token. */
  open(customer: InMemoryCustomer, options: { reset?: boolean } = {}): AuthSession {
    const grant = { customerId: customer.profile.id, family: this.id(), reset: options.reset === true };
    return this.issue(grant, customer);
  }

  rotate(refreshToken: string): AuthSession {
    const grant = this.refresh.get(refreshToken);
    if (!grant || this.revoked.has(grant.family)) throw refuse(401, 'session-expired');
    if (grant.used) {
      // A rotated token shown again: someone copied it, the whole family goes.
      this.revoked.add(grant.family);
      throw refuse(401, 'session-expired');
    }
    grant.used = true;
    return this.issue(grant, this.customer(grant.customerId));
  }

  revoke(refreshToken: string | null): void {
    const grant = refreshToken ? this.refresh.get(refreshToken) : undefined;
    if (grant) this.revoked.add(grant.family);
  }

  /** The customer the store's access token speaks for, or a 401. */
  signedIn(tokens: TokenSource): { customer: InMemoryCustomer; reset: boolean } {
    const accessToken = (typeof tokens === 'function' ? tokens() : tokens).get()?.accessToken;
    const grant = accessToken ? this.access.get(accessToken) : undefined;
    if (!grant || this.revoked.has(grant.family)) throw new ApiError(401, 'Veuillez vous connecter.');
    return { customer: this.customer(grant.customerId), reset: grant.reset };
  }

  /**
   * The customer id the store's access token speaks for, null without a token (an anonymous
   * call); a token the shop no longer accepts is a 401, as on the shop's public calls.
   */
  customerIdOf(tokens: TokenSource): number | null {
    const stored = (typeof tokens === 'function' ? tokens() : tokens).get();
    return stored ? this.signedIn(tokens).customer.profile.id : null;
  }

  /** Access tokens die after 15 minutes: this ends them all now (refresh tokens live on). */
  expireAccessTokens(): void {
    this.access.clear();
  }

  /**
   * 5 attempts per window per address and per client (this fake has one client): every attempt
   * counts, under both keys, before the password is checked; a success gives its attempt back.
   */
  attempt(email: string): void {
    const counts = [email, CLIENT].map((key) => {
      const count = (this.attempts.get(key) ?? 0) + 1;
      this.attempts.set(key, count);
      return count;
    });
    if (counts.some((count) => count > LOGIN_ATTEMPTS_PER_WINDOW)) throw refuse(429, 'too-many-attempts');
  }

  forgive(email: string): void {
    for (const key of [email, CLIENT]) this.attempts.set(key, Math.max(0, (this.attempts.get(key) ?? 0) - 1));
  }

  resetAttempts(): void {
    this.attempts.clear();
  }

  mailLink(customer: InMemoryCustomer): void {
    const token = `link-${this.id()}-${customer.profile.id}`;
    this.links.set(token, customer.profile.id);
    this.outbox.push({ email: customer.profile.email, token });
  }

  useLink(token: string): InMemoryCustomer {
    const customerId = this.links.get(token);
    if (customerId === undefined) throw refuse(401, 'autoconnect-invalid');
    for (const [other, owner] of this.links) if (owner === customerId) this.links.delete(other);
    return this.customer(customerId);
  }

  sortedAddresses(customer: InMemoryCustomer): Address[] {
    return sortAddressBook(customer.addresses).map((address) => ({ ...address }));
  }

  private issue(grant: Grant, customer: InMemoryCustomer): AuthSession {
    const accessToken = `access-${this.id()}`;
    const refreshToken = `refresh-${this.id()}`;
    this.access.set(accessToken, { ...grant });
    this.refresh.set(refreshToken, { ...grant, used: false });
    return { accessToken, refreshToken, expiresIn: 900, customer: { ...customer.profile, roles: [...customer.profile.roles] } };
  }

  private customer(id: number): InMemoryCustomer {
    const customer = this.customers.find((candidate) => candidate.profile.id === id);
    if (!customer) throw refuse(401, 'session-expired');
    return customer;
  }
}

/** An ApiError with the shop's French words for a key. */
export function refuse(code: number, key: AccountMessageKey): ApiError {
  return new ApiError(code, accountMessageFr(key));
}
