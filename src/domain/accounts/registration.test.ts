import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES_FR } from './account-messages';
import { checkRegistration } from './registration';

const camille = { civility: 2, firstName: 'Camille', lastName: 'Martin', email: 'Camille.New@Example.com ', password: 'Boutique2026' };

describe('registration rules (SPEC §5)', () => {
  it('accepts a complete form, trimmed, the address lower-cased', () => {
    expect(checkRegistration({ ...camille, firstName: ' Camille ', civility: '2', birthday: '1990-04-12', newsletter: true })).toEqual({
      ok: true,
      registration: { civility: 2, firstName: 'Camille', lastName: 'Martin', email: 'camille.new@example.com', password: 'Boutique2026', birthday: '1990-04-12', newsletter: true },
    });
    expect(checkRegistration({ ...camille, birthday: '' })).toMatchObject({ ok: true, registration: { birthday: null, newsletter: false } });
  });

  it.each([
    [{ lastName: '' }, 'last-name-required', 'Le nom ne doit pas être vide'],
    [{ firstName: '   ' }, 'first-name-required', 'Le prénom ne doit pas être vide'],
    [{ email: '' }, 'email-required', "L'adresse e-mail ne doit pas être vide"],
    [{ password: '' }, 'password-required', 'Le mot de passe ne doit pas être vide'],
    [{ email: 'camille@' }, 'email-invalid', "L'adresse e-mail n'est pas valide"],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email-invalid', "L'adresse e-mail n'est pas valide"],
    [{ password: 'boutique' }, 'password-format', ACCOUNT_MESSAGES_FR['password-format']],
    [{ password: 'Bou2026' }, 'password-format', ACCOUNT_MESSAGES_FR['password-format']],
    [{ civility: 4 }, 'civility-invalid', 'Veuillez choisir une civilité'],
    [{ civility: undefined }, 'civility-invalid', 'Veuillez choisir une civilité'],
    [{ lastName: 'x'.repeat(61) }, 'name-too-long', ACCOUNT_MESSAGES_FR['name-too-long']],
    [{ birthday: '1990-02-30' }, 'birthday-invalid', "La date de naissance n'est pas valide"],
    [{ birthday: '2999-01-01' }, 'birthday-future', 'La date de naissance ne peut pas être dans le futur'],
    [{ birthday: '1899-12-31' }, 'birthday-invalid', "La date de naissance n'est pas valide"],
    [{ newsletter: 'yes' }, 'newsletter-invalid', ACCOUNT_MESSAGES_FR['newsletter-invalid']],
    [{ lastName: '', firstName: '' }, 'required-fields', 'Veuillez compléter tous les champs obligatoires'],
  ])('%j → %s', (change, key, message) => {
    const check = checkRegistration({ ...camille, ...change });
    expect(check).toMatchObject({ ok: false, key, message });
  });

  it('compares the birthday with the given day (issue 35 item 11)', () => {
    expect(checkRegistration({ ...camille, birthday: '2026-12-03' }, '2026-12-02')).toMatchObject({ ok: false, key: 'birthday-future', problems: [{ field: 'birthday', key: 'birthday-future' }] });
    expect(checkRegistration({ ...camille, birthday: '2026-12-02' }, '2026-12-02')).toMatchObject({ ok: true, registration: { birthday: '2026-12-02' } });
  });

  it('gives the general message for an empty form, and marks every field once', () => {
    const check = checkRegistration({});
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.message).toBe('Veuillez compléter tous les champs obligatoires');
    expect(check.problems).toEqual([
      { field: 'civility', key: 'civility-invalid' },
      { field: 'lastName', key: 'last-name-required' },
      { field: 'firstName', key: 'first-name-required' },
      { field: 'email', key: 'email-required' },
      { field: 'password', key: 'password-required' },
    ]);
  });

  it('treats a missing body as an empty form', () => {
    expect(checkRegistration(null)).toMatchObject({ ok: false, key: 'required-fields' });
  });
});
