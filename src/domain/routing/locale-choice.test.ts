import { describe, expect, it } from 'vitest';
import { chooseLocale } from './locale-choice';

const choose = (pathname: string, options: { query?: Record<string, string>; cookie?: string; browser?: string } = {}) =>
  chooseLocale({ pathname, query: options.query ?? {}, cookieLocale: options.cookie, acceptLanguage: options.browser });

describe('chooseLocale (cookie → browser language → route prefix)', () => {
  it('sends a visitor of the French front door to the language of their cookie first', () => {
    expect(choose('/', { cookie: 'de', browser: 'es-ES' })).toEqual({ kind: 'redirect', locale: 'de', location: '/de/', setCookie: false });
  });

  it('then to their browser language, remembering it', () => {
    expect(choose('/', { browser: 'it-IT,it;q=0.9' })).toEqual({ kind: 'redirect', locale: 'it', location: '/it/', setCookie: true });
    expect(choose('/', { browser: 'nl-BE', query: { utm: 'x' } })).toMatchObject({ location: '/nl/?utm=x' });
  });

  it('keeps French visitors, and visitors without a shop language, on /', () => {
    expect(choose('/', { browser: 'fr-BE' })).toEqual({ kind: 'stay', locale: 'fr', setCookie: true });
    expect(choose('/', { browser: 'pt-BR' })).toMatchObject({ kind: 'stay', locale: 'fr' });
    expect(choose('/', { cookie: 'fr', browser: 'de' })).toEqual({ kind: 'stay', locale: 'fr', setCookie: false });
  });

  it('honours the prefix of any other address and moves the cookie to it', () => {
    expect(choose('/es/marcas', { cookie: 'de', browser: 'de' })).toEqual({ kind: 'stay', locale: 'es', setCookie: true });
    expect(choose('/marques', { browser: 'en' })).toEqual({ kind: 'stay', locale: 'fr', setCookie: true });
    expect(choose('/en/', { cookie: 'en' })).toEqual({ kind: 'stay', locale: 'en', setCookie: false });
  });

  it('treats ?locale= as an explicit choice: same page in that language, parameter dropped', () => {
    expect(choose('/', { cookie: 'es', query: { locale: 'fr' } })).toEqual({ kind: 'redirect', locale: 'fr', location: '/', setCookie: true });
    expect(choose('/es/contact', { query: { locale: 'de', a: '1' } })).toEqual({ kind: 'redirect', locale: 'de', location: '/de/contact?a=1', setCookie: true });
    expect(choose('/es/contact', { query: { locale: 'xx' } })).toMatchObject({ kind: 'redirect', locale: 'es', location: '/es/contact' });
  });

  it('ignores a cookie that is not a shop language', () => {
    expect(choose('/', { cookie: 'pt' })).toEqual({ kind: 'stay', locale: 'fr', setCookie: true });
  });
});
