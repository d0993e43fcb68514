import { describe, expect, it } from 'vitest';
import { checkAddress, mergeAddress, readAddress, sortAddressBook, type Address } from './address';

const home = {
  civility: 2 as const,
  firstName: 'Camille', lastName: 'Martin', street: '12 rue des Lilas', zipCode: '75011', city: 'Paris',
  countryIsoCode2: 'fr', phoneNumber: '+33 6 12 34 56 78',
};

function read(input: unknown) {
  const result = readAddress(input);
  if (!result.ok) throw new Error(result.message);
  return result.address;
}

describe('address rules (SPEC §3, §5)', () => {
  it.each([[null], [undefined], ['12 rue des Lilas'], [[home]]])('refuses %j: "Address object can\'t be null"', (input) => {
    expect(readAddress(input)).toEqual({ ok: false, key: 'address-null', message: "Address object can't be null" });
  });

  it('converts each field to its type', () => {
    expect(read({ id: '7', civility: '1', zipCode: 75011, default: 'true', activeCountry: 0, label: '  ', street: ' 1 rue ', countryIsoCode2: 'be' })).toMatchObject({
      id: 7, civility: 1, zipCode: '75011', default: true, activeCountry: false, label: null, street: '1 rue', countryIsoCode2: 'BE', city: null,
    });
    expect(read({ id: 'seven', civility: {}, default: 'maybe' })).toMatchObject({ id: null, civility: null, default: null });
  });

  it('accepts a complete address', () => {
    expect(checkAddress(read(home))).toMatchObject({ ok: true, address: { civility: 2, city: 'Paris', countryIsoCode2: 'FR', default: false, company: null } });
  });

  it.each([
    ['civility', 'address-civility-required', 'La civilité est obligatoire'],
    ['lastName', 'address-last-name-required', 'Le nom est obligatoire'],
    ['firstName', 'address-first-name-required', 'Le prénom est obligatoire'],
    ['street', 'address-street-required', "L'adresse est obligatoire"],
    ['city', 'address-city-required', 'La ville est obligatoire'],
    ['zipCode', 'address-zip-code-required', 'Le code postal est obligatoire'],
    ['phoneNumber', 'address-phone-required', 'Le numéro de téléphone est obligatoire'],
  ])('requires %s', (field, key, message) => {
    expect(checkAddress(read({ ...home, [field]: '' }))).toMatchObject({ ok: false, key, message, problems: [{ field, key }] });
  });

  it.each([['06 12 34 56 78', true], ['+32 (0)2 123.45.67', true], ['call me', false], ['12', false]])('phone %s acceptable: %s', (phoneNumber, ok) => {
    expect(checkAddress(read({ ...home, phoneNumber })).ok).toBe(ok);
  });

  it.each([['FR', '7501', 'Paris'], ['BE', '10000', 'Brussel'], ['ES', '53001', 'Madrid']])('refuses a %s address at "%s %s" (issue 35)', (countryIsoCode2, zipCode, city) => {
    expect(checkAddress(read({ ...home, countryIsoCode2, zipCode, city, phoneNumber: '+33 6 12 34 56 78' }))).toMatchObject({
      ok: false, key: 'address-zip-code-invalid', message: "Ce code postal n'existe pas dans le pays choisi", problems: [{ field: 'zipCode', key: 'address-zip-code-invalid' }],
    });
  });

  it('keeps the postcode as the country writes it', () => {
    expect(checkAddress(read({ ...home, countryIsoCode2: 'NL', zipCode: '1012ab', city: 'Amsterdam', phoneNumber: '06 12345678' }))).toMatchObject({ ok: true, address: { zipCode: '1012 AB' } });
  });

  it('checks the phone number against the country of the address', () => {
    expect(checkAddress(read({ ...home, countryIsoCode2: 'BE', zipCode: '1000', phoneNumber: '06 12 34 56 78' }))).toMatchObject({ ok: false, key: 'address-phone-invalid' });
    expect(checkAddress(read({ ...home, countryIsoCode2: 'BE', zipCode: '1000', phoneNumber: '0470 12 34 56' })).ok).toBe(true);
  });

  it('lets an address saved before the rules be edited, and checks what changes', () => {
    const stored: Address = { ...home, id: 3, label: 'Maison', zipCode: '7501', phoneNumber: '12345678', streetDetails: null, state: null, countryIsoCode2: 'FR', countryName: 'France', activeCountry: true, company: null, default: true };
    expect(checkAddress(mergeAddress(stored, read({ id: 3, label: 'Chez moi' })), stored)).toMatchObject({ ok: true, address: { label: 'Chez moi', zipCode: '7501' } });
    expect(checkAddress(mergeAddress(stored, read({ id: 3, zipCode: '7502' })), stored)).toMatchObject({ ok: false, key: 'address-zip-code-invalid' });
    expect(checkAddress(mergeAddress(stored, read({ id: 3, countryIsoCode2: 'BE' })), stored)).toMatchObject({
      // 7501 is a Belgian postcode; 12345678 is no Belgian phone number.
      ok: false, problems: [{ field: 'phoneNumber', key: 'address-phone-invalid' }],
    });
  });

  it('gives the general message when several required fields are empty', () => {
    expect(checkAddress(read({}))).toMatchObject({ ok: false, key: 'required-fields', message: 'Veuillez compléter tous les champs obligatoires' });
  });

  it('merges a partial change over the stored address', () => {
    const stored: Address = { ...home, id: 3, label: 'Maison', streetDetails: null, state: null, countryIsoCode2: 'FR', countryName: 'France', activeCountry: true, company: null, default: true };
    expect(mergeAddress(stored, read({ id: 3, city: 'Lyon', zipCode: '69001' }))).toMatchObject({ id: 3, city: 'Lyon', zipCode: '69001', street: '12 rue des Lilas', default: true });
  });

  it('lists the default first, then by age', () => {
    const book = [{ id: 1, default: false }, { id: 3, default: true }, { id: 2, default: false }] as Address[];
    expect(sortAddressBook(book).map((address) => address.id)).toEqual([3, 1, 2]);
  });
});
