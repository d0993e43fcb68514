/** What the returns services need from the app (DESIGN: services know nothing of HTTP). */
import type { CustomerContext } from '../core/customer-context';
import type { PaymentProvider } from '../core/payment-provider';
import type { Db } from '../db/database';
import type { EffectLog } from '../db/transaction';
import type { UrlConfig } from '../http/store-urls';
import type { Mailer } from '../mail/mailer';

export interface ReturnsDeps {
  db: Db;
  now: () => Date;
  urls: UrlConfig;
  mailer?: Mailer;
  /** Refunds go back through it; without one, a refund waits. */
  payments?: PaymentProvider;
  /** Where failures of after-commit work (mails, provider refunds) are reported. */
  log?: EffectLog & { warn(object: unknown, message: string): void };
}

export function returnsDepsOf(deps: Omit<ReturnsDeps, 'log'>, log?: ReturnsDeps['log']): ReturnsDeps {
  return { db: deps.db, now: deps.now, urls: deps.urls, mailer: deps.mailer, payments: deps.payments, log };
}

/** A signed-in customer's request, with the origin absolute links are built from (the request's trusted origin). */
export interface ReturnsContext extends CustomerContext {
  origin: string;
}
