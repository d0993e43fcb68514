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
import type { RelayPointFinder } from '../checkout/checkout-service';
import { fail, succeed, type Outcome } from '../core/outcome';
import { isUniqueViolation } from '../db/db-errors';
import { committedUnit } from '../db/transaction';
import { findCustomerOrder, isIdempotencyKey, orderText, requestHash, type OrderLineRow } from '../orders/orders-service';
import type { ReturnsContext, ReturnsDeps } from './returns-deps';
import { sendReturnMail } from './returns-mails';
import {
  activeReasons, cancelWaitingReturn, deliveredAt, findReturn, findReturnByKey, insertReturn, insertReturnEvent, isCustomerOrder,
  lockOrderForReturn, orderOfReturn, orderReturns, returnedQuantities, type ReturnRecord,
} from './returns-repository';
import { returnText } from './returns-texts';
import { reasonView, returnSummary, returnView } from './returns-view';

/** POST /secure/return-orders body (SPEC §7), as validated by the route's schema. */
export interface NewReturnBody {
  orderId: number;
  returnOrderRefundTypeId: number;
  status?: string;
  acceptTerms?: boolean;
  products: { orderProduct: number; quantity: number; reason: { id: number }; comment: string; id?: number; totalPrice?: number }[];
}

export async function listReasons(deps: Pick<ReturnsDeps, 'db'>, locale: LocaleCode): Promise<Outcome<ReturnReason[]>> {
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

async function replay(deps: Pick<ReturnsDeps, 'db'>, context: ReturnsContext, key: string, hash: string): Promise<Outcome<Created> | undefined> {
  const known = await findReturnByKey(deps.db, context.customer.id, key);
  if (!known) return undefined;
  if (known.request_hash !== hash) return fail('refused', returnText('keyReused', context.locale));
  return succeed({ view: returnView((await findReturn(deps.db, known.id))!, context.locale), created: false });
}

export async function createReturn(deps: ReturnsDeps, context: ReturnsContext, key: string | undefined, body: NewReturnBody): Promise<Outcome<Created>> {
  const { locale } = context;
  if (key !== undefined && !isIdempotencyKey(key)) return fail('invalid-input', orderText('badKey', locale));
  if (body.status !== undefined && body.status !== 'waitClient') return fail('invalid-input', returnText('badStatus', locale));
  const hash = fingerprint(body);
  if (key !== undefined) {
    const replayed = await replay(deps, context, key, hash);
    if (replayed) return replayed;
  }
  const order = await findCustomerOrder(deps.db, body.orderId, context.customer.id);
  if (!order) return fail('not-found', orderText('orderNotFound', locale));
  const reasons = new Map((await activeReasons(deps.db)).map((reason) => [reason.id, reason]));

  try {
    const outcome = await committedUnit(deps.db, deps.log, async ({ trx, afterCommit }): Promise<Outcome<number>> => {
      // The order's lock: concurrent returns of one order are decided one after the other.
      const row = await lockOrderForReturn(trx, order.row.id);
      if (key !== undefined) {
        const known = await findReturnByKey(trx, context.customer.id, key);
        if (known) return known.request_hash === hash ? succeed(-known.id) : fail('refused', returnText('keyReused', locale));
      }
      const delivered = await deliveredAt(trx, row.id);
      const window = refuseReturnWindow(row.status, delivered ?? null, deps.now());
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
      const id = await insertReturn(
        trx,
        {
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
        },
        priced.map(({ product, value }) => ({
          order_line_id: product.orderProduct,
          quantity: product.quantity,
          reason_id: product.reason.id,
          comment: product.comment.trim(),
          value_cents: value,
        })),
        { at: now, actor: 'customer', note: null },
      );
      afterCommit(() => sendReturnMail(deps, id, 'return-created', context.origin));
      return succeed(id);
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

async function ownReturn(deps: Pick<ReturnsDeps, 'db'>, context: ReturnsContext, returnId: number): Promise<Outcome<ReturnRecord>> {
  const record = await findReturn(deps.db, returnId, context.customer.id);
  return record ? succeed(record) : fail('not-found', returnText('returnNotFound', context.locale));
}

export async function showReturn(deps: Pick<ReturnsDeps, 'db'>, context: ReturnsContext, returnId: number): Promise<Outcome<ReturnOrder>> {
  const found = await ownReturn(deps, context, returnId);
  return found.ok ? succeed(returnView(found.value, context.locale)) : found;
}

export async function returnsOfOrder(deps: Pick<ReturnsDeps, 'db'>, context: ReturnsContext, orderId: number): Promise<Outcome<ReturnSummary[]>> {
  if (!(await isCustomerOrder(deps.db, orderId, context.customer.id))) return fail('not-found', orderText('orderNotFound', context.locale));
  return succeed((await orderReturns(deps.db, orderId)).map((record) => returnSummary(record, context.locale)));
}

/** The return, while it still waits for the parcel (the coupon and drop-off points are for that). */
export async function waitingReturn(deps: Pick<ReturnsDeps, 'db'>, context: ReturnsContext, returnId: number): Promise<Outcome<ReturnRecord>> {
  const found = await ownReturn(deps, context, returnId);
  if (!found.ok) return found;
  return found.value.row.status === 'waitClient' ? found : fail('wrong-state', returnText('notWaiting', context.locale));
}

export async function returnRelayPoints(
  deps: Pick<ReturnsDeps, 'db'>,
  finder: RelayPointFinder,
  context: ReturnsContext,
  returnId: number,
  query: { q?: string; limit?: number },
): Promise<Outcome<RelayPoint[]>> {
  const found = await waitingReturn(deps, context, returnId);
  if (!found.ok) return found;
  const order = (await orderOfReturn(deps.db, found.value.row.order_id))!;
  const near = query.q?.trim() || order.shipping_address.zipCode || order.shipping_address.city;
  return succeed(await finder.find(order.shipping_address.countryIsoCode2 || order.country_iso_code2, near, query.limit ?? 10));
}

/** Cancels a return still waiting for its parcel (the customer, or support with `actor`). */
export async function cancelReturn(deps: ReturnsDeps, context: ReturnsContext, returnId: number, options: { actor?: string; note?: string | null; any?: boolean } = {}): Promise<Outcome<ReturnOrder>> {
  const found = options.any ? await findReturn(deps.db, returnId) : (await ownReturn(deps, context, returnId)).ok ? await findReturn(deps.db, returnId) : undefined;
  if (!found) return fail('not-found', returnText('returnNotFound', context.locale));
  const moved = await committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    const now = deps.now();
    if (!(await cancelWaitingReturn(trx, returnId, now))) return false;
    const note = options.note ?? null;
    await insertReturnEvent(trx, { return_id: returnId, status: 'cancelled', at: now, actor: options.actor ?? 'customer', note });
    afterCommit(() => sendReturnMail(deps, returnId, 'return-cancelled', context.origin, note));
    return true;
  });
  if (!moved) return fail('wrong-state', returnText('cannotCancel', context.locale));
  return succeed(returnView((await findReturn(deps.db, returnId))!, context.locale));
}
