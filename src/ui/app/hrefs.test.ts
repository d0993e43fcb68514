import { describe, expect, it } from 'vitest';
import { searchPath } from '../../domain/routing/page-paths';
import { isExternal, urlToPath } from './hrefs';
import { deviceFromUserAgent, pageLocation } from './page-location';

describe('hrefs', () => {
  it('turns API urls into router paths', () => {
    expect(urlToPath({ path: '/homme/t-shirts' })).toBe('/homme/t-shirts');
    expect(urlToPath({ path: '/', queryParams: { locale: 'es' } })).toBe('/?locale=es');
    expect(urlToPath(null)).toBe('/');
  });

  it('writes search terms in the path with + between words', () => {
    expect(searchPath('  logo   tee ')).toBe('/search/logo+tee');
    expect(searchPath('ça/va')).toBe('/search/%C3%A7a%2Fva');
    expect(searchPath('   ')).toBe('/search');
  });

  it('tells outside links', () => {
    expect(isExternal('https://www.instagram.com/x')).toBe(true);
    expect(isExternal('//cdn.example/x')).toBe(true);
    expect(isExternal('/t/faq')).toBe(false);
  });
});

describe('pageLocation', () => {
  it('takes the store and language from the path prefix', () => {
    expect(pageLocation('/')).toEqual({ locale: 'fr', storeId: 'laboutiqueofficielle', basename: '/' });
    expect(pageLocation('/es')).toEqual({ locale: 'es', storeId: 'boutique_es', basename: '/es' });
    expect(pageLocation('/nl/')).toEqual({ locale: 'nl', storeId: 'boutique_be', basename: '/nl' });
    expect(pageLocation('/en/p/logo-tee')).toEqual({ locale: 'en', storeId: 'boutique_com', basename: '/en' });
    expect(pageLocation('/espace')).toMatchObject({ locale: 'fr', basename: '/' });
  });

  it('tells desktops from other devices', () => {
    expect(deviceFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/140')).toBe(0);
    expect(deviceFromUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148')).toBe(1);
    expect(deviceFromUserAgent(undefined)).toBe(0);
  });
});
