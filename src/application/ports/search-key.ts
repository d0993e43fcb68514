import { token } from './token';

/**
 * The search key a visitor's queries carry beyond the public one (issue 36): the secured key the
 * shop's outlet check gives a visitor it lets in (outlet-only records included, for a while).
 * One per container: a server render's, the browser's, a CLI run's.
 */
export interface SearchKeyStore {
  /** The visitor's own key; null: the public key of the search settings. */
  get(): string | null;
  set(key: string | null): void;
}

export const SEARCH_KEY_STORE = token<SearchKeyStore>('SearchKeyStore');
