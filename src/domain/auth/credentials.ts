import type { AccountMessageKey } from '../accounts/account-messages';

/** SPEC §3 "Credentials": the login body's field names. */
export interface Credentials {
  _username: string;
  _password: string;
}

/** SPEC §9 / docs/accounts-api.md: 5 attempts per 5 minutes, per address and per client. */
export const LOGIN_ATTEMPTS_PER_WINDOW = 5;
export const LOGIN_WINDOW_SECONDS = 300;

/** SPEC §5: both fields are needed ('Veuillez saisir votre identifiant et mot de passe.'). */
export function checkCredentials(username: unknown, password: unknown): { ok: true; credentials: Credentials } | { ok: false; key: AccountMessageKey } {
  const email = typeof username === 'string' ? username.trim() : '';
  const secret = typeof password === 'string' ? password : '';
  if (email === '' || secret === '') return { ok: false, key: 'credentials-required' };
  return { ok: true, credentials: { _username: email, _password: secret } };
}
