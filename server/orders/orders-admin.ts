/**
 * Support staff's orders (`/admin/orders…`, role `support`; exposed by orders-service.ts): find,
 * read, ship with a tracking number, deliver, mark a transfer or cheque paid, cancel (stock and
 * balance given back). Each change is one guarded update (`where status in …`) plus a dated event
 * naming the agent, and the customer's mail after the commit.
 */
import type { Order, OrderStatus, OrderSummary, PaymentMethod } from '../../src/domain/orders/order';
import { toEuros } from '../../src/domain/money/money';
import { returnReference } from '../../src/domain/returns/returns';
import type { SignedInCustomer } from '../core/customer-context';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { LocaleCode } from '../../src/domain/store/locales';
import { cancelOrder } from './orders-cancel';
import type { OrderContext, OrdersDeps } from './orders-deps';
import { sendOrderMail, type OrderMailKind } from './orders-mails';
import { customerOf, findOrder, insertOrderEvent, moveOrder, searchOrders } from './orders-repository';
import { orderText, statusLabel, type OrderTextKey } from './orders-texts';
import { committedUnit } from '../db/transaction';
import { orderSummary, orderView, type OrderRecord, type OrderRow } from './orders-view';
import { trackingUrl } from '../../src/domain/orders/parcel-tracking';

export const ADMIN_PAGE_SIZE = 20;
import { hasRole, SUPPORT_ROLE } from '../../src/domain/auth/roles';

export { SUPPORT_ROLE };

/** The words of support's 403 (their route files guard with `requireRole(SUPPORT_ROLE, supportOnlyText)`). */
export const supportOnlyText = (locale: LocaleCode): string => orderText('supportOnly', locale);

/** Support's calls are for support staff only: a signed-in customer without the role is refused. */
export function supportOnly(customer: Pick<SignedInCustomer, 'roles'> | null, locale: LocaleCode): Outcome<null> {
  return customer && hasRole(customer.roles, SUPPORT_ROLE) ? succeed(null) : fail('not-allowed', orderText('supportOnly', locale));
}

const actorOf = (context: OrderContext) => `support:${context.customer.id}`;

export interface AdminOrderFilter {
  status?: OrderStatus;
  customer?: string;
  q?: string;
  store?: string;
  payment?: PaymentMethod;
  /** `YYYY-MM-DD`, UTC, both days included. */
  from?: string;
  to?: string;
  sort?: 'createdAt' | 'total' | 'status' | 'id';
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

export interface AdminOrderItem {
  id: number;
  reference: string;
  status: OrderStatus;
  statusLabel: string;
  createdAt: string;
  total: number;
  itemCount: number;
  storeId: string;
  paymentMethod: PaymentMethod;
  carrierName: string;
  trackingNumber: string | null;
  customer: { id: number; email: string; firstName: string; lastName: string };
}

const DAY_MS = 86_400_000;
const dayStart = (day: string | undefined): Date | undefined => (day ? new Date(`${day}T00:00:00Z`) : undefined);

export async function adminListOrders(
  deps: Pick<OrdersDeps, 'db'>,
  filter: AdminOrderFilter,
  locale: LocaleCode = 'fr',
): Promise<Outcome<{ items: AdminOrderItem[]; total: number; orders: (OrderSummary & { customerEmail: string })[]; page: number; pages: number }>> {
  const page = filter.page ?? 1;
  const pageSize = Math.min(filter.pageSize ?? ADMIN_PAGE_SIZE, 100);
  const from = dayStart(filter.from);
  const to = dayStart(filter.to);
  if ((from && Number.isNaN(from.getTime())) || (to && Number.isNaN(to.getTime()))) return fail('invalid-input', orderText('badDay', locale));
  const { records, total } = await searchOrders(deps.db, {
    status: filter.status, customerEmail: filter.customer, q: filter.q, storeId: filter.store, paymentMethod: filter.payment,
    from, until: to ? new Date(to.getTime() + DAY_MS) : undefined, sort: filter.sort, dir: filter.dir, page, pageSize,
  });
  return succeed({
    items: records.map((record) => {
      const summary = orderSummary(record);
      return {
        id: summary.id, reference: summary.reference, status: summary.status, statusLabel: statusLabel(summary.status, locale), createdAt: summary.createdAt,
        total: summary.total, itemCount: summary.itemCount, storeId: record.row.store_id, paymentMethod: record.row.payment_method,
        carrierName: record.row.carrier_name, trackingNumber: record.row.tracking_number,
        customer: { id: record.row.customer_id, email: record.email, firstName: record.first_name, lastName: record.last_name },
      };
    }),
    total,
    orders: records.map((record) => ({ ...orderSummary(record), customerEmail: record.email })),
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  });
}

export interface TimelineStep {
  at: string;
  kind: 'status' | 'refund';
  status: OrderStatus | null;
  label: string;
  actor: string | null;
  note: string | null;
  amount: number | null;
  means: 'provider' | 'credit' | null;
}

/** Placed, paid, shipped (its tracking number), delivered, cancelled (its reason) and the refunds, oldest first. */
export function orderTimeline(record: OrderRecord, locale: LocaleCode): TimelineStep[] {
  const iso = (value: Date | string) => new Date(value).toISOString();
  const steps: TimelineStep[] = [
    ...record.events.map((event) => ({
      at: iso(event.at), kind: 'status' as const, status: event.status, label: statusLabel(event.status, locale), actor: event.actor, note: event.note, amount: null, means: null,
    })),
    ...(record.refunds ?? []).map((refund) => ({
      at: iso(refund.at), kind: 'refund' as const, status: null, label: orderText(refund.means === 'credit' ? 'refundedAsCredit' : 'refundedToPayer', locale),
      actor: null, note: refund.return_id === null ? null : returnReference(refund.return_id), amount: toEuros(refund.amount_cents), means: refund.means,
    })),
  ];
  return steps.sort((a, b) => a.at.localeCompare(b.at));
}

const PAID_STEPS: readonly OrderStatus[] = ['paid', 'preparing', 'shipped', 'delivered'];

/** What support may do now (the same guards as the moves themselves). */
export function orderActions({ row, events, refunds }: OrderRecord) {
  const paid = events.some((event) => PAID_STEPS.includes(event.status));
  return {
    ship: row.status === 'paid' || row.status === 'preparing',
    deliver: row.status === 'shipped',
    markPaid: row.status === 'awaiting_payment' && (row.payment_method === 'transfer' || row.payment_method === 'cheque'),
    cancel: row.status === 'awaiting_payment' || row.status === 'paid' || row.status === 'preparing',
    refund: row.status === 'cancelled' && paid && row.payment_method !== 'balance' && row.total_cents > 0 && !(refunds ?? []).some((refund) => refund.return_id === null),
  };
}

type AdminOrder = Order & {
  customer: { id: number; email: string; firstName: string; lastName: string };
  storeId: string;
  timeline: TimelineStep[];
  actions: ReturnType<typeof orderActions>;
};

export async function adminShowOrder(deps: Pick<OrdersDeps, 'db'>, context: Pick<OrderContext, 'locale'>, orderId: number): Promise<Outcome<AdminOrder>> {
  const record = await findOrder(deps.db, orderId);
  if (!record) return fail('not-found', orderText('orderNotFound', context.locale));
  const customer = (await customerOf(deps.db, record.row.customer_id))!;
  return succeed({
    ...orderView(record, context.locale),
    customer: { id: customer.id, email: customer.email, firstName: customer.first_name, lastName: customer.last_name },
    storeId: record.row.store_id,
    timeline: orderTimeline(record, context.locale),
    actions: orderActions(record),
  });
}

interface Move {
  from: readonly OrderStatus[];
  to: OrderStatus;
  set?: (row: OrderRow) => Partial<Pick<OrderRow, 'tracking_number' | 'tracking_url'>>;
  /** Only orders paid this way. */
  methods?: readonly OrderRow['payment_method'][];
  refusal: OrderTextKey;
  note?: string | null;
  mail?: OrderMailKind;
}

async function move(deps: OrdersDeps, context: OrderContext, orderId: number, change: Move): Promise<Outcome<Order>> {
  const current = await findOrder(deps.db, orderId);
  if (!current) return fail('not-found', orderText('orderNotFound', context.locale));
  const moved = await committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    const now = deps.now();
    const row = await moveOrder(trx, orderId, { to: change.to, from: change.from, methods: change.methods, set: change.set?.(current.row), at: now });
    if (!row) return false;
    await insertOrderEvent(trx, { order_id: orderId, status: change.to, at: now, actor: actorOf(context), note: change.note ?? null });
    if (change.mail) afterCommit(() => sendOrderMail(deps, orderId, change.mail!, context.origin));
    return true;
  });
  if (!moved) return fail('wrong-state', orderText(change.refusal, context.locale));
  return succeed(orderView((await findOrder(deps.db, orderId))!, context.locale));
}

export function adminShipOrder(deps: OrdersDeps, context: OrderContext, orderId: number, trackingNumber: string): Promise<Outcome<Order>> {
  const number = trackingNumber.toUpperCase();
  return move(deps, context, orderId, {
    from: ['paid', 'preparing'],
    to: 'shipped',
    set: (row) => ({ tracking_number: number, tracking_url: trackingUrl(row.carrier_code, number) }),
    refusal: 'cannotShip',
    note: number,
    mail: 'order-shipped',
  });
}

export function adminDeliverOrder(deps: OrdersDeps, context: OrderContext, orderId: number): Promise<Outcome<Order>> {
  return move(deps, context, orderId, { from: ['shipped'], to: 'delivered', refusal: 'cannotDeliver' });
}

export function adminMarkPaid(deps: OrdersDeps, context: OrderContext, orderId: number): Promise<Outcome<Order>> {
  return move(deps, context, orderId, { from: ['awaiting_payment'], to: 'paid', methods: ['transfer', 'cheque'], refusal: 'cannotMarkPaid', mail: 'order-confirmation' });
}

export async function adminCancelOrder(deps: OrdersDeps, context: OrderContext, orderId: number, reason?: string): Promise<Outcome<Order>> {
  const current = await findOrder(deps.db, orderId);
  if (!current) return fail('not-found', orderText('orderNotFound', context.locale));
  const cancelled = await cancelOrder(deps, orderId, { from: ['awaiting_payment', 'paid', 'preparing'], actor: actorOf(context), note: reason?.trim() || null });
  if (!cancelled) return fail('wrong-state', orderText('cannotCancel', context.locale));
  return succeed(orderView((await findOrder(deps.db, orderId))!, context.locale));
}
