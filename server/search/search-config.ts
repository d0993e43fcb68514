/**
 * Search configuration from the environment (README "Configuration"):
 *   ALGOLIA_APP_ID + ALGOLIA_SEARCH_KEY: clients (browser, SSR, CLI) query Algolia itself;
 *   ALGOLIA_ADMIN_KEY: `npm run search:index` pushes the catalogue there;
 *   ALGOLIA_HOST: send the indexer's calls to this URL instead of Algolia's hosts (tests).
 * Unset: every client queries the shop's own Algolia-compatible endpoint.
 */
import { embeddedSearchSettings, type SearchSettings } from '../../src/domain/search/search-settings';

export interface SearchConfig {
  appId: string | undefined;
  searchKey: string | undefined;
  adminKey: string | undefined;
  host: string | undefined;
}

type Env = Record<string, string | undefined>;

const value = (text: string | undefined): string | undefined => text?.trim() || undefined;

export function readSearchConfig(env: Env = process.env): SearchConfig {
  return {
    appId: value(env.ALGOLIA_APP_ID),
    searchKey: value(env.ALGOLIA_SEARCH_KEY),
    adminKey: value(env.ALGOLIA_ADMIN_KEY),
    host: value(env.ALGOLIA_HOST),
  };
}

/** What clients are told (never the admin key): Algolia when configured for searching, else the shop at `origin`. */
export function clientSearchSettings(config: SearchConfig | undefined, origin: string): SearchSettings {
  if (config?.appId && config.searchKey) return { appId: config.appId, searchKey: config.searchKey, host: null };
  return embeddedSearchSettings(origin);
}
