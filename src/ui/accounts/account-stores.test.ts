import { describe, expect, it } from 'vitest';
import { accountsTestbed } from '../../adapters/in-memory/accounts-testbed';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { InMemoryProductAlertApi } from '../../adapters/in-memory/in-memory-alerts-api';
import { RemoveStockAlert } from '../../application/alerts/manage-stock-alerts';
import { AuthStore } from '../auth/auth-store';
import { addressForm, AddressBookStore } from './address-book-store';
import { CardBookStore } from './card-book-store';
import { PasskeysStore } from './passkeys-store';
import { ProfileStore, type AccountStoreDeps } from './profile-store';
import type { AccountUseCases } from './account-services';
import { InMemoryAuditApi } from '../../adapters/in-memory/in-memory-audit-api';
import { ListSupportAccesses } from '../../application/audit/audit-use-cases';
import { SupportAccessesStore } from './support-accesses-store';
import { CloseMyAccount, ExportMyData } from '../../application/accounts/data-rights';
import { InMemoryDataRightsApi } from '../../adapters/in-memory/in-memory-data-rights-api';
import { DataRightsStore } from './data-rights-store';

async function signedIn(email = 'camille@example.com') {
  const bed = accountsTestbed();
  const auth = new AuthStore({
    services: {
      useCases: async () => ({
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
      }),
      hasSessionHint: () => true,
      rememberSignedIn: () => undefined,
      providers: async () => ({ apple: false, facebook: false }),
    },
    report: () => undefined,
  });
  await auth.login(email, DEMO_PASSWORD);
  const audit = new InMemoryAuditApi();
  const rightsApi = new InMemoryDataRightsApi({ id: 1, email, firstName: 'Camille', lastName: 'Martin' }, DEMO_PASSWORD);
  const cases: AccountUseCases = {
    updateProfile: bed.updateProfile,
    changePassword: bed.changePassword,
    listAddresses: bed.listAddresses,
    addAddress: bed.addAddress,
    updateAddress: bed.updateAddress,
    setDefaultAddress: bed.setDefaultAddress,
    removeAddress: bed.removeAddress,
    listCards: bed.listCards,
    removeCard: bed.removeCard,
    listStockAlerts: bed.listMyStockAlerts,
    removeStockAlert: new RemoveStockAlert(new InMemoryProductAlertApi()),
    listSupportAccesses: new ListSupportAccesses(audit, bed.tokens),
    listPasskeys: bed.listPasskeys,
    addPasskey: bed.addPasskey,
    removePasskey: bed.removePasskey,
    exportMyData: new ExportMyData(rightsApi, bed.tokens),
    closeMyAccount: new CloseMyAccount(rightsApi, bed.tokens, bed.logout),
  };
  const deps: AccountStoreDeps = { useCases: async () => cases, auth, report: () => undefined };
  return { bed, auth, deps, audit, rightsApi };
}

const NEW_ADDRESS = {
  ...addressForm(undefined, { firstName: 'Sam', lastName: 'Durand', civility: 3, country: 'FR' }),
  street: '5 rue Oberkampf',
  zipCode: '75011',
  city: 'Paris',
  phoneNumber: '06 11 22 33 44',
};

describe('ProfileStore', () => {
  it('saves the profile and the session’s name follows', async () => {
    const { auth, deps } = await signedIn();
    const profile = new ProfileStore(deps);
    expect(await profile.update({ civility: 2, firstName: 'Camille-Anne', lastName: 'Martin', birthday: '' })).toEqual({ ok: true });
    expect(auth.fullName).toBe('Camille-Anne Martin');
    expect(auth.customer?.birthday).toBeNull();
    const refused = await profile.update({ civility: 2, firstName: ' ', lastName: 'Martin', birthday: '1990-02-31' });
    expect(refused).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.first-name-required' } });
    expect(!refused.ok && refused.problems.map((problem) => problem.field)).toEqual(['firstName', 'birthday']);
  });

  it('changes the password: the SPEC §5 rules first, then the shop’s check of the old one', async () => {
    const { deps } = await signedIn();
    const profile = new ProfileStore(deps);
    const mismatch = await profile.changePassword({ oldPassword: DEMO_PASSWORD, newPassword: 'Nouveau2027', confirmation: 'Nouveau2028' });
    expect(mismatch).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.confirmation-differs' } });
    const wrongOld = await profile.changePassword({ oldPassword: 'Mauvais2026', newPassword: 'Nouveau2027', confirmation: 'Nouveau2027' });
    expect(wrongOld).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.old-password-incorrect' } });
    expect(!wrongOld.ok && wrongOld.problems).toEqual([{ field: 'oldPassword', key: 'old-password-incorrect' }]);
    expect(await profile.changePassword({ oldPassword: DEMO_PASSWORD, newPassword: 'Nouveau2027', confirmation: 'Nouveau2027' })).toEqual({ ok: true });
  });
});

describe('ProfileStore after a forgotten-password link', () => {
  it('sets a new password without the old one', async () => {
    const { auth, deps, bed } = await signedIn();
    await auth.logout();
    await auth.forgotPassword('camille@example.com');
    expect(await auth.autoconnect(bed.accounts.outbox[0].token)).toEqual({ ok: true });
    const profile = new ProfileStore(deps);
    expect(await profile.changePassword({ oldPassword: '', newPassword: 'Nouveau2027', confirmation: 'Nouveau2027' }, { reset: true })).toEqual({ ok: true });
    await auth.logout();
    expect(await auth.login('camille@example.com', 'Nouveau2027')).toEqual({ ok: true });
  });
});

describe('AddressBookStore', () => {
  it('adds a first address (the default), and the session counts it for the checkout guard', async () => {
    const { auth, deps } = await signedIn('sam@example.com');
    const book = new AddressBookStore(deps);
    await book.load();
    expect(book.loaded).toBe(true);
    expect(book.addresses).toEqual([]);
    const missing = await book.save(null, { ...NEW_ADDRESS, street: '', phoneNumber: '' });
    expect(missing).toMatchObject({ ok: false, message: { kind: 'key', key: 'account.errors.required-fields' } });
    expect(!missing.ok && missing.problems.map((problem) => problem.field)).toEqual(['street', 'phoneNumber']);
    const saved = await book.save(null, NEW_ADDRESS);
    expect(saved.ok).toBe(true);
    expect(auth.addresses).toHaveLength(1);
    expect(auth.addresses[0]).toMatchObject({ street: '5 rue Oberkampf', default: true });
    expect((await auth.sessionFacts()).addressCount).toBe(1);
  });

  it('edits, sets the default, deletes, and keeps the last address with the shop’s message', async () => {
    const { auth, deps } = await signedIn();
    const book = new AddressBookStore(deps);
    await book.load();
    const office = book.find(12)!;
    expect((await book.save(12, { ...addressForm(office, { firstName: '', lastName: '', civility: null, country: 'FR' }), city: 'Villeurbanne', zipCode: '69100' })).ok).toBe(true);
    expect(book.find(12)).toMatchObject({ city: 'Villeurbanne', zipCode: '69100' });
    expect(await book.setDefault(12)).toBe(true);
    expect(auth.defaultAddress?.id).toBe(12);
    expect(await book.remove(11)).toBe(true);
    expect(book.addresses.map((address) => address.id)).toEqual([12]);
    expect(await book.remove(12)).toBe(false);
    expect(book.message).toEqual({ kind: 'key', key: 'address.book.lastOne' });
    expect(book.addresses).toHaveLength(1);
    expect(book.busyId).toBeNull();
  });

  it('tells why the last address stays, and says no more once there is another (issue 35 item 10)', async () => {
    const { auth, deps } = await signedIn();
    const book = new AddressBookStore(deps);
    await book.load();
    expect(await book.remove(11)).toBe(true);
    expect(await book.remove(12)).toBe(false);
    expect(book.message).toEqual({ kind: 'key', key: 'address.book.lastOne' });
    // Another address, added from the book's form or anywhere else (the checkout), changes the situation.
    auth.setAddresses([...auth.addresses, { ...auth.addresses[0], id: 99, default: false }]);
    expect(book.message).toBeNull();
    auth.setAddresses(auth.addresses.slice(0, 1));
    expect(await book.remove(12)).toBe(false);
    const form = addressForm(undefined, { firstName: 'Camille', lastName: 'Martin', civility: 2, country: 'FR' });
    expect(await book.save(null, { ...form, street: '3 rue Oberkampf', zipCode: '75011', city: 'Paris', phoneNumber: '06 12 34 56 78' })).toMatchObject({ ok: true });
    expect(book.message).toBeNull();
  });
});

describe('CardBookStore', () => {
  it('lists the saved cards and deletes one', async () => {
    const { deps } = await signedIn();
    const cards = new CardBookStore(deps);
    await cards.load();
    expect(cards.cards?.map((card) => `${card.brand} ${card.last4}`)).toEqual(['Visa 4242', 'Mastercard 4444']);
    await cards.remove(21);
    expect(cards.cards?.map((card) => card.id)).toEqual([22]);
  });

  it('sends the visitor to sign in again when the session is gone', async () => {
    const { auth, deps, bed } = await signedIn();
    bed.tokens.clear();
    const cards = new CardBookStore(deps);
    await cards.load();
    expect(cards.cards).toBeNull();
    expect(auth.loggedIn).toBe(false);
    expect(auth.signOutReason).toBe('expired');
  });
});

describe('the support accesses store', () => {
  it('lists when customer support opened the account, newest first', async () => {
    const { deps, audit } = await signedIn();
    const store = new SupportAccessesStore(deps);
    await store.load();
    expect(store).toMatchObject({ loaded: true, accesses: [] });
    audit.accesses.push({ openedAt: '2026-01-15T10:00:00.000Z', expiresAt: '2026-01-15T10:15:00.000Z', orderId: 100001, reason: 'Colis jamais reçu' });
    await store.load();
    expect(store.accesses).toEqual([{ openedAt: '2026-01-15T10:00:00.000Z', expiresAt: '2026-01-15T10:15:00.000Z', orderId: 100001, reason: 'Colis jamais reçu' }]);
  });
});

describe('PasskeysStore', () => {
  it('lists, adds and removes passkeys, saying what happened', async () => {
    const { deps } = await signedIn();
    const store = new PasskeysStore(deps);
    await store.load();
    expect(store.passkeys).toEqual([]);
    expect(store.canAdd).toBe(true);
    await store.add();
    expect(store.passkeys?.map((passkey) => passkey.name)).toEqual(['Chrome sur Linux']);
    expect(store.message).toEqual({ text: { kind: 'key', key: 'passkeys.added' }, tone: 'success' });
    await store.remove(store.passkeys![0].id);
    expect(store.passkeys).toEqual([]);
    expect(store.message).toEqual({ text: { kind: 'key', key: 'passkeys.removed' }, tone: 'success' });
  });

  it('says when the customer cancelled', async () => {
    const { bed, deps } = await signedIn();
    bed.passkeyDevice.next = 'cancel';
    const store = new PasskeysStore(deps);
    await store.load();
    await store.add();
    expect(store.passkeys).toEqual([]);
    expect(store.message).toEqual({ text: { kind: 'key', key: 'passkeys.cancelled' }, tone: 'error' });
  });
});

describe('DataRightsStore', () => {
  it('gives the export as a file named in the shop language', async () => {
    const { deps } = await signedIn();
    const file = await new DataRightsStore(deps).download('de');
    expect(file?.name).toBe('meine-daten-1970-01-01.json');
    expect(JSON.parse(file!.json).profile.email).toBe('camille@example.com');
  });

  it('keeps the account open on a wrong password, then closes it and signs out', async () => {
    const { deps, auth, rightsApi, bed } = await signedIn();
    const store = new DataRightsStore(deps);
    expect(await store.close('not-it')).toEqual({ ok: false, message: { kind: 'text', text: 'Mot de passe incorrect : votre compte reste ouvert.' }, problems: [] });
    expect(rightsApi.closed).toBe(false);
    expect(auth.loggedIn).toBe(true);
    expect(await store.close(DEMO_PASSWORD)).toEqual({ ok: true });
    expect(rightsApi.closed).toBe(true);
    expect(auth.loggedIn).toBe(false);
    expect(bed.tokens.get()).toBeNull();
  });
});
