/** What route handlers need from the app: the database, the caches and a few settings. */
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import type { UrlConfig } from '../http/store-urls';
import type { TtlCache } from '../cache/ttl-cache';
import type { PaymentProvider } from './payment-provider';
import type { RateLimitFactory } from '../http/rate-limits';
import type { CustomerAuthPort } from '../http/customer-auth';
import type { ShopSecret } from '../db/shop-secret';
import type { OutletSearchKeys } from './outlet-search-keys';

export interface ModuleDeps {
  db: Db;
  cache: TtlCache;
  urls: UrlConfig;
  forceMaintenance: boolean;
  now: () => Date;
  /** Call after a committed stock, price or content change, so search, listings and cached pages show it. */
  catalogueChanges?: CatalogueChanges;
  /** Mails (stock alerts…): the file outbox unless the app is given another. */
  mailer?: Mailer;
  /** The payment provider (docs/checkout-api.md): the sandbox unless the app is given another. */
  payments?: PaymentProvider;
  /** Counters of anonymous and guessable calls (429 past a limit): in memory, or shared in Redis (REDIS_URL). */
  rateLimits?: RateLimitFactory;
  /** ORDER_PAYMENT_TIMEOUT_MINUTES: an order awaiting a provider payment longer is cancelled by the sweep (default 30). */
  orderPaymentTimeoutMinutes?: number;
  /** BASKET_REMINDER_AFTER_HOURS (default 24) and the origin of the reminder's links when no request gives one (issue 38). */
  basketReminders?: { afterHours: number; origin: string };
  /**
   * A signed-in customer's basket was priced: the reminders module keeps it (issue 38). Wired by the
   * composition root, so that the basket module does not reach the module that reaches it back.
   */
  basketPriced?: (customerId: number, lines: readonly { productId: number; productSizeId: number; quantity: number }[]) => Promise<void>;
  /** The shop's secret: the root of every signing key (access tokens, signed links, tracking hashes). */
  secret: ShopSecret;
  /** Who a bearer token is: the accounts module's port, for every module's customer hooks (`requireCustomer(deps.customers)`). */
  customers: CustomerAuthPort;
  /** The search keys that open the outlet's records (the search module's, made from the shop's parent key). */
  outletSearchKeys: OutletSearchKeys;
}
