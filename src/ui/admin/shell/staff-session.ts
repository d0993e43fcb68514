import { makeAutoObservable, runInAction } from 'mobx';
import type { Container } from 'inversify';
import type { Profile } from '../../../domain/accounts/profile';
import { isStaffRole, type StaffRole } from '../../../domain/auth/roles';
import { AUTH_TOKEN_STORE } from '../../../application/ports/auth-token-store';
import { COOKIE_JAR } from '../../../application/ports/cookie-jar';
import { SIGNED_IN_COOKIE, SIGNED_IN_COOKIE_MAX_AGE } from '../../../domain/shell/visitor';
import { GET_PROFILE, LOGIN, LOGIN_SECOND_FACTOR, LOGOUT } from '../../../adapters/container/accounts-tokens';
import { PASSKEY_LOGIN } from '../../../adapters/container/passkeys-tokens';
import { resolve } from '../../../adapters/container/bind';

export interface StaffMemberSession {
  email: string;
  roles: StaffRole[];
}

export type SessionState =
  | { kind: 'checking' }
  | { kind: 'signed-out'; messageKey?: string; message?: string }
  | { kind: 'second-factor'; challenge: string; message: string }
  | { kind: 'signed-in'; staff: StaffMemberSession };

/** A sign-in step's outcome for the form: an error to show (a text key or the shop's own words), or none. */
export type StepOutcome = { ok: true } | { ok: false; messageKey?: string; message?: string };

/** The staff roles a token's claims carry: those the session may use (without its second factor, none). */
export function tokenStaffRoles(accessToken: string): StaffRole[] | null {
  try {
    const part = accessToken.replace(/^bearer /i, '').split('.')[1];
    if (!part) return null;
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const claims = JSON.parse(json) as { roles?: unknown };
    return Array.isArray(claims.roles) ? claims.roles.filter((role): role is StaffRole => typeof role === 'string' && isStaffRole(role)) : [];
  } catch {
    return null;
  }
}

/**
 * The staff member's session in the back office (issue 39): the storefront's sign-in use cases
 * (password, then the second factor; or a passkey), refreshed by the HTTP client on a 401 like the
 * storefront's. Only an account holding a staff role comes in: a customer is told, and signed out.
 */
export class StaffSession {
  state: SessionState = { kind: 'checking' };

  constructor(private readonly container: Container) {
    makeAutoObservable<StaffSession, 'container'>(this, { container: false });
  }

  get staff(): StaffMemberSession | null {
    return this.state.kind === 'signed-in' ? this.state.staff : null;
  }

  /** At start: a session kept in the browser is checked with the shop (the profile, refreshed if need be). */
  async restore(): Promise<void> {
    const tokens = resolve(this.container, AUTH_TOKEN_STORE);
    if (!tokens.get()) {
      this.set({ kind: 'signed-out' });
      return;
    }
    try {
      const result = await resolve(this.container, GET_PROFILE).execute();
      if (result.kind !== 'found') {
        this.set({ kind: 'signed-out', messageKey: 'shell.sessionExpired' });
        return;
      }
      await this.enter(result.customer, { restored: true });
    } catch {
      this.set({ kind: 'signed-out', messageKey: 'signin.failed' });
    }
  }

  async signIn(email: string, password: string): Promise<StepOutcome> {
    const result = await resolve(this.container, LOGIN).execute({ email, password });
    switch (result.kind) {
      case 'signed-in':
        return this.enter(result.session.customer);
      case 'second-factor-required':
        this.set({ kind: 'second-factor', challenge: result.challenge, message: result.message });
        return { ok: true };
      case 'invalid':
        return { ok: false, messageKey: 'signin.missing' };
      default:
        return { ok: false, message: result.message };
    }
  }

  async secondFactor(code: string): Promise<StepOutcome> {
    if (this.state.kind !== 'second-factor') return { ok: false, messageKey: 'signin.failed' };
    const result = await resolve(this.container, LOGIN_SECOND_FACTOR).execute({ challenge: this.state.challenge, code });
    switch (result.kind) {
      case 'signed-in':
        return this.enter(result.session.customer);
      case 'empty':
        return { ok: false, messageKey: 'signin.codeMissing' };
      default:
        return { ok: false, message: result.message };
    }
  }

  async passkey(autofill: boolean): Promise<StepOutcome & { quiet?: boolean }> {
    const result = await resolve(this.container, PASSKEY_LOGIN).execute({ autofill });
    switch (result.kind) {
      case 'signed-in':
        return this.enter(result.session.customer);
      case 'cancelled':
        return { ok: false, messageKey: 'signin.passkeyCancelled', quiet: autofill };
      case 'unsupported':
        return { ok: false, messageKey: 'signin.passkeyUnsupported', quiet: true };
      default:
        return { ok: false, message: result.message };
    }
  }

  /**
   * While signed in: the session still holds (checked when the window gets the focus, when another
   * tab changes the storage, and every minute). Gone (signed out elsewhere, a refused refresh) or
   * without its staff roles any more (a staff session ends after 8 hours: server/auth), the staff
   * member is back on the sign-in screen, told why. Returns the stop.
   */
  watch(target: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setInterval' | 'clearInterval'> = window): () => void {
    const check = () => this.verify();
    target.addEventListener('focus', check);
    target.addEventListener('storage', check);
    const timer = target.setInterval(check, 60_000);
    return () => {
      target.removeEventListener('focus', check);
      target.removeEventListener('storage', check);
      target.clearInterval(timer);
    };
  }

  /** The check of `watch`: only what the browser holds, no call to the shop. */
  verify(): void {
    if (this.state.kind !== 'signed-in') return;
    const tokens = resolve(this.container, AUTH_TOKEN_STORE).get();
    if (!tokens) {
      this.set({ kind: 'signed-out', messageKey: 'shell.sessionExpired' });
      return;
    }
    const roles = tokenStaffRoles(tokens.accessToken);
    // No staff role left: back to the sign-in, the browser's session left as it is (it may be a customer's of another tab now).
    if (roles !== null && roles.length === 0) this.set({ kind: 'signed-out', messageKey: 'shell.sessionExpired' });
    else if (roles !== null && roles.join() !== this.state.staff.roles.join()) this.set({ kind: 'signed-in', staff: { ...this.state.staff, roles } });
  }

  /** Back to the first step (a second factor's challenge dropped). */
  restart(): void {
    this.set({ kind: 'signed-out' });
  }

  async signOut(messageKey = 'shell.signedOut'): Promise<void> {
    try {
      await resolve(this.container, LOGOUT).execute();
      this.rememberSignedIn(false);
    } finally {
      this.set({ kind: 'signed-out', messageKey });
    }
  }

  /**
   * Signed in: a staff account comes in with the roles its session may use. Anyone else signed in
   * here is signed out again; a session found at start (`restored`: the storefront's, a customer's)
   * is left alone, the sign-in shown.
   */
  private async enter(profile: Profile, options: { restored?: boolean } = {}): Promise<StepOutcome> {
    const held = profile.roles.filter(isStaffRole);
    if (held.length === 0) {
      if (!options.restored) await this.signOutQuietly();
      this.set({ kind: 'signed-out', messageKey: options.restored ? undefined : 'signin.noAccess' });
      return { ok: false, messageKey: 'signin.noAccess' };
    }
    const access = resolve(this.container, AUTH_TOKEN_STORE).get()?.accessToken ?? '';
    const usable = tokenStaffRoles(access) ?? held;
    if (usable.length === 0) {
      // A staff account without its second factor acts as a customer (server/auth): nothing to do here.
      if (!options.restored) await this.signOutQuietly();
      this.set({ kind: 'signed-out', messageKey: options.restored ? undefined : 'signin.noSecondFactor' });
      return { ok: false, messageKey: 'signin.noSecondFactor' };
    }
    // One session for the browser: the storefront's pages know it is signed in (their server render reads the hint).
    this.rememberSignedIn(true);
    this.set({ kind: 'signed-in', staff: { email: profile.email, roles: usable } });
    return { ok: true };
  }

  /** The storefront's `signed_in` hint cookie (src/ui/app/container-services.ts does the same). */
  private rememberSignedIn(signedIn: boolean): void {
    const jar = resolve(this.container, COOKIE_JAR);
    if (signedIn) jar.set(SIGNED_IN_COOKIE, '1', { maxAgeSeconds: SIGNED_IN_COOKIE_MAX_AGE, sameSite: 'lax' });
    else jar.remove(SIGNED_IN_COOKIE);
  }

  private async signOutQuietly(): Promise<void> {
    try {
      await resolve(this.container, LOGOUT).execute();
      this.rememberSignedIn(false);
    } catch {
      // Signed out here whatever the shop answered.
    }
  }

  private set(state: SessionState): void {
    runInAction(() => {
      this.state = state;
    });
  }
}
