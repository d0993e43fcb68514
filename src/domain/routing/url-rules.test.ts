import { describe, expect, it } from 'vitest';
import { legacyRedirect } from './legacy-redirects';
import { queryRecord, queryString, searchPath, searchTerms } from './page-paths';
import { isLocalPath } from './safe-redirect';
import { alternateLinks, canonicalUrl } from './page-links';

describe('legacy redirects (SPEC §2)', () => {
  it('sends /unsubscribe.html to /unsubscribe keeping only the email', () => {
    expect(legacyRedirect('/unsubscribe.html', { email: 'a@b.c', utm: 'x' })).toEqual({ location: '/unsubscribe?email=a%40b.c', status: 301 });
    expect(legacyRedirect('/unsubscribe.html', {})).toEqual({ location: '/unsubscribe', status: 301 });
  });

  it('sends /recherche.html?motclef= to /search/{terms} with + between words', () => {
    expect(legacyRedirect('/recherche.html', { motclef: '  logo  tee ' })).toEqual({ location: '/search/logo+tee', status: 301 });
    expect(legacyRedirect('/recherche.html', { motclef: 'ça', page: '2' })).toEqual({ location: '/search/%C3%A7a?page=2', status: 301 });
    expect(legacyRedirect('/recherche.html', {})).toEqual({ location: '/search', status: 301 });
  });

  it('drops page=1 permanently and keeps the other parameters', () => {
    expect(legacyRedirect('/marques', { page: '1' })).toEqual({ location: '/marques', status: 301 });
    expect(legacyRedirect('/homme', { sort: 'price_asc', page: '1' })).toEqual({ location: '/homme?sort=price_asc', status: 301 });
    expect(legacyRedirect('/homme', { page: '2' })).toBeNull();
    expect(legacyRedirect('/homme', {})).toBeNull();
  });
});

describe('page paths', () => {
  it('writes and reads search terms', () => {
    expect(searchPath('  logo   tee ')).toBe('/search/logo+tee');
    expect(searchTerms('logo+tee')).toBe('logo tee');
    expect(searchTerms('logo%20tee')).toBe('logo tee');
    expect(searchTerms('%E0%A4%A')).toBe('%E0%A4%A');
    expect(searchTerms(undefined)).toBe('');
  });

  it('reads and writes query strings', () => {
    expect(queryRecord('?a=1&a=2&b=x%20y')).toEqual({ a: '1', b: 'x y' });
    expect(queryString({})).toBe('');
    expect(queryString({ email: 'a@b.c' })).toBe('?email=a%40b.c');
  });
});

describe('isLocalPath (no open redirect, ERR_REDIRECT)', () => {
  it('accepts store-relative paths', () => {
    expect(isLocalPath('/')).toBe(true);
    expect(isLocalPath('/marques?page=2')).toBe(true);
    expect(isLocalPath('/search/%C3%A7a')).toBe(true);
  });

  it('refuses anything a browser reads as another origin', () => {
    for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'evil.example', '/\tx', '']) {
      expect(isLocalPath(target), target).toBe(false);
    }
  });
});

describe('canonical and hreflang', () => {
  const baseUrls = { fr: 'https://shop.example', es: 'https://shop.example/es', it: 'https://shop.example/it', nl: 'https://shop.example/nl', de: 'https://shop.example/de', en: 'https://shop.example/en' };

  it('puts a static screen under the same path in every store, French as x-default', () => {
    const links = alternateLinks({ path: '/contact', pageAlternates: null, baseUrls, origin: 'http://ignored' });
    expect(links.map((link) => [link.hreflang, link.href])).toEqual([
      ['fr-FR', 'https://shop.example/contact'],
      ['es-ES', 'https://shop.example/es/contact'],
      ['it-IT', 'https://shop.example/it/contact'],
      ['nl-BE', 'https://shop.example/nl/contact'],
      ['de-DE', 'https://shop.example/de/contact'],
      ['en-IE', 'https://shop.example/en/contact'],
      ['x-default', 'https://shop.example/contact'],
    ]);
  });

  it('takes the page info alternates when the page has localised slugs, and falls back on the origin', () => {
    const links = alternateLinks({ path: '/p/t', pageAlternates: { fr: 'https://s/p/tee', es: 'https://s/es/p/camiseta' }, baseUrls: {}, origin: 'http://o' });
    expect(links.map((link) => link.hreflang)).toEqual(['fr-FR', 'es-ES', 'x-default']);
    expect(alternateLinks({ path: '/', pageAlternates: null, baseUrls: {}, origin: 'http://o' })[1].href).toBe('http://o/es/');
  });

  it('keeps only a listing page number in the canonical URL', () => {
    const canonical = (query: Record<string, string>) => canonicalUrl({ locale: 'es', path: '/marcas', query, pageAlternates: null, baseUrls, origin: 'http://o' });
    expect(canonical({ sort: 'price', page: '3' })).toBe('https://shop.example/es/marcas?page=3');
    expect(canonical({ utm_source: 'x' })).toBe('https://shop.example/es/marcas');
  });
});
