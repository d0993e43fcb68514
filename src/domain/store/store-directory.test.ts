import { describe, expect, it } from 'vitest';
import { findStore, listStores, localeOfStore, storeIdForLocale, summarizeStore, unknownStoreMessage } from './store-directory';

describe('store directory', () => {
  it('lists the six stores, France first', () => {
    const stores = listStores();
    expect(stores).toHaveLength(6);
    expect(stores[0].id).toBe('laboutiqueofficielle');
  });

  it('finds a store by id and refuses unknown ids', () => {
    expect(findStore('boutique_es')?.countryCode).toBe('ES');
    expect(findStore('boutique_fr')).toBeUndefined();
    expect(unknownStoreMessage('boutique_fr')).toContain('laboutiqueofficielle');
  });

  it('links stores and languages', () => {
    expect(localeOfStore('boutique_be').iso).toBe('nl-BE');
    expect(storeIdForLocale('en')).toBe('boutique_com');
  });

  it('summarises a store with its product index', () => {
    expect(summarizeStore(findStore('boutique_de')!)).toEqual({
      id: 'boutique_de',
      brand: 'boutique',
      countryCode: 'DE',
      locale: 'de',
      localeIso: 'de-DE',
      displayName: 'Deutschland',
      productIndex: 'boutique_de_products',
    });
  });
});
