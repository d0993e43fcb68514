/**
 * Returns (SPEC §2 "return procedure", §3 "Return order", §9 constants; docs/returns-api.md): what
 * a customer may send back from a delivered order, what it costs, and the life of a return. The
 * server decides with these rules; the screens and the CLI use the same ones to guide the shopper.
 * Money is in cents here, in euros in the API's answers.
 */
import type { Cents } from '../money/money';
import type { FitDirection } from './fit-advice';

/** SPEC §9: "14 days to change your mind", counted from delivery. */
export const RETURN_WINDOW_DAYS = 14;
/** SPEC §9: the flat transport fee taken from the refund, unless every reason gives a free label. */
export const RETURN_FEE_CENTS: Cents = 599;
/** SPEC §5: a return comment has at least 10 characters. */
export const RETURN_COMMENT_MIN = 10;
export const RETURN_COMMENT_MAX = 1000;
/** SPEC §9: a credit is valid one year. */
export const CREDIT_VALIDITY_MONTHS = 12;

/** `waitClient` is SPEC's (the customer has to send the parcel); the others are ours. */
export const RETURN_STATUSES = ['waitClient', 'received', 'accepted', 'refused', 'cancelled'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** `returnOrderRefundTypeId`: 1 a credit on the account, 2 the original means of payment. */
export const REFUND_TYPES = { credit: 1, refund: 2 } as const;
export type RefundType = keyof typeof REFUND_TYPES;

export function refundTypeOf(id: number): RefundType | null {
  return id === REFUND_TYPES.credit ? 'credit' : id === REFUND_TYPES.refund ? 'refund' : null;
}

/** Who may move a return where: the customer cancels while waiting; support receives, then settles. */
const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  waitClient: ['received', 'cancelled'],
  received: ['accepted', 'refused'],
  accepted: [],
  refused: [],
  cancelled: [],
};

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return NEXT[from].includes(to);
}

/** A return still holds its quantities unless it was cancelled (a refused parcel is not sent twice). */
export function holdsQuantities(status: ReturnStatus): boolean {
  return status !== 'cancelled';
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a return may be asked for: delivery + 14 days. */
export function returnDeadline(deliveredAt: Date): Date {
  return new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS);
}

/** Why an order cannot be returned now, or null when it can. */
export type ReturnWindowRefusal = 'not-delivered' | 'window-closed';

export function refuseReturnWindow(orderStatus: string, deliveredAt: Date | null, now: Date): ReturnWindowRefusal | null {
  if (orderStatus !== 'delivered' || deliveredAt === null) return 'not-delivered';
  return now.getTime() > returnDeadline(deliveredAt).getTime() ? 'window-closed' : null;
}

/** What is left to return of an order line. */
export function returnableQuantity(bought: number, alreadyReturned: number): number {
  return Math.max(0, bought - alreadyReturned);
}

export interface ReturnReason {
  id: number;
  name: string;
  transportLabelFree: boolean;
  active: boolean;
  delete: boolean;
  /** Issue 38: what the reason says of fit ("too small", "too large"), counted for fit advice; null or absent: nothing. */
  fit?: FitDirection | null;
}

/** SPEC §9: 5.99 € unless every chosen reason gives a free transport label. */
export function returnFee(reasons: readonly Pick<ReturnReason, 'transportLabelFree'>[]): Cents {
  return reasons.length > 0 && reasons.every((reason) => reason.transportLabelFree) ? 0 : RETURN_FEE_CENTS;
}

/**
 * What a returned line is worth: its price paid, less its share of the order's discount (a
 * promotion code lowers every line alike), rounded to the cent.
 */
export function returnedLineValue(unitPrice: Cents, quantity: number, order: { goods: Cents; discount: Cents }): Cents {
  const gross = unitPrice * quantity;
  if (order.discount <= 0 || order.goods <= 0) return gross;
  return Math.round((gross * (order.goods - order.discount)) / order.goods);
}

/** The amount given back: the lines' value less the fee, never below zero. */
export function refundAmount(linesValue: Cents, fee: Cents): Cents {
  return Math.max(0, linesValue - fee);
}

/**
 * How a refund to the original means is paid: back through the provider up to what the provider
 * took and was not refunded yet; the rest (what vouchers and credits paid) as a credit.
 */
export function splitRefund(amount: Cents, paidThroughProvider: Cents, alreadyRefunded: Cents): { provider: Cents; credit: Cents } {
  const provider = Math.max(0, Math.min(amount, paidThroughProvider - alreadyRefunded));
  return { provider, credit: amount - provider };
}

/**
 * A credit's end of validity: one year after it was given, the same day and time; a credit given
 * on 29 February ends on 28 February (the last day of that month, not 1 March), as instalments do.
 */
export function creditExpiry(givenAt: Date): Date {
  const expiry = new Date(givenAt.getTime());
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + CREDIT_VALIDITY_MONTHS);
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(givenAt.getUTCDate(), lastDay));
  return expiry;
}

/** `RT-000042`: the number a customer quotes and the label carries. */
export function returnReference(id: number): string {
  return `RT-${String(id).padStart(6, '0')}`;
}

/** The id behind a reference (`RT-000042`, `rt-42`) or a plain id; null when it is neither. */
export function returnIdOf(text: string): number | null {
  const match = /^(?:RT-)?0*(\d{1,9})$/i.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 ? id : null;
}

export type ReturnCommentProblem = 'required' | 'too-short' | 'too-long';

export function checkReturnComment(comment: string | null | undefined): ReturnCommentProblem | null {
  const text = (comment ?? '').trim();
  if (text.length === 0) return 'required';
  if ([...text].length < RETURN_COMMENT_MIN) return 'too-short';
  if ([...text].length > RETURN_COMMENT_MAX) return 'too-long';
  return null;
}

/** A line of the return form: which order line, how many, why. */
export interface ReturnChoice {
  orderLineId: number;
  quantity: number;
  reasonId: number;
  comment: string;
}

export type ReturnFormProblem =
  | { field: 'lines'; problem: 'none-chosen' }
  | { field: 'quantity'; orderLineId: number; problem: 'too-many' | 'invalid' }
  | { field: 'reason'; orderLineId: number; problem: 'required' | 'unknown' }
  | { field: 'comment'; orderLineId: number; problem: ReturnCommentProblem }
  | { field: 'terms'; problem: 'required' }
  | { field: 'refundType'; problem: 'required' };

/**
 * Checks a return form against the order's lines (`returnable` per order line id) and the active
 * reasons; every problem is listed so the screen can mark each field.
 */
export function checkReturnForm(
  form: { choices: readonly ReturnChoice[]; acceptTerms: boolean; refundTypeId: number | null },
  returnable: ReadonlyMap<number, number>,
  activeReasonIds: ReadonlySet<number>,
): ReturnFormProblem[] {
  const problems: ReturnFormProblem[] = [];
  if (form.choices.length === 0) problems.push({ field: 'lines', problem: 'none-chosen' });
  const seen = new Map<number, number>();
  for (const choice of form.choices) {
    const left = returnable.get(choice.orderLineId);
    if (!Number.isInteger(choice.quantity) || choice.quantity < 1 || left === undefined) {
      problems.push({ field: 'quantity', orderLineId: choice.orderLineId, problem: 'invalid' });
    } else {
      // Only valid quantities count: a negative one must not make room for another choice of the line.
      const total = (seen.get(choice.orderLineId) ?? 0) + choice.quantity;
      seen.set(choice.orderLineId, total);
      if (total > left) problems.push({ field: 'quantity', orderLineId: choice.orderLineId, problem: 'too-many' });
    }
    if (!Number.isInteger(choice.reasonId) || choice.reasonId < 1) problems.push({ field: 'reason', orderLineId: choice.orderLineId, problem: 'required' });
    else if (!activeReasonIds.has(choice.reasonId)) problems.push({ field: 'reason', orderLineId: choice.orderLineId, problem: 'unknown' });
    const comment = checkReturnComment(choice.comment);
    if (comment) problems.push({ field: 'comment', orderLineId: choice.orderLineId, problem: comment });
  }
  if (!form.acceptTerms) problems.push({ field: 'terms', problem: 'required' });
  if (form.refundTypeId === null || refundTypeOf(form.refundTypeId) === null) problems.push({ field: 'refundType', problem: 'required' });
  return problems;
}

/** SPEC §3 "Return product", as the API answers it (euros). */
export interface ReturnProduct {
  id: number;
  quantity: number;
  /** The line's value before the fee, euros. */
  totalPrice: number;
  comment: string;
  reason: ReturnReason;
  /** The order line id. */
  orderProduct: number;
  orderProductPicture: string | null;
  orderProductTitle: string;
  orderProductName: string;
  size: string;
}

export interface ReturnEvent {
  status: ReturnStatus;
  at: string;
  note: string | null;
}

/** How an accepted return was settled. */
export type ReturnSettlement =
  | { kind: 'credit'; amount: number; creditId: number; expiresAt: string }
  | { kind: 'refund'; amount: number; refunded: number; credited: number };

/** SPEC §3 "Return order" and our additions (docs/returns-api.md). */
export interface ReturnOrder {
  id: number;
  reference: string;
  orderId: number;
  orderReference: string;
  status: ReturnStatus;
  statusLabel: string;
  returnOrderRefundTypeId: number;
  refundType: RefundType;
  createdAt: string;
  /** Euros: the products' value, the fee, and what comes back. */
  goodsAmount: number;
  fee: number;
  refundAmount: number;
  transportLabelFree: boolean;
  products: ReturnProduct[];
  events: ReturnEvent[];
  refusalReason: string | null;
  settlement: ReturnSettlement | null;
  /** Where the parcel goes (the shop's returns warehouse). */
  returnAddress: { name: string; street: string; zipCode: string; city: string; countryIsoCode2: string };
}

/** A return in a list (an order's returns, support's list). */
export interface ReturnSummary {
  id: number;
  reference: string;
  orderId: number;
  status: ReturnStatus;
  statusLabel: string;
  createdAt: string;
  itemCount: number;
  refundAmount: number;
  refundType: RefundType;
}

/** "Brand - Name" as the shop sells it: the title already starts with the brand most of the time. */
export function returnProductLabel(product: Pick<ReturnProduct, 'orderProductTitle' | 'orderProductName'>): string {
  const { orderProductTitle: title, orderProductName: brand } = product;
  return !brand || title.startsWith(brand) ? title : `${brand} ${title}`.trim();
}
