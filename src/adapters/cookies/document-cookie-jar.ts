import type { CookieJar, CookieOptions } from '../../application/ports/cookie-jar';
import { parseCookieHeader, serializeCookie } from '../../domain/cookies/cookie-format';

/** The browser's cookies through `document.cookie`. */
export class DocumentCookieJar implements CookieJar {
  constructor(private readonly doc: { cookie: string } = globalThis.document) {}

  get(name: string): string | undefined {
    return parseCookieHeader(this.doc.cookie)[name];
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    // The browser refuses an HttpOnly cookie from a script, and would refuse to replace one: the server keeps those.
    if (options.httpOnly) return;
    this.doc.cookie = serializeCookie(name, value, { secure: globalThis.location?.protocol === 'https:', ...options }, new Date());
  }

  remove(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
    this.doc.cookie = serializeCookie(name, '', { ...options, maxAgeSeconds: 0 }, new Date());
  }
}
