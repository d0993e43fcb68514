/**
 * The back office's administration use cases (issue 39), the same behind the screens of
 * src/ui/admin/administration and the `boutique admin dashboard|outbox|settings` commands: read
 * the dashboard, page through the mail log and the audit log, send a failed mail again, switch
 * the storefront's maintenance. Refusals (no session, no role, nothing of that id, a state that
 * does not allow it) come back as values.
 */
import type { Dashboard } from '../../domain/administration/dashboard';
import { isOutboxStatus, OUTBOX_SORTS, type MaintenanceSetting, type OutboxPage, type OutboxQuery, type OutboxSort, type ResentMail } from '../../domain/administration/outbox';
import { AUDIT_SORTS, isAuditDate, type AuditNumberedPage, type AuditPageQuery, type AuditSort } from '../../domain/audit/audit-log';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { AdministrationApi } from '../ports/administration-api';
import type { AuthTokenStore } from '../ports/auth-token-store';

export type InvalidInput = { kind: 'invalid'; message: string };

/** The largest page the shop answers. */
export const MAX_PAGE_SIZE = 100;

const pageOf = (page: number | undefined) => (page !== undefined && Number.isSafeInteger(page) && page >= 1 ? page : 1);
const sizeOf = (size: number | undefined, fallback: number) => (size !== undefined && Number.isSafeInteger(size) && size >= 1 ? Math.min(MAX_PAGE_SIZE, size) : fallback);

export class ReadDashboard {
  constructor(
    private readonly api: AdministrationApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(): Promise<AdminOutcome<{ kind: 'found'; dashboard: Dashboard }>> {
    return asSupport(this.tokens, () => this.api.dashboard(), (dashboard) => ({ kind: 'found' as const, dashboard }));
  }
}

export type ListOutboxInput = Omit<OutboxQuery, 'status' | 'sort'> & { status?: string; sort?: string };

export class ListOutbox {
  constructor(
    private readonly api: AdministrationApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(input: ListOutboxInput = {}): Promise<AdminOutcome<{ kind: 'found' } & OutboxPage> | InvalidInput> {
    if (input.status && !isOutboxStatus(input.status)) return { kind: 'invalid', message: `status: sent, failed or resent, not "${input.status}"` };
    const sort = (OUTBOX_SORTS as readonly string[]).includes(input.sort ?? '') ? (input.sort as OutboxSort) : undefined;
    const query: OutboxQuery = {
      ...(input.status ? { status: input.status as OutboxQuery['status'] } : {}),
      ...(input.to?.trim() ? { to: input.to.trim() } : {}),
      ...(input.kind?.trim() ? { kind: input.kind.trim() } : {}),
      ...(sort ? { sort, dir: input.dir === 'asc' ? 'asc' : 'desc' } : {}),
      page: pageOf(input.page),
      pageSize: sizeOf(input.pageSize, 20),
    };
    return asSupport(this.tokens, () => this.api.outbox(query), (page) => ({ kind: 'found' as const, ...page }));
  }
}

export class ResendMail {
  constructor(
    private readonly api: AdministrationApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(mailId: string): Promise<AdminOutcome<{ kind: 'resent'; mail: ResentMail }> | InvalidInput> {
    const id = mailId.trim();
    if (!/^[0-9A-Za-z-]{1,64}$/.test(id)) return { kind: 'invalid', message: `"${mailId}" is not a mail id (boutique admin outbox failed lists them)` };
    return asSupport(this.tokens, () => this.api.resendMail(id), (mail) => ({ kind: 'resent' as const, mail }));
  }
}

export class ReadMaintenance {
  constructor(
    private readonly api: AdministrationApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(): Promise<AdminOutcome<{ kind: 'found'; maintenance: MaintenanceSetting }>> {
    return asSupport(this.tokens, () => this.api.maintenance(), (maintenance) => ({ kind: 'found' as const, maintenance }));
  }
}

export class SwitchMaintenance {
  constructor(
    private readonly api: AdministrationApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  execute(on: boolean): Promise<AdminOutcome<{ kind: 'switched'; maintenance: MaintenanceSetting }>> {
    return asSupport(this.tokens, () => this.api.switchMaintenance(on), (maintenance) => ({ kind: 'switched' as const, maintenance }));
  }
}

export type AuditPageInput = Partial<Omit<AuditPageQuery, 'sort'>> & { sort?: string };

/** The audit log's table: a numbered page, filtered by person, action and dates. */
export class ReadAuditPage {
  constructor(
    private readonly api: AdministrationApi,
    private readonly tokens: AuthTokenStore,
  ) {}

  async execute(input: AuditPageInput = {}): Promise<AdminOutcome<{ kind: 'found' } & AuditNumberedPage> | InvalidInput> {
    for (const [name, value] of [['since', input.since], ['until', input.until]] as const) {
      if (value && !isAuditDate(value)) return { kind: 'invalid', message: `${name}: expected YYYY-MM-DD or an ISO 8601 date, not "${value}"` };
    }
    const sort = (AUDIT_SORTS as readonly string[]).includes(input.sort ?? '') ? (input.sort as AuditSort) : undefined;
    const query: AuditPageQuery = {
      ...(input.actor?.trim() ? { actor: input.actor.trim() } : {}),
      ...(input.action?.trim() ? { action: input.action.trim() } : {}),
      ...(input.since ? { since: input.since } : {}),
      ...(input.until ? { until: input.until } : {}),
      ...(sort ? { sort, dir: input.dir === 'asc' ? 'asc' : 'desc' } : {}),
      page: pageOf(input.page),
      pageSize: sizeOf(input.pageSize, 20),
    };
    return asSupport(this.tokens, () => this.api.auditPage(query), (page) => ({ kind: 'found' as const, ...page }));
  }
}
