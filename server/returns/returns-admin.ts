/**
 * Support staff's returns (`/admin/return-orders…`, role `support`): find, read (by id or
 * `RT-000042`), receive the parcel, accept (the money settled in the same transaction, once) or
 * refuse with a reason, cancel one still waiting. Each change locks the return row, checks the
 * move with the domain (`canMoveReturn`), writes a dated event naming the agent, and mails the
 * customer after the commit; a provider refund is asked after the commit too (returns-refunds.ts).
 */
import { canMoveReturn, returnIdOf, type RefundType, type ReturnOrder, type ReturnStatus, type ReturnSummary } from '../../src/domain/returns/returns';
import { isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';
import { fail, succeed, type Outcome } from '../core/outcome';
import { crashPause } from '../db/crash-hooks';
import { committedUnit, type Trx } from '../db/transaction';
import { cancelReturn } from './returns-customer';
import type { ReturnsContext, ReturnsDeps } from './returns-deps';
import { MAIL_OF, sendReturnMail } from './returns-mails';
import { pushProviderRefund, settleReturnMoney } from './returns-refunds';
import { customerOf, findReturn, insertReturnEvent, lockReturn, orderOfReturn, searchReturns, updateReturn, type ReturnRow } from './returns-repository';
import { returnText, type ReturnTextKey } from './returns-texts';
import { returnSummary, returnView } from './returns-view';
import { recountReturnFit } from '../fit/fit-service';

export const ADMIN_RETURNS_PAGE_SIZE = 20;

const actorOf = (context: ReturnsContext) => `support:${context.customer.id}`;

type AdminReturn = ReturnOrder & { customer: { id: number; email: string; firstName: string; lastName: string } };

export async function adminListReturns(
  deps: Pick<ReturnsDeps, 'db'>,
  context: Pick<ReturnsContext, 'locale'>,
  filter: { status?: ReturnStatus; customer?: string; page?: number },
): Promise<Outcome<{ returns: (ReturnSummary & { customerEmail: string })[]; page: number; pages: number; total: number }>> {
  const page = filter.page ?? 1;
  const { records, total } = await searchReturns(deps.db, { status: filter.status, customerEmail: filter.customer, page, pageSize: ADMIN_RETURNS_PAGE_SIZE });
  return succeed({
    returns: records.map((record) => ({ ...returnSummary(record, context.locale), customerEmail: record.email })),
    page,
    pages: Math.max(1, Math.ceil(total / ADMIN_RETURNS_PAGE_SIZE)),
    total,
  });
}

/** `42`, `RT-000042`, `rt-42` → 42; anything else finds nothing. */
const idOf = (text: string | number): number | null => (typeof text === 'number' ? text : returnIdOf(text));

export async function adminShowReturn(deps: Pick<ReturnsDeps, 'db'>, context: ReturnsContext, ref: string | number): Promise<Outcome<AdminReturn>> {
  const id = idOf(ref);
  const record = id === null ? undefined : await findReturn(deps.db, id);
  if (!record) return fail('not-found', returnText('returnNotFound', context.locale));
  const customer = (await customerOf(deps.db, record.row.customer_id))!;
  return succeed({ ...returnView(record, context.locale), customer: { id: customer.id, email: customer.email, firstName: customer.first_name, lastName: customer.last_name } });
}

interface Move {
  to: ReturnStatus;
  refusal: ReturnTextKey;
  note?: string | null;
  set?: Partial<Pick<ReturnRow, 'refusal_reason' | 'settled_as'>>;
  /** Written in the same transaction, the return row locked; answers a provider refund to ask for after the commit. */
  money?: (trx: Trx, row: ReturnRow, now: Date, locale: LocaleCode) => Promise<number | undefined>;
}

async function move(deps: ReturnsDeps, context: ReturnsContext, ref: string | number, change: Move): Promise<Outcome<ReturnOrder>> {
  const id = idOf(ref);
  if (id === null || !(await findReturn(deps.db, id))) return fail('not-found', returnText('returnNotFound', context.locale));
  const moved = await committedUnit(deps.db, deps.log, async ({ trx, afterCommit }) => {
    const row = await lockReturn(trx, id);
    if (!canMoveReturn(row.status, change.to)) return false;
    const now = deps.now();
    const order = (await orderOfReturn(trx, row.order_id))!;
    const orderLocale: LocaleCode = isLocaleCode(order.locale) ? order.locale : 'fr';
    await updateReturn(trx, id, { status: change.to, updated_at: now, ...change.set });
    await insertReturnEvent(trx, { return_id: id, status: change.to, at: now, actor: actorOf(context), note: change.note ?? null });
    const pending = change.money ? await change.money(trx, { ...row, ...change.set }, now, orderLocale) : undefined;
    if (pending !== undefined) afterCommit(() => pushProviderRefund(deps, pending));
    const mail = MAIL_OF[change.to];
    if (mail) afterCommit(() => sendReturnMail(deps, id, mail, context.origin, change.note));
    return true;
  });
  if (!moved) return fail('wrong-state', returnText(change.refusal, context.locale));
  return succeed(returnView((await findReturn(deps.db, id))!, context.locale));
}

export function adminReceiveReturn(deps: ReturnsDeps, context: ReturnsContext, ref: string | number): Promise<Outcome<ReturnOrder>> {
  return move(deps, context, ref, { to: 'received', refusal: 'cannotReceive' });
}

/** Accepts a received return: credit or refund (`refundType`, default the customer's choice), settled once. */
export async function adminAcceptReturn(deps: ReturnsDeps, context: ReturnsContext, ref: string | number, refundType?: RefundType): Promise<Outcome<ReturnOrder>> {
  const id = idOf(ref);
  const current = id === null ? undefined : await findReturn(deps.db, id);
  if (!current) return fail('not-found', returnText('returnNotFound', context.locale));
  const as = refundType ?? current.row.refund_type;
  return move(deps, context, ref, {
    to: 'accepted',
    refusal: 'cannotSettle',
    set: { settled_as: as },
    money: async (trx, row, now, locale) => {
      await crashPause();
      const pending = await settleReturnMoney(trx, row, as, now, locale);
      // Issue 38: the fit figures of its models, counted again in the acceptance's transaction.
      await recountReturnFit(trx, row.id, now);
      return pending;
    },
  });
}

export function adminRefuseReturn(deps: ReturnsDeps, context: ReturnsContext, ref: string | number, reason: string): Promise<Outcome<ReturnOrder>> {
  const text = reason.trim();
  if ([...text].length < 3 || [...text].length > 500) return Promise.resolve(fail('invalid-input', returnText('refusalReason', context.locale)));
  return move(deps, context, ref, { to: 'refused', refusal: 'cannotSettle', note: text, set: { refusal_reason: text } });
}

export async function adminCancelReturn(deps: ReturnsDeps, context: ReturnsContext, ref: string | number, reason?: string): Promise<Outcome<ReturnOrder>> {
  const id = idOf(ref);
  if (id === null) return fail('not-found', returnText('returnNotFound', context.locale));
  return cancelReturn(deps, context, id, { actor: actorOf(context), note: reason?.trim() || null, any: true });
}
