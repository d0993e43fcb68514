/**
 * How a client reaches the search service (DESIGN decision 3), as `GET /init` gives it: Algolia
 * itself when the shop is configured with an Algolia application, otherwise the shop's own
 * Algolia-compatible endpoint. Only the search-only key ever leaves the server.
 */
export interface SearchSettings {
  appId: string;
  /** Search-only key (the embedded endpoint accepts any). */
  searchKey: string;
  /** Origin of the shop's Algolia-compatible endpoint, e.g. http://localhost:3000; null: Algolia's own hosts. */
  host: string | null;
}

/** Application id and key the clients send to the shop's own endpoint, which ignores them. */
export const EMBEDDED_SEARCH_APP_ID = 'boutique';
export const EMBEDDED_SEARCH_KEY = 'public-search-key';

export function embeddedSearchSettings(host: string): SearchSettings {
  return { appId: EMBEDDED_SEARCH_APP_ID, searchKey: EMBEDDED_SEARCH_KEY, host: host.replace(/\/+$/, '') };
}

export function usesAlgolia(settings: SearchSettings): boolean {
  return settings.host === null;
}
