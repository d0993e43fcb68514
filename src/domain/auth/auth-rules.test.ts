import { describe, expect, it } from 'vitest';
import { checkCredentials } from './credentials';
import { checkAppleLogin, checkFacebookLogin } from './social-login';

describe('sign-in rules', () => {
  it.each([
    ['camille@example.com', 'Boutique2026', true],
    [' camille@example.com ', 'Boutique2026', true],
    ['', 'Boutique2026', false],
    ['camille@example.com', '', false],
    [undefined, undefined, false],
  ])('%j / %j accepted: %s', (username, password, ok) => {
    expect(checkCredentials(username, password)).toEqual(ok ? { ok: true, credentials: { _username: 'camille@example.com', _password: 'Boutique2026' } } : { ok: false, key: 'credentials-required' });
  });
});

describe('social logins (SPEC §3, §8)', () => {
  it.each([
    [{ code: 'c1', clientId: 'shop', redirectUri: 'https://shop/login' }, true],
    [{ authorization: { id_token: 'jwt' }, clientId: 'shop', redirectUri: 'https://shop/login' }, true],
    [{ authorization: { code: 'c2' }, clientId: 'shop', redirectUri: 'https://shop/login' }, true],
    [{ clientId: 'shop', redirectUri: 'https://shop/login' }, false],
    [{ code: '  ', clientId: 'shop', redirectUri: 'x' }, false],
    [null, false],
  ])('apple %j accepted: %s', (payload, ok) => {
    expect(checkAppleLogin(payload).ok).toBe(ok);
    if (!ok) expect(checkAppleLogin(payload)).toEqual({ ok: false, key: 'apple-code-missing' });
  });

  it('takes the authorization code as the code', () => {
    expect(checkAppleLogin({ authorization: { code: 'c2' }, clientId: 'shop', redirectUri: 'r' })).toMatchObject({ ok: true, payload: { code: 'c2' } });
  });

  it.each([
    [{ accessToken: 'tok', userID: '42' }, null],
    [{ userID: '42' }, 'facebook-token-missing'],
    [{ accessToken: 'tok' }, 'facebook-user-missing'],
    [{ accessToken: 'tok', userID: '' }, 'facebook-user-missing'],
    [undefined, 'facebook-token-missing'],
  ])('facebook %j → %s', (payload, key) => {
    const check = checkFacebookLogin(payload);
    expect(check.ok ? null : check.key).toBe(key);
  });
});
