/**
 * The audit use cases (issue 36): the admin reads the staff audit log (`boutique admin audit`), a
 * support agent opens a customer's session for one order (`boutique admin act-as`), and the
 * customer reads when that happened (`boutique account access-log`, the account page).
 */
import { isAuditDate, type ActingSession, type AuditEntry, type AuditFilter, type SupportAccess } from '../../domain/audit/audit-log';
import { asSupport, type AdminOutcome, type AdminRefused } from '../orders/admin-orders';
import { isApiError } from '../ports/api-error';
import type { AuditApi } from '../ports/audit-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { asCustomer, isSignedOut, type SignedOut } from '../auth/signed-in';

export type InvalidAudit = { kind: 'invalid'; message: string };

export type ReadAuditLogResult = AdminOutcome<{ kind: 'found'; entries: AuditEntry[]; nextCursor: number | null }> | InvalidAudit;

/** The admin's read, every page from the newest until `max` entries (the CLI prints them all). */
export class ReadAuditLog {
  constructor(
    private readonly audit: AuditApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(filter: AuditFilter & { max?: number } = {}): Promise<ReadAuditLogResult> {
    for (const [name, value] of [['since', filter.since], ['until', filter.until]] as const) {
      if (value !== undefined && !isAuditDate(value)) return { kind: 'invalid', message: `--${name}: expected YYYY-MM-DD or an ISO 8601 date, not "${value}"` };
    }
    const max = filter.max ?? 200;
    const { max: _max, ...query } = filter;
    return asSupport(this.tokens, async () => {
      const entries: AuditEntry[] = [];
      let cursor = query.cursor;
      for (;;) {
        const page = await this.audit.list({ ...query, cursor, limit: Math.min(200, max - entries.length) });
        entries.push(...page.entries);
        cursor = page.nextCursor ?? undefined;
        if (cursor === undefined || entries.length >= max) return { entries, nextCursor: page.nextCursor };
      }
    }, (found) => ({ kind: 'found' as const, ...found }));
  }
}

export type ActAsResult = AdminOutcome<{ kind: 'opened'; session: ActingSession }> | InvalidAudit;

/** A support agent opens the customer's session for one of their orders; the shop refuses another customer's order (422). */
export class ActAsCustomer {
  constructor(
    private readonly audit: AuditApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(input: { customer: string; orderId: number; reason: string }): Promise<ActAsResult> {
    if (input.customer.trim() === '') return { kind: 'invalid', message: 'Give the customer’s e-mail address.' };
    if (input.reason.trim().length < 10) return { kind: 'invalid', message: '--reason: say why in a few words (10 characters at least).' };
    try {
      return await asSupport(this.tokens, () => this.audit.actAs({ customer: input.customer.trim(), orderId: input.orderId, reason: input.reason }), (session) => ({ kind: 'opened' as const, session }));
    } catch (error) {
      if (isApiError(error) && error.code === 422) return { kind: 'refused', code: 422, message: error.message } satisfies AdminRefused;
      throw error;
    }
  }
}

export type SupportAccessesResult = { kind: 'found'; accesses: SupportAccess[] } | SignedOut;

/** The signed-in customer: when support opened their account, for which order, why. */
export class ListSupportAccesses {
  constructor(
    private readonly audit: AuditApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(): Promise<SupportAccessesResult> {
    const accesses = await asCustomer(this.tokens, () => this.audit.supportAccesses());
    return isSignedOut(accesses) ? accesses : { kind: 'found', accesses };
  }
}
