/**
 * SPEC §2: a redirect to an outside URL raises ERR_REDIRECT. Redirect targets are store-relative
 * paths; anything a browser could read as another origin (`//host`, `/\host`, `https:…`, control
 * characters) is refused.
 */
export const ERR_REDIRECT = 'ERR_REDIRECT';

export function isLocalPath(target: string): boolean {
  if (!target.startsWith('/')) return false;
  if (target.startsWith('//') || target.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(target)) return false;
  try {
    return new URL(target, 'http://shop.invalid').origin === 'http://shop.invalid';
  } catch {
    return false;
  }
}
