/**
 * Token attacks (issue 16) on server/accounts (jose HS256 access tokens, rotating refresh-token
 * families): `alg: none`, another algorithm, a wrong key, expired, not yet valid, a tampered
 * payload (sub or roles changed), a tampered signature, a token of a closed or deleted account,
 * a token naming a session that does not exist — each one 401 on a /secure route and on an admin
 * route. A refresh token shown again after its rotation → 401 and the whole family revoked: the
 * newest refresh token and the family's access token stop working too. Roles come from the
 * account: a genuine token of a customer is 403 on /admin whatever it claims.
 */
import { SignJWT, UnsecuredJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../server/testing/api-harness';
import { accountsClient, TEST_JWT_SECRET } from '../../server/testing/accounts-harness';
import type { Customer } from './support/api-world';
import { send } from './support/api-call';

const api = useApi({ accounts: { jwtSecret: TEST_JWT_SECRET } });
const client = accountsClient(api);
const KEY = new TextEncoder().encode(TEST_JWT_SECRET);

let a: Customer;
let b: Customer;
/** The claims of A's genuine access token. */
let claims: Record<string, unknown>;

beforeAll(async () => {
  a = await client.register();
  b = await client.register();
  claims = JSON.parse(Buffer.from(a.token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
});

const seconds = () => Math.floor(Date.now() / 1000);
const forge = (payload: Record<string, unknown>, key: Uint8Array = KEY, alg = 'HS256') =>
  new SignJWT(payload).setProtectedHeader({ alg, typ: 'JWT' }).sign(key);
const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const profile = (token: string) => send<{ id: number; email: string }>(api, 'GET', '/secure/account/profile/v2', { token });
const adminOrders = (token: string) => send(api, 'GET', '/admin/orders', { token });

async function expectRefused(token: string): Promise<void> {
  for (const answer of [await profile(token), await adminOrders(token)]) {
    expect(answer.status, token).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: expect.any(String) });
    expect(String(answer.headers['www-authenticate'])).toContain('invalid_token');
  }
}

describe('access tokens', () => {
  it('accepts the genuine token (the baseline the forgeries are compared with)', async () => {
    expect((await profile(a.token)).body.email).toBe(a.email);
    expect((await adminOrders(a.token)).status).toBe(403);
  });

  it('refuses alg none, with or without the signature kept', async () => {
    const [, payload, signature] = a.token.split('.');
    await expectRefused(new UnsecuredJWT(claims).encode());
    await expectRefused(`${part({ alg: 'none', typ: 'JWT' })}.${payload}.`);
    await expectRefused(`${part({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`);
    await expectRefused(`${part({ alg: 'NONE' })}.${payload}.`);
  });

  it('refuses another algorithm and a wrong key', async () => {
    await expectRefused(await forge(claims, KEY, 'HS512'));
    await expectRefused(await forge(claims, KEY, 'HS384'));
    await expectRefused(await forge(claims, new TextEncoder().encode('another-secret-of-the-same-length-0123456789abcdef')));
    await expectRefused(await forge(claims, new TextEncoder().encode('k')));
  });

  it('refuses an expired token, one not valid yet, and one living longer than 15 minutes', async () => {
    const now = seconds();
    await expectRefused(await forge({ ...claims, iat: now - 3600, exp: now - 2700 }));
    await expectRefused(await forge({ ...claims, iat: now + 600, exp: now + 1200, nbf: now + 600 }));
    await expectRefused(await forge({ ...claims, iat: now, exp: now + 86_400 }));
  });

  it('refuses a tampered payload (another sub, support role) and a tampered signature', async () => {
    const [header, , signature] = a.token.split('.');
    await expectRefused(`${header}.${part({ ...claims, sub: String(b.customer.id) })}.${signature}`);
    await expectRefused(`${header}.${part({ ...claims, roles: ['customer', 'support'] })}.${signature}`);
    const flipped = signature.slice(0, -4) + (signature.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    await expectRefused(`${a.token.split('.').slice(0, 2).join('.')}.${flipped}`);
    await expectRefused(`${a.token.split('.').slice(0, 2).join('.')}.`);
  });

  it('takes roles from the account, and refuses a session that does not exist, even signed with the real key', async () => {
    // The key itself leaked: still no support role, and no session of anyone else.
    const claimsSupport = await forge({ ...claims, roles: ['customer', 'support'], iat: seconds(), exp: seconds() + 600 });
    expect((await adminOrders(claimsSupport)).status).toBe(403);
    await expectRefused(await forge({ ...claims, sid: '00000000-0000-4000-8000-000000000000', iat: seconds(), exp: seconds() + 600 }));
    await expectRefused(await forge({ ...claims, sub: String(b.customer.id), iat: seconds(), exp: seconds() + 600 }));
  });

  it('refuses the token of a closed account and of a deleted one', async () => {
    const closed = await client.register();
    await api.db.updateTable('customers').set({ status: 0 }).where('id', '=', closed.customer.id).execute();
    await expectRefused(closed.token);

    const deleted = await client.register();
    await api.db.deleteFrom('refresh_tokens').where('customer_id', '=', deleted.customer.id).execute();
    await api.db.deleteFrom('newsletter_subscriptions').where('customer_id', '=', deleted.customer.id).execute();
    await api.db.deleteFrom('customers').where('id', '=', deleted.customer.id).execute();
    await expectRefused(deleted.token);
    expect((await send(api, 'POST', '/security/refresh', { body: { refresh_token: deleted.refreshToken, refreshTransport: 'body' } })).status).toBe(401);
  });
});

describe('refresh-token families', () => {
  const refresh = (token: string) =>
    send<{ token: string; refresh_token: string }>(api, 'POST', '/security/refresh', { body: { refresh_token: token, refreshTransport: 'body' } });

  it('revokes the whole family when a rotated refresh token is shown again', async () => {
    const session = await client.signIn(a.email, a.password);
    const first = await refresh(session.refreshToken);
    expect(first.status).toBe(200);
    const second = await refresh(first.body.refresh_token);
    expect(second.status).toBe(200);
    expect((await profile(second.body.token)).status).toBe(200);

    // A thief replays the first rotated token: refused, and the family dies with it.
    const replay = await refresh(session.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: 401, message: expect.any(String) });
    expect((await refresh(second.body.refresh_token)).status).toBe(401);
    expect((await profile(second.body.token)).status).toBe(401);
    expect((await profile(session.token)).status).toBe(401);

    const sid = (JSON.parse(Buffer.from(second.body.token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
    const family = await api.db.selectFrom('refresh_tokens').select(['revoked_at']).where('family_id', '=', sid).execute();
    expect(family.length).toBeGreaterThanOrEqual(1);
    expect(family.filter((row) => row.revoked_at === null)).toEqual([]);
    // The other sessions of A (the one of beforeAll) are not the thief's family: they live on.
    expect((await profile(a.token)).status).toBe(200);
  });

  it('refuses a refresh token that is unknown, tampered, or of a logged-out session', async () => {
    expect((await refresh('x'.repeat(43))).status).toBe(401);
    expect((await refresh(`${a.refreshToken.slice(0, -1)}${a.refreshToken.endsWith('A') ? 'B' : 'A'}`)).status).toBe(401);
    const session = await client.signIn(b.email, b.password);
    expect((await send(api, 'POST', '/security/logout', { body: { refresh_token: session.refreshToken } })).status).toBe(204);
    expect((await refresh(session.refreshToken)).status).toBe(401);
    expect((await profile(session.token)).status).toBe(401);
  });
});
