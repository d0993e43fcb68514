import { describe, expect, it } from 'vitest';
import { passwordChangeKey, passwordChangeProblems } from './password-change';
import { Password, isAcceptablePassword, passwordProblem } from './password';

describe('password policy (SPEC §5)', () => {
  it.each([
    ['', 'password-required'],
    [null, 'password-required'],
    ['abc1234', 'password-too-short'],
    ['é1234567', null],
    ['abcdefgh', 'password-missing-digit'],
    ['12345678', 'password-missing-letter'],
    ['        ', 'password-missing-letter'],
    ['Boutique2026', null],
    ['mot de passe 1', null],
    ['a1' + 'x'.repeat(126), null],
    ['a1' + 'x'.repeat(127), 'password-too-long'],
  ])('%j → %s', (text, problem) => {
    expect(passwordProblem(text)).toBe(problem);
    expect(isAcceptablePassword(text)).toBe(problem === null);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblem('😀😀😀1abc')).toBe('password-too-short');
  });

  it('keeps an acceptable password as typed and never prints it', () => {
    const created = Password.create(' Boutique2026 ');
    expect(created.ok && created.password.value).toBe(' Boutique2026 ');
    expect(created.ok && JSON.stringify({ created: created.password })).toBe('{"created":"********"}');
    expect(Password.create('short1')).toEqual({ ok: false, kind: 'password-too-short' });
  });
});

describe('password change (SPEC §5)', () => {
  it.each([
    [{ oldPassword: 'Boutique2026', newPassword: 'Nouveau2027', confirmation: 'Nouveau2027' }, null],
    [{ oldPassword: '', newPassword: 'Nouveau2027', confirmation: 'Nouveau2027' }, 'old-password-required'],
    [{ oldPassword: 'Boutique2026', newPassword: 'Boutique2026', confirmation: 'Boutique2026' }, 'new-password-same-as-old'],
    [{ oldPassword: 'Boutique2026', newPassword: 'Nouveau2027', confirmation: 'Nouveau2028' }, 'confirmation-differs'],
    [{ oldPassword: 'Boutique2026', newPassword: 'Nouveau2027', confirmation: '' }, 'confirmation-required'],
    [{ oldPassword: 'Boutique2026', newPassword: 'court', confirmation: 'court' }, 'password-format'],
    [{ oldPassword: 'Boutique2026', newPassword: '', confirmation: '' }, 'password-required'],
    [{}, 'old-password-required'],
  ])('%j → %s', (change, key) => {
    expect(passwordChangeKey(change)).toBe(key);
  });

  it('lets a forgotten-password session choose a new password without the old one', () => {
    expect(passwordChangeKey({ newPassword: 'Nouveau2027', confirmation: 'Nouveau2027' }, { withoutOldPassword: true })).toBeNull();
  });

  it('names every field in error, in form order', () => {
    expect(passwordChangeProblems({ oldPassword: '', newPassword: 'court', confirmation: 'autre' })).toEqual([
      { field: 'oldPassword', key: 'old-password-required' },
      { field: 'newPassword', key: 'password-format' },
      { field: 'confirmation', key: 'confirmation-differs' },
    ]);
  });
});
