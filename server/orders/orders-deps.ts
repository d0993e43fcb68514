/** What the order services need from the app (DESIGN: services know nothing of HTTP). */
import type { TtlCache } from '../cache/ttl-cache';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import type { Db } from '../db/database';
import type { UrlConfig } from '../http/store-urls';
import type { Mailer } from '../mail/mailer';
import type { PaymentProvider } from '../core/payment-provider';
import type { CustomerContext } from '../core/customer-context';

export interface OrdersDeps {
  db: Db;
  cache: TtlCache;
  now: () => Date;
  urls: UrlConfig;
  mailer?: Mailer;
  catalogueChanges?: CatalogueChanges;
  payments?: PaymentProvider;
  /** An order awaiting a provider payment longer than this is asked of the provider, then cancelled. */
  paymentTimeoutMinutes: number;
  /** Where failures of after-commit work (mails, search refresh) are reported. */
  log?: { warn(object: unknown, message: string): void; error(object: unknown, message: string): void };
}

export const DEFAULT_PAYMENT_TIMEOUT_MINUTES = 30;

/** What the app gives (ModuleDeps has these fields; named here so the services do not depend on the app's whole kit). */
export type OrdersDepsSource = Omit<OrdersDeps, 'paymentTimeoutMinutes' | 'log'> & { orderPaymentTimeoutMinutes?: number };

export function ordersDepsOf(deps: OrdersDepsSource, log?: OrdersDeps['log']): OrdersDeps {
  return {
    db: deps.db,
    cache: deps.cache,
    now: deps.now,
    urls: deps.urls,
    mailer: deps.mailer,
    catalogueChanges: deps.catalogueChanges,
    payments: deps.payments,
    paymentTimeoutMinutes: deps.orderPaymentTimeoutMinutes ?? DEFAULT_PAYMENT_TIMEOUT_MINUTES,
    log,
  };
}

/** A signed-in customer's request, with the origin absolute links are built from (the request's trusted origin). */
export interface OrderContext extends CustomerContext {
  origin: string;
}
