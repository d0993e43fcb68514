import type { CookieJar, CookieOptions } from '../../application/ports/cookie-jar';
import { parseCookieHeader, serializeCookie } from '../../domain/cookies/cookie-format';

/**
 * Cookies of one server-rendered request: read from its `Cookie` header, written as `Set-Cookie`
 * headers the SSR server copies onto the response (`setCookieHeaders()`).
 */
export class RequestCookieJar implements CookieJar {
  private readonly values: Record<string, string | undefined>;
  private readonly outgoing = new Map<string, string>();

  /** `secure`: the page was served over https, so every cookie it writes is Secure. */
  constructor(cookieHeader: string | null | undefined, private readonly secure = false) {
    this.values = parseCookieHeader(cookieHeader);
  }

  get(name: string): string | undefined {
    return this.values[name];
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    this.values[name] = value;
    this.outgoing.set(name, serializeCookie(name, value, { secure: this.secure, ...options }, new Date()));
  }

  remove(name: string, options: Pick<CookieOptions, 'path' | 'domain'> = {}): void {
    delete this.values[name];
    this.outgoing.set(name, serializeCookie(name, '', { ...options, maxAgeSeconds: 0 }, new Date()));
  }

  setCookieHeaders(): string[] {
    return [...this.outgoing.values()];
  }
}
