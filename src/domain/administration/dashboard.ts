/**
 * The back office's dashboard (issue 39): what the shop answers, and which parts each staff role
 * sees. Sales are every staff member's; what waits (orders to ship, returns) is support's; the
 * low-stock sizes the merchandisers'; the failed mails the admin's — who, holding every role, sees
 * it all. The server leaves out the parts a caller may not see; the screen shows what came.
 */
import { ADMIN_ROLE, hasRole, MERCHANDISER_ROLE, STAFF_ROLES, SUPPORT_ROLE } from '../auth/roles';

export const DASHBOARD_PARTS = ['sales', 'waiting', 'lowStock', 'mails'] as const;
export type DashboardPart = (typeof DASHBOARD_PARTS)[number];

const PART_ROLE: Record<Exclude<DashboardPart, 'sales'>, string> = { waiting: SUPPORT_ROLE, lowStock: MERCHANDISER_ROLE, mails: ADMIN_ROLE };

/** The parts a staff member holding `roles` sees; none for a customer. */
export function dashboardParts(roles: readonly string[]): DashboardPart[] {
  if (!STAFF_ROLES.some((role) => hasRole(roles, role))) return [];
  return DASHBOARD_PARTS.filter((part) => part === 'sales' || hasRole(roles, PART_ROLE[part]));
}

export interface StoreSales {
  /** A store id; `all` for every store together. */
  store: string;
  orders: number;
  /** Euros, 2 decimals: what the customers pay by every means (goods − discount + shipping). */
  revenue: number;
  averageBasket: number;
}

export interface DashboardWaiting {
  /** Paid or being prepared: to ship. */
  toShip: number;
  /** Placed, paid by transfer or cheque when the money comes. */
  awaitingPayment: number;
  /** Returns declared, the parcel not received yet. */
  returnsToReceive: number;
  /** Returns received, to accept as a credit or a refund (or refuse). */
  toRefund: number;
  /** Refunds accepted that the payment provider has not taken yet. */
  refundsPending: number;
}

export interface LowStockSize {
  productKey: string;
  name: string;
  size: string;
  sku: string;
  stock: number;
}

export interface Dashboard {
  /** ISO instant the figures were read at, and the day they count (the shop's, Europe/Paris). */
  at: string;
  day: string;
  sales?: { stores: StoreSales[]; total: StoreSales };
  waiting?: DashboardWaiting;
  lowStock?: { threshold: number; count: number; soldOut: number; sizes: LowStockSize[] };
  mails?: { failed: number; failedLastDay: number };
}
