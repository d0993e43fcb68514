import { describe, expect, it } from 'vitest';
import { birthdayProblem, fullName, isBirthday, readProfileUpdate } from './profile';
import { cardLabel } from './card';

describe('profile changes', () => {
  it('keeps only the fields a customer may change', () => {
    expect(readProfileUpdate({ firstName: ' Camille ', civility: '3', id: 9, roles: ['admin'], email: 'x@y.z', password: 'p', newsletter: true, birthday: '' })).toEqual({
      ok: true,
      update: { firstName: 'Camille', civility: 3, newsletter: true, birthday: null },
    });
  });

  it.each([
    [{ firstName: '' }, 'first-name-required'],
    [{ lastName: '  ' }, 'last-name-required'],
    [{ civility: 0 }, 'civility-invalid'],
    [{ birthday: '12/04/1990' }, 'birthday-invalid'],
    [{ newsletter: 'oui' }, 'newsletter-invalid'],
    [{ lastName: 'x'.repeat(61) }, 'name-too-long'],
  ])('%j → %s', (change, key) => {
    expect(readProfileUpdate(change)).toMatchObject({ ok: false, key });
  });

  it.each([['1990-04-12', true], ['2024-02-29', true], ['2023-02-29', false], ['1899-12-31', false], ['1990-4-12', false], [null, false]])('birthday %j: %s', (value, ok) => {
    expect(isBirthday(value)).toBe(ok);
  });

  it('refuses a birthday after today, and before 1900 (issue 35 item 11)', () => {
    expect(readProfileUpdate({ birthday: '2026-12-03' }, '2026-12-02')).toMatchObject({ ok: false, key: 'birthday-future', problems: [{ field: 'birthday', key: 'birthday-future' }] });
    expect(readProfileUpdate({ birthday: '2030-01-01' })).toMatchObject({ ok: false, key: 'birthday-future' });
    expect(readProfileUpdate({ birthday: '2026-12-02' }, '2026-12-02')).toEqual({ ok: true, update: { birthday: '2026-12-02' } });
    expect(readProfileUpdate({ birthday: '1899-12-31' }, '2026-12-02')).toMatchObject({ ok: false, key: 'birthday-invalid' });
    expect([birthdayProblem('1990-04-12', '2026-12-02'), birthdayProblem('2999-13-01', '2026-12-02'), birthdayProblem('2027-01-01', '2026-12-02')]).toEqual([null, 'birthday-invalid', 'birthday-future']);
  });

  it('writes names and cards for people', () => {
    expect(fullName({ firstName: 'Camille', lastName: 'Martin' })).toBe('Camille Martin');
    expect(cardLabel({ id: 1, brand: 'Visa', last4: '4242', expiryMonth: 3, expiryYear: 2028, holder: 'C MARTIN' })).toBe('Visa •••• 4242 (03/2028)');
  });
});
