import { describe, expect, it } from 'vitest';
import { localeUrl, storeInfos } from './store-urls';

describe('store URLs', () => {
  it('serve every store on one host with its language prefix by default', () => {
    const stores = storeInfos({ publicUrl: undefined, storeBaseUrls: {} }, 'http://localhost:3000');
    expect(stores.map((store) => store.baseUrl)).toEqual([
      'http://localhost:3000',
      'http://localhost:3000/es',
      'http://localhost:3000/it',
      'http://localhost:3000/nl',
      'http://localhost:3000/de',
      'http://localhost:3000/en',
    ]);
    expect(stores.map((store) => store.searchProductIndexName)).toContain('boutique_be_products');
  });

  it('follow PUBLIC_URL and per-store hosts', () => {
    const urls = { publicUrl: 'https://shop.example', storeBaseUrls: { boutique_es: 'https://tienda.example' } };
    expect(localeUrl('es', '/p/x', urls, 'http://ignored')).toBe('https://tienda.example/p/x');
    expect(localeUrl('de', '/', urls, 'http://ignored')).toBe('https://shop.example/de/');
    expect(localeUrl('fr', '/marques', urls, 'http://ignored')).toBe('https://shop.example/marques');
  });
});
