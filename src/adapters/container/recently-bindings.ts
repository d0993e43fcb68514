import type { Container } from 'inversify';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { CLOCK } from '../../application/ports/clock';
import { ERROR_REPORTER } from '../../application/ports/error-reporter';
import { KEY_VALUE_STORAGE } from '../../application/ports/key-value-storage';
import { PRODUCT_CARD_SOURCE, RECENTLY_VIEWED_API, RECENTLY_VIEWED_REPOSITORY, type RecentlyViewedApi } from '../../application/ports/recently-viewed-api';
import { ClearRecentlyViewed, LoadRecentlyViewed, MergeRecentlyViewed, RecordRecentView } from '../../application/recently/recently-viewed';
import { API_CLIENT } from '../http/api-client';
import { HttpRecentlyViewedApi } from '../http/http-recently-viewed-api';
import { StorageRecentlyViewedRepository } from '../storage/storage-recently-viewed-repository';
import { bindFactory, bindValue } from './bind';
import { CLEAR_RECENTLY_VIEWED, LOAD_RECENTLY_VIEWED, MERGE_RECENTLY_VIEWED, RECORD_RECENT_VIEW } from './recently-tokens';
import { SEARCH_PRODUCT_CARDS } from './search-tokens';

/**
 * Recently viewed products (issue 38): the account's list over HTTP, a visitor's in the runtime's
 * KeyValueStorage, a visitor's cards from the search index (one call for the whole list). Needs
 * the core bindings and the accounts' (tokens).
 */
export function bindRecently(container: Container, adapters: { recentlyViewedApi?: RecentlyViewedApi } = {}): Container {
  if (adapters.recentlyViewedApi) bindValue(container, RECENTLY_VIEWED_API, adapters.recentlyViewedApi);
  else bindFactory(container, RECENTLY_VIEWED_API, (client) => new HttpRecentlyViewedApi(client), [API_CLIENT]);
  bindFactory(container, RECENTLY_VIEWED_REPOSITORY, (storage) => new StorageRecentlyViewedRepository(storage), [KEY_VALUE_STORAGE]);
  bindFactory(container, PRODUCT_CARD_SOURCE, (cards) => cards, [SEARCH_PRODUCT_CARDS]);
  const ports = [RECENTLY_VIEWED_API, AUTH_TOKEN_STORE, RECENTLY_VIEWED_REPOSITORY, PRODUCT_CARD_SOURCE, CLOCK, ERROR_REPORTER] as const;
  bindFactory(container, RECORD_RECENT_VIEW, (api, tokens, repository, cards, clock, errors) => new RecordRecentView({ api, tokens, repository, cards, clock, errors }), ports);
  bindFactory(container, LOAD_RECENTLY_VIEWED, (api, tokens, repository, cards, clock, errors) => new LoadRecentlyViewed({ api, tokens, repository, cards, clock, errors }), ports);
  bindFactory(container, MERGE_RECENTLY_VIEWED, (api, tokens, repository, cards, clock, errors) => new MergeRecentlyViewed({ api, tokens, repository, cards, clock, errors }), ports);
  bindFactory(container, CLEAR_RECENTLY_VIEWED, (api, tokens, repository, cards, clock, errors) => new ClearRecentlyViewed({ api, tokens, repository, cards, clock, errors }), ports);
  return container;
}
