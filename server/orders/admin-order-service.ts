/**
 * Support staff's orders (`/admin/orders…`, role `support`): find, read, ship with a tracking
 * number, deliver, mark a transfer or cheque paid, cancel (stock and balance given back). Each
 * change is one guarded update (`where status in …`) plus a dated event naming the agent, and the
 * customer's mail after the commit.
 */
import type { Order, OrderStatus, OrderSummary } from '../../src/domain/orders/order';
import { fail, succeed, type Outcome } from '../core/outcome';
import { cancelOrder } from './order-cancel';
import type { OrderContext, OrdersDeps } from './order-deps';
import { sendOrderMail, type OrderMailKind } from './order-mails';
import { findOrder, searchOrders } from './order-repository';
import { orderText, type OrderTextKey } from './order-texts';
import { committedUnit } from '../db/transaction';
import { orderSummary, orderView, type OrderRow } from './order-view';
import { trackingUrl } from './tracking';

export const ADMIN_PAGE_SIZE = 20;
export const SUPPORT_ROLE = 'support';

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
  const customer = await deps.db.selectFrom('customers').select(['id', 'email', 'first_name', 'last_name']).where('id', '=', record.row.customer_id).executeTakeFirstOrThrow();
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
    let query = trx
      .updateTable('orders')
      .set({ status: change.to, updated_at: now, ...change.set?.(current.row) })
      .where('id', '=', orderId)
      .where('status', 'in', [...change.from]);
    if (change.methods) query = query.where('payment_method', 'in', [...change.methods]);
    const row = await query.returning('id').executeTakeFirst();
    if (!row) return false;
    await trx.insertInto('order_events').values({ order_id: orderId, status: change.to, at: now, actor: actorOf(context), note: change.note ?? null }).execute();
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
