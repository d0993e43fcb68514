import { describe, expect, it } from 'vitest';
import { localeFromPath, localizedPath, stripLocalePrefix, switchLocalePath } from './locale-path';

describe('localizedPath', () => {
  it('keeps French paths without a prefix', () => {
    expect(localizedPath('fr', '/p/logo-tee')).toBe('/p/logo-tee');
    expect(localizedPath('fr', '/')).toBe('/');
  });

  it('prefixes the other languages', () => {
    expect(localizedPath('es', '/p/camiseta')).toBe('/es/p/camiseta');
    expect(localizedPath('nl', '/')).toBe('/nl/');
    expect(localizedPath('en', 'search/tee')).toBe('/en/search/tee');
  });
});

describe('stripLocalePrefix', () => {
  it('finds the language of a prefixed path', () => {
    expect(stripLocalePrefix('/de/marken')).toEqual({ locale: 'de', path: '/marken', prefixed: true });
    expect(stripLocalePrefix('/it')).toEqual({ locale: 'it', path: '/', prefixed: true });
    expect(stripLocalePrefix('/es?page=2')).toEqual({ locale: 'es', path: '/?page=2', prefixed: true });
  });

  it('treats unprefixed paths as French', () => {
    expect(stripLocalePrefix('/marques')).toEqual({ locale: 'fr', path: '/marques', prefixed: false });
    expect(stripLocalePrefix('')).toEqual({ locale: 'fr', path: '/', prefixed: false });
  });

  it('does not mistake a word starting like a prefix for a prefix', () => {
    expect(stripLocalePrefix('/essentials')).toEqual({ locale: 'fr', path: '/essentials', prefixed: false });
    expect(localeFromPath('/newsletter')).toBe('fr');
  });

  it('round-trips with localizedPath', () => {
    expect(stripLocalePrefix(localizedPath('en', '/new')).path).toBe('/new');
  });
});

describe('switchLocalePath', () => {
  it('moves the same page to another language', () => {
    expect(switchLocalePath('/es/contact', 'fr')).toBe('/contact');
    expect(switchLocalePath('/contact', 'de')).toBe('/de/contact');
  });
});
