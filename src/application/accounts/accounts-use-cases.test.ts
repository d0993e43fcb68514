import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../adapters/in-memory/accounts-fixtures';
import { accountsTestbed } from '../../adapters/in-memory/accounts-testbed';
import { InMemoryProductAlertApi } from '../../adapters/in-memory/in-memory-alerts-api';

async function signedIn(email = 'camille@example.com', options: Parameters<typeof accountsTestbed>[0] = {}) {
  const t = accountsTestbed(options);
  await t.login.execute({ email, password: DEMO_PASSWORD });
  return t;
}

const office = { civility: 2, firstName: 'Camille', lastName: 'Martin', street: '5 rue Neuve', zipCode: '1000', city: 'Bruxelles', countryIsoCode2: 'be', phoneNumber: '+32 2 123 45 67' };

describe('GetProfile (SPEC §4: 401 → refresh → fetch again)', () => {
  it('gives the signed-in customer, and nobody when signed out', async () => {
    expect(await (await signedIn()).getProfile.execute()).toMatchObject({ kind: 'found', customer: { email: 'camille@example.com' } });
    expect(await accountsTestbed().getProfile.execute()).toEqual({ kind: 'signed-out' });
  });

  it('refreshes an expired access token and fetches again', async () => {
    const t = await signedIn();
    const before = t.tokens.get()!.accessToken;
    t.accounts.expireAccessTokens();
    expect(await t.getProfile.execute()).toMatchObject({ kind: 'found', customer: { id: 1 } });
    expect(t.tokens.get()!.accessToken).not.toBe(before);
  });

  it('signs out when the refresh is refused', async () => {
    const t = await signedIn();
    t.accounts.expireAccessTokens();
    t.tokens.save({ ...t.tokens.get()!, refreshToken: 'revoked' });
    expect(await t.getProfile.execute()).toEqual({ kind: 'signed-out' });
    expect(t.tokens.get()).toBeNull();
    expect(t.sessions.get()).toBeNull();
  });

  it('signs out when there is no refresh token to try', async () => {
    const t = await signedIn();
    t.accounts.expireAccessTokens();
    t.tokens.save({ ...t.tokens.get()!, refreshToken: null });
    expect(await t.getProfile.execute()).toEqual({ kind: 'signed-out' });
    expect(t.tokens.get()).toBeNull();
  });
});

describe('UpdateProfile and ChangePassword', () => {
  it('changes what a customer may change and ignores the rest', async () => {
    const t = await signedIn();
    expect(await t.updateProfile.execute({ firstName: 'Cami', email: 'hacker@example.com', roles: ['admin'] })).toMatchObject({ kind: 'updated', customer: { firstName: 'Cami', email: 'camille@example.com', roles: ['customer'] } });
    expect(t.sessions.get()?.customer.firstName).toBe('Cami');
    expect(await t.updateProfile.execute({ lastName: '' })).toMatchObject({ kind: 'invalid', key: 'last-name-required' });
    expect(await t.updateProfile.execute({ id: 3 })).toEqual({ kind: 'nothing-to-change' });
    expect(await accountsTestbed().updateProfile.execute({ firstName: 'X' })).toEqual({ kind: 'signed-out' });
  });

  it('changes the password: the old one stops working', async () => {
    const t = await signedIn();
    expect(await t.changePassword.execute({ oldPassword: DEMO_PASSWORD, newPassword: 'Nouveau2027', confirmation: 'Nouveau2027' })).toEqual({ kind: 'changed' });
    await t.logout.execute();
    expect((await t.login.execute({ email: 'camille@example.com', password: DEMO_PASSWORD })).kind).toBe('refused');
    expect((await t.login.execute({ email: 'camille@example.com', password: 'Nouveau2027' })).kind).toBe('signed-in');
  });

  it.each([
    [{ oldPassword: 'Wrong2026', newPassword: 'Nouveau2027', confirmation: 'Nouveau2027' }, { kind: 'refused', code: 400, message: 'Ancien mot de passe incorrect' }],
    [{ oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmation: DEMO_PASSWORD }, { kind: 'invalid', key: 'new-password-same-as-old' }],
    [{ oldPassword: DEMO_PASSWORD, newPassword: 'Nouveau2027', confirmation: 'Nouveau2028' }, { kind: 'invalid', key: 'confirmation-differs' }],
    [{ oldPassword: DEMO_PASSWORD, newPassword: 'nouveau', confirmation: 'nouveau' }, { kind: 'invalid', key: 'password-format' }],
  ])('refuses %j', async (change, expected) => {
    expect(await (await signedIn()).changePassword.execute(change)).toMatchObject(expected);
  });

  it('lets a forgotten-password session choose a password without the old one', async () => {
    const t = accountsTestbed();
    await t.forgotPassword.execute('camille@example.com');
    await t.autoconnect.execute(t.accounts.outbox[0].token);
    expect(await t.changePassword.execute({ oldPassword: '', newPassword: 'Nouveau2027', confirmation: 'Nouveau2027', afterReset: true })).toEqual({ kind: 'changed' });
  });
});

describe('the address book', () => {
  it('lists the default first and keeps the session copy', async () => {
    const t = await signedIn();
    expect(await t.listAddresses.execute()).toMatchObject({ kind: 'found', addresses: [{ id: 11, default: true }, { id: 12, default: false }] });
    expect(await accountsTestbed().listAddresses.execute()).toEqual({ kind: 'signed-out' });
  });

  it('adds an address; the first one is the default', async () => {
    const t = await signedIn('sam@example.com');
    const added = await t.addAddress.execute(office);
    expect(added).toMatchObject({ kind: 'added', address: { countryIsoCode2: 'BE', countryName: 'Belgique', default: true } });
    expect(t.sessions.get()?.addresses).toHaveLength(1);
  });

  it.each([
    ['no address at all', null, { kind: 'invalid', key: 'address-null' }],
    ['no phone', { ...office, phoneNumber: '' }, { kind: 'invalid', key: 'address-phone-required' }],
    ['an empty form', {}, { kind: 'invalid', key: 'required-fields' }],
    ['a country the shop does not deliver', { ...office, countryIsoCode2: 'US' }, { kind: 'refused', code: 400, message: "Ce pays n'est pas disponible à la livraison." }],
  ])('refuses %s', async (_case, input, expected) => {
    expect(await (await signedIn()).addAddress.execute(input)).toMatchObject(expected);
  });

  it('changes an address partially, makes another the default, and removes one', async () => {
    const t = await signedIn();
    expect(await t.updateAddress.execute({ id: 12, change: { city: 'Villeurbanne', zipCode: '69100' } })).toMatchObject({ kind: 'updated', address: { id: 12, city: 'Villeurbanne', street: '3 place de la Bourse' } });
    expect(await t.setDefaultAddress.execute(12)).toMatchObject({ kind: 'updated', addresses: [{ id: 12, default: true }, { id: 11, default: false }] });
    expect(await t.removeAddress.execute(12)).toMatchObject({ kind: 'removed', addresses: [{ id: 11, default: true }] });
    expect(t.sessions.get()?.addresses.map((address) => address.id)).toEqual([11]);
  });

  it('cannot delete the last address, nor touch another customer’s', async () => {
    const t = await signedIn();
    await t.removeAddress.execute(12);
    expect(await t.removeAddress.execute(11)).toEqual({ kind: 'last-address', message: 'impossible de supprimer la dernière adresse' });
    // Address 11 is Camille's, in the same shop.
    const sam = await signedIn('sam@example.com');
    expect(await sam.removeAddress.execute(11)).toEqual({ kind: 'not-found' });
    expect(await sam.updateAddress.execute({ id: 11, change: { city: 'Nice' } })).toEqual({ kind: 'not-found' });
    expect(await sam.setDefaultAddress.execute(11)).toEqual({ kind: 'not-found' });
  });
});

describe('cards and stock alerts', () => {
  it('lists and removes saved cards', async () => {
    const t = await signedIn();
    expect(await t.listCards.execute()).toMatchObject({ kind: 'found', cards: [{ id: 21, last4: '4242' }, { id: 22 }] });
    expect(await t.removeCard.execute(21)).toEqual({ kind: 'removed' });
    expect(await t.removeCard.execute(21)).toEqual({ kind: 'not-found' });
    expect(await accountsTestbed().listCards.execute()).toEqual({ kind: 'signed-out' });
  });

  it('lists the customer’s own alerts: those left signed in, not the ones left anonymously with their address', async () => {
    const alerts = new InMemoryProductAlertApi({ sizes: [{ productId: 7, sizeId: 71, stock: 0 }, { productId: 7, sizeId: 72, stock: 0 }] });
    const t = await signedIn('camille@example.com', { alerts });
    const mine = await t.alertApi.subscribe({ productId: 7, productSizeId: 71, email: 'camille@example.com' });
    await alerts.subscribe({ productId: 7, productSizeId: 72, email: 'camille@example.com' });
    await alerts.subscribe({ productId: 7, productSizeId: 71, email: 'sam@example.com' });
    expect(mine.customerId).toBe(t.accounts.byEmail('camille@example.com')?.profile.id);
    const listed = await t.listMyStockAlerts.execute();
    expect(listed).toMatchObject({ kind: 'found', alerts: [{ id: mine.id, productSizeId: 71, customerId: mine.customerId }] });
    expect(listed.kind === 'found' && listed.alerts.length).toBe(1);
    expect(await accountsTestbed({ alerts }).listMyStockAlerts.execute()).toEqual({ kind: 'signed-out' });
  });
});
