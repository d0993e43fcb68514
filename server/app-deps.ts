/** What route handlers need from the app: the database, the caches and a few settings. */
import type { Db } from './db/database';
import type { SearchConfig } from './search/search-config';
import type { Mailer } from './mail/mailer';
import type { SearchIndexRefresh } from './search/shop-search-index';
import type { UrlConfig } from './http/store-urls';
import type { TtlCache } from './cache/ttl-cache';
import type { AccountsKit } from './accounts/accounts-kit';

export interface AppDeps {
  db: Db;
  cache: TtlCache;
  urls: UrlConfig;
  forceMaintenance: boolean;
  now: () => Date;
  /** Algolia settings from the environment; unset: clients search the shop itself. */
  search?: SearchConfig;
  /** Call after a committed stock or price change, so listings and search show it. */
  searchIndex?: SearchIndexRefresh;
  /** Mails (stock alerts…): the file outbox unless the app is given another. */
  mailer?: Mailer;
  /** Sign-in: token key, password hasher, attempt counters, social providers (made by buildApp). */
  accounts?: AccountsKit;
}
