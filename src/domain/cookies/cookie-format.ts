import { parse, stringifySetCookie } from 'cookie';

/** How a cookie is written: the one format of the browser's, the page renderer's, the CLI's and the server's cookies. */
export interface CookieOptions {
  /** Lifetime in seconds (SPEC §9 cookie lifetimes); a session cookie when absent. */
  maxAgeSeconds?: number;
  /** Defaults to '/'. */
  path?: string;
  domain?: string;
  sameSite?: 'lax' | 'strict' | 'none';
  secure?: boolean;
  /** Out of page scripts' reach: only a server's answer can write it (a browser's jar leaves it alone). */
  httpOnly?: boolean;
}

/** Parses a `Cookie:` header or `document.cookie` into name → value (decoded; the first of duplicates wins). */
export function parseCookieHeader(header: string | null | undefined): Record<string, string | undefined> {
  return parse(header ?? '');
}

/**
 * A `Set-Cookie:` / `document.cookie` assignment: path '/' and SameSite=Lax unless told otherwise
 * (every cookie of the shop has a SameSite)
 * (SPEC: locale cookie path /). A lifetime is written twice, Max-Age and Expires, for clients that
 * only read the older attribute.
 *
 * The cookie is handed over whole, not as name, value and options: given those, the library
 * copies the options with an object spread, and under load V8 moved each of those copies to the
 * old generation, where only a full collection frees them (a cached page's visitor gets two
 * cookies: 1.3 KB promoted per answer, the heap grew by 9 MB/s at 10 connections; 0.2 KB and
 * 1.3 MB/s with the object). docs/operations.md "Memory".
 */
/** `now`: when the cookie is written (its Expires is now + Max-Age). */
export function serializeCookie(name: string, value: string, options: CookieOptions, now: Date): string {
  const lifetime = options.maxAgeSeconds;
  return stringifySetCookie({
    name,
    value,
    path: options.path ?? '/',
    maxAge: lifetime === undefined ? undefined : Math.floor(lifetime),
    expires: lifetime === undefined ? undefined : new Date(now.getTime() + lifetime * 1000),
    domain: options.domain,
    sameSite: options.sameSite ?? 'lax',
    secure: options.secure,
    httpOnly: options.httpOnly,
  });
}
