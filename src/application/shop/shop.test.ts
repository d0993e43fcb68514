import { describe, expect, it } from 'vitest';
import { anInitResponse } from '../../adapters/in-memory/catalogue-fixtures';
import { InMemoryCatalogueApi } from '../../adapters/in-memory/in-memory-catalogue-api';
import { GetInit } from './get-init';
import { ListStores } from './list-stores';

describe('ListStores', () => {
  it('lists the six stores with country, language and product index', () => {
    const stores = new ListStores().execute();
    expect(stores.map((store) => store.id)).toEqual([
      'laboutiqueofficielle',
      'boutique_es',
      'boutique_it',
      'boutique_be',
      'boutique_de',
      'boutique_com',
    ]);
    expect(stores[3]).toMatchObject({ countryCode: 'BE', localeIso: 'nl-BE', productIndex: 'boutique_be_products' });
  });
});

describe('GetInit', () => {
  it('returns the init answer of the store', async () => {
    const init = anInitResponse({ freeShippingAmount: 79 });
    expect(await new GetInit(new InMemoryCatalogueApi({ init })).execute()).toBe(init);
  });
});
