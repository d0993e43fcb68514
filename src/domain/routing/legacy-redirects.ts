import { queryString, searchPath, withoutKeys, type Query } from './page-paths';

export interface PermanentRedirect {
  /** Store-relative path with query. */
  location: string;
  status: 301;
}

/**
 * SPEC §2 legacy addresses and the `page=1` rule: `/unsubscribe.html` keeps its email,
 * `/recherche.html?motclef=…` becomes `/search/{terms}`, and a first page is the page without
 * `page` (listing URLs omit it, SPEC §4).
 */
export function legacyRedirect(path: string, query: Query): PermanentRedirect | null {
  if (path === '/unsubscribe.html') {
    return { location: `/unsubscribe${queryString(query.email ? { email: query.email } : {})}`, status: 301 };
  }
  if (path === '/recherche.html') {
    return { location: `${searchPath(query.motclef ?? '')}${queryString(withoutKeys(query, ['motclef']))}`, status: 301 };
  }
  if (query.page === '1') {
    return { location: `${path}${queryString(withoutKeys(query, ['page']))}`, status: 301 };
  }
  return null;
}
