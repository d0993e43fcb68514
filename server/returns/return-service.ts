/**
 * The customer's returns (docs/returns-api.md): the reasons, asking for a return, reading one or an
 * order's, the drop-off points, the coupon's data and cancelling. A return is decided in one
 * transaction with the order row locked (`for update`): delivered, within the window and the
 * quantities left are read again under that lock, so two returns of the last unit sent at once
 * make one. The same Idempotency-Key answers the same return (the other body: 422).
 */
import {
  checkReturnForm, refundAmount, refundTypeOf, refuseReturnWindow, returnableQuantity, returnedLineValue, returnFee,
  type ReturnFormProblem, type ReturnOrder, type ReturnReason, type ReturnSummary,
} from '../../src/domain/returns/returns';
import type { RelayPoint } from '../../src/domain/orders/relay-point';
import type { LocaleCode } from '../../src/domain/store/locales';
import { isUniqueViolation } from '../db/db-errors';
import type { RelayPointFinder } from '../checkout/relay-point-finder';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { OrderContext, OrdersDeps } from '../orders/order-deps';
import { findOrder } from '../orders/order-repository';
import { isIdempotencyKey, requestHash } from '../orders/order-rules';
import { orderText } from '../orders/order-texts';
import { committedUnit } from '../db/transaction';
import type { OrderLineRow } from '../orders/order-view';
import { sendReturnMail } from './return-mails';
import { activeReasons, findReturn, findReturnByKey, orderReturns, returnedQuantities, type ReturnRecord } from './return-repository';
import { returnText } from './return-texts';
import { reasonView, returnSummary, returnView } from './return-view';

/** POST /secure/return-orders body (SPEC §7), as validated by the route's schema. */
export interface NewReturnBody {
  orderId: number;
  returnOrderRefundTypeId: number;
  status?: string;
  acceptTerms?: boolean;
  products: { orderProduct: number; quantity: number; reason: { id: number }; comment: string; id?: number; totalPrice?: number }[];
}

export async function listReasons(deps: Pick<OrdersDeps, 'db'>, locale: LocaleCode): Promise<Outcome<ReturnReason[]>> {
  return succeed((await activeReasons(deps.db)).map((row) => reasonView(row, locale)));
}

const itemName = (line: OrderLineRow | undefined, id: number) => (line ? `${line.name} (${line.size_label})` : `#${id}`);

function problemText(problem: ReturnFormProblem, lines: Map<number, OrderLineRow>, left: Map<number, number>, locale: LocaleCode): string {
  const item = 'orderLineId' in problem ? itemName(lines.get(problem.orderLineId), problem.orderLineId) : '';
  switch (problem.field) {
    case 'lines': return returnText('noneChosen', locale);
    case 'quantity':
      if (!lines.has(problem.orderLineId)) return returnText('unknownLine', locale, { line: problem.orderLineId });
      return returnText('tooMany', locale, { left: left.get(problem.orderLineId) ?? 0, item });
    case 'reason': return returnText(problem.problem === 'required' ? 'reasonRequired' : 'unknownReason', locale, { item });
    case 'comment': return returnText(problem.problem === 'required' ? 'commentRequired' : problem.problem === 'too-short' ? 'commentTooShort' : 'commentTooLong', locale, { item });
    case 'terms': return returnText('termsNotAccepted', locale);
    case 'refundType': return returnText('refundType', locale);
  }
}

/** What identifies a return request (the server-computed fields excluded). */
const fingerprint = (body: NewReturnBody) => requestHash({
  orderId: body.orderId,
  refundTypeId: body.returnOrderRefundTypeId,
  products: body.products.map((product) => ({ line: product.orderProduct, quantity: product.quantity, reason: product.reason.id, comment: product.comment })),
});

type Created = { view: ReturnOrder; created: boolean };

async function replay(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, key: string, hash: string): Promise<Outcome<Created> | undefined> {
  const known = await findReturnByKey(deps.db, context.customer.id, key);
  if (!known) return undefined;
  if (known.request_hash !== hash) return fail('refused', returnText('keyReused', context.locale));
  return succeed({ view: returnView((await findReturn(deps.db, known.id))!, context.locale), created: false });
}

export async function createReturn(deps: OrdersDeps, context: OrderContext, key: string | undefined, body: NewReturnBody): Promise<Outcome<Created>> {
  const { locale } = context;
  if (key !== undefined && !isIdempotencyKey(key)) return fail('invalid-input', orderText('badKey', locale));
  if (body.status !== undefined && body.status !== 'waitClient') return fail('invalid-input', returnText('badStatus', locale));
  const hash = fingerprint(body);
  if (key !== undefined) {
    const replayed = await replay(deps, context, key, hash);
    if (replayed) return replayed;
  }
  const order = await findOrder(deps.db, body.orderId, context.customer.id);
  if (!order) return fail('not-found', orderText('orderNotFound', locale));
  const reasons = new Map((await activeReasons(deps.db)).map((reason) => [reason.id, reason]));

  try {
    const outcome = await committedUnit(deps.db, deps.log, async ({ trx, afterCommit }): Promise<Outcome<number>> => {
      // The order's lock: concurrent returns of one order are decided one after the other.
      const row = await trx.selectFrom('orders').select(['id', 'status', 'goods_cents', 'discount_cents']).where('id', '=', order.row.id).forUpdate().executeTakeFirstOrThrow();
      if (key !== undefined) {
        const known = await findReturnByKey(trx, context.customer.id, key);
        if (known) return known.request_hash === hash ? succeed(-known.id) : fail('refused', returnText('keyReused', locale));
      }
      const delivered = await trx.selectFrom('order_events').select('at').where('order_id', '=', row.id).where('status', '=', 'delivered').orderBy('id', 'desc').executeTakeFirst();
      const window = refuseReturnWindow(row.status, delivered ? new Date(delivered.at) : null, deps.now());
      if (window) return fail('wrong-state', returnText(window === 'not-delivered' ? 'notDelivered' : 'windowClosed', locale));
      const held = await returnedQuantities(trx, row.id);
      const lines = new Map(order.lines.map((line) => [line.id, line]));
      const left = new Map(order.lines.map((line) => [line.id, returnableQuantity(line.quantity, held.get(line.id) ?? 0)]));
      if ([...left.values()].every((quantity) => quantity === 0)) return fail('wrong-state', returnText('allReturned', locale));
      const problems = checkReturnForm(
        {
          choices: body.products.map((product) => ({ orderLineId: product.orderProduct, quantity: product.quantity, reasonId: product.reason.id, comment: product.comment })),
          acceptTerms: body.acceptTerms === true,
          refundTypeId: body.returnOrderRefundTypeId,
        },
        left,
        new Set(reasons.keys()),
      );
      if (problems.length > 0) return fail('invalid-input', problemText(problems[0], lines, left, locale));

      const now = deps.now();
      const priced = body.products.map((product) => {
        const line = lines.get(product.orderProduct)!;
        return { product, value: returnedLineValue(line.unit_price_cents, product.quantity, { goods: row.goods_cents, discount: row.discount_cents }) };
      });
      const goods = priced.reduce((sum, item) => sum + item.value, 0);
      const fee = returnFee(body.products.map((product) => ({ transportLabelFree: reasons.get(product.reason.id)!.transport_label_free })));
      const inserted = await trx
        .insertInto('return_orders')
        .values({
          customer_id: context.customer.id,
          order_id: row.id,
          idempotency_key: key ?? null,
          request_hash: hash,
          refund_type: refundTypeOf(body.returnOrderRefundTypeId)!,
          settled_as: null,
          status: 'waitClient',
          goods_cents: goods,
          fee_cents: fee,
          refund_cents: refundAmount(goods, fee),
          refusal_reason: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('return_lines').values(priced.map(({ product, value }) => ({
        return_id: inserted.id,
        order_line_id: product.orderProduct,
        quantity: product.quantity,
        reason_id: product.reason.id,
        comment: product.comment.trim(),
        value_cents: value,
      }))).execute();
      await trx.insertInto('return_events').values({ return_id: inserted.id, status: 'waitClient', at: now, actor: 'customer', note: null }).execute();
      afterCommit(() => sendReturnMail(deps, inserted.id, 'return-created', context.origin));
      return succeed(inserted.id);
    });
    if (!outcome.ok) return outcome;
    // A negative id: the same key found under the lock (a concurrent twin committed first).
    const id = Math.abs(outcome.value);
    return succeed({ view: returnView((await findReturn(deps.db, id))!, locale), created: outcome.value > 0 });
  } catch (error) {
    if (key !== undefined && isUniqueViolation(error)) return (await replay(deps, context, key, hash)) ?? fail('refused', returnText('keyReused', locale));
    throw error;
  }
}

async function ownReturn(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, returnId: number): Promise<Outcome<ReturnRecord>> {
  const record = await findReturn(deps.db, returnId, context.customer.id);
  return record ? succeed(record) : fail('not-found', returnText('returnNotFound', context.locale));
}

export async function showReturn(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, returnId: number): Promise<Outcome<ReturnOrder>> {
  const found = await ownReturn(deps, context, returnId);
  return found.ok ? succeed(returnView(found.value, context.locale)) : found;
}

export async function returnsOfOrder(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, orderId: number): Promise<Outcome<ReturnSummary[]>> {
  const order = await deps.db.selectFrom('orders').select('id').where('id', '=', orderId).where('customer_id', '=', context.customer.id).executeTakeFirst();
  if (!order) return fail('not-found', orderText('orderNotFound', context.locale));
  return succeed((await orderReturns(deps.db, orderId)).map((record) => returnSummary(record, context.locale)));
}

/** The return, while it still waits for the parcel (the coupon and drop-off points are for that). */
export async function waitingReturn(deps: Pick<OrdersDeps, 'db'>, context: OrderContext, returnId: number): Promise<Outcome<ReturnRecord>> {
  const found = await ownReturn(deps, context, returnId);
  if (!found.ok) return found;
  return found.value.row.status === 'waitClient' ? found : fail('wrong-state', returnText('notWaiting', context.locale));
}

export async function returnRelayPoints(
  deps: Pick<OrdersDeps, 'db'>,
  finder: RelayPointFinder,
  context: OrderContext,
  returnId: number,
  query: { q?: string; limit?: number },
): Promise<Outcome<RelayPoint[]>> {
  const found = await waitingReturn(deps, context, returnId);
  if (!found.ok) return found;
  const order = await deps.db.selectFrom('orders').select(['shipping_address', 'country_iso_code2']).where('id', '=', found.value.row.order_id).executeTakeFirstOrThrow();
  const near = query.q?.trim() || order.shipping_address.zipCode || order.shipping_address.city;
  return succeed(await finder.find(order.shipping_address.countryIsoCode2 || order.country_iso_code2, near, query.limit ?? 10));
}

/** Cancels a return still waiting for its parcel (the customer, or support with `actor`). */
export async function cancelReturn(deps: OrdersDeps, context: OrderContext, returnId: number, options: { actor?: string; note?: string | null; any?: boolean } = {}): Promise<Outcome<ReturnOrder>> {
  const found = options.any ? await findReturn(deps.db, returnId) : (await ownReturn(deps, context, returnId)).ok ? await findReturn(deps.db, returnId) : undefined;
  if (!found) return fail('not-found', returnText('returnNotFound', context.locale));
  const moved = await committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    const now = deps.now();
    const row = await trx.updateTable('return_orders').set({ status: 'cancelled', updated_at: now }).where('id', '=', returnId).where('status', '=', 'waitClient').returning('id').executeTakeFirst();
    if (!row) return false;
    const note = options.note ?? null;
    await trx.insertInto('return_events').values({ return_id: returnId, status: 'cancelled', at: now, actor: options.actor ?? 'customer', note }).execute();
    afterCommit(() => sendReturnMail(deps, returnId, 'return-cancelled', context.origin, note));
    return true;
  });
  if (!moved) return fail('wrong-state', returnText('cannotCancel', context.locale));
  return succeed(returnView((await findReturn(deps.db, returnId))!, context.locale));
}
