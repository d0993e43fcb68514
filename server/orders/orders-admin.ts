/**
 * Support staff's orders (`/admin/orders…`, role `support`; exposed by orders-service.ts): find,
 * read, ship with a tracking number, deliver, mark a transfer or cheque paid, cancel (stock and
 * balance given back). Each change is one guarded update (`where status in …`) plus a dated event
 * naming the agent, and the customer's mail after the commit.
 */
import type { Order, OrderStatus, OrderSummary } from '../../src/domain/orders/order';
import type { SignedInCustomer } from '../core/customer-context';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { LocaleCode } from '../../src/domain/store/locales';
import { cancelOrder } from './orders-cancel';
import type { OrderContext, OrdersDeps } from './orders-deps';
import { sendOrderMail, type OrderMailKind } from './orders-mails';
import { customerOf, findOrder, insertOrderEvent, moveOrder, searchOrders } from './orders-repository';
import { orderText, type OrderTextKey } from './orders-texts';
import { committedUnit } from '../db/transaction';
import { orderSummary, orderView, type OrderRow } from './orders-view';
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

export async function adminListOrders(
  deps: Pick<OrdersDeps, 'db'>,
  filter: { status?: OrderStatus; customer?: string; page?: number },
): Promise<Outcome<{ orders: (OrderSummary & { customerEmail: string })[]; page: number; pages: number }>> {
  const page = filter.page ?? 1;
  const { records, total } = await searchOrders(deps.db, { status: filter.status, customerEmail: filter.customer, page, pageSize: ADMIN_PAGE_SIZE });
  return succeed({
    orders: records.map((record) => ({ ...orderSummary(record), customerEmail: record.email })),
    page,
    pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
  });
}

type AdminOrder = Order & { customer: { id: number; email: string; firstName: string; lastName: string } };

export async function adminShowOrder(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, orderId: number): Promise<Outcome<AdminOrder>> {
  const record = await findOrder(deps.db, orderId);
  if (!record) return fail('not-found', orderText('orderNotFound', context.locale));
  const customer = (await customerOf(deps.db, record.row.customer_id))!;
  return succeed({ ...orderView(record, context.locale), customer: { id: customer.id, email: customer.email, firstName: customer.first_name, lastName: customer.last_name } });
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
