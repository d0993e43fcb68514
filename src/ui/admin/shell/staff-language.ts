import type { KeyValueStorage } from '../../../application/ports/key-value-storage';
import { isAdminLocale, STAFF_LOCALES, type AdminLocale } from './admin-texts';

/**
 * The staff member's language in the back office (issue 39: "chosen per account"): the accounts
 * API says nothing of it, so the choice is kept in the browser's storage per account
 * (`admin.language.<email>`); before any choice, the browser's language when it is one of the
 * staff languages, else French (the shop's first store).
 */
const KEY_PREFIX = 'admin.language.';
const SIGNED_OUT_KEY = 'admin.language';

export function preferredLocale(languages: readonly string[] | undefined): AdminLocale {
  for (const language of languages ?? []) {
    const code = language.slice(0, 2).toLowerCase();
    if ((STAFF_LOCALES as readonly string[]).includes(code) && isAdminLocale(code)) return code;
  }
  return 'fr';
}

export function readStaffLanguage(storage: KeyValueStorage, email: string | null, languages?: readonly string[]): AdminLocale {
  const kept = storage.getItem(email ? `${KEY_PREFIX}${email.toLowerCase()}` : SIGNED_OUT_KEY) ?? (email ? storage.getItem(SIGNED_OUT_KEY) : null);
  return isAdminLocale(kept) && STAFF_LOCALES.includes(kept) ? kept : preferredLocale(languages);
}

export function keepStaffLanguage(storage: KeyValueStorage, email: string | null, locale: AdminLocale): void {
  storage.setItem(email ? `${KEY_PREFIX}${email.toLowerCase()}` : SIGNED_OUT_KEY, locale);
}
