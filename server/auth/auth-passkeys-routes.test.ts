import { describe, expect, it } from 'vitest';
import type { Passkey } from '../../src/domain/auth/passkeys';
import type { Profile } from '../../src/domain/accounts/profile';
import { useApi } from '../testing/api-harness';
import { accountsClient, freshIp, TEST_JWT_SECRET, type Session } from '../testing/accounts-harness';
import { SoftwareAuthenticator } from '../testing/software-authenticator';

/** The harness's requests come to `localhost` without a port: the shop's configured origin is trusted. */
const ORIGIN = 'http://localhost:3000';
const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const NOT_RECOGNISED = "Cette clé d'accès n'est pas reconnue. Veuillez réessayer ou vous connecter avec votre mot de passe.";

let offsetMs = 0;
const api = useApi({ accounts: { jwtSecret: TEST_JWT_SECRET }, now: () => new Date(Date.now() + offsetMs) });
const client = accountsClient(api);

type RegistrationOptions = { challenge: string; user: { id: string; name: string }; rp: { id: string; name: string }; excludeCredentials: { id: string }[] };
type TokenAnswer = { token: string; refresh_token: string | null; customer: Profile };

async function addPasskey(session: Session, authenticator = new SoftwareAuthenticator(ORIGIN), name?: string) {
  const options = await client.post<RegistrationOptions>('/secure/account/passkeys/options', {}, { token: session.token });
  expect(options.status).toBe(200);
  const answer = authenticator.register(options.body);
  const added = await client.post<Passkey>('/secure/account/passkeys', { response: answer, ...(name ? { name } : {}) }, { token: session.token, headers: { 'user-agent': CHROME_LINUX } });
  expect(added.status).toBe(201);
  return { authenticator, passkey: added.body, options: options.body };
}

const signInOptions = async () => (await client.post<{ challenge: string; rpId: string }>('/security/passkeys/sign-in/options', {})).body;
const signIn = (response: unknown, ip = freshIp()) => client.post<TokenAnswer>('/security/passkeys/sign-in', { response, refreshTransport: 'body' }, { ip });
const passkeysOf = async (session: Session) => (await client.get<Passkey[]>('/secure/account/passkeys', { token: session.token })).body;

describe('adding a passkey', () => {
  it('gives options for this shop and account, then keeps the passkey under the device’s name', async () => {
    const session = await client.register();
    const { passkey, options } = await addPasskey(session);
    expect(options.rp).toEqual({ id: 'localhost', name: expect.any(String) });
    expect(options.user.name).toBe(session.customer.email);
    // The user handle is opaque: not the account's id.
    expect(Buffer.from(options.user.id, 'base64url').length).toBe(32);
    expect(passkey).toEqual({ id: expect.any(Number), name: 'Chrome sur Linux', createdAt: expect.any(String), lastUsedAt: null });
    expect(await passkeysOf(session)).toEqual([passkey]);
    // A second passkey's options exclude the first (the authenticator will not make a duplicate).
    const next = await client.post<RegistrationOptions>('/secure/account/passkeys/options', {}, { token: session.token });
    expect(next.body.excludeCredentials.length).toBe(1);
  });

  it('names it in the shop’s language, or as the customer says; renames it', async () => {
    const session = await client.register();
    const { passkey } = await addPasskey(session, undefined, '  Mon   téléphone ');
    expect(passkey.name).toBe('Mon téléphone');
    const renamed = await client.patch<Passkey>(`/secure/account/passkeys/${passkey.id}`, { name: 'Clé USB' }, { token: session.token });
    expect(renamed).toMatchObject({ status: 200, body: { id: passkey.id, name: 'Clé USB' } });
    expect(await client.patch(`/secure/account/passkeys/${passkey.id}`, { name: '   ' }, { token: session.token })).toMatchObject({ status: 400, body: { message: "Le nom d'une clé d'accès compte de 1 à 60 caractères." } });
    const options = await client.post<RegistrationOptions>('/secure/account/passkeys/options', {}, { token: session.token, store: 'boutique_de' });
    const answer = new SoftwareAuthenticator(ORIGIN).register(options.body);
    const german = await client.post<Passkey>('/secure/account/passkeys', { response: answer }, { token: session.token, store: 'boutique_de', headers: { 'user-agent': CHROME_LINUX } });
    expect(german.body.name).toBe('Chrome auf Linux');
  });

  it('refuses a replayed registration challenge, another account’s challenge, another origin and a credential registered already', async () => {
    const alice = await client.register();
    const bob = await client.register();
    const authenticator = new SoftwareAuthenticator(ORIGIN);
    const options = await client.post<RegistrationOptions>('/secure/account/passkeys/options', {}, { token: alice.token });
    // Bob answers Alice's challenge: it is not his.
    const stolen = authenticator.register(options.body);
    expect(await client.post('/secure/account/passkeys', { response: stolen }, { token: bob.token })).toMatchObject({ status: 400, body: { message: "La clé d'accès n'a pas pu être enregistrée. Veuillez réessayer." } });
    // Bob's attempt did not use Alice's challenge up: she still can, once.
    const registered = authenticator.register(options.body);
    expect((await client.post('/secure/account/passkeys', { response: registered }, { token: alice.token })).status).toBe(201);
    const alicesCredential = authenticator.credentials.find((credential) => credential.id === registered.id)!;
    expect((await client.post('/secure/account/passkeys', { response: authenticator.register(options.body) }, { token: alice.token })).status).toBe(400);

    const fresh = await client.post<RegistrationOptions>('/secure/account/passkeys/options', {}, { token: alice.token });
    const phishing = authenticator.register(fresh.body, { origin: 'https://evil.example' });
    expect((await client.post('/secure/account/passkeys', { response: phishing }, { token: alice.token })).status).toBe(400);

    // Alice's credential, offered again by Bob with a challenge of his own: one credential, one account.
    const bobOptions = await client.post<RegistrationOptions>('/secure/account/passkeys/options', {}, { token: bob.token });
    const again = authenticator.register(bobOptions.body, { reuse: alicesCredential });
    expect(again.id).toBe(alicesCredential.id);
    expect(await client.post('/secure/account/passkeys', { response: again }, { token: bob.token })).toMatchObject({ status: 409, body: { message: "Cette clé d'accès est déjà enregistrée." } });
    expect(await passkeysOf(bob)).toEqual([]);
  });

  it('refuses an expired challenge', async () => {
    const session = await client.register();
    const options = await client.post<RegistrationOptions>('/secure/account/passkeys/options', {}, { token: session.token });
    offsetMs = 6 * 60_000;
    try {
      const answer = new SoftwareAuthenticator(ORIGIN).register(options.body);
      expect((await client.post('/secure/account/passkeys', { response: answer }, { token: session.token })).status).toBe(400);
    } finally {
      offsetMs = 0;
    }
  });

  it('needs a signed-in customer; a malformed answer is a 400, never a 500', async () => {
    expect((await client.get('/secure/account/passkeys')).status).toBe(401);
    expect((await client.post('/secure/account/passkeys/options', {})).status).toBe(401);
    const session = await client.register();
    const options = await client.post<RegistrationOptions>('/secure/account/passkeys/options', {}, { token: session.token });
    const answer = new SoftwareAuthenticator(ORIGIN).register(options.body);
    for (const response of [
      { ...answer, response: { ...answer.response, attestationObject: 'AAAA' } },
      { ...answer, response: { ...answer.response, clientDataJSON: Buffer.from('not json').toString('base64url') } },
      { ...answer, type: 'password' },
      { ...answer, id: 'x'.repeat(5000) },
      {},
    ]) {
      expect((await client.post('/secure/account/passkeys', { response }, { token: session.token })).status).toBe(400);
    }
  });
});

describe('signing in with a passkey', () => {
  it('signs the passkey’s customer in with the same answer as a password sign-in, and records the use', async () => {
    const session = await client.register();
    const { authenticator } = await addPasskey(session);
    const options = await signInOptions();
    expect(options.rpId).toBe('localhost');
    const answer = await signIn(authenticator.signIn(options));
    expect(answer.status).toBe(200);
    expect(answer.body.customer).toEqual(session.customer);
    expect(answer.body.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect((await client.get<Profile>('/secure/account/profile/v2', { token: answer.body.token })).body.id).toBe(session.customer.id);
    expect((await client.post('/security/refresh', { refresh_token: answer.body.refresh_token, refreshTransport: 'body' })).status).toBe(200);
    expect((await passkeysOf(session))[0].lastUsedAt).toEqual(expect.any(String));
  });

  it('sets the refresh cookie for a browser, and is refused from a foreign page', async () => {
    const session = await client.register();
    const { authenticator } = await addPasskey(session);
    const cookie = await client.post<TokenAnswer>('/security/passkeys/sign-in', { response: authenticator.signIn(await signInOptions()) });
    expect(cookie.status).toBe(200);
    expect(cookie.body.refresh_token).toBeNull();
    expect(String([cookie.headers['set-cookie']].flat()[0])).toMatch(/^refresh_token=[A-Za-z0-9_-]{43};.*HttpOnly/);
    const foreign = { headers: { origin: 'https://evil.example' } };
    expect((await client.post('/security/passkeys/sign-in/options', {}, foreign)).status).toBe(403);
    expect((await client.post('/security/passkeys/sign-in', { response: authenticator.signIn(await signInOptions()) }, foreign)).status).toBe(403);
  });

  it('refuses a forged signature, an unknown credential and an answer written for another origin, with one message', async () => {
    const session = await client.register();
    const { authenticator } = await addPasskey(session);
    const refused = { status: 401, body: { code: 401, message: NOT_RECOGNISED } };
    expect(await signIn(authenticator.signIn(await signInOptions(), undefined, { forgeSignature: true }))).toMatchObject(refused);
    expect(await signIn(authenticator.signIn(await signInOptions(), undefined, { credentialId: Buffer.from('unknown credential').toString('base64url') }))).toMatchObject(refused);
    expect(await signIn(authenticator.signIn(await signInOptions(), undefined, { origin: 'https://evil.example' }))).toMatchObject(refused);
    expect(await signIn(authenticator.signIn(await signInOptions()), freshIp())).toMatchObject({ status: 200 });
  });

  it('refuses a replayed challenge and a replayed answer', async () => {
    const session = await client.register();
    const { authenticator } = await addPasskey(session);
    const options = await signInOptions();
    const first = authenticator.signIn(options);
    expect((await signIn(first)).status).toBe(200);
    // The same answer again, and a new signature (a higher counter) over the used challenge.
    expect((await signIn(first)).status).toBe(401);
    expect((await signIn(authenticator.signIn(options))).status).toBe(401);
    // A challenge the shop never gave.
    expect((await signIn(authenticator.signIn({ challenge: Buffer.from('made up by the caller').toString('base64url') }))).status).toBe(401);
  });

  it('refuses a challenge past its 5 minutes', async () => {
    const session = await client.register();
    const { authenticator } = await addPasskey(session);
    const options = await signInOptions();
    offsetMs = 6 * 60_000;
    try {
      expect((await signIn(authenticator.signIn(options))).status).toBe(401);
    } finally {
      offsetMs = 0;
    }
  });

  it('refuses a sign counter that goes back (a cloned authenticator)', async () => {
    const session = await client.register();
    const { authenticator } = await addPasskey(session);
    const credential = authenticator.credentials[0];
    expect((await signIn(authenticator.signIn(await signInOptions(), credential, { counter: 10 }))).status).toBe(200);
    expect((await signIn(authenticator.signIn(await signInOptions(), credential, { counter: 10 }))).status).toBe(401);
    expect((await signIn(authenticator.signIn(await signInOptions(), credential, { counter: 3 }))).status).toBe(401);
    expect((await signIn(authenticator.signIn(await signInOptions(), credential, { counter: 11 }))).status).toBe(200);
  });

  it('never signs one customer in as another', async () => {
    const alice = await client.register();
    const bob = await client.register();
    const { authenticator: alicesKey } = await addPasskey(alice);
    const { authenticator: bobsKey, passkey: bobsPasskey } = await addPasskey(bob);
    const bobsCredential = bobsKey.credentials[0];
    // Alice's key signing under Bob's credential id: the signature is not Bob's key's.
    expect((await signIn(alicesKey.signIn(await signInOptions(), undefined, { credentialId: bobsCredential.id }))).status).toBe(401);
    // Bob's credential claiming Alice's user handle: the handle is not the account it is filed under.
    expect((await signIn(bobsKey.signIn(await signInOptions(), bobsCredential, { userHandle: alicesKey.credentials[0].userHandle }))).status).toBe(401);
    // Alice cannot see, rename or remove Bob's passkey.
    expect((await passkeysOf(alice)).map((passkey) => passkey.id)).not.toContain(bobsPasskey.id);
    expect((await client.patch(`/secure/account/passkeys/${bobsPasskey.id}`, { name: 'Mine now' }, { token: alice.token })).status).toBe(404);
    expect((await client.delete(`/secure/account/passkeys/${bobsPasskey.id}`, { token: alice.token })).status).toBe(404);
    // Each key signs its own customer in, and only them.
    expect((await signIn(alicesKey.signIn(await signInOptions()))).body.customer.id).toBe(alice.customer.id);
    expect((await signIn(bobsKey.signIn(await signInOptions(), bobsCredential))).body.customer.id).toBe(bob.customer.id);
  });

  it('refuses a removed passkey', async () => {
    const session = await client.register();
    const { authenticator, passkey } = await addPasskey(session);
    expect((await client.delete(`/secure/account/passkeys/${passkey.id}`, { token: session.token })).status).toBe(204);
    expect(await passkeysOf(session)).toEqual([]);
    expect((await client.delete(`/secure/account/passkeys/${passkey.id}`, { token: session.token })).status).toBe(404);
    expect(await signIn(authenticator.signIn(await signInOptions()))).toMatchObject({ status: 401, body: { message: NOT_RECOGNISED } });
  });

  it('counts failed attempts per client like the password sign-in (429 with Retry-After)', async () => {
    const session = await client.register();
    const { authenticator } = await addPasskey(session);
    const ip = freshIp();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(authenticator.signIn(await signInOptions(), undefined, { forgeSignature: true }), ip)).status).toBe(401);
    }
    const throttled = await signIn(authenticator.signIn(await signInOptions()), ip);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(authenticator.signIn(await signInOptions()), freshIp())).status).toBe(200);
  });

  it('answers a malformed sign-in with a 400 or 401, never a 500', async () => {
    const session = await client.register();
    const { authenticator } = await addPasskey(session);
    const good = authenticator.signIn(await signInOptions());
    for (const response of [
      {},
      { ...good, response: { ...good.response, authenticatorData: 'AA' } },
      { ...good, response: { ...good.response, clientDataJSON: Buffer.from('{"type":').toString('base64url') } },
      { ...good, response: { ...good.response, signature: '' } },
      { ...good, response: { ...good.response, userHandle: '!!' } },
    ]) {
      expect([400, 401]).toContain((await signIn(response)).status);
    }
  });
});

describe('a passkey as a staff member’s second factor', () => {
  it('opens the staff routes when the device verified its user, never when it only saw one present', async () => {
    const admin = await client.signIn('admin@example.com');
    const { authenticator } = await addPasskey(admin);
    const verified = await signIn(authenticator.signIn(await signInOptions()));
    expect(verified.status).toBe(200);
    expect((await client.get('/admin/staff', { token: verified.body.token })).status).toBe(200);
    const presentOnly = await signIn(authenticator.signIn(await signInOptions(), undefined, { userVerified: false }));
    expect(presentOnly.status).toBe(200);
    expect((await client.get('/admin/staff', { token: presentOnly.body.token })).status).toBe(403);
  });
});
