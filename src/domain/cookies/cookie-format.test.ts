import { describe, expect, it } from 'vitest';
import { parseCookieHeader, serializeCookie } from './cookie-format';

describe('cookie format', () => {
  it('parses a cookie header, decoding values and keeping the first duplicate', () => {
    expect(parseCookieHeader('a=1; referer=aff%20x; a=2; broken')).toEqual({ a: '1', referer: 'aff x' });
    expect(parseCookieHeader(undefined)).toEqual({});
  });

  it('serialises with path / and SameSite=Lax by default', () => {
    expect(serializeCookie('locale', 'es', {}, new Date())).toBe('locale=es; Path=/; SameSite=Lax');
    expect(serializeCookie('outlet', 'a@b.c', { maxAgeSeconds: 2592000, secure: true }, new Date())).toMatch(
      /^outlet=a%40b\.c; Max-Age=2592000; Path=\/; Expires=.+; Secure; SameSite=Lax$/,
    );
  });
});
