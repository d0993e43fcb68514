import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { accountsTestbed } from '../../adapters/in-memory/accounts-testbed';
import { ApiError } from '../ports/api-error';

const camille = { email: 'camille@example.com', password: DEMO_PASSWORD };

describe('Login (SPEC §4: token saved, then profile and addresses fetched)', () => {
  it('signs in and remembers the customer and their addresses', async () => {
    const t = accountsTestbed();
    const result = await t.login.execute({ email: ' Camille@Example.com ', password: DEMO_PASSWORD });
    expect(result).toMatchObject({ kind: 'signed-in', session: { customer: { email: 'camille@example.com' } } });
    expect(t.tokens.get()).toMatchObject({ strategy: 'customLocal', accessToken: expect.stringMatching(/^access-/), refreshToken: expect.stringMatching(/^refresh-/) });
    expect(t.storage.getItem('auth._token.customLocal')).toMatch(/^Bearer access-/);
    expect(t.sessions.get()?.addresses.map((address) => address.id)).toEqual([11, 12]);
  });

  it.each([
    ['empty fields', { email: '', password: '' }, { kind: 'invalid', key: 'credentials-required' }],
    ['a wrong password', { email: camille.email, password: 'Wrong2026' }, { kind: 'refused', code: 401, message: 'Votre identifiant ou votre mot de passe est incorrect.' }],
    ['an unknown address', { email: 'nobody@example.com', password: DEMO_PASSWORD }, { kind: 'refused', code: 401, message: 'Votre identifiant ou votre mot de passe est incorrect.' }],
  ])('answers %s as a value and stays signed out', async (_case, input, expected) => {
    const t = accountsTestbed();
    expect(await t.login.execute(input)).toEqual(expected);
    expect(t.tokens.get()).toBeNull();
    expect(t.sessions.get()).toBeNull();
  });

  it('refuses the 6th attempt on one address, even with the right password', async () => {
    const t = accountsTestbed();
    for (let attempt = 1; attempt <= 5; attempt++) expect((await t.login.execute({ ...camille, password: `Wrong${attempt}abc` })).kind).toBe('refused');
    expect(await t.login.execute(camille)).toMatchObject({ kind: 'throttled', message: expect.stringContaining('Trop de tentatives') });
  });

  it('reports a failed profile fetch as fatal and keeps the token answer’s customer', async () => {
    const t = accountsTestbed();
    t.accountApi.profile = async () => { throw new ApiError(500, 'boom'); };
    expect(await t.login.execute(camille)).toMatchObject({ kind: 'signed-in', session: { customer: { id: 1 } } });
    expect(t.errors.reported).toMatchObject([{ context: 'Unable to fetch basic connection info', fatal: true }]);
  });
});

describe('Logout (SPEC §4)', () => {
  it('clears user, tokens, addresses and favourites; the basket keeps its lines but forgets the address', async () => {
    const t = accountsTestbed();
    await t.basket.add.execute({ productId: 12, sizeId: 1003 });
    await t.login.execute(camille);
    await t.toggleWish.execute(13);
    const refreshToken = t.tokens.get()!.refreshToken!;

    expect(await t.logout.execute()).toEqual({ kind: 'logged-out', wasSignedIn: true });

    expect(t.tokens.get()).toBeNull();
    expect(t.sessions.get()).toBeNull();
    expect(t.wishlists.load().toState()).toMatchObject({ products: [], isFirstLoad: true });
    expect(t.basket.repository.load().lines).toHaveLength(1);
    await expect(t.authApi.refresh(refreshToken)).rejects.toMatchObject({ code: 401 });
  });

  it('signs out here even when the shop cannot be reached', async () => {
    const t = accountsTestbed();
    await t.login.execute(camille);
    t.authApi.logout = async () => { throw new ApiError(0, 'Network Error'); };
    expect(await t.logout.execute()).toMatchObject({ kind: 'logged-out' });
    expect(t.tokens.get()).toBeNull();
    expect(t.errors.reported.map((entry) => entry.context)).toContain('Unable to revoke the session');
  });
});

describe('RefreshSession (SPEC §4)', () => {
  it('does nothing without a refresh token', async () => {
    const t = accountsTestbed();
    expect(await t.refresh.execute()).toEqual({ kind: 'no-refresh-token' });
    t.tokens.save({ accessToken: 'a', refreshToken: null, strategy: 'customLocal' });
    expect(await t.refresh.execute()).toEqual({ kind: 'no-refresh-token' });
    expect(t.tokens.get()?.accessToken).toBe('a');
  });

  it('rotates the tokens', async () => {
    const t = accountsTestbed();
    await t.login.execute(camille);
    const before = t.tokens.get()!;
    expect(await t.refresh.execute()).toEqual({ kind: 'refreshed' });
    expect(t.tokens.get()).toMatchObject({ strategy: 'customLocal' });
    expect(t.tokens.get()!.refreshToken).not.toBe(before.refreshToken);
  });

  it('logs out when the shop refuses the refresh', async () => {
    const t = accountsTestbed();
    await t.login.execute(camille);
    t.tokens.save({ ...t.tokens.get()!, refreshToken: 'stolen' });
    expect(await t.refresh.execute()).toEqual({ kind: 'logged-out' });
    expect(t.tokens.get()).toBeNull();
    expect(t.sessions.get()).toBeNull();
  });

  it('lets a network failure throw: the visitor may still be signed in', async () => {
    const t = accountsTestbed();
    await t.login.execute(camille);
    t.authApi.refresh = async () => { throw new ApiError(0, 'Network Error'); };
    await expect(t.refresh.execute()).rejects.toMatchObject({ code: 0 });
    expect(t.tokens.get()).not.toBeNull();
  });
});

describe('Register', () => {
  const newcomer = { civility: 1, firstName: 'Noé', lastName: 'Petit', email: 'noe@example.com', password: 'Bienvenue2026' };

  it('creates the account and signs in', async () => {
    const t = accountsTestbed();
    expect(await t.register.execute(newcomer)).toMatchObject({ kind: 'registered', session: { customer: { email: 'noe@example.com', firstName: 'Noé' }, addresses: [] } });
    expect(t.tokens.get()).not.toBeNull();
  });

  it.each([
    ['an empty form', {}, { kind: 'invalid', key: 'required-fields' }],
    ['a weak password', { ...newcomer, password: 'bienvenue' }, { kind: 'invalid', key: 'password-format' }],
    ['a registered address', { ...newcomer, email: 'camille@example.com' }, { kind: 'refused', code: 409, message: 'Un compte existe déjà avec cette adresse e-mail' }],
  ])('answers %s as a value', async (_case, input, expected) => {
    const t = accountsTestbed();
    expect(await t.register.execute(input)).toMatchObject(expected);
    expect(t.tokens.get()).toBeNull();
  });
});

describe('ForgotPassword and Autoconnect', () => {
  it('mails a single-use link that signs in', async () => {
    const t = accountsTestbed();
    expect(await t.forgotPassword.execute('camille@example.com')).toEqual({ kind: 'sent' });
    expect(await t.forgotPassword.execute('nobody@example.com')).toEqual({ kind: 'sent' });
    expect(await t.forgotPassword.execute('camille@')).toEqual({ kind: 'invalid-email' });
    const [link] = t.accounts.outbox;
    expect(await t.autoconnect.execute(link.token)).toMatchObject({ kind: 'signed-in', session: { customer: { id: 1 } } });
    expect(await t.autoconnect.execute(link.token)).toMatchObject({ kind: 'refused', code: 401, message: "Ce lien de connexion n'est plus valide." });
    expect(await t.autoconnect.execute('  ')).toEqual({ kind: 'invalid-link' });
  });
});

describe('SocialLogin (SPEC §3, §8)', () => {
  const social = { apple: { 'apple-code': 'camille@example.com' }, facebook: { 'fb-token:42': 'sam@example.com' } };

  it.each([
    [{ provider: 'apple' as const, payload: { code: 'apple-code', clientId: 'shop', redirectUri: 'https://shop/login' } }, 'customApple', 1],
    [{ provider: 'facebook' as const, payload: { accessToken: 'fb-token', userID: '42' } }, 'customFacebook', 2],
  ])('signs in with %j under its strategy', async (input, strategy, id) => {
    const t = accountsTestbed({ social });
    expect(await t.socialLogin.execute(input)).toMatchObject({ kind: 'signed-in', session: { customer: { id } } });
    expect(t.tokens.get()?.strategy).toBe(strategy);
    expect(t.storage.getItem('auth.strategy')).toBe(strategy);
  });

  it.each([
    [{ provider: 'apple' as const, payload: { clientId: 'shop', redirectUri: 'r' } }, { kind: 'invalid', key: 'apple-code-missing' }],
    [{ provider: 'facebook' as const, payload: { userID: '42' } }, { kind: 'invalid', key: 'facebook-token-missing' }],
    [{ provider: 'facebook' as const, payload: { accessToken: 'fb-token' } }, { kind: 'invalid', key: 'facebook-user-missing' }],
    [{ provider: 'facebook' as const, payload: { accessToken: 'forged', userID: '42' } }, { kind: 'refused', code: 401 }],
  ])('rejects %j', async (input, expected) => {
    const t = accountsTestbed({ social });
    expect(await t.socialLogin.execute(input)).toMatchObject(expected);
    expect(t.tokens.get()).toBeNull();
  });
});
