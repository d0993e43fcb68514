import { parse, serialize } from 'cookie';
import type { CookieOptions } from '../../application/ports/cookie-jar';

/** Parses a `Cookie:` header or `document.cookie` into name → value (decoded; the first of duplicates wins). */
export function parseCookieHeader(header: string | null | undefined): Record<string, string | undefined> {
  return parse(header ?? '');
}

/**
 * A `Set-Cookie:` / `document.cookie` assignment: path '/' and SameSite=Lax unless told otherwise
 * (every cookie of the shop has a SameSite)
 * (SPEC: locale cookie path /). A lifetime is written twice, Max-Age and Expires, for clients that
 * only read the older attribute.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const lifetime = options.maxAgeSeconds === undefined ? {} : { maxAge: Math.floor(options.maxAgeSeconds), expires: new Date(Date.now() + options.maxAgeSeconds * 1000) };
  return serialize(name, value, {
    path: options.path ?? '/',
    ...lifetime,
    domain: options.domain,
    sameSite: options.sameSite ?? 'lax',
    secure: options.secure,
    httpOnly: options.httpOnly,
  });
}
