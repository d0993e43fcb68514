/**
 * The dashboard's figures (issue 39): today's sales per store, what waits for support, the
 * low-stock sizes, the failed mails — each part read only when the caller's roles show it
 * (src/domain/administration/dashboard.ts), each figure an aggregate the database computes.
 */
import { dashboardParts, type Dashboard, type StoreSales } from '../../src/domain/administration/dashboard';
import { LOW_STOCK_THRESHOLD } from '../../src/domain/catalogue/product-display';
import { toEuros } from '../../src/domain/money/money';
import type { LocaleCode } from '../../src/domain/store/locales';
import { STORE_IDS } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import { failedMailCounts, lowStock, midnightOf, salesSince, waitingCounts, type StoreSalesRow } from './administration-repository';

/** The day the dashboard counts is the shop's (its stores are all on Central European time but Dublin's). */
export const DASHBOARD_TIME_ZONE = 'Europe/Paris';
export const LOW_STOCK_LISTED = 20;
const DAY_MS = 86_400_000;

export interface DashboardDeps {
  db: Db;
  now: () => Date;
}

const salesOf = (store: string, row: StoreSalesRow | undefined): StoreSales => ({
  store,
  orders: row?.orders ?? 0,
  revenue: toEuros(row?.revenue_cents ?? 0),
  averageBasket: toEuros(row?.average_cents ?? 0),
});

export async function dashboard(deps: DashboardDeps, roles: readonly string[], locale: LocaleCode): Promise<Dashboard> {
  const parts = new Set(dashboardParts(roles));
  const now = deps.now();
  const midnight = await midnightOf(deps.db, now, DASHBOARD_TIME_ZONE);
  const [sales, waiting, low, mails] = await Promise.all([
    parts.has('sales') ? salesSince(deps.db, midnight) : undefined,
    parts.has('waiting') ? waitingCounts(deps.db) : undefined,
    parts.has('lowStock') ? lowStock(deps.db, LOW_STOCK_THRESHOLD, locale, LOW_STOCK_LISTED) : undefined,
    parts.has('mails') ? failedMailCounts(deps.db, new Date(now.getTime() - DAY_MS)) : undefined,
  ]);
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: DASHBOARD_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  return {
    at: now.toISOString(),
    day,
    ...(sales ? {
      sales: {
        stores: STORE_IDS.map((store) => salesOf(store, sales.find((row) => row.store_id === store))),
        total: salesOf('all', sales.find((row) => row.store_id === null)),
      },
    } : {}),
    ...(waiting ? {
      waiting: { toShip: waiting.to_ship, awaitingPayment: waiting.awaiting_payment, returnsToReceive: waiting.returns_to_receive, toRefund: waiting.to_refund, refundsPending: waiting.refunds_pending },
    } : {}),
    ...(low ? {
      lowStock: { threshold: LOW_STOCK_THRESHOLD, count: low.count, soldOut: low.soldOut, sizes: low.sizes.map((size) => ({ productKey: size.product_key, name: size.name, size: size.size_label, sku: size.sku, stock: size.stock })) },
    } : {}),
    ...(mails ? { mails: { failed: mails.failed, failedLastDay: mails.lastDay } } : {}),
  };
}
