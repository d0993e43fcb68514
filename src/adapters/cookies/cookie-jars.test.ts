import { describe, expect, it } from 'vitest';
import { RequestCookieJar } from './request-cookie-jar';
import { DocumentCookieJar } from './document-cookie-jar';
import { MemoryCookieJar } from './memory-cookie-jar';
import { FixedClock } from '../in-memory/fixed-clock';

describe('request cookie jar', () => {
  it('reads the request and collects Set-Cookie headers', () => {
    const jar = new RequestCookieJar('session=abc; referer=x');
    expect(jar.get('session')).toBe('abc');
    jar.set('locale', 'de', { maxAgeSeconds: 60 });
    jar.remove('referer');
    expect(jar.get('locale')).toBe('de');
    expect(jar.get('referer')).toBeUndefined();
    expect(jar.setCookieHeaders()).toHaveLength(2);
    expect(jar.setCookieHeaders()[1]).toContain('Max-Age=0');
  });

  it('writes HttpOnly when asked, and Secure on every cookie of a page served over https', () => {
    const jar = new RequestCookieJar(null, true);
    jar.set('session_id', 'abc', { httpOnly: true });
    jar.set('locale', 'de');
    expect(jar.setCookieHeaders()).toEqual(['session_id=abc; Path=/; HttpOnly; Secure; SameSite=Lax', 'locale=de; Path=/; Secure; SameSite=Lax']);
  });
});

describe('document cookie jar', () => {
  it('reads and writes document.cookie', () => {
    const doc = { cookie: 'a=1' };
    const jar = new DocumentCookieJar(doc);
    expect(jar.get('a')).toBe('1');
    jar.set('b', '2');
    expect(doc.cookie).toBe('b=2; Path=/; SameSite=Lax');
  });

  it('leaves HttpOnly cookies to the server: a script can neither write nor replace them', () => {
    const doc = { cookie: '' };
    new DocumentCookieJar(doc).set('session_id', 'forged', { httpOnly: true });
    expect(doc.cookie).toBe('');
  });
});

describe('memory cookie jar', () => {
  it('forgets cookies once they expire', () => {
    const clock = new FixedClock(new Date('2025-01-01T00:00:00Z'));
    const jar = new MemoryCookieJar({}, clock);
    jar.set('sfmc_data', 'x', { maxAgeSeconds: 3600 });
    jar.set('session', 'y');
    clock.advance(3600_000);
    expect(jar.get('sfmc_data')).toBeUndefined();
    expect(jar.get('session')).toBe('y');
  });
});
