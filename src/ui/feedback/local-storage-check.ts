import { parse, serialize } from 'cookie';

/** Remembered once the visitor acknowledged the warning (a cookie: local storage is what is missing). */
export const STORAGE_WARNING_ACCEPTED_COOKIE = 'localStorageWarnAccepted';

/** SPEC §2: warn when local storage is unavailable (private modes, blocked storage) and not yet accepted. */
export function localStorageNeedsWarning(): boolean {
  if (typeof window === 'undefined') return false;
  if (parse(document.cookie)[STORAGE_WARNING_ACCEPTED_COOKIE] === '1') return false;
  try {
    const key = '__boutique_probe__';
    window.localStorage.setItem(key, '1');
    window.localStorage.removeItem(key);
    return false;
  } catch {
    return true;
  }
}

/** Remembers the acknowledgement for the browser session (a cookie without a lifetime). */
export function acceptStorageWarning(): void {
  document.cookie = serialize(STORAGE_WARNING_ACCEPTED_COOKIE, '1', { path: '/', sameSite: 'lax', secure: location.protocol === 'https:' });
}
