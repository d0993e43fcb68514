import type { CookieJar, CookieOptions } from '../../application/ports/cookie-jar';
import type { Clock } from '../../application/ports/clock';

export interface StoredCookie {
  value: string;
  /** Epoch milliseconds; null for a session cookie. */
  expiresAt: number | null;
  path: string;
}

/** Cookies held in memory with their expiry; base of the CLI's file jar. */
export class MemoryCookieJar implements CookieJar {
  protected readonly cookies = new Map<string, StoredCookie>();

  constructor(
    initial: Record<string, StoredCookie> = {},
    protected readonly clock: Clock = { now: () => new Date() },
  ) {
    for (const [name, cookie] of Object.entries(initial)) this.cookies.set(name, cookie);
  }

  get(name: string): string | undefined {
    const cookie = this.cookies.get(name);
    if (!cookie) return undefined;
    if (cookie.expiresAt !== null && cookie.expiresAt <= this.clock.now().getTime()) {
      this.cookies.delete(name);
      this.changed();
      return undefined;
    }
    return cookie.value;
  }

  set(name: string, value: string, options: CookieOptions = {}): void {
    if (options.maxAgeSeconds !== undefined && options.maxAgeSeconds <= 0) return this.remove(name);
    const expiresAt = options.maxAgeSeconds === undefined ? null : this.clock.now().getTime() + options.maxAgeSeconds * 1000;
    this.cookies.set(name, { value, expiresAt, path: options.path ?? '/' });
    this.changed();
  }

  remove(name: string): void {
    if (this.cookies.delete(name)) this.changed();
  }

  snapshot(): Record<string, StoredCookie> {
    return Object.fromEntries(this.cookies);
  }

  /** Hook for persistent jars. */
  protected changed(): void {}
}
