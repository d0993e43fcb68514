import type { SearchSettings } from '../src/domain/search/search-settings';

/**
 * ALGOLIA_APP_ID and ALGOLIA_SEARCH_KEY make the CLI search Algolia itself (as the shop's clients
 * do when the server is configured so); without them it searches the shop given by --api.
 */
export function searchSettingsFromEnv(env: Record<string, string | undefined>): SearchSettings | undefined {
  const appId = env.ALGOLIA_APP_ID?.trim();
  const searchKey = env.ALGOLIA_SEARCH_KEY?.trim();
  return appId && searchKey ? { appId, searchKey, host: null } : undefined;
}
