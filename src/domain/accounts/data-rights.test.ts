import { describe, expect, it } from 'vitest';
import {
  anonymisedBillingAddress, anonymisedShippingAddress, closedAccountEmail, closureRefusal, exportFileName, isClosedAccountEmail, isFreshSignIn,
} from './data-rights';
import { isValidEmail } from './email';

const address = {
  civility: 2, firstName: 'Camille', lastName: 'Martin', company: 'Atelier', street: '3 rue des Lilas', streetDetails: 'bât. B',
  zipCode: '75011', city: 'Paris', state: null, countryIsoCode2: 'FR', countryName: 'France', phoneNumber: '0601020304',
};

describe('data rights', () => {
  it('give a closed account a unique address that no mail reaches and that no one could register', () => {
    expect(closedAccountEmail(42)).toBe('closed-42@closed-account.invalid');
    expect(closedAccountEmail(42)).not.toBe(closedAccountEmail(43));
    expect(isClosedAccountEmail(closedAccountEmail(7))).toBe(true);
    expect(isClosedAccountEmail('camille@example.com')).toBe(false);
    expect(isValidEmail(closedAccountEmail(7))).toBe(true);
  });

  it('refuse to close an account holding any staff role', () => {
    expect(closureRefusal(['customer'])).toBeNull();
    expect(closureRefusal(['customer', 'support'])).toBe('staff-account');
    expect(closureRefusal(['customer', 'merchandiser'])).toBe('staff-account');
    expect(closureRefusal(['customer', 'admin'])).toBe('staff-account');
  });

  it('keep the town and country of a delivery address but not the person, the street or the phone', () => {
    const kept = anonymisedShippingAddress(address);
    expect(kept).toMatchObject({ zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', firstName: '', lastName: '', street: '', streetDetails: null, phoneNumber: null, company: null, civility: null });
    expect(JSON.stringify(kept)).not.toMatch(/Camille|Martin|Lilas|0601/);
  });

  it('keep the billing address as the bill prints it, without the phone', () => {
    expect(anonymisedBillingAddress(address)).toEqual({ ...address, phoneNumber: null });
  });

  it('name the download in the shop language, dated', () => {
    const at = new Date('2026-12-02T23:30:00Z');
    expect(exportFileName('fr', at)).toBe('mes-donnees-2026-12-02.json');
    expect(exportFileName('de', at)).toBe('meine-daten-2026-12-02.json');
    expect(exportFileName('en', at)).toBe('my-data-2026-12-02.json');
  });

  it('take a social sign-in as fresh for ten minutes', () => {
    const start = new Date('2026-12-02T10:00:00Z');
    expect(isFreshSignIn(start, new Date('2026-12-02T10:09:59Z'))).toBe(true);
    expect(isFreshSignIn(start, new Date('2026-12-02T10:10:01Z'))).toBe(false);
    expect(isFreshSignIn(start, new Date('2026-12-02T09:59:00Z'))).toBe(false);
  });
});
