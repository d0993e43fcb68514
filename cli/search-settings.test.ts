import { describe, expect, it } from 'vitest';
import { SearchKeys } from '../server/search/search-keys';
import { searchSettingsFromEnv } from './search-settings';

describe('the CLI search settings', () => {
  it("search Algolia with the shop's public key, never the search key itself", () => {
    const settings = searchSettingsFromEnv({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_KEY: ' parent-search-key ' });
    expect(settings).toEqual({ appId: 'APP', searchKey: new SearchKeys('parent-search-key').publicKey, host: null });
    expect(JSON.stringify(settings)).not.toContain('parent-search-key');
    expect(searchSettingsFromEnv({ ALGOLIA_APP_ID: 'APP' })).toBeUndefined();
  });
});
