/**
 * How a client reaches the search service (DESIGN decision 3), as `GET /init` gives it: Algolia
 * itself when the shop is configured with an Algolia application, otherwise the shop's own
 * Algolia-compatible endpoint. Only the search-only key ever leaves the server.
 */
export interface SearchSettings {
  appId: string;
  /** The public search key: a secured key that hides outlet-only records (issue 36). */
  searchKey: string;
  /** Origin of the shop's Algolia-compatible endpoint, e.g. http://localhost:3000; null: Algolia's own hosts. */
  host: string | null;
}

/** Application id the clients send to the shop's own endpoint (which reads only the key). */
export const EMBEDDED_SEARCH_APP_ID = 'boutique';
/** A key no endpoint accepts: what a client holds until the shop has told it the public key. */
export const EMBEDDED_SEARCH_KEY = 'public-search-key';

export function embeddedSearchSettings(host: string, searchKey: string = EMBEDDED_SEARCH_KEY): SearchSettings {
  return { appId: EMBEDDED_SEARCH_APP_ID, searchKey, host: host.replace(/\/+$/, '') };
}

export function usesAlgolia(settings: SearchSettings): boolean {
  return settings.host === null;
}
