import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../adapters/in-memory/accounts-testbed';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { ApiError } from '../../application/ports/api-error';
import { SECOND_FACTOR_TEXTS } from '../../adapters/in-memory/in-memory-auth-api';
import { AuthStore, SECOND_FACTOR_EMPTY, type SignOutReason } from './auth-store';
import type { AuthServices } from './auth-services';

function setUp(options: { hint?: boolean; bed?: ReturnType<typeof accountsTestbed> } = {}) {
  const bed = options.bed ?? accountsTestbed();
  const hints: boolean[] = [];
  const signedOut: SignOutReason[] = [];
  let signIns = 0;
  let loads = 0;
  const services: AuthServices = {
    useCases: async () => {
      loads += 1;
      return {
        login: bed.login,
        loginSecondFactor: bed.loginSecondFactor,
        register: bed.register,
        logout: bed.logout,
        forgotPassword: bed.forgotPassword,
        autoconnect: bed.autoconnect,
        socialLogin: bed.socialLogin,
        passkeyLogin: bed.passkeyLogin,
        getProfile: bed.getProfile,
        listAddresses: bed.listAddresses,
      };
    },
    hasSessionHint: () => options.hint ?? bed.tokens.get() !== null,
    rememberSignedIn: (signedIn) => void hints.push(signedIn),
    providers: async () => ({ apple: false, facebook: false }),
  };
  const store = new AuthStore({
    services,
    onSignedIn: () => void (signIns += 1),
    onSignedOut: (reason) => void signedOut.push(reason),
    report: () => undefined,
  });
  return { bed, store, hints, signedOut, signIns: () => signIns, loads: () => loads };
}

describe('AuthStore', () => {
  it('stays unknown until the browser checks, then anonymous without loading any account code when there is no hint', async () => {
    const { store, loads } = setUp({ hint: false });
    expect(store.status).toBe('unknown');
    expect(store.loggedIn).toBe(false);
    await store.restore();
    expect(store.status).toBe('anonymous');
    expect(loads()).toBe(0);
    expect(await store.sessionFacts()).toEqual({ loggedIn: false, addressCount: null });
  });

  it('may be signed in while a hint is unchecked or being checked, not once the visit is known to be anonymous', async () => {
    const hinted = setUp({ hint: true });
    expect(hinted.store.maybeSignedIn).toBe(true);
    const anonymous = setUp({ hint: false });
    expect(anonymous.store.maybeSignedIn).toBe(false);
    await anonymous.store.restore();
    expect(anonymous.store.maybeSignedIn).toBe(false);
    const signedIn = setUp();
    await signedIn.store.login('camille@example.com', DEMO_PASSWORD);
    expect(signedIn.store.maybeSignedIn).toBe(true);
    await signedIn.store.logout();
    expect(signedIn.store.maybeSignedIn).toBe(false);
  });

  it('signs in: name, addresses, the hint cookie and the favourites hook', async () => {
    const { store, hints, signIns } = setUp();
    expect(await store.login('camille@example.com', DEMO_PASSWORD)).toEqual({ ok: true });
    expect(store.loggedIn).toBe(true);
    expect([store.firstName, store.lastName, store.fullName]).toEqual(['Camille', 'Martin', 'Camille Martin']);
    expect(store.addresses).toHaveLength(2);
    expect(store.defaultAddress?.id).toBe(11);
    expect(hints).toEqual([true]);
    expect(signIns()).toBe(1);
    expect(await store.sessionFacts()).toEqual({ loggedIn: true, addressCount: 2 });
  });

  it('words refusals as the translations do: empty fields, wrong credentials, too many attempts', async () => {
    const { store } = setUp();
    expect(await store.login(' ', '')).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.credentials-required' } });
    expect(await store.login('camille@example.com', 'wrong-password1')).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.credentials-invalid' } });
    for (let attempt = 0; attempt < 5; attempt += 1) await store.login('camille@example.com', 'wrong-password1');
    expect(await store.login('camille@example.com', DEMO_PASSWORD)).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.too-many-attempts' } });
    expect(store.loggedIn).toBe(false);
  });

  it('gives the shop’s own words when they are not one of the domain’s messages, and the default one on failures', async () => {
    const words = setUp();
    words.bed.accounts.data.failWith = new ApiError(401, 'Compte suspendu pour vérification.');
    expect(await words.store.login('camille@example.com', DEMO_PASSWORD)).toMatchObject({ ok: false, message: { kind: 'text', text: 'Compte suspendu pour vérification.' } });
    words.bed.accounts.data.failWith = new ApiError(0, 'Network Error');
    expect(await words.store.login('camille@example.com', DEMO_PASSWORD)).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.default-error' } });
  });

  it('goes on to the code step for a staff account, then signs in as the password would (issue 36)', async () => {
    const { store, hints, signIns } = setUp({ bed: accountsTestbed({ secondFactors: { 'camille@example.com': ['123456'] } }) });
    expect(await store.login('camille@example.com', DEMO_PASSWORD)).toEqual({ ok: false, secondFactor: true, message: { kind: 'text', text: SECOND_FACTOR_TEXTS.needed }, problems: [] });
    expect(store.secondFactor).toEqual({ challenge: expect.any(String), message: { kind: 'text', text: SECOND_FACTOR_TEXTS.needed } });
    expect(store.loggedIn).toBe(false);
    expect(hints).toEqual([]);
    expect(await store.loginSecondFactor(' ')).toEqual({ ok: false, message: SECOND_FACTOR_EMPTY, problems: [] });
    expect(await store.loginSecondFactor('654321')).toEqual({ ok: false, message: { kind: 'text', text: SECOND_FACTOR_TEXTS.invalid }, problems: [] });
    expect(store.secondFactor).not.toBeNull();
    expect(await store.loginSecondFactor('123456')).toEqual({ ok: true });
    expect(store.loggedIn).toBe(true);
    expect(store.secondFactor).toBeNull();
    expect(store.fullName).toBe('Camille Martin');
    expect(hints).toEqual([true]);
    expect(signIns()).toBe(1);
  });

  it('says when a staff code served already, and forgets the code step on the way back to the password', async () => {
    const { store } = setUp({ bed: accountsTestbed({ secondFactors: { 'camille@example.com': ['123456'] } }) });
    await store.login('camille@example.com', DEMO_PASSWORD);
    expect(await store.loginSecondFactor('123456')).toEqual({ ok: true });
    await store.logout();
    await store.login('camille@example.com', DEMO_PASSWORD);
    expect(await store.loginSecondFactor('123456')).toMatchObject({ ok: false, message: { kind: 'text', text: SECOND_FACTOR_TEXTS.replayed } });
    expect(store.loggedIn).toBe(false);
    store.cancelSecondFactor();
    expect(store.secondFactor).toBeNull();
    expect(await store.loginSecondFactor('123456')).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.default-error' } });
  });

  it('registers with the domain’s field rules, then signs the new customer in', async () => {
    const { store } = setUp();
    const refused = await store.register({ civility: 2, firstName: '', lastName: '', email: 'new@example.com', password: 'short' });
    expect(refused).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.required-fields' } });
    expect(!refused.ok && refused.problems.map((problem) => problem.field)).toEqual(['lastName', 'firstName', 'password']);
    expect(await store.register({ civility: 1, firstName: 'Léo', lastName: 'Petit', email: 'camille@example.com', password: 'Secret2026' })).toMatchObject({
      ok: false,
      message: { kind: 'key', key: 'account.errors.email-taken' },
    });
    expect(await store.register({ civility: 1, firstName: 'Léo', lastName: 'Petit', email: 'leo@example.com', password: 'Secret2026', newsletter: true })).toEqual({ ok: true });
    expect(store.fullName).toBe('Léo Petit');
    expect(store.addresses).toEqual([]);
  });

  it('restores a session from its token after a reload, and ends a session the shop no longer knows', async () => {
    const first = setUp();
    await first.store.login('camille@example.com', DEMO_PASSWORD);
    const reloaded = setUp({ bed: first.bed });
    await reloaded.store.restore();
    expect(reloaded.store.loggedIn).toBe(true);
    expect(reloaded.store.addresses).toHaveLength(2);
    expect(reloaded.hints).toEqual([true]);

    first.bed.tokens.clear();
    const stale = setUp({ bed: first.bed, hint: true });
    await stale.store.restore();
    expect(stale.store.status).toBe('anonymous');
    expect(stale.store.signOutReason).toBe('expired');
    expect(stale.hints).toEqual([false]);
    expect(stale.signedOut).toEqual(['expired']);
  });

  it('logs out: no customer, no addresses, no hint', async () => {
    const { store, hints, signedOut, bed } = setUp();
    await store.login('camille@example.com', DEMO_PASSWORD);
    await store.logout();
    expect(store.loggedIn).toBe(false);
    expect(store.customer).toBeNull();
    expect(store.addresses).toEqual([]);
    expect(store.signOutReason).toBe('logout');
    expect(hints).toEqual([true, false]);
    expect(signedOut).toEqual(['logout']);
    expect(bed.tokens.get()).toBeNull();
  });

  it('answers the forgotten-password form the same way for any valid address', async () => {
    const { store, bed } = setUp();
    expect(await store.forgotPassword('nobody')).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.email-invalid' } });
    expect(await store.forgotPassword('nobody@example.com')).toEqual({ ok: true });
    expect(await store.forgotPassword('camille@example.com')).toEqual({ ok: true });
    expect(bed.accounts.outbox.map((mail) => mail.email)).toEqual(['camille@example.com']);
  });

  it('signs in once with a forgotten-password link, and says when the link is no longer valid', async () => {
    const { store, bed } = setUp();
    await store.forgotPassword('camille@example.com');
    const { token } = bed.accounts.outbox[0];
    expect(await store.autoconnect(token)).toEqual({ ok: true });
    expect(store.firstName).toBe('Camille');
    await store.logout();
    expect(await store.autoconnect(token)).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.autoconnect-invalid' } });
  });
});
