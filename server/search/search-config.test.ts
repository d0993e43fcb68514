import { describe, expect, it } from 'vitest';
import { clientSearchSettings, readSearchConfig } from './search-config';

describe('search configuration', () => {
  it('sends clients to Algolia with the search key only, when the application and search key are set', () => {
    const config = readSearchConfig({ ALGOLIA_APP_ID: ' APP ', ALGOLIA_SEARCH_KEY: 'search', ALGOLIA_ADMIN_KEY: 'admin' });
    expect(config).toEqual({ appId: 'APP', searchKey: 'search', adminKey: 'admin', host: undefined });
    expect(clientSearchSettings(config, 'http://shop')).toEqual({ appId: 'APP', searchKey: 'search', host: null });
    expect(JSON.stringify(clientSearchSettings(config, 'http://shop'))).not.toContain('admin');
  });

  it('sends clients to the shop itself otherwise', () => {
    expect(clientSearchSettings(readSearchConfig({ ALGOLIA_APP_ID: 'APP' }), 'https://shop.example')).toEqual({
      appId: 'boutique',
      searchKey: 'public-search-key',
      host: 'https://shop.example',
    });
    expect(clientSearchSettings(undefined, 'http://127.0.0.1:4000')).toMatchObject({ host: 'http://127.0.0.1:4000' });
  });
});
