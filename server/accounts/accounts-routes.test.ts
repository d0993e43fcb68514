import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/domain/accounts/address';
import type { Card } from '../../src/domain/accounts/card';
import type { Profile } from '../../src/domain/accounts/profile';
import { useApi } from '../testing/api-harness';
import { accountsClient, DEMO_PASSWORD, type Session } from '../testing/accounts-harness';

const api = useApi();
const client = accountsClient(api);

const HOME = { civility: 1, lastName: 'Durand', firstName: 'Léa', street: '5 rue du Port', zipCode: '13002', city: 'Marseille', countryIsoCode2: 'FR', phoneNumber: '06 11 22 33 44' };

const addresses = (session: Session) => client.get<Address[]>('/secure/account/addresses', { token: session.token });

describe('GET and PATCH /secure/account/profile', () => {
  it("answers the token's customer, 401 without a token", async () => {
    const camille = await client.signIn('camille@example.com');
    expect(await client.get('/secure/account/profile/v2', { token: camille.token })).toMatchObject({
      status: 200,
      body: { id: camille.customer.id, email: 'camille@example.com', firstName: 'Camille', lastName: 'Martin', civility: 2, birthday: '1992-04-18', newsletter: true, roles: ['customer'] },
    });
    expect((await client.get('/secure/account/profile/v2')).status).toBe(401);
    const support = await client.signIn('support@example.com');
    expect(support.customer.roles).toEqual(['customer', 'support']);
  });

  it('changes civility, names, birthday and newsletter, and nothing else (mass assignment)', async () => {
    const session = await client.register();
    const before = await api.db.selectFrom('customers').selectAll().where('id', '=', session.customer.id).executeTakeFirstOrThrow();
    const answer = await client.patch<Profile>('/secure/account/profile', {
      firstName: ' Grace ', civility: '1', birthday: '1985-12-09', newsletter: true,
      id: 1, email: 'camille@example.com', roles: ['support', 'admin'], status: 0, password: 'Hacked123', password_hash: 'x', appleId: 'a', facebook: 'f',
    }, { token: session.token });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ ...session.customer, firstName: 'Grace', civility: 1, birthday: '1985-12-09', newsletter: true });
    const after = await api.db.selectFrom('customers').selectAll().where('id', '=', session.customer.id).executeTakeFirstOrThrow();
    expect({ ...after, first_name: before.first_name, civility: before.civility, birthday: before.birthday, updated_at: before.updated_at }).toEqual(before);
    expect((await client.post('/security/login', { _username: session.email, _password: session.password })).status).toBe(200);
    expect((await client.post('/security/login', { _username: session.email, _password: 'Hacked123' })).status).toBe(401);
    const camille = await api.db.selectFrom('customers').select('email').where('id', '=', 1).executeTakeFirstOrThrow();
    expect(camille.email).toBe('camille@example.com');
    expect((await client.patch<Profile>('/secure/account/profile', { birthday: null }, { token: session.token })).body.birthday).toBeNull();
  });

  it.each([
    [{ lastName: '  ' }, 'Le nom ne doit pas être vide'],
    [{ birthday: '1985-13-01' }, "La date de naissance n'est pas valide"],
    [{ civility: 9 }, 'Veuillez choisir une civilité'],
    [{ firstName: 'x'.repeat(61) }, 'Le nom et le prénom ne doivent pas dépasser 60 caractères'],
  ])('refuses %j', async (body, message) => {
    const session = await client.register();
    expect(await client.patch('/secure/account/profile', body, { token: session.token })).toMatchObject({ status: 400, body: { code: 400, message } });
  });
});

describe('/secure/account/addresses', () => {
  it("lists camille's two French addresses, the default first", async () => {
    const camille = await client.signIn('camille@example.com');
    const book = (await addresses(camille)).body;
    expect(book).toHaveLength(2);
    expect(book[0]).toMatchObject({ default: true, city: 'Paris', countryIsoCode2: 'FR', countryName: 'France', activeCountry: true, civility: 2, firstName: 'Camille' });
    expect(book[1]).toMatchObject({ default: false, city: 'Lyon', company: 'Atelier Lumière', streetDetails: '3e étage' });
    expect((await client.get<Address[]>('/secure/account/addresses', { token: camille.token, lang: 'de' })).body[0].countryName).toBe('Frankreich');
    const sam = await client.signIn('sam@example.com');
    expect((await addresses(sam)).body).toEqual([]);
    for (const email of ['lucia@example.com', 'giulia@example.com', 'noor@example.com', 'jonas@example.com', 'alex@example.com']) {
      const book = (await addresses(await client.signIn(email))).body;
      expect(book.map((address) => [address.default, address.countryIsoCode2]), email).toEqual([[true, { lucia: 'ES', giulia: 'IT', noor: 'BE', jonas: 'DE', alex: 'IE' }[email.split('@')[0]]]]);
    }
  });

  it('makes the first address the default, converts fields to their types, and moves the default on request', async () => {
    const session = await client.register();
    const first = await client.post<Address>('/secure/account/addresses', { ...HOME, civility: '1', zipCode: 13002 }, { token: session.token });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ...HOME, zipCode: '13002', default: true, label: null, streetDetails: null, state: null, company: null, countryName: 'France', activeCountry: true });
    const second = await client.post<Address>('/secure/account/addresses', { ...HOME, city: 'Aix', default: false }, { token: session.token });
    expect(second.body.default).toBe(false);
    const third = await client.post<Address>('/secure/account/addresses', { ...HOME, city: 'Nice', zipCode: '28014', phoneNumber: '+34 612 345 678', countryIsoCode2: 'es', default: 'true' }, { token: session.token });
    expect(third.body).toMatchObject({ default: true, countryIsoCode2: 'ES', countryName: 'Espagne' });
    expect((await addresses(session)).body.map((address) => [address.city, address.default])).toEqual([['Nice', true], ['Marseille', false], ['Aix', false]]);

    const moved = await client.patch<Address>('/secure/account/addresses', { id: second.body.id, default: true, city: 'Aix-en-Provence' }, { token: session.token });
    expect(moved).toMatchObject({ status: 200, body: { id: second.body.id, default: true, city: 'Aix-en-Provence', street: HOME.street } });
    expect((await addresses(session)).body.filter((address) => address.default).map((address) => address.id)).toEqual([second.body.id]);
  });

  it.each([
    ['a null address', null, "Address object can't be null"],
    ['no body', undefined, "Address object can't be null"],
    ['an array', [HOME], "Address object can't be null"],
    ['two required fields missing', { ...HOME, city: '', phoneNumber: null }, 'Veuillez compléter tous les champs obligatoires'],
    ['a missing zip code', { ...HOME, zipCode: ' ' }, 'Le code postal est obligatoire'],
    ['a bad phone number', { ...HOME, phoneNumber: 'call me' }, "Le numéro de téléphone n'est pas valide"],
    ['a country the shop does not deliver', { ...HOME, countryIsoCode2: 'CH' }, "Ce pays n'est pas disponible à la livraison."],
    ['an unknown country', { ...HOME, countryIsoCode2: 'ZZ' }, "Ce pays n'est pas disponible à la livraison."],
  ])('refuses %s', async (_name, body, message) => {
    const session = await client.register();
    const answer = await client.call('POST', '/secure/account/addresses', { token: session.token, ...(body !== undefined ? { body } : {}) });
    expect(answer).toMatchObject({ status: 400, body: { code: 400, message } });
    expect((await client.call('PATCH', '/secure/account/addresses', { token: session.token, body: null })).body).toMatchObject({ message: "Address object can't be null" });
  });

  it('keeps hostile strings as text', async () => {
    const session = await client.register();
    const hostile = { ...HOME, label: '<script>alert(1)</script>', street: "1' OR 1=1; DROP TABLE addresses; --", city: 'Zürich ‮ 😀', company: '${jndi:ldap://x}' };
    const answer = await client.post<Address>('/secure/account/addresses', hostile, { token: session.token });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ label: hostile.label, street: hostile.street, city: hostile.city, company: hostile.company });
    expect((await client.post('/secure/account/addresses', { ...HOME, city: 'Pa\u0000ris' }, { token: session.token })).status).toBe(400);
  });

  it("answers 404 for another customer's address, and never changes or deletes it", async () => {
    const camille = await client.signIn('camille@example.com');
    const [target] = (await addresses(camille)).body;
    const attacker = await client.register();
    await client.post('/secure/account/addresses', HOME, { token: attacker.token });
    expect(await client.patch('/secure/account/addresses', { id: target.id, city: 'Pwned' }, { token: attacker.token })).toMatchObject({ status: 404, body: { message: 'Adresse introuvable' } });
    expect(await client.delete(`/secure/account/addresses/${target.id}`, { token: attacker.token })).toMatchObject({ status: 404 });
    expect((await client.patch('/secure/account/addresses', { id: target.id, default: true }, { token: attacker.token })).status).toBe(404);
    expect((await client.patch('/secure/account/addresses', { id: 2_147_483_648, city: 'x' }, { token: attacker.token })).status).toBe(404);
    expect((await client.patch('/secure/account/addresses', { city: 'x' }, { token: attacker.token })).status).toBe(404);
    expect((await addresses(camille)).body[0]).toEqual(target);
    expect((await addresses(attacker)).body.map((address) => address.city)).toEqual(['Marseille']);
  });

  it('never deletes the last address; deleting the default makes the oldest other one the default', async () => {
    const session = await client.register();
    const a = (await client.post<Address>('/secure/account/addresses', HOME, { token: session.token })).body;
    expect(await client.delete(`/secure/account/addresses/${a.id}`, { token: session.token })).toMatchObject({ status: 409, body: { code: 409, message: 'impossible de supprimer la dernière adresse' } });
    const b = (await client.post<Address>('/secure/account/addresses', { ...HOME, city: 'Lille' }, { token: session.token })).body;
    const c = (await client.post<Address>('/secure/account/addresses', { ...HOME, city: 'Brest' }, { token: session.token })).body;
    expect((await client.delete(`/secure/account/addresses/${a.id}`, { token: session.token })).status).toBe(204);
    expect((await addresses(session)).body.map((address) => [address.id, address.default])).toEqual([[b.id, true], [c.id, false]]);
    expect((await client.delete(`/secure/account/addresses/${a.id}`, { token: session.token })).status).toBe(404);

    // Two deletes of the last two at once: one wins, the book keeps an address.
    const answers = await Promise.all([b, c].map((address) => client.delete(`/secure/account/addresses/${address.id}`, { token: session.token })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409]);
    const book = (await addresses(session)).body;
    expect(book).toHaveLength(1);
    expect(book[0].default).toBe(true);
  });

  it('keeps exactly one default when the first addresses are added at once', async () => {
    const session = await client.register();
    const answers = await Promise.all(['Lyon', 'Nantes', 'Rennes', 'Caen'].map((city) => client.post('/secure/account/addresses', { ...HOME, city }, { token: session.token })));
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    expect((await addresses(session)).body.filter((address) => address.default)).toHaveLength(1);
  });
});

describe('/secure/account/cards', () => {
  it("lists the customer's tokenised cards and deletes only their own", async () => {
    const camille = await client.signIn('camille@example.com');
    const cards = await client.get<Card[]>('/secure/account/cards', { token: camille.token });
    expect(cards.body).toEqual([
      { id: expect.any(Number), brand: 'Visa', last4: '4242', expiryMonth: 12, expiryYear: 2028, holder: 'Camille Martin' },
      { id: expect.any(Number), brand: 'Mastercard', last4: '4444', expiryMonth: 6, expiryYear: 2027, holder: 'Camille Martin' },
    ]);
    expect(cards.raw.body).not.toContain('sandbox_demo');
    const sam = await client.signIn('sam@example.com');
    expect((await client.get('/secure/account/cards', { token: sam.token })).body).toEqual([]);
    expect(await client.delete(`/secure/account/cards/${cards.body[0].id}`, { token: sam.token })).toMatchObject({ status: 404, body: { message: 'Carte introuvable' } });
    expect((await client.get<Card[]>('/secure/account/cards', { token: camille.token })).body).toHaveLength(2);
    const own = await client.register();
    const [card] = await api.db.insertInto('payment_cards').values({ customer_id: own.customer.id, brand: 'Visa', last4: '1881', expiry_month: 1, expiry_year: 2030, holder: 'Ada Lovelace', provider_token: `sandbox_test_${own.customer.id}` }).returning('id').execute();
    expect((await client.delete(`/secure/account/cards/${card.id}`, { token: own.token })).status).toBe(204);
    expect((await client.delete(`/secure/account/cards/${card.id}`, { token: own.token })).status).toBe(404);
  });

  it('needs a token on every route', async () => {
    for (const [method, path] of [['GET', '/secure/account/cards'], ['DELETE', '/secure/account/cards/1'], ['GET', '/secure/account/addresses'], ['POST', '/secure/account/addresses'], ['PATCH', '/secure/account/addresses'], ['DELETE', '/secure/account/addresses/1'], ['PATCH', '/secure/account/profile'], ['PATCH', '/secure/account/password']] as const) {
      const answer = await client.call(method, path, { body: {} });
      expect(answer.status, `${method} ${path}`).toBe(401);
      expect(answer.headers['www-authenticate']).toBe('Bearer');
    }
  });
});

describe('hostile bodies with a valid token', () => {
  it('never answer 5xx on the account routes', async () => {
    const session = await client.register();
    await client.post('/secure/account/addresses', HOME, { token: session.token });
    const odd = fc.oneof(
      fc.constantFrom(null, true, false, 0, -1, 1.5, 2_147_483_648, 1e308, '', ' ', 'x'.repeat(600), '\u0000', '😀', '2147483648', '-0', '__proto__', [], {}, [1], { a: 1 }),
      fc.string({ maxLength: 20 }),
      fc.integer(),
    );
    const body = fc.dictionary(fc.constantFrom('id', 'civility', 'lastName', 'firstName', 'street', 'zipCode', 'city', 'countryIsoCode2', 'phoneNumber', 'default', 'birthday', 'newsletter', 'oldPassword', 'newPassword', 'confirmation', 'label'), odd, { maxKeys: 8 });
    const route = fc.constantFrom(['POST', '/secure/account/addresses'], ['PATCH', '/secure/account/addresses'], ['PATCH', '/secure/account/profile'], ['PATCH', '/secure/account/password']) as fc.Arbitrary<['POST' | 'PATCH', string]>;
    await fc.assert(
      fc.asyncProperty(route, fc.oneof(body, odd), async ([method, path], payload) => {
        const answer = await client.call(method, path, { token: session.token, body: payload });
        expect(answer.status, `${method} ${path} ${JSON.stringify(payload)}`).toBeLessThan(500);
        if (answer.status >= 400) expect(answer.body).toEqual({ code: answer.status, message: expect.any(String) });
      }),
      { numRuns: 150 },
    );
    expect((await client.post('/security/login', { _username: session.email, _password: session.password })).status).toBeLessThan(500);
    expect((await client.signIn('camille@example.com', DEMO_PASSWORD)).customer.email).toBe('camille@example.com');
  }, 60_000);
});
