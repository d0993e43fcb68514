import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { SocialLoginInput } from '../../application/auth/social-login';
import type { CustomerSession } from '../../application/ports/customer-session-store';
import type { Address } from '../../domain/accounts/address';
import type { Profile } from '../../domain/accounts/profile';
import { fullName } from '../../domain/accounts/profile';
import type { RegistrationField } from '../../domain/accounts/registration';
import { accountMessage, DEFAULT_FAILURE, failed, invalid, serverMessage, type FormOutcome, type UiMessage } from '../forms/form-message';
import type { AuthServices, AuthUseCases } from './auth-services';

/**
 * unknown: not checked (the server render, and the browser until hydration); checking: a session
 * hint is being verified with the shop; then anonymous or signed-in.
 */
export type AuthStatus = 'unknown' | 'checking' | 'anonymous' | 'signed-in';

/** Why the session ended: the customer's own logout, or the shop no longer knowing the session. */
export type SignOutReason = 'logout' | 'expired';

/** The password step of a staff account with a second factor: the code the shop now wants. */
export interface PendingSecondFactor {
  challenge: string;
  /** The shop's words ("Saisissez le code de votre application d'authentification…"). */
  message: UiMessage;
}

/** A sign-in with the password: as any form, or (a staff account) on to the code step. */
export type LoginOutcome = FormOutcome | { ok: false; secondFactor: true; message: UiMessage; problems: [] };

/** What an empty code field says (nothing is sent). */
export const SECOND_FACTOR_EMPTY: UiMessage = { kind: 'key', key: 'login.secondFactor.empty' };

export interface AuthStoreDeps {
  services: AuthServices;
  /** After every way in (form, link, provider, restored session): the favourites follow. */
  onSignedIn?: () => Promise<void> | void;
  onSignedOut?: (reason: SignOutReason) => void;
  report?: (error: unknown, context: string) => void;
}

/**
 * SPEC §3 "Auth" (loggedIn, addresses, firstName, lastName) for the views. Created per request on
 * the server, where it stays unknown: a page's HTML never names its visitor (pages stay
 * cacheable); in the browser the session is checked after hydration and the name, counters and
 * hearts fill in. The use cases do the work (tokens, profile, addresses); this store keeps what
 * they answer.
 */
export class AuthStore {
  status: AuthStatus = 'unknown';
  customer: Profile | null = null;
  addresses: Address[] = [];
  signOutReason: SignOutReason | null = null;
  /** Set between the password step and the code step of a staff sign-in (issue 36). */
  secondFactor: PendingSecondFactor | null = null;
  private checking: Promise<void> | null = null;
  private readonly deps: AuthStoreDeps;

  constructor(deps: AuthStoreDeps) {
    this.deps = deps;
    makeAutoObservable<AuthStore, 'deps' | 'checking'>(this, { customer: observableRef, addresses: observableRef, deps: false, checking: false }, { autoBind: true });
  }

  get loggedIn(): boolean {
    return this.status === 'signed-in';
  }

  /**
   * Someone may be signed in: signed in, being checked, or not checked yet with a hint of a
   * session. A screen that asks for personal data before the check (checkout payment) asks nothing
   * of an anonymous visit, which the check sends to /login.
   */
  get maybeSignedIn(): boolean {
    if (this.status === 'unknown') return this.deps.services.hasSessionHint();
    return this.status === 'signed-in' || this.status === 'checking';
  }

  /** The browser knows whether someone is signed in. */
  get checked(): boolean {
    return this.status === 'anonymous' || this.status === 'signed-in';
  }

  get firstName(): string {
    return this.customer?.firstName ?? '';
  }

  get lastName(): string {
    return this.customer?.lastName ?? '';
  }

  get fullName(): string {
    return this.customer ? fullName(this.customer) : '';
  }

  get defaultAddress(): Address | null {
    return this.addresses.find((address) => address.default) ?? this.addresses[0] ?? null;
  }

  /**
   * Browser only, once: with no hint of a session nothing loads (an anonymous visit never pays
   * for the account code); otherwise the profile and the addresses are fetched (a 401 refreshes
   * the session first; a refused refresh signs the visitor out).
   */
  restore(): Promise<void> {
    this.checking ??= this.check();
    return this.checking;
  }

  /** What the page guards need on client navigation, once the session is known. */
  async sessionFacts(): Promise<{ loggedIn: boolean; addressCount: number | null }> {
    await this.restore();
    return { loggedIn: this.loggedIn, addressCount: this.loggedIn ? this.addresses.length : null };
  }

  private async check(): Promise<void> {
    if (!this.deps.services.hasSessionHint()) {
      runInAction(() => (this.status = 'anonymous'));
      return;
    }
    runInAction(() => (this.status = 'checking'));
    try {
      const cases = await this.deps.services.useCases();
      // Profile and addresses at once: a private screen waits for both, one round trip instead of
      // two (a 401 on both still refreshes the session once). The addresses are dropped, failure
      // included, when the session has ended.
      const addresses = cases.listAddresses.execute();
      addresses.catch(() => undefined);
      const profile = await cases.getProfile.execute();
      if (profile.kind === 'signed-out') {
        this.ended('expired');
        return;
      }
      const book = await addresses;
      await this.signedIn({ customer: profile.customer, addresses: book.kind === 'found' ? book.addresses : [] });
    } catch (error) {
      // The shop could not be reached: nothing is known, nothing is shown, the session is kept for the next page.
      this.report(error, 'Unable to fetch basic connection info');
      runInAction(() => (this.status = 'anonymous'));
    }
  }

  async login(email: string, password: string): Promise<LoginOutcome> {
    runInAction(() => (this.secondFactor = null));
    const step: { asked: PendingSecondFactor | null } = { asked: null };
    const outcome = await this.attempt(async (cases) => {
      const result = await cases.login.execute({ email, password });
      if (result.kind === 'signed-in') return this.signedIn(result.session);
      if (result.kind === 'invalid') return invalid(result.key, []);
      if (result.kind === 'second-factor-required') step.asked = { challenge: result.challenge, message: serverMessage(result.message) };
      return failed(serverMessage(result.message));
    });
    const asked = step.asked;
    if (!asked) return outcome;
    runInAction(() => (this.secondFactor = asked));
    return { ok: false, secondFactor: true, message: asked.message, problems: [] };
  }

  /**
   * The code step of a staff sign-in: a TOTP or recovery code with the password step's challenge.
   * A wrong, replayed or expired code keeps the step open with the shop's words (the way back to
   * the password is cancelSecondFactor); signed in, as after any sign-in.
   */
  async loginSecondFactor(code: string): Promise<FormOutcome> {
    const pending = this.secondFactor;
    if (!pending) return failed(DEFAULT_FAILURE);
    return this.attempt(async (cases) => {
      const result = await cases.loginSecondFactor.execute({ challenge: pending.challenge, code });
      if (result.kind === 'signed-in') return this.signedIn(result.session);
      if (result.kind === 'empty') return failed(SECOND_FACTOR_EMPTY);
      return failed(serverMessage(result.message));
    });
  }

  /** Back to the password step: the challenge is forgotten. */
  cancelSecondFactor(): void {
    this.secondFactor = null;
  }

  async register(form: Record<string, unknown>): Promise<FormOutcome<RegistrationField>> {
    return this.attempt(async (cases) => {
      const result = await cases.register.execute(form);
      if (result.kind === 'registered') return this.signedIn(result.session);
      if (result.kind === 'invalid') return invalid(result.key, result.problems);
      return failed(result.code === 409 ? accountMessage('email-taken') : serverMessage(result.message));
    });
  }

  /** `/autoconnect/{token}`: the mail's single-use link signs its customer in. */
  async autoconnect(linkToken: string): Promise<FormOutcome> {
    return this.attempt(async (cases) => {
      const result = await cases.autoconnect.execute(linkToken);
      if (result.kind === 'signed-in') return this.signedIn(result.session);
      if (result.kind === 'invalid-link' || result.code === 401 || result.code === 404 || result.code === 410) return failed(accountMessage('autoconnect-invalid'));
      return failed(serverMessage(result.message));
    });
  }

  async socialLogin(input: SocialLoginInput): Promise<FormOutcome> {
    return this.attempt(async (cases) => {
      const result = await cases.socialLogin.execute(input);
      if (result.kind === 'signed-in') return this.signedIn(result.session);
      if (result.kind === 'invalid') return invalid(result.key, []);
      return failed(serverMessage(result.message));
    });
  }

  /**
   * Sign-in with a passkey: from the button, or (`autofill`) waiting for the customer to pick one
   * in the e-mail field's suggestions. A cancelled or unsupported ceremony says nothing, and
   * neither does the autofill wait when the shop cannot start it (the page just offers no passkey).
   */
  async passkeyLogin(options: { autofill: boolean }): Promise<FormOutcome | { ok: false; quiet: true }> {
    const quiet = { ok: false, quiet: true } as const;
    try {
      const result = await (await this.deps.services.useCases()).passkeyLogin.execute(options);
      if (result.kind === 'signed-in') return this.signedIn(result.session);
      if (result.kind === 'cancelled' || result.kind === 'unsupported') return quiet;
      if (options.autofill && result.kind === 'throttled') return quiet;
      return failed(serverMessage(result.message));
    } catch (error) {
      this.report(error, 'Passkey sign-in');
      return options.autofill ? quiet : failed(DEFAULT_FAILURE);
    }
  }

  /** SPEC §5: a valid address is needed; the shop answers the same whether it has an account or not. */
  async forgotPassword(email: string): Promise<FormOutcome> {
    return this.attempt(async (cases) => {
      const result = await cases.forgotPassword.execute(email);
      if (result.kind === 'sent') return { ok: true };
      if (result.kind === 'invalid-email') return failed(accountMessage('email-invalid'), [{ field: 'email', key: 'email-invalid' }]);
      return failed(serverMessage(result.message));
    });
  }

  /** SPEC §4: logout clears the user, the tokens and the addresses (the use case also cleans the basket). */
  async logout(): Promise<void> {
    try {
      const cases = await this.deps.services.useCases();
      await cases.logout.execute();
    } catch (error) {
      this.report(error, 'Unable to log out');
    }
    this.ended('logout');
  }

  /** An account call found the session gone (a 401 the refresh could not cure). */
  sessionExpired(): void {
    if (this.status === 'signed-in' || this.status === 'checking') this.ended('expired');
  }

  setCustomer(customer: Profile): void {
    this.customer = customer;
  }

  setAddresses(addresses: Address[]): void {
    this.addresses = addresses;
  }

  private async signedIn(session: CustomerSession): Promise<{ ok: true }> {
    runInAction(() => {
      this.customer = session.customer;
      this.addresses = session.addresses;
      this.status = 'signed-in';
      this.signOutReason = null;
      this.secondFactor = null;
    });
    this.deps.services.rememberSignedIn(true);
    try {
      await this.deps.onSignedIn?.();
    } catch (error) {
      this.report(error, 'After sign-in');
    }
    return { ok: true };
  }

  private ended(reason: SignOutReason): void {
    runInAction(() => {
      this.customer = null;
      this.addresses = [];
      this.status = 'anonymous';
      this.signOutReason = reason;
      this.secondFactor = null;
    });
    this.deps.services.rememberSignedIn(false);
    this.deps.onSignedOut?.(reason);
  }

  private async attempt<T extends string>(run: (cases: AuthUseCases) => Promise<FormOutcome<T>>): Promise<FormOutcome<T>> {
    try {
      return await run(await this.deps.services.useCases());
    } catch (error) {
      // A failure of the shop or the network, not the shopper's: the default message (SPEC §8).
      this.report(error, 'Sign-in form');
      return failed(DEFAULT_FAILURE);
    }
  }

  private report(error: unknown, context: string): void {
    if (this.deps.report) this.deps.report(error, context);
    else console.error(`[boutique] ${context}:`, error);
  }
}
