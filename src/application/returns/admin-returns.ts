/** Support staff's returns (docs/returns-api.md `/admin/return-orders*`, role `support`). */
import { returnIdOf, type ReturnOrder, type ReturnSummary } from '../../domain/returns/returns';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AuthTokenStore } from '../ports/auth-token-store';
import type { AdminReturnsApi } from '../ports/returns-api';

/** A number, or a reference (`RT-000042`, `rt-42`): the id, or null when it is neither. */
function idOf(returnId: number | string): number | null {
  if (typeof returnId === 'number') return Number.isSafeInteger(returnId) && returnId > 0 ? returnId : null;
  return returnIdOf(returnId);
}

export type AdminReturnSummary = ReturnSummary & { customerEmail: string };
export type ListAdminReturnsResult = AdminOutcome<{ kind: 'found'; returns: AdminReturnSummary[]; page: number; pages: number; total?: number }>;

/** Every customer's returns, newest first, by status and customer e-mail. */
export class ListAdminReturns {
  constructor(
    private readonly admin: AdminReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(filter: { status?: string; customer?: string; page?: number } = {}): Promise<ListAdminReturnsResult> {
    return asSupport(this.tokens, () => this.admin.list(filter), (found) => ({ kind: 'found' as const, ...found }));
  }
}

export type AdminReturn = ReturnOrder & { customer: { id: number; email: string; firstName: string; lastName: string } };
export type ShowAdminReturnResult = AdminOutcome<{ kind: 'found'; returnOrder: AdminReturn }>;

export class ShowAdminReturn {
  constructor(
    private readonly admin: AdminReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(returnId: number | string): Promise<ShowAdminReturnResult> {
    const id = idOf(returnId);
    if (id === null) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.admin.show(id), (returnOrder) => ({ kind: 'found' as const, returnOrder }));
  }
}

export type ReceiveReturnResult = AdminOutcome<{ kind: 'received'; returnOrder: ReturnOrder }>;

/** The parcel arrived at the warehouse (409 unless `waitClient`). */
export class ReceiveReturn {
  constructor(
    private readonly admin: AdminReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(returnId: number | string): Promise<ReceiveReturnResult> {
    const id = idOf(returnId);
    if (id === null) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.admin.receive(id), (returnOrder) => ({ kind: 'received' as const, returnOrder }));
  }
}

export type AcceptReturnResult = AdminOutcome<{ kind: 'accepted'; returnOrder: ReturnOrder }> | { kind: 'invalid-refund-type' };

/** Accepts a received return and settles the money (a credit, or a refund); `refundType` defaults to the customer's. */
export class AcceptReturn {
  constructor(
    private readonly admin: AdminReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(input: { returnId: number | string; refundType?: string }): Promise<AcceptReturnResult> {
    const refundType = input.refundType?.trim() || undefined;
    if (refundType !== undefined && refundType !== 'credit' && refundType !== 'refund') return { kind: 'invalid-refund-type' };
    const id = idOf(input.returnId);
    if (id === null) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.admin.accept(id, refundType), (returnOrder) => ({ kind: 'accepted' as const, returnOrder }));
  }
}

/** docs/returns-api.md: a refusal says why in 3 to 500 characters. */
export const REFUSAL_REASON_MIN = 3;
export const REFUSAL_REASON_MAX = 500;

export type RefuseReturnResult = AdminOutcome<{ kind: 'return-refused'; returnOrder: ReturnOrder }> | { kind: 'invalid-reason' };

/** Refuses a received return, with the reason the customer is mailed. */
export class RefuseReturn {
  constructor(
    private readonly admin: AdminReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(input: { returnId: number | string; reason: string }): Promise<RefuseReturnResult> {
    const reason = input.reason.trim();
    const length = [...reason].length;
    if (length < REFUSAL_REASON_MIN || length > REFUSAL_REASON_MAX) return { kind: 'invalid-reason' };
    const id = idOf(input.returnId);
    if (id === null) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.admin.refuse(id, reason), (returnOrder) => ({ kind: 'return-refused' as const, returnOrder }));
  }
}

export type CancelAdminReturnResult = AdminOutcome<{ kind: 'cancelled'; returnOrder: ReturnOrder }> | { kind: 'invalid-reason' };

/** Cancels a return whose parcel will not come (the customer is mailed); the reason is optional, at most 500 characters. */
export class CancelAdminReturn {
  constructor(
    private readonly admin: AdminReturnsApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(input: { returnId: number | string; reason?: string }): Promise<CancelAdminReturnResult> {
    const reason = input.reason?.trim() || undefined;
    if (reason !== undefined && [...reason].length > REFUSAL_REASON_MAX) return { kind: 'invalid-reason' };
    const id = idOf(input.returnId);
    if (id === null) return { kind: 'not-found' };
    return asSupport(this.tokens, () => this.admin.cancel(id, reason), (returnOrder) => ({ kind: 'cancelled' as const, returnOrder }));
  }
}
