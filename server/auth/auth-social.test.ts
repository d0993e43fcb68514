/**
 * Apple and Facebook sign-in through the real adapters, against stand-ins of the providers started
 * here: a JWKS endpoint serving a key generated for the test (Apple), and a Graph API answering
 * `debug_token` and the profile (Facebook).
 */
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { SignJWT, UnsecuredJWT, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Profile } from '../../src/domain/accounts/profile';
import type { BuildAppOptions } from '../app';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';

const APPLE_CLIENT = 'com.boutique.web';
const FB_APP = '1234567890';
const FB_SECRET = 'facebook-app-secret-for-tests';

let server: Server;
let appleKey: CryptoKey;
let otherKey: CryptoKey;
/** Facebook user tokens the stand-in Graph API knows: token → user. */
const facebookUsers = new Map<string, { id: string; email?: string; first_name?: string; last_name?: string; app?: string }>();

const options: Omit<BuildAppOptions, 'db' | 'pages'> = {};

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  ({ privateKey: otherKey } = await generateKeyPair('RS256'));
  appleKey = pair.privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'apple-test', alg: 'RS256', use: 'sig' };
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const json = (status: number, body: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/auth/keys') return json(200, { keys: [jwk] });
    if (url.pathname === '/v21.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${FB_APP}|${FB_SECRET}`) return json(400, { error: { message: 'Invalid app token', code: 190 } });
      const user = facebookUsers.get(url.searchParams.get('input_token') ?? '');
      return json(200, { data: user ? { app_id: user.app ?? FB_APP, is_valid: true, user_id: user.id, expires_at: 0 } : { is_valid: false } });
    }
    const profile = /^\/v21\.0\/(\d+)$/.exec(url.pathname);
    if (profile) {
      const token = url.searchParams.get('access_token') ?? '';
      const user = facebookUsers.get(token);
      const proof = createHmac('sha256', FB_SECRET).update(token).digest('hex');
      if (!user || user.id !== profile[1] || url.searchParams.get('appsecret_proof') !== proof) return json(400, { error: { message: 'Invalid OAuth access token', code: 190 } });
      return json(200, { id: user.id, email: user.email, first_name: user.first_name, last_name: user.last_name });
    }
    return json(404, { error: 'not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  options.accounts = {
    apple: { clientIds: [APPLE_CLIENT], jwksUrl: `${base}/auth/keys`, issuer: 'https://appleid.apple.com' },
    facebook: { appId: FB_APP, appSecret: FB_SECRET, graphUrl: `${base}/v21.0` },
  };
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const api = useApi(options);
const client = accountsClient(api);

type TokenAnswer = { token: string; refresh_token: string | null; customer: Profile };

const now = () => Math.floor(Date.now() / 1000);
const appleToken = (claims: Record<string, unknown>, key: CryptoKey = appleKey, kid = 'apple-test') =>
  new SignJWT({ email_verified: true, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setIssuer('https://appleid.apple.com')
    .setAudience(APPLE_CLIENT)
    .setIssuedAt(now())
    .setExpirationTime(now() + 600)
    .sign(key);

const apple = (idToken: string, extra: Record<string, unknown> = {}) =>
  client.post<TokenAnswer>('/social-connect/apple', { clientId: APPLE_CLIENT, redirectUri: 'https://shop.example/login', authorization: { id_token: idToken, code: 'c0de' }, refreshTransport: 'body', ...extra });

describe('GET /security/providers', () => {
  it('says both providers are configured, with their public ids and no secret', async () => {
    const answer = await client.get('/security/providers');
    expect(answer.body).toEqual({ apple: true, facebook: true, appleClientId: APPLE_CLIENT, facebookAppId: FB_APP });
    expect(answer.raw.body).not.toContain(FB_SECRET);
  });
});

describe('POST /social-connect/apple', () => {
  it('opens an account on the first sign-in, finds it on the next ones', async () => {
    const idToken = await appleToken({ sub: '001234.apple.a', email: 'New.Apple@Example.com' });
    const first = await apple(idToken, { firstName: 'Anna', lastName: 'Pomme' });
    expect(first.status).toBe(200);
    expect(first.body.customer).toMatchObject({ email: 'new.apple@example.com', firstName: 'Anna', lastName: 'Pomme', roles: ['customer'] });
    expect(first.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await apple(await appleToken({ sub: '001234.apple.a' }));
    expect(again.body.customer.id).toBe(first.body.customer.id);
    expect((await client.get('/secure/account/profile/v2', { token: again.body.token })).status).toBe(200);
    // No password yet: signing in with one fails like any wrong password.
    expect((await client.post('/security/login', { _username: 'new.apple@example.com', _password: 'Anything123' })).status).toBe(401);
  });

  it("links an existing account by its verified address, and reads Apple's `user` names", async () => {
    const linked = await apple(await appleToken({ sub: '001234.apple.camille', email: 'camille@example.com' }));
    expect(linked.body.customer).toMatchObject({ email: 'camille@example.com', firstName: 'Camille' });
    const row = await api.db.selectFrom('customers').select('apple_id').where('email', '=', 'camille@example.com').executeTakeFirstOrThrow();
    expect(row.apple_id).toBe('001234.apple.camille');
    // An unverified address links nothing and opens nothing.
    expect(await apple(await appleToken({ sub: '001234.apple.unverified', email: 'lucia@example.com', email_verified: false }))).toMatchObject({ status: 400, body: { code: 400 } });
    const named = await apple(await appleToken({ sub: '001234.apple.b', email: 'b.apple@example.com' }), { user: JSON.stringify({ name: { firstName: 'Béa', lastName: 'Reinette' } }) });
    expect(named.body.customer).toMatchObject({ firstName: 'Béa', lastName: 'Reinette' });
  });

  it('refuses id tokens that Apple did not sign for us (401)', async () => {
    const claims = { sub: '001234.apple.x', email: 'x.apple@example.com' };
    const cases: [string, string][] = [
      ['another key', await appleToken(claims, otherKey)],
      ['an unknown key id', await appleToken(claims, appleKey, 'other-kid')],
      ['another audience', await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'apple-test' }).setIssuer('https://appleid.apple.com').setAudience('com.evil.app').setIssuedAt(now()).setExpirationTime(now() + 600).sign(appleKey)],
      ['another issuer', await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'apple-test' }).setIssuer('https://evil.example').setAudience(APPLE_CLIENT).setIssuedAt(now()).setExpirationTime(now() + 600).sign(appleKey)],
      ['an expired token', await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'RS256', kid: 'apple-test' }).setIssuer('https://appleid.apple.com').setAudience(APPLE_CLIENT).setIssuedAt(now() - 7200).setExpirationTime(now() - 3600).sign(appleKey)],
      ['alg none', new UnsecuredJWT({ ...claims, iss: 'https://appleid.apple.com', aud: APPLE_CLIENT, exp: now() + 600, iat: now() }).encode()],
      ['garbage', 'not-a-token'],
    ];
    for (const [name, token] of cases) {
      expect(await apple(token), name).toMatchObject({ status: 401, body: { code: 401, message: 'La connexion avec Apple a échoué, merci de réessayer.' } });
    }
    expect(await api.db.selectFrom('customers').select('id').where('email', '=', 'x.apple@example.com').executeTakeFirst()).toBeUndefined();
  });

  it('refuses a body without code or token (400), and a bare code it cannot exchange (400)', async () => {
    expect(await client.post('/social-connect/apple', { clientId: APPLE_CLIENT })).toMatchObject({ status: 400, body: { message: 'La connexion avec Apple a échoué : code ou jeton manquant.' } });
    expect(await client.post('/social-connect/apple', { code: 'c0de', clientId: APPLE_CLIENT })).toMatchObject({ status: 400, body: { code: 400 } });
  });

  it('keeps one account when the first sign-in comes twice at once', async () => {
    const idToken = await appleToken({ sub: '001234.apple.twice', email: 'twice.apple@example.com' });
    const answers = await Promise.all([apple(idToken), apple(idToken), apple(idToken)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.body.customer.id)).size).toBe(1);
  });
});

describe('POST /social-connect/facebook', () => {
  const facebook = (accessToken: unknown, userID: unknown) => client.post<TokenAnswer>('/social-connect/facebook', { accessToken, userID, refreshTransport: 'body' });

  it('opens an account for a token Facebook vouches for, finds it next time', async () => {
    facebookUsers.set('EAAG-valid-token-1', { id: '10001', email: 'Fb.User@Example.com', first_name: 'Finn', last_name: 'Book' });
    const first = await facebook('EAAG-valid-token-1', '10001');
    expect(first.status).toBe(200);
    expect(first.body.customer).toMatchObject({ email: 'fb.user@example.com', firstName: 'Finn', lastName: 'Book' });
    facebookUsers.set('EAAG-valid-token-2', { id: '10001' });
    expect((await facebook('EAAG-valid-token-2', '10001')).body.customer.id).toBe(first.body.customer.id);
  });

  it('refuses with not_authorized a token Facebook does not vouch for, of another app, or of another user', async () => {
    facebookUsers.set('EAAG-other-app', { id: '10002', email: 'other.app@example.com', app: '999' });
    facebookUsers.set('EAAG-valid-token-3', { id: '10003', email: 'three@example.com' });
    for (const [token, user] of [['EAAG-unknown', '10003'], ['EAAG-other-app', '10002'], ['EAAG-valid-token-3', '10001']]) {
      expect(await facebook(token, user), `${token} ${user}`).toMatchObject({ status: 401, body: { code: 401, message: 'not_authorized' } });
    }
  });

  it('refuses a missing token or user id (400), and an account without address (400)', async () => {
    expect(await facebook('', '1')).toMatchObject({ status: 400, body: { message: 'La connexion avec Facebook a échoué : jeton manquant.' } });
    expect(await facebook('EAAG-x', undefined)).toMatchObject({ status: 400, body: { message: "La connexion avec Facebook a échoué : identifiant d'utilisateur manquant." } });
    facebookUsers.set('EAAG-no-email', { id: '10004', first_name: 'Phone' });
    expect(await facebook('EAAG-no-email', '10004')).toMatchObject({ status: 400, body: { code: 400 } });
  });
});
