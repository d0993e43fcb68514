/**
 * Returns, support's returns and gift cards (docs/returns-api.md). Refusals throw ApiError with
 * the server's message (400/409/422, 404 for another customer's order or return, 429 throttled).
 */
import type { ReturnOrder, ReturnReason, ReturnSummary } from '../../domain/returns/returns';
import type { RelayPoint } from '../../domain/orders/relay-point';
import type { Balance, BalanceLine, OrderDocument } from './orders-api';
import { token } from './token';

/** POST /secure/return-orders (docs/returns-api.md). */
export interface NewReturnRequest {
  orderId: number;
  returnOrderRefundTypeId: number;
  products: { orderProduct: number; quantity: number; reason: { id: number }; comment: string }[];
  acceptTerms: boolean;
}

/** The signed-in customer's returns; `reasons` is public. */
export interface ReturnsApi {
  reasons(): Promise<ReturnReason[]>;
  /** `idempotencyKey`: one return however often the same form is sent. */
  create(request: NewReturnRequest, idempotencyKey: string): Promise<ReturnOrder>;
  ofOrder(orderId: number): Promise<ReturnSummary[]>;
  show(returnId: number): Promise<ReturnOrder>;
  relayPoints(returnId: number): Promise<RelayPoint[]>;
  coupon(returnId: number): Promise<OrderDocument>;
  cancel(returnId: number): Promise<ReturnOrder>;
}

export const RETURNS_API = token<ReturnsApi>('ReturnsApi');

/** Support staff (`/admin/return-orders*`, role `support`; 403 otherwise). */
export interface AdminReturnsApi {
  list(filter: { status?: string; customer?: string; page?: number }): Promise<{ returns: (ReturnSummary & { customerEmail: string })[]; page: number; pages: number; total?: number }>;
  show(returnId: number | string): Promise<ReturnOrder & { customer: { id: number; email: string; firstName: string; lastName: string } }>;
  receive(returnId: number | string): Promise<ReturnOrder>;
  /** `refundType` defaults to what the customer chose. */
  accept(returnId: number | string, refundType?: 'credit' | 'refund'): Promise<ReturnOrder>;
  refuse(returnId: number | string, reason: string): Promise<ReturnOrder>;
  /** A return whose parcel will not come (409 unless `waitClient`); `reason` goes in its history and the customer's mail. */
  cancel(returnId: number | string, reason?: string): Promise<ReturnOrder>;
}

export const ADMIN_RETURNS_API = token<AdminReturnsApi>('AdminReturnsApi');

/** POST /secure/account/giftcards (docs/returns-api.md "Gift cards"). */
export interface GiftcardsApi {
  activate(code: string): Promise<{ credit: BalanceLine; balance: Balance }>;
}

export const GIFTCARDS_API = token<GiftcardsApi>('GiftcardsApi');
