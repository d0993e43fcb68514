import { SignJWT, UnsecuredJWT, decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/domain/accounts/profile';
import { readOutboxDir } from '../mail/file-outbox-mailer';
import { useApi } from '../testing/api-harness';
import { accountsClient, DEMO_PASSWORD, freshIp, TEST_JWT_SECRET } from '../testing/accounts-harness';
import { sha256 } from './auth-repository';

const api = useApi({ accounts: { jwtSecret: TEST_JWT_SECRET } });
const client = accountsClient(api);

const WRONG = 'Votre identifiant ou votre mot de passe est incorrect.';
const EMPTY = 'Veuillez saisir votre identifiant et mot de passe.';
const TRUSTED_ORIGIN = 'http://localhost:3000';

type TokenAnswer = { token: string; refresh_token: string | null; expiresIn: number; customer: Profile };

const setCookie = (answer: { headers: Record<string, unknown> }): string => String([answer.headers['set-cookie']].flat()[0] ?? '');
const cookieValue = (header: string): string => /refresh_token=([^;]*)/.exec(header)?.[1] ?? '';
const outbox = (to?: string) => readOutboxDir(api.app.mailer.outboxDir!, to);
const profile = (token: string) => client.get<Profile>('/secure/account/profile/v2', { token });

describe('POST /security/login', () => {
  it('signs a demo customer in: a 15-minute HS256 access token (sub, roles, jti) and a refresh token in the body for the CLI', async () => {
    const answer = await client.post<TokenAnswer>('/security/login', { _username: ' Camille@Example.com ', _password: DEMO_PASSWORD, refreshTransport: 'body' });
    expect(answer.status).toBe(200);
    expect(answer.body.customer).toMatchObject({ email: 'camille@example.com', firstName: 'Camille', lastName: 'Martin', civility: 2, roles: ['customer'] });
    expect(answer.body.expiresIn).toBe(900);
    expect(answer.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const claims = decodeJwt(answer.body.token);
    expect(claims).toMatchObject({ sub: String(answer.body.customer.id), roles: ['customer'] });
    expect(claims.jti).toEqual(expect.any(String));
    expect(claims.exp! - claims.iat!).toBe(900);
    expect(JSON.parse(Buffer.from(answer.body.token.split('.')[0], 'base64url').toString())).toMatchObject({ alg: 'HS256' });
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await profile(answer.body.token)).body).toEqual(answer.body.customer);
  });

  it('puts the refresh token in an HttpOnly, SameSite=Strict cookie scoped to /api/v5/security by default', async () => {
    const answer = await client.post<TokenAnswer>('/security/login', { _username: 'lucia@example.com', _password: DEMO_PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body.refresh_token).toBeNull();
    const cookie = setCookie(answer);
    expect(cookie).toMatch(/^refresh_token=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/v5/security');
    expect(cookie).toContain('Max-Age=2592000');
    expect(cookie).not.toContain('Secure');
  });

  it.each([
    ['no field', {}],
    ['an empty address', { _username: '', _password: 'x' }],
    ['an empty password', { _username: 'camille@example.com', _password: '' }],
    ['blank fields', { _username: '   ', _password: '' }],
  ])('refuses %s with 400 and SPEC §5 wording', async (_name, body) => {
    expect(await client.post('/security/login', body)).toMatchObject({ status: 400, body: { code: 400, message: EMPTY } });
  });

  it('answers an unknown address and a wrong password alike (401, same body)', async () => {
    const unknown = await client.post('/security/login', { _username: 'nobody@example.com', _password: 'Whatever123' });
    const wrong = await client.post('/security/login', { _username: 'giulia@example.com', _password: 'Whatever123' });
    const malformed = await client.post('/security/login', { _username: 'not an address', _password: 'Whatever123' });
    for (const answer of [unknown, wrong, malformed]) expect(answer).toMatchObject({ status: 401, body: { code: 401, message: WRONG } });
    expect(await client.post('/security/login', { _username: 'giulia@example.com', _password: 'Whatever123' }, { store: 'boutique_es' })).toMatchObject({
      status: 401, body: { message: 'Tu usuario o tu contraseña no son correctos.' },
    });
  });

  it('is refused from a foreign page (Origin), allowed from the shop itself and from clients that send none', async () => {
    const body = { _username: 'noor@example.com', _password: DEMO_PASSWORD, refreshTransport: 'body' };
    expect(await client.post('/security/login', body, { headers: { origin: 'https://evil.example' } })).toMatchObject({ status: 403, body: { code: 403 } });
    expect(await client.post('/security/login', body, { headers: { origin: 'null' } })).toMatchObject({ status: 403 });
    expect((await client.post('/security/login', body, { headers: { origin: TRUSTED_ORIGIN } })).status).toBe(200);
    expect((await client.post('/security/login', body)).status).toBe(200);
  });
});

describe('login throttle (5 attempts / 5 minutes)', () => {
  it('refuses the 6th attempt for one address, from any client, before checking the password', async () => {
    const { email, password } = await client.register();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await client.post('/security/login', { _username: email, _password: 'Wrong1234' })).status, `attempt ${attempt}`).toBe(401);
    }
    const sixth = await client.post('/security/login', { _username: email, _password: password });
    expect(sixth).toMatchObject({ status: 429, body: { code: 429, message: 'Trop de tentatives de connexion. Veuillez réessayer dans quelques minutes.' } });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(200);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(300);
    expect((await client.post('/security/login', { _username: email, _password: password }, { lang: 'en' })).body).toMatchObject({
      message: 'Too many sign-in attempts. Please try again in a few minutes.',
    });
    // Other addresses are not blocked.
    expect((await client.post('/security/login', { _username: 'jonas@example.com', _password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('refuses the 6th attempt from one client, whatever the address', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await client.post('/security/login', { _username: `guess${attempt}@example.com`, _password: 'Wrong1234' }, { ip })).status).toBe(401);
    }
    expect((await client.post('/security/login', { _username: 'alex@example.com', _password: DEMO_PASSWORD }, { ip })).status).toBe(429);
    expect((await client.post('/security/login', { _username: 'alex@example.com', _password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 7; attempt++) {
      expect((await client.post('/security/login', { _username: 'sam@example.com', _password: DEMO_PASSWORD, refreshTransport: 'body' }, { ip })).status).toBe(200);
    }
  });

  it('stops a burst of parallel attempts at 5', async () => {
    const { email } = await client.register();
    const answers = await Promise.all(Array.from({ length: 12 }, () => client.post('/security/login', { _username: email, _password: 'Wrong1234' })));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
  });
});

describe('POST /security/register', () => {
  it('opens an account (201), signs in, and the password works for later sign-ins', async () => {
    const session = await client.register({ email: 'New.Shopper@Example.com', birthday: '1990-05-06', newsletter: true });
    expect(session.customer).toMatchObject({ email: 'new.shopper@example.com', firstName: 'Ada', lastName: 'Lovelace', civility: 2, birthday: '1990-05-06', newsletter: true, roles: ['customer'] });
    expect((await profile(session.token)).status).toBe(200);
    expect((await client.post('/security/login', { _username: 'new.shopper@example.com', _password: 'Secret1234' })).status).toBe(200);
    const row = await api.db.selectFrom('customers').select(['password_hash', 'store_id', 'locale']).where('email', '=', 'new.shopper@example.com').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row).toMatchObject({ store_id: 'laboutiqueofficielle', locale: 'fr' });
  });

  it('welcomes the newsletter opt-in with the footer form’s mail, once, and not an address that already had it (issue 35)', async () => {
    const ticked = await client.register({ newsletter: true });
    const welcomes = (await outbox(ticked.email)).filter((mail) => mail.kind === 'newsletter-welcome');
    expect(welcomes).toHaveLength(1);
    expect(welcomes[0]).toMatchObject({ locale: 'fr', meta: { store: 'laboutiqueofficielle' } });
    expect(welcomes[0].text).toContain(String(welcomes[0].meta.unsubscribeUrl));
    expect(String(welcomes[0].meta.unsubscribeUrl)).toMatch(/\/unsubscribe\?email=.+&expires=\d+&signature=[\w-]{43}$/);

    const unticked = await client.register({ newsletter: false });
    expect((await outbox(unticked.email)).filter((mail) => mail.kind === 'newsletter-welcome')).toEqual([]);

    // Subscribed from the footer first: the footer's welcome, and none again at registration.
    const email = `footer.${Date.now().toString(36)}@example.com`;
    expect((await client.post('/newsletters/subscribe', { email })).status).toBeLessThan(300);
    await client.register({ email, newsletter: true });
    expect((await outbox(email)).filter((mail) => mail.kind === 'newsletter-welcome')).toHaveLength(1);
  });

  it('refuses an address that has an account (409), whatever its case', async () => {
    const answer = await client.post('/security/register', { civility: 1, firstName: 'C', lastName: 'M', email: 'CAMILLE@example.com', password: 'Secret1234' });
    expect(answer).toMatchObject({ status: 409, body: { code: 409, message: 'Un compte existe déjà avec cette adresse e-mail' } });
  });

  it.each([
    ['every field empty', {}, 'Veuillez compléter tous les champs obligatoires'],
    ['two empty fields', { civility: 1, firstName: 'A', email: 'a@example.com' }, 'Veuillez compléter tous les champs obligatoires'],
    ['an empty last name', { civility: 1, firstName: 'A', lastName: ' ', email: 'a@example.com', password: 'Secret1234' }, 'Le nom ne doit pas être vide'],
    ['an invalid address', { civility: 1, firstName: 'A', lastName: 'B', email: 'a@b', password: 'Secret1234' }, "L'adresse e-mail n'est pas valide"],
    ['a password without digit', { civility: 1, firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'onlyletters' }, 'Le mot de passe doit contenir au moins 8 caractères, dont au moins une lettre et un chiffre'],
    ['a short password', { civility: 1, firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'a1' }, 'Le mot de passe doit contenir au moins 8 caractères, dont au moins une lettre et un chiffre'],
    ['an unknown civility', { civility: 7, firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'Secret1234' }, 'Veuillez choisir une civilité'],
    ['an impossible birthday', { civility: 1, firstName: 'A', lastName: 'B', email: 'a@example.com', password: 'Secret1234', birthday: '2001-02-30' }, "La date de naissance n'est pas valide"],
  ])('refuses %s with the SPEC §5 message', async (_name, body, message) => {
    expect(await client.post('/security/register', body)).toMatchObject({ status: 400, body: { code: 400, message } });
  });

  it('answers in the request language when the shop has the words', async () => {
    expect((await client.post('/security/register', {}, { lang: 'de' })).body).toMatchObject({ message: 'Bitte füllen Sie alle Pflichtfelder aus' });
  });

  it('keeps one account when the same address registers twice at once', async () => {
    const body = { civility: 3, firstName: 'Twin', lastName: 'Submit', email: 'double.submit@example.com', password: 'Secret1234', refreshTransport: 'body' };
    const answers = await Promise.all([client.post('/security/register', body), client.post('/security/register', body), client.post('/security/register', body)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409]);
    const rows = await api.db.selectFrom('customers').select('id').where('email', '=', 'double.submit@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it('ignores roles, id and status in the body', async () => {
    const session = await client.register({ roles: ['support', 'admin'], id: 1, status: 0 });
    expect(session.customer.roles).toEqual(['customer']);
    expect(session.customer.id).not.toBe(1);
    expect((await profile(session.token)).status).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use; a reused token revokes the whole family (its access tokens too)', async () => {
    const first = await client.signIn('giulia@example.com');
    const rotated = await client.post<TokenAnswer>('/security/refresh', { refresh_token: first.refreshToken });
    expect(rotated.status).toBe(200);
    expect(rotated.body.refresh_token).not.toBe(first.refreshToken);
    expect(rotated.body.customer.email).toBe('giulia@example.com');
    const next = await client.post<TokenAnswer>('/security/refresh', { refresh_token: rotated.body.refresh_token });
    expect(next.status).toBe(200);

    // The first token shows up again: a copy. Everybody in that session is signed out.
    expect(await client.post('/security/refresh', { refresh_token: first.refreshToken })).toMatchObject({ status: 401, body: { code: 401 } });
    expect((await client.post('/security/refresh', { refresh_token: next.body.refresh_token })).status).toBe(401);
    expect((await profile(next.body.token)).status).toBe(401);
    expect((await profile(first.token)).status).toBe(401);
    // Another session of the same customer lives on.
    const other = await client.signIn('giulia@example.com');
    expect((await profile(other.token)).status).toBe(200);
  });

  it('refreshes from the cookie, sets the next one, and clears it when refused', async () => {
    const login = await client.post<TokenAnswer>('/security/login', { _username: 'noor@example.com', _password: DEMO_PASSWORD });
    const first = cookieValue(setCookie(login));
    const refreshed = await client.post<TokenAnswer>('/security/refresh', {}, { headers: { cookie: `refresh_token=${first}` } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).toBeNull();
    const second = cookieValue(setCookie(refreshed));
    expect(second).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).not.toBe(first);
    const reused = await client.post('/security/refresh', {}, { headers: { cookie: `refresh_token=${first}` } });
    expect(reused.status).toBe(401);
    expect(setCookie(reused)).toMatch(/^refresh_token=;.*Max-Age=0/);
    expect((await client.post('/security/refresh', null, { headers: { cookie: `refresh_token=${second}` } })).status).toBe(401);
  });

  it('refuses a cookie refresh from a foreign page', async () => {
    const login = await client.post<TokenAnswer>('/security/login', { _username: 'jonas@example.com', _password: DEMO_PASSWORD });
    const cookie = `refresh_token=${cookieValue(setCookie(login))}`;
    expect(await client.post('/security/refresh', {}, { headers: { cookie, origin: 'https://evil.example' } })).toMatchObject({ status: 403, body: { code: 403 } });
    expect((await client.post('/security/refresh', {}, { headers: { cookie, origin: TRUSTED_ORIGIN } })).status).toBe(200);
  });

  it('refuses missing, unknown and malformed tokens with 401', async () => {
    for (const body of [{}, null, { refresh_token: '' }, { refresh_token: 'x'.repeat(43) }, { refresh_token: "' OR 1=1 --" }]) {
      expect((await client.post('/security/refresh', body)).status, JSON.stringify(body)).toBe(401);
    }
  });

  it('logout revokes the family, clears the cookie and kills the access token', async () => {
    const session = await client.signIn('alex@example.com');
    const out = await client.post('/security/logout', { refresh_token: session.refreshToken });
    expect(out.status).toBe(204);
    expect(setCookie(out)).toMatch(/^refresh_token=;.*Max-Age=0/);
    expect((await client.post('/security/refresh', { refresh_token: session.refreshToken })).status).toBe(401);
    expect((await profile(session.token)).status).toBe(401);
    expect((await client.post('/security/logout', {})).status).toBe(204);
  });
});

describe('access tokens on /secure', () => {
  const forge = (claims: Record<string, unknown>, key: string | Uint8Array = TEST_JWT_SECRET, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) =>
    new SignJWT(claims)
      .setProtectedHeader(header as { alg: string })
      .sign(typeof key === 'string' ? new TextEncoder().encode(key) : key);

  it('refuses missing, malformed, none, wrong-key, expired, tampered and revoked tokens with 401', async () => {
    const session = await client.signIn('camille@example.com');
    const claims = decodeJwt(session.token);
    const now = Math.floor(Date.now() / 1000);
    const valid = { ...claims };
    const other = await client.signIn('lucia@example.com');
    const [header, payload, signature] = session.token.split('.');
    const tampered = `${header}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: String(other.customer.id), roles: ['support'] })).toString('base64url')}.${signature}`;
    const cases: [string, Record<string, string>][] = [
      ['no header', {}],
      ['an empty bearer', { authorization: 'Bearer ' }],
      ['another scheme', { authorization: `Basic ${Buffer.from('camille@example.com:Boutique2026').toString('base64')}` }],
      ['garbage', { authorization: 'Bearer not.a.jwt' }],
      ['alg none', { authorization: `Bearer ${new UnsecuredJWT(valid).encode()}` }],
      ['alg none with the signature kept', { authorization: `Bearer ${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.${signature}` }],
      ['a wrong key', { authorization: `Bearer ${await forge(valid, 'another-secret-of-the-same-length-0123456789abcdefg')}` }],
      ['HS512', { authorization: `Bearer ${await forge(valid, TEST_JWT_SECRET, { alg: 'HS512' })}` }],
      ['an expired token', { authorization: `Bearer ${await forge({ ...valid, iat: now - 3600, exp: now - 1800 })}` }],
      ['a token from the future', { authorization: `Bearer ${await forge({ ...valid, iat: now + 3600, exp: now + 4500 })}` }],
      ['a token living too long', { authorization: `Bearer ${await forge({ ...valid, iat: now, exp: now + 86_400 * 365 })}` }],
      ['a tampered payload', { authorization: `Bearer ${tampered}` }],
      ['a signed token of an unknown session', { authorization: `Bearer ${await forge({ ...valid, sid: '00000000-0000-4000-8000-000000000000' })}` }],
      ['a signed token of an unknown customer', { authorization: `Bearer ${await forge({ ...valid, sub: '987654' })}` }],
      ['a signed token without sid', { authorization: `Bearer ${await forge({ ...valid, sid: undefined })}` }],
    ];
    for (const [name, headers] of cases) {
      const answer = await client.get('/secure/account/profile/v2', { headers });
      expect(answer.status, name).toBe(401);
      expect(answer.body, name).toEqual({ code: 401, message: expect.any(String) });
    }
    expect((await client.get('/secure/account/profile/v2', { headers: {} })).body).toEqual({ code: 401, message: 'Veuillez vous connecter.' });
    // The genuine token still works, and a correctly signed copy of its claims too (same session).
    expect((await profile(session.token)).status).toBe(200);
    expect((await client.get('/secure/account/profile/v2', { headers: { authorization: `Bearer ${await forge(valid)}` } })).status).toBe(200);
  });
});

describe('forgotten password', () => {
  it('answers 202 the same for known and unknown addresses, and mails a single-use autoconnect link to the known one', async () => {
    const { email } = await client.register();
    const known = await client.post('/security/forgot-password', { email });
    const unknown = await client.post('/security/forgot-password', { email: 'no-account-here@example.com' });
    expect(known).toMatchObject({ status: 202 });
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(await outbox('no-account-here@example.com')).toEqual([]);
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ kind: 'password-reset', locale: 'fr' });
    expect(mail.meta.url).toMatch(/^http:\/\/localhost:3000\/autoconnect\/[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(String(mail.meta.url));
    const token = String(mail.meta.url).split('/').pop()!;
    const stored = await api.db.selectFrom('password_reset_tokens').select(['token_hash', 'expires_at', 'created_at']).where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow();
    expect(new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime()).toBe(3_600_000);
    expect(await api.db.selectFrom('password_reset_tokens').select('token_hash').where('token_hash', '=', token).executeTakeFirst()).toBeUndefined();

    const signedIn = await client.post<TokenAnswer>('/security/autoconnect', { token, refreshTransport: 'body' });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.customer.email).toBe(email);
    expect(await client.post('/security/autoconnect', { token })).toMatchObject({ status: 401, body: { message: "Ce lien de connexion n'est plus valide." } });

    // The session of the link may choose a new password without the old one, once.
    const access = signedIn.body.token;
    expect(await client.patch('/secure/account/password', { newPassword: 'Fresh5678', confirmation: 'Fresh5678' }, { token: access })).toMatchObject({ status: 204 });
    expect((await client.post('/security/login', { _username: email, _password: 'Fresh5678' })).status).toBe(200);
    expect((await client.post('/security/login', { _username: email, _password: 'Secret1234' })).status).toBe(401);
    expect(await client.patch('/secure/account/password', { newPassword: 'Other9012', confirmation: 'Other9012' }, { token: access })).toMatchObject({
      status: 400, body: { message: "L'ancien mot de passe est obligatoire" },
    });
  });

  it('links to the store the request came from, in its language', async () => {
    const { email } = await client.register();
    expect((await client.post('/security/forgot-password', { email }, { store: 'boutique_es' })).status).toBe(202);
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({ locale: 'es', subject: expect.stringContaining('enlace') });
    expect(mail.meta.url).toMatch(/^http:\/\/localhost:3000\/es\/autoconnect\/[A-Za-z0-9_-]{43}$/);
  });

  it('refuses an invalid address (400), expired or unknown links (401), and a 6th request for one address (429)', async () => {
    expect(await client.post('/security/forgot-password', { email: 'nope' })).toMatchObject({ status: 400, body: { message: "L'adresse e-mail n'est pas valide" } });
    expect((await client.post('/security/forgot-password', {})).status).toBe(400);
    const { email, customer } = await client.register();
    await api.db.insertInto('password_reset_tokens').values({ token_hash: sha256('E'.repeat(43)), customer_id: customer.id, expires_at: new Date(Date.now() - 1000), used_at: null }).execute();
    expect((await client.post('/security/autoconnect', { token: 'E'.repeat(43) })).status).toBe(401);
    expect((await client.post('/security/autoconnect', { token: 'unknown-token-unknown-token-unknown-token!' })).status).toBe(401);
    for (let attempt = 1; attempt <= 5; attempt++) expect((await client.post('/security/forgot-password', { email })).status).toBe(202);
    expect(await client.post('/security/forgot-password', { email })).toMatchObject({ status: 429, body: { code: 429 } });
    expect((await outbox(email)).length).toBe(5);
  });
});

describe('social sign-in, not configured', () => {
  it('says so and refuses the calls with 404', async () => {
    expect(await client.get('/security/providers')).toMatchObject({ status: 200, body: { apple: false, facebook: false } });
    expect(await client.post('/social-connect/apple', { authorization: { id_token: 'x.y.z' } })).toMatchObject({ status: 404, body: { message: "La connexion avec Apple n'est pas disponible." } });
    expect(await client.post('/social-connect/facebook', { accessToken: 'x', userID: '1' })).toMatchObject({ status: 404, body: { code: 404 } });
  });
});
