/**
 * The customer's side of a return (docs/returns-api.md): the reasons, the form (what is left to
 * return, checked with the domain's rules before asking), a return's detail, its label, its
 * drop-off points and its cancellation.
 */
import type { Order, OrderLine } from '../../domain/orders/order';
import type { RelayPoint } from '../../domain/orders/relay-point';
import {
  checkReturnForm, refuseReturnWindow, RETURN_WINDOW_DAYS, returnableQuantity,
  type ReturnChoice, type ReturnFormProblem, type ReturnOrder, type ReturnReason, type ReturnSummary, type ReturnWindowRefusal,
} from '../../domain/returns/returns';
import { asCustomer, isSignedOut, SIGNED_OUT, type SignedOut } from '../auth/signed-in';
import { newAttemptKey } from '../checkout/attempt-key';
import { isApiError } from '../ports/api-error';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { Clock } from '../ports/clock';
import type { OrderDocument, OrdersApi } from '../ports/orders-api';
import type { ReturnsApi } from '../ports/returns-api';

const validId = (id: number) => Number.isSafeInteger(id) && id > 0;

/** The shop refused (400 bad input, 409 not possible now, 429 throttled): its message, as worded. */
export type ReturnRefused = { kind: 'refused'; code: number; message: string };
type NotFound = { kind: 'not-found' };

/** Runs a `/secure` returns call: no token or 401 is signed out, 404 not found, the listed codes refused. */
async function asOwner<T, R>(tokens: AuthTokenStore, call: () => Promise<T>, done: (value: T) => R, refusedCodes: readonly number[] = []): Promise<R | SignedOut | NotFound | ReturnRefused> {
  try {
    const value = await asCustomer(tokens, call);
    return isSignedOut(value) ? value : done(value);
  } catch (error) {
    if (isApiError(error) && error.isNotFound) return { kind: 'not-found' };
    if (isApiError(error) && refusedCodes.includes(error.code)) return { kind: 'refused', code: error.code, message: error.message };
    throw error;
  }
}

export type ListReturnReasonsResult = { kind: 'found'; reasons: ReturnReason[] } | { kind: 'failed'; message: string };

/** The active reasons, in the shop's language (public). */
export class ListReturnReasons {
  constructor(private readonly returns: ReturnsApi) {}

  async execute(): Promise<ListReturnReasonsResult> {
    try {
      const reasons = await this.returns.reasons();
      return { kind: 'found', reasons: reasons.filter((reason) => reason.active && !reason.delete) };
    } catch (error) {
      if (isApiError(error)) return { kind: 'failed', message: error.message };
      throw error;
    }
  }
}

/** An order line and how many of it may still be sent back. */
export interface ReturnableLine {
  line: OrderLine;
  returnable: number;
}

/** Why the form is not offered: not delivered, past the 14 days, or everything is already returned. */
export type NotReturnableReason = ReturnWindowRefusal | 'nothing-left';

export type StartReturnResult =
  | { kind: 'ready'; order: Order; reasons: ReturnReason[]; returns: ReturnSummary[]; lines: ReturnableLine[]; deadline: string }
  | { kind: 'not-returnable'; reason: NotReturnableReason; order: Order; returns: ReturnSummary[] }
  | { kind: 'failed'; message: string }
  | NotFound
  | SignedOut;

/** When the order was delivered (its `delivered` event, else its return deadline less the 14 days), or null. */
export function deliveredAt(order: Order): Date | null {
  const event = [...order.events].reverse().find((candidate) => candidate.status === 'delivered');
  if (event) return new Date(event.at);
  return order.returnDeadline ? new Date(new Date(order.returnDeadline).getTime() - RETURN_WINDOW_DAYS * 24 * 60 * 60 * 1000) : null;
}

/** What is left to return per line, and why nothing can be returned (or null when something can). */
export function returnableLines(order: Order, now: Date): { lines: ReturnableLine[]; refusal: NotReturnableReason | null } {
  const lines = order.lines.map((line) => ({ line, returnable: returnableQuantity(line.quantity, line.returnedQuantity ?? 0) }));
  const window = refuseReturnWindow(order.status, deliveredAt(order), now);
  if (window) return { lines, refusal: window };
  return { lines, refusal: lines.some((line) => line.returnable > 0) ? null : 'nothing-left' };
}

/** Opens the return form of an order: the order, the reasons, its returns so far, and what is left to return. */
export class StartReturn {
  constructor(
    private readonly orders: OrdersApi,
    private readonly returns: ReturnsApi,
    private readonly tokens: AuthTokenStore,
    private readonly clock: Clock,
  ) {}

  async execute(orderId: number): Promise<StartReturnResult> {
    if (!validId(orderId)) return { kind: 'not-found' };
    const loaded = await asOwner(this.tokens, () => Promise.all([this.orders.order(orderId), this.returns.ofOrder(orderId), this.returns.reasons()]), (all) => all);
    if (!Array.isArray(loaded)) return loaded.kind === 'refused' ? { kind: 'failed', message: loaded.message } : loaded;
    const [order, returns, reasons] = loaded;
    const { lines, refusal } = returnableLines(order, this.clock.now());
    if (refusal) return { kind: 'not-returnable', reason: refusal, order, returns };
    const deadline = order.returnDeadline ?? '';
    return { kind: 'ready', order, returns, reasons: reasons.filter((reason) => reason.active && !reason.delete), lines: lines.filter((line) => line.returnable > 0), deadline };
  }
}

export interface SubmitReturnInput {
  orderId: number;
  choices: ReturnChoice[];
  acceptTerms: boolean;
  /** 1 a credit on the account, 2 the original means of payment; null when not chosen. */
  refundTypeId: number | null;
  /** Keep one per form: the same form sent twice files one return. A new one when absent. */
  idempotencyKey?: string;
}

export type SubmitReturnResult =
  | { kind: 'created'; returnOrder: ReturnOrder }
  /** The form breaks the rules (SPEC §5): every problem, so each field can say it. */
  | { kind: 'invalid'; problems: ReturnFormProblem[] }
  | { kind: 'not-returnable'; reason: NotReturnableReason }
  | ReturnRefused
  | NotFound
  | SignedOut;

/** Files a return (status `waitClient`) after checking the form against the order and the reasons. */
export class SubmitReturn {
  constructor(
    private readonly orders: OrdersApi,
    private readonly returns: ReturnsApi,
    private readonly tokens: AuthTokenStore,
    private readonly clock: Clock,
    private readonly newKey: () => string = newAttemptKey,
  ) {}

  async execute(input: SubmitReturnInput): Promise<SubmitReturnResult> {
    if (!validId(input.orderId)) return { kind: 'not-found' };
    if (!this.tokens.get()) return SIGNED_OUT;
    const choices = input.choices.map((choice) => ({ ...choice, comment: choice.comment.trim() }));
    const loaded = await asOwner(this.tokens, () => Promise.all([this.orders.order(input.orderId), this.returns.reasons()]), (all) => all, [400, 409, 422, 429]);
    if (!Array.isArray(loaded)) return loaded;
    const [order, reasons] = loaded;
    const { lines, refusal } = returnableLines(order, this.clock.now());
    if (refusal) return { kind: 'not-returnable', reason: refusal };
    const returnable = new Map(lines.map(({ line, returnable: left }) => [line.id, left]));
    const active = new Set(reasons.filter((reason) => reason.active && !reason.delete).map((reason) => reason.id));
    const problems = checkReturnForm({ choices, acceptTerms: input.acceptTerms, refundTypeId: input.refundTypeId }, returnable, active);
    if (problems.length > 0) return { kind: 'invalid', problems };
    const request = {
      orderId: input.orderId,
      returnOrderRefundTypeId: input.refundTypeId as number,
      acceptTerms: true,
      products: choices.map((choice) => ({ orderProduct: choice.orderLineId, quantity: choice.quantity, reason: { id: choice.reasonId }, comment: choice.comment })),
    };
    const key = input.idempotencyKey ?? this.newKey();
    return asOwner(this.tokens, () => this.returns.create(request, key), (returnOrder) => ({ kind: 'created' as const, returnOrder }), [400, 409, 422, 429]);
  }
}

export type ListOrderReturnsResult = { kind: 'found'; returns: ReturnSummary[] } | NotFound | SignedOut;

/** An order's returns, newest first. */
export class ListOrderReturns {
  constructor(
    private readonly returns: ReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(orderId: number): Promise<ListOrderReturnsResult> {
    if (!validId(orderId)) return { kind: 'not-found' };
    return asOwner(this.tokens, () => this.returns.ofOrder(orderId), (returns) => ({ kind: 'found' as const, returns })) as Promise<ListOrderReturnsResult>;
  }
}

export type GetReturnResult = { kind: 'found'; returnOrder: ReturnOrder } | NotFound | SignedOut;

/** One return of the signed-in customer; another customer's is not found. */
export class GetReturn {
  constructor(
    private readonly returns: ReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(returnId: number): Promise<GetReturnResult> {
    if (!validId(returnId)) return { kind: 'not-found' };
    return asOwner(this.tokens, () => this.returns.show(returnId), (returnOrder) => ({ kind: 'found' as const, returnOrder })) as Promise<GetReturnResult>;
  }
}

export type CancelReturnResult = { kind: 'cancelled'; returnOrder: ReturnOrder } | ReturnRefused | NotFound | SignedOut;

/** Cancels a return while the shop waits for the parcel (409 afterwards: the shop's message). */
export class CancelReturn {
  constructor(
    private readonly returns: ReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(returnId: number): Promise<CancelReturnResult> {
    if (!validId(returnId)) return { kind: 'not-found' };
    return asOwner(this.tokens, () => this.returns.cancel(returnId), (returnOrder) => ({ kind: 'cancelled' as const, returnOrder }), [400, 409]);
  }
}

export type DownloadReturnCouponResult =
  /** The label (a PDF) and its name from content-disposition (`retour-RT-000042.pdf`). */
  | { kind: 'downloaded'; document: OrderDocument }
  /** Only while the shop waits for the parcel: the shop's message. */
  | { kind: 'not-available'; message: string }
  | NotFound
  | SignedOut;

export class DownloadReturnCoupon {
  constructor(
    private readonly returns: ReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(returnId: number): Promise<DownloadReturnCouponResult> {
    if (!validId(returnId)) return { kind: 'not-found' };
    const result = await asOwner(this.tokens, () => this.returns.coupon(returnId), (document) => ({ kind: 'downloaded' as const, document }), [409]);
    return result.kind === 'refused' ? { kind: 'not-available', message: result.message } : result;
  }
}

export type FindReturnRelayPointsResult =
  | { kind: 'found'; points: RelayPoint[] }
  | { kind: 'not-available'; message: string }
  | NotFound
  | SignedOut;

/** The return carrier's drop-off points nearest the customer's address. */
export class FindReturnRelayPoints {
  constructor(
    private readonly returns: ReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(returnId: number): Promise<FindReturnRelayPointsResult> {
    if (!validId(returnId)) return { kind: 'not-found' };
    const result = await asOwner(this.tokens, () => this.returns.relayPoints(returnId), (points) => ({ kind: 'found' as const, points }), [400, 409]);
    return result.kind === 'refused' ? { kind: 'not-available', message: result.message } : result;
  }
}
