import { describe, expect, it } from 'vitest';
import { clientSearchSettings, readSearchConfig } from './search-config';

describe('search configuration', () => {
  it('sends clients to Algolia with the public key only, when the application and search key are set', () => {
    const config = readSearchConfig({ ALGOLIA_APP_ID: ' APP ', ALGOLIA_SEARCH_KEY: 'search', ALGOLIA_ADMIN_KEY: 'admin' });
    expect(config).toEqual({ appId: 'APP', searchKey: 'search', adminKey: 'admin', host: undefined });
    expect(clientSearchSettings(config, 'http://shop', 'public')).toEqual({ appId: 'APP', searchKey: 'public', host: null });
    expect(JSON.stringify(clientSearchSettings(config, 'http://shop', 'public'))).not.toMatch(/admin|"search"/);
  });

  it('sends clients to the shop itself otherwise', () => {
    expect(clientSearchSettings(readSearchConfig({ ALGOLIA_APP_ID: 'APP' }), 'https://shop.example', 'public')).toEqual({
      appId: 'boutique',
      searchKey: 'public',
      host: 'https://shop.example',
    });
    expect(clientSearchSettings(undefined, 'http://127.0.0.1:4000', 'public')).toMatchObject({ host: 'http://127.0.0.1:4000' });
  });
});
