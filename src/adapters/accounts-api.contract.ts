import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES_FR } from '../domain/accounts/account-messages';
import type { NewAddress } from '../domain/accounts/address';
import type { Registration } from '../domain/accounts/registration';
import type { AccountApi } from '../application/ports/accounts-api';
import type { AuthApi } from '../application/ports/auth-api';
import { customerSession } from '../domain/auth/auth-session';
import type { AuthTokenStore } from '../application/ports/auth-token-store';
import type { WishlistApi } from '../application/ports/wishlist-api';

export interface AccountsClient {
  auth: AuthApi;
  account: AccountApi;
  wishlist: WishlistApi;
  /** The store the account and wishlist calls take their bearer token from. */
  tokens: AuthTokenStore;
}

export interface AccountsApiContractSetup {
  /** A new client of the French store (its own tokens), asking for the refresh token in the body. */
  client: () => AccountsClient;
  /** Two products that may be hearted, and an id that is no product. */
  products: [number, number];
  unknownProduct: number;
}

const PASSWORD = 'Boutique2026';

/**
 * What the accounts API promises the sign-in, account and favourites use cases, whatever the
 * adapter: the in-memory fakes and the HTTP clients against the real server run the same checks
 * (docs/accounts-api.md). The throttling check comes last: it spends the client's attempts (every
 * attempt counts per address and per client; a success gives its own back).
 */
export function describeAccountsApiContract(name: string, setup: AccountsApiContractSetup): void {
  describe(`Accounts API contract: ${name}`, () => {
    let sequence = 0;
    const slug = name.replace(/\W+/g, '-').toLowerCase();
    const email = (label: string) => `${label}.${slug}.${++sequence}@example.com`;
    const newcomer = (address = email('new')): Registration => ({ civility: 2, firstName: 'Inès', lastName: 'Moreau', email: address, password: PASSWORD, birthday: null, newsletter: false });
    const home = (overrides: Partial<NewAddress> = {}): NewAddress => ({
      label: 'Maison', civility: 2, lastName: 'Moreau', firstName: 'Inès', street: '8 rue Oberkampf', streetDetails: null, zipCode: '75011', city: 'Paris',
      state: null, countryIsoCode2: 'FR', phoneNumber: '+33 6 11 22 33 44', company: null, default: false, ...overrides,
    });

    async function signedIn(client = setup.client(), credentials = { _username: 'camille@example.com', _password: PASSWORD }) {
      const session = customerSession(await client.auth.login(credentials));
      client.tokens.save({ accessToken: session.accessToken, refreshToken: session.refreshToken, strategy: 'customLocal' });
      return client;
    }

    async function registered(client = setup.client()) {
      const session = await client.auth.register(newcomer());
      client.tokens.save({ accessToken: session.accessToken, refreshToken: session.refreshToken, strategy: 'customLocal' });
      return { client, customer: session.customer };
    }

    it('signs a demo customer in: tokens, 15 minutes, the profile', async () => {
      const session = customerSession(await setup.client().auth.login({ _username: 'Camille@example.com', _password: PASSWORD }));
      expect(session).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), expiresIn: 900 });
      expect(Object.keys(session.customer).sort()).toEqual(['birthday', 'civility', 'email', 'firstName', 'id', 'lastName', 'newsletter', 'roles']);
      expect(session.customer).toMatchObject({ email: 'camille@example.com', firstName: 'Camille' });
    });

    it('refuses empty fields (400) and wrong credentials (401) with the SPEC wording', async () => {
      const auth = setup.client().auth;
      await expect(auth.login({ _username: '', _password: '' })).rejects.toMatchObject({ code: 400, message: 'Veuillez saisir votre identifiant et mot de passe.' });
      await expect(auth.login({ _username: 'camille@example.com', _password: 'Wrong2026' })).rejects.toMatchObject({ code: 401, message: 'Votre identifiant ou votre mot de passe est incorrect.' });
    });

    it('registers a customer once (409 after), with the SPEC §5 rules', async () => {
      const address = email('reg');
      const session = await setup.client().auth.register(newcomer(address));
      expect(session.customer).toMatchObject({ email: address, firstName: 'Inès', lastName: 'Moreau', civility: 2, newsletter: false, birthday: null });
      await expect(setup.client().auth.register(newcomer(address))).rejects.toMatchObject({ code: 409, message: ACCOUNT_MESSAGES_FR['email-taken'] });
      await expect(setup.client().auth.register({ ...newcomer(), password: 'motdepasse' })).rejects.toMatchObject({ code: 400, message: ACCOUNT_MESSAGES_FR['password-format'] });
      await expect(setup.client().auth.register({ ...newcomer(), firstName: '', lastName: '' })).rejects.toMatchObject({ code: 400, message: 'Veuillez compléter tous les champs obligatoires' });
    });

    it('rotates refresh tokens; a reused one revokes the family', async () => {
      const auth = setup.client().auth;
      const first = customerSession(await auth.login({ _username: 'camille@example.com', _password: PASSWORD }));
      const second = await auth.refresh(first.refreshToken!);
      expect(second.refreshToken).not.toBe(first.refreshToken);
      expect(second.customer.email).toBe('camille@example.com');
      await expect(auth.refresh(first.refreshToken!)).rejects.toMatchObject({ code: 401 });
      await expect(auth.refresh(second.refreshToken!)).rejects.toMatchObject({ code: 401 });
    });

    it('logs out: the refresh token and the access token stop working', async () => {
      const client = await signedIn();
      await client.auth.logout(client.tokens.get()!.refreshToken);
      await expect(client.auth.refresh(client.tokens.get()!.refreshToken!)).rejects.toMatchObject({ code: 401 });
      await expect(client.account.profile()).rejects.toMatchObject({ code: 401 });
      await client.auth.logout(null);
    });

    it('keeps /secure for the signed-in (401)', async () => {
      const client = setup.client();
      await expect(client.account.profile()).rejects.toMatchObject({ code: 401 });
      await expect(client.wishlist.list()).rejects.toMatchObject({ code: 401 });
    });

    it('reads and changes the profile, ignoring what may not change', async () => {
      const { client, customer } = await registered();
      expect(await client.account.profile()).toEqual(customer);
      const changed = await client.account.updateProfile({ firstName: 'Inès-Marie', newsletter: true, birthday: '1992-03-04', ...({ email: 'other@example.com', roles: ['admin'] } as object) });
      expect(changed).toMatchObject({ firstName: 'Inès-Marie', newsletter: true, birthday: '1992-03-04', email: customer.email, roles: customer.roles });
    });

    it('changes the password only with the old one', async () => {
      const { client, customer } = await registered();
      await expect(client.account.changePassword({ oldPassword: 'Wrong2026', newPassword: 'Nouveau2027', confirmation: 'Nouveau2027' })).rejects.toMatchObject({ code: 400, message: 'Ancien mot de passe incorrect' });
      await expect(client.account.changePassword({ oldPassword: PASSWORD, newPassword: 'Nouveau2027', confirmation: 'Nouveau2028' })).rejects.toMatchObject({ code: 400 });
      await client.account.changePassword({ oldPassword: PASSWORD, newPassword: 'Nouveau2027', confirmation: 'Nouveau2027' });
      await expect(setup.client().auth.login({ _username: customer.email, _password: 'Nouveau2027' })).resolves.toMatchObject({ customer: { id: customer.id } });
    });

    it('keeps an address book: first is default, default first, not the last one, not another’s', async () => {
      const { client } = await registered();
      expect(await client.account.addresses()).toEqual([]);
      const first = await client.account.addAddress(home());
      expect(first).toMatchObject({ id: expect.any(Number), city: 'Paris', countryIsoCode2: 'FR', activeCountry: true, default: true, countryName: expect.any(String) });
      const second = await client.account.addAddress(home({ label: 'Bureau', city: 'Lyon', zipCode: '69002' }));
      expect(second.default).toBe(false);
      expect((await client.account.addresses()).map((address) => address.id)).toEqual([first.id, second.id]);
      expect(await client.account.updateAddress({ id: second.id, default: true })).toMatchObject({ id: second.id, default: true, city: 'Lyon' });
      expect((await client.account.addresses()).map((address) => [address.id, address.default])).toEqual([[second.id, true], [first.id, false]]);
      expect(await client.account.updateAddress({ id: first.id, city: 'Marseille', zipCode: '13001' })).toMatchObject({ city: 'Marseille', street: '8 rue Oberkampf' });
      await client.account.removeAddress(first.id);
      await expect(client.account.removeAddress(second.id)).rejects.toMatchObject({ code: 409, message: 'impossible de supprimer la dernière adresse' });

      const camille = await signedIn();
      const [theirs] = await camille.account.addresses();
      await expect(client.account.removeAddress(theirs.id)).rejects.toMatchObject({ code: 404 });
      await expect(client.account.updateAddress({ id: theirs.id, city: 'Nice' })).rejects.toMatchObject({ code: 404 });
    });

    it('refuses a null address, a missing field and a country it does not deliver', async () => {
      const { client } = await registered();
      await expect(client.account.addAddress(null as unknown as NewAddress)).rejects.toMatchObject({ code: 400, message: "Address object can't be null" });
      await expect(client.account.addAddress(home({ city: '' }))).rejects.toMatchObject({ code: 400, message: 'La ville est obligatoire' });
      await expect(client.account.addAddress(home({ countryIsoCode2: 'US' }))).rejects.toMatchObject({ code: 400, message: "Ce pays n'est pas disponible à la livraison." });
    });

    it('lists saved cards without their numbers and removes only one’s own', async () => {
      const camille = await signedIn();
      const cards = await camille.account.cards();
      expect(cards.length).toBeGreaterThanOrEqual(2);
      for (const card of cards) expect(card).toMatchObject({ id: expect.any(Number), brand: expect.any(String), last4: expect.stringMatching(/^\d{4}$/) });
      const { client } = await registered();
      expect(await client.account.cards()).toEqual([]);
      await expect(client.account.removeCard(cards[0].id)).rejects.toMatchObject({ code: 404 });
    });

    it('keeps favourites: added once, removed once, unknown products refused', async () => {
      const { client } = await registered();
      const [a, b] = setup.products;
      const wish = await client.wishlist.add(a);
      expect(wish).toEqual({ id: expect.any(Number), product: a });
      expect(await client.wishlist.add(a)).toEqual(wish);
      await client.wishlist.add(b);
      expect((await client.wishlist.list()).map((entry) => entry.product).sort()).toEqual([a, b].sort());
      await client.wishlist.remove(wish.id);
      await expect(client.wishlist.remove(wish.id)).rejects.toMatchObject({ code: 404 });
      expect((await client.wishlist.list()).map((entry) => entry.product)).toEqual([b]);
      await expect(client.wishlist.add(setup.unknownProduct)).rejects.toMatchObject({ code: 404 });
    });

    it('answers a forgotten password the same for everyone; a bad link is a 401', async () => {
      const auth = setup.client().auth;
      await expect(auth.forgotPassword('camille@example.com')).resolves.toBeUndefined();
      await expect(auth.forgotPassword(email('nobody'))).resolves.toBeUndefined();
      await expect(auth.forgotPassword('camille@')).rejects.toMatchObject({ code: 400 });
      await expect(auth.autoconnect('not-a-real-link-token-0000000000000000')).rejects.toMatchObject({ code: 401 });
    });

    it('tells which social logins exist and rejects a payload without its token or user id (404 where there is none)', async () => {
      const auth = setup.client().auth;
      const providers = await auth.providers();
      expect(providers).toMatchObject({ apple: expect.any(Boolean), facebook: expect.any(Boolean) });
      await expect(auth.facebookLogin({ accessToken: 'token', userID: '' })).rejects.toMatchObject({ code: providers.facebook ? 400 : 404 });
      await expect(auth.appleLogin({ clientId: 'shop', redirectUri: 'https://shop.example/login' })).rejects.toMatchObject({ code: providers.apple ? 400 : 404 });
    });

    it('refuses the 6th sign-in attempt in 5 minutes (429), even a right one', async () => {
      const { customer } = await registered();
      const auth = setup.client().auth;
      // Earlier failures of this client count too (per address and per client): 429 may come sooner.
      for (let attempt = 1; attempt <= 5; attempt++) {
        await expect(auth.login({ _username: customer.email, _password: `Wrong${attempt}xyz` })).rejects.toMatchObject({ code: expect.toBeOneOf([401, 429]) });
      }
      await expect(auth.login({ _username: customer.email, _password: PASSWORD })).rejects.toMatchObject({ code: 429, message: ACCOUNT_MESSAGES_FR['too-many-attempts'] });
    });
  });
}
