import { describe, expect, it } from 'vitest';
import type { Address } from '../../src/domain/accounts/address';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';

const api = useApi();
const client = accountsClient(api);

const HOME = { civility: 1, lastName: 'Durand', firstName: 'Léa', street: '5 rue du Port', zipCode: '13002', city: 'Marseille', countryIsoCode2: 'FR', phoneNumber: '06 11 22 33 44' };

describe('postcodes and phone numbers of the country (issue 35 item 4)', () => {
  it.each([
    ['"7501 Paris"', { ...HOME, zipCode: '7501', city: 'Paris' }, 'fr', "Ce code postal n'existe pas dans le pays choisi"],
    ['"10000 Brussel"', { ...HOME, zipCode: '10000', city: 'Brussel', countryIsoCode2: 'BE', phoneNumber: '+32 470 12 34 56' }, 'nl', 'Deze postcode bestaat niet in het gekozen land'],
    ['a Spanish postcode of no province', { ...HOME, zipCode: '53001', city: 'Madrid', countryIsoCode2: 'ES', phoneNumber: '612 345 678' }, 'es', 'Este código postal no existe en el país elegido'],
    ['a German number without its 0', { ...HOME, zipCode: '10119', city: 'Berlin', countryIsoCode2: 'DE', phoneNumber: '151 2345 6789' }, 'de', 'Die Telefonnummer ist ungültig'],
  ])('refuses %s with a 400 in the shopper’s language', async (_name, body, lang, message) => {
    const session = await client.register();
    expect(await client.call('POST', '/secure/account/addresses', { token: session.token, body, lang })).toMatchObject({ status: 400, body: { code: 400, message } });
    expect((await client.get<Address[]>('/secure/account/addresses', { token: session.token })).body).toEqual([]);
  });

  it('keeps the postcode as the country writes it', async () => {
    const session = await client.register();
    const body = { ...HOME, zipCode: '1012ab', city: 'Amsterdam', countryIsoCode2: 'NL', phoneNumber: '+31 20 123 4567' };
    expect(await client.post<Address>('/secure/account/addresses', body, { token: session.token })).toMatchObject({ status: 201, body: { zipCode: '1012 AB' } });
  });

  it('still lists and edits an address saved before the rule, and refuses a new bad postcode on it', async () => {
    const session = await client.register();
    const saved = (await client.post<Address>('/secure/account/addresses', HOME, { token: session.token })).body;
    await api.db.updateTable('addresses').set({ zip_code: '7501', phone_number: '12 34' }).where('id', '=', saved.id).execute();
    const [listed] = (await client.get<Address[]>('/secure/account/addresses', { token: session.token })).body;
    expect(listed).toMatchObject({ id: saved.id, zipCode: '7501', phoneNumber: '12 34' });
    expect(await client.patch<Address>('/secure/account/addresses', { id: saved.id, label: 'Maison' }, { token: session.token })).toMatchObject({ status: 200, body: { label: 'Maison', zipCode: '7501' } });
    expect(await client.patch('/secure/account/addresses', { id: saved.id, zipCode: '7502' }, { token: session.token })).toMatchObject({ status: 400, body: { message: "Ce code postal n'existe pas dans le pays choisi" } });
    expect(await client.patch<Address>('/secure/account/addresses', { id: saved.id, zipCode: '75001', phoneNumber: '01 23 45 67 89' }, { token: session.token })).toMatchObject({ status: 200, body: { zipCode: '75001' } });
  });
});
