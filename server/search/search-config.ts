/**
 * Search configuration from the environment (README "Configuration"):
 *   ALGOLIA_APP_ID + ALGOLIA_SEARCH_KEY: clients (browser, SSR, CLI) query Algolia itself, with
 *     secured keys of ALGOLIA_SEARCH_KEY (search-keys.ts), which stays on the server;
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

/**
 * What clients are told: Algolia when configured for searching, else the shop at `origin`, with
 * the public key (a secured key of the parent that hides outlet-only records, search-keys.ts):
 * never the parent, never the admin key.
 */
export function clientSearchSettings(config: SearchConfig | undefined, origin: string, publicKey: string): SearchSettings {
  if (config?.appId && config.searchKey) return { appId: config.appId, searchKey: publicKey, host: null };
  return embeddedSearchSettings(origin, publicKey);
}
