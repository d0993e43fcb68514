import { parse, serialize } from 'cookie';
import { AUTH_STRATEGIES, accessTokenKey } from '../../domain/auth/auth-tokens';
import { looksSignedIn, SIGNED_IN_COOKIE, SIGNED_IN_COOKIE_MAX_AGE } from '../../domain/shell/visitor';

/**
 * The browser's session hint, read and written synchronously without the composition root: the
 * `signed_in` cookie, or an access token in local storage (the hint may have been cleared).
 */
export function browserHasSessionHint(): boolean {
  const cookies = parse(document.cookie);
  return looksSignedIn((name) => cookies[name], storedAccessToken());
}

export function writeSignedInHint(signedIn: boolean): void {
  const secure = location.protocol === 'https:';
  document.cookie = signedIn
    ? serialize(SIGNED_IN_COOKIE, '1', { path: '/', maxAge: SIGNED_IN_COOKIE_MAX_AGE, sameSite: 'lax', secure })
    : serialize(SIGNED_IN_COOKIE, '', { path: '/', maxAge: 0, sameSite: 'lax', secure });
}

function storedAccessToken(): string | null {
  try {
    for (const strategy of AUTH_STRATEGIES) {
      const value = window.localStorage.getItem(accessTokenKey(strategy));
      if (value) return value;
    }
  } catch {
    // Storage blocked: no token can be there either.
  }
  return null;
}
