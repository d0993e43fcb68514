import type { CookieOptions } from '../../domain/cookies/cookie-format';
import { token } from './token';

export type { CookieOptions };

/** Cookies of the current visitor: document.cookie, the SSR request/response, or the CLI profile. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
  remove(name: string, options?: Pick<CookieOptions, 'path' | 'domain'>): void;
}

export const COOKIE_JAR = token<CookieJar>('CookieJar');
