import { token } from './token';

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

/** Cookies of the current visitor: document.cookie, the SSR request/response, or the CLI profile. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
}

export const COOKIE_JAR = token<CookieJar>('CookieJar');
