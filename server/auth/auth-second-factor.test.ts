/**
 * The staff second factor from the attacker's side (issue 36): a staff password alone opens no
 * staff route, a code is good once, a recovery code too, a challenge dies after 5 minutes or a
 * password change, wrong codes are throttled like passwords, staff sessions end after 8 hours
 * and at a password change, customers have no enrolment, and the admin's reset ends every session.
 * The shop's clock is this file's: `later(ms)` moves it.
 */
import { describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { accountsClient, DEMO_PASSWORD, type Session } from '../testing/accounts-harness';
import { demoStaffCode, forgetUsedTotpStep, totpCode } from '../testing/staff-second-factor';

let offset = 0;
const now = () => new Date(Date.now() + offset);
const later = (ms: number) => {
  offset += ms;
};
const api = useApi({ now });
const client = accountsClient(api, { now });
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Challenge = { secondFactorRequired: true; challenge: string; methods: string[]; expiresIn: number; message: string };

const passwordStep = (email: string, password = DEMO_PASSWORD, lang?: string) =>
  client.post<Challenge>('/security/login', { _username: email, _password: password, refreshTransport: 'body' }, { lang });
const codeStep = (challenge: string, code: string) =>
  client.post<{ token: string; refresh_token: string; message?: string }>('/security/login/second-factor', { challenge, code, refreshTransport: 'body' });
const as = (token: string) => ({ token });
const SECOND_FACTOR_REQUIRED = expect.stringContaining('Second facteur requis');

/** A new account holding `role` (granted by the demo admin), signed in with its password alone. */
async function newStaffMember(role: string): Promise<Session & { email: string; password: string }> {
  const member = await client.register();
  const admin = await client.signIn('admin@example.com');
  expect((await client.put(`/admin/staff/${encodeURIComponent(member.email)}/roles/${role}`, undefined, as(admin.token))).status).toBe(200);
  const session = await client.post<{ token: string; refresh_token: string }>('/security/login', { _username: member.email, _password: member.password, refreshTransport: 'body' });
  expect(session.status).toBe(200);
  return { ...member, token: session.body.token, refreshToken: session.body.refresh_token };
}

async function enrol(token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const started = await client.post<{ secret: string; otpauthUri: string }>('/secure/account/second-factor/totp', undefined, as(token));
  expect(started.status).toBe(200);
  const confirmed = await client.post<{ recoveryCodes: string[] }>('/secure/account/second-factor/totp/confirm', { code: await totpCode(started.body.secret, now()) }, as(token));
  expect(confirmed.status).toBe(200);
  return { secret: started.body.secret, recoveryCodes: confirmed.body.recoveryCodes };
}

describe('an enrolled staff account signs in in two steps', () => {
  it('gets a challenge, not a session, for its password alone; the challenge opens nothing by itself', async () => {
    const answer = await passwordStep('support@example.com', DEMO_PASSWORD, 'en');
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ secondFactorRequired: true, challenge: expect.any(String), methods: ['totp', 'recovery'], expiresIn: 300, message: 'Enter the code of your authenticator app (or a recovery code).' });
    expect(answer.body).not.toHaveProperty('token');
    expect((await client.get('/admin/orders', as(answer.body.challenge))).status).toBe(401);
    expect((await codeStep(answer.body.challenge, '000000')).status).toBe(401);
    expect((await codeStep('not-a-challenge', await demoStaffCode('support@example.com', now()))).status).toBe(401);
  });

  it('takes each code once: the same code again is a replay, refused', async () => {
    await forgetUsedTotpStep(api.db, 'merch@example.com');
    const code = await demoStaffCode('merch@example.com', now());
    const first = await codeStep((await passwordStep('merch@example.com')).body.challenge, code);
    expect(first.status).toBe(200);
    expect((await client.get('/admin/promotions', as(first.body.token))).status).toBe(200);
    const replay = await codeStep((await passwordStep('merch@example.com')).body.challenge, code);
    expect(replay).toMatchObject({ status: 401, body: { message: 'Ce code a déjà servi : attendez le suivant.' } });
    // Two sign-ins racing with one fresh code: one wins.
    later(31_000);
    const fresh = await demoStaffCode('merch@example.com', now());
    const [a, b] = await Promise.all([1, 2].map(async () => codeStep((await passwordStep('merch@example.com')).body.challenge, fresh)));
    expect([a.status, b.status].sort()).toEqual([200, 401]);
  });

  it('refuses a challenge after its 5 minutes', async () => {
    const stale = (await passwordStep('support@example.com')).body.challenge;
    later(5 * MINUTE + 1000);
    await forgetUsedTotpStep(api.db, 'support@example.com');
    expect(await codeStep(stale, await demoStaffCode('support@example.com', now()))).toMatchObject({ status: 401, body: { message: expect.stringContaining('expiré') } });
  });

  it('throttles wrong codes like passwords: past 5, even the right one waits', async () => {
    const member = await newStaffMember('support');
    const { secret } = await enrol(member.token);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const challenge = (await passwordStep(member.email, member.password)).body.challenge;
      expect((await codeStep(challenge, '123456')).status).toBe(401);
    }
    later(31_000);
    const challenge = (await passwordStep(member.email, member.password)).body.challenge;
    const refused = await codeStep(challenge, await totpCode(secret, now()));
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
  });
});

describe('recovery codes', () => {
  it('are ten, each good once, and work in place of the app’s code', async () => {
    const member = await newStaffMember('merchandiser');
    const { recoveryCodes } = await enrol(member.token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const used = await codeStep((await passwordStep(member.email, member.password)).body.challenge, recoveryCodes[0].toUpperCase());
    expect(used.status).toBe(200);
    expect((await client.get('/admin/promotions', as(used.body.token))).status).toBe(200);
    expect((await client.get<{ recoveryCodesLeft: number; session: string }>('/secure/account/second-factor', as(used.body.token))).body).toMatchObject({ enrolled: true, recoveryCodesLeft: 9, session: 'recovery' });
    expect((await codeStep((await passwordStep(member.email, member.password)).body.challenge, recoveryCodes[0])).status).toBe(401);
    // Another account's code is not this one's.
    const other = await newStaffMember('merchandiser');
    expect((await codeStep((await passwordStep(member.email, member.password)).body.challenge, (await enrol(other.token)).recoveryCodes[0])).status).toBe(401);
  });
});

describe('a staff session without a second factor', () => {
  it('is a customer’s: every staff route says a second factor is required, until the session enrols', async () => {
    const member = await newStaffMember('support');
    for (const path of ['/admin/orders', '/admin/return-orders', '/admin/contact-messages']) {
      expect(await client.get(path, as(member.token)), path).toMatchObject({ status: 403, body: { message: SECOND_FACTOR_REQUIRED } });
    }
    expect((await client.get('/secure/account/profile/v2', as(member.token))).status).toBe(200);
    expect((await client.get('/secure/account/second-factor', as(member.token))).body).toEqual({ staff: true, enrolled: false, pending: false, recoveryCodesLeft: 0, session: null });
    await enrol(member.token);
    expect((await client.get('/admin/orders', as(member.token))).status).toBe(200);
    expect((await client.post('/secure/account/second-factor/totp', undefined, as(member.token))).status).toBe(409);
    // From now on the password alone gives a challenge.
    expect((await passwordStep(member.email, member.password)).status).toBe(202);
  });

  it('is refused a first code that is not its secret’s', async () => {
    const member = await newStaffMember('merchandiser');
    expect((await client.post('/secure/account/second-factor/totp/confirm', { code: '123456' }, as(member.token))).status).toBe(409);
    await client.post('/secure/account/second-factor/totp', undefined, as(member.token));
    expect((await client.post('/secure/account/second-factor/totp/confirm', { code: 'nope' }, as(member.token))).status).toBe(400);
    expect((await client.get('/admin/promotions', as(member.token))).status).toBe(403);
  });

  it('cannot be had for a customer: enrolment is staff only (403), the status says so', async () => {
    const shopper = await client.register();
    expect(await client.post('/secure/account/second-factor/totp', undefined, { ...as(shopper.token), lang: 'en' })).toMatchObject({ status: 403, body: { message: 'The second factor is for staff accounts only.' } });
    expect((await client.post('/secure/account/second-factor/totp/confirm', { code: '123456' }, as(shopper.token))).status).toBe(403);
    expect((await client.get('/secure/account/second-factor', as(shopper.token))).body).toMatchObject({ staff: false, enrolled: false });
    expect((await client.post('/secure/account/second-factor/totp', undefined)).status).toBe(401);
    // A customer's sign-in is unchanged: tokens at once.
    expect((await passwordStep(shopper.email, shopper.password)).status).toBe(200);
  });
});

describe('staff sessions end', () => {
  it('8 hours after their sign-in, however often refreshed; a customer’s lives on', async () => {
    const support = await client.signIn('support@example.com');
    const shopper = await client.register();
    let supportRefresh = support.refreshToken;
    let shopperRefresh = shopper.refreshToken;
    for (let hour = 0; hour < 7; hour += 1) {
      later(HOUR);
      const next = await client.post<{ refresh_token: string }>('/security/refresh', { refresh_token: supportRefresh, refreshTransport: 'body' });
      expect(next.status, `hour ${hour + 1}`).toBe(200);
      supportRefresh = next.body.refresh_token;
      shopperRefresh = (await client.post<{ refresh_token: string }>('/security/refresh', { refresh_token: shopperRefresh, refreshTransport: 'body' })).body.refresh_token;
    }
    later(HOUR);
    expect((await client.post('/security/refresh', { refresh_token: supportRefresh, refreshTransport: 'body' })).status).toBe(401);
    expect((await client.post('/security/refresh', { refresh_token: shopperRefresh, refreshTransport: 'body' })).status).toBe(200);
  });

  it('at a password change: every other session of the account dies at once', async () => {
    const member = await newStaffMember('support');
    const { secret } = await enrol(member.token);
    later(31_000);
    const other = await codeStep((await passwordStep(member.email, member.password)).body.challenge, await totpCode(secret, now()));
    expect((await client.get('/admin/orders', as(other.body.token))).status).toBe(200);
    const pending = (await passwordStep(member.email, member.password)).body.challenge;
    const changed = await client.patch('/secure/account/password', { oldPassword: member.password, newPassword: 'Another1234', confirmation: 'Another1234' }, as(member.token));
    expect(changed.status).toBe(204);
    expect((await client.get('/admin/orders', as(other.body.token))).status).toBe(401);
    expect((await client.post('/security/refresh', { refresh_token: other.body.refresh_token, refreshTransport: 'body' })).status).toBe(401);
    expect((await client.get('/admin/orders', as(member.token))).status).toBe(200);
    // A challenge of the old password is dead too.
    later(31_000);
    expect(await codeStep(pending, await totpCode(secret, now()))).toMatchObject({ status: 401, body: { message: expect.stringContaining('expiré') } });
  });

  it('at the admin’s reset of the second factor: the member signs in with the password alone again, as a customer until it enrols', async () => {
    const member = await newStaffMember('support');
    await enrol(member.token);
    const support = await client.signIn('support@example.com');
    expect((await client.delete(`/admin/staff/${encodeURIComponent(member.email)}/second-factor`, as(support.token))).status).toBe(403);
    const admin = await client.signIn('admin@example.com');
    expect((await client.delete('/admin/staff/nobody%40example.com/second-factor', as(admin.token))).status).toBe(404);
    const reset = await client.delete(`/admin/staff/${encodeURIComponent(member.email)}/second-factor`, as(admin.token));
    expect(reset).toMatchObject({ status: 200, body: { email: member.email, hadSecondFactor: true } });
    expect((await client.get('/admin/orders', as(member.token))).status).toBe(401);
    const again = await passwordStep(member.email, member.password);
    expect(again.status).toBe(200);
    expect(await client.get('/admin/orders', as((again.body as unknown as { token: string }).token))).toMatchObject({ status: 403, body: { message: SECOND_FACTOR_REQUIRED } });
  });
});
