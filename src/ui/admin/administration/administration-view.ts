/**
 * What the administration screens show, worked out without React (issue 39): the dashboard's
 * money in the staff member's language, the waiting lists' links, the outbox's and the audit
 * table's queries from the table's, and the last-admin rule of the staff screen.
 */
import type { Dashboard } from '../../../domain/administration/dashboard';
import type { OutboxQuery } from '../../../domain/administration/outbox';
import type { AuditPageQuery } from '../../../domain/audit/audit-log';
import { ADMIN_ROLE } from '../../../domain/auth/roles';
import type { StaffMember } from '../../../domain/auth/staff';
import { formatMoney } from '../../../domain/money/money';
import type { PageQuery } from '../kit/data-table';

const MONEY_LOCALES: Record<string, string> = { fr: 'fr-FR', en: 'en-IE', es: 'es-ES', it: 'it-IT', nl: 'nl-BE', de: 'de-DE' };

/** 1234.5 → "1 234,50 €" in French, "€1,234.50" in English. */
export function moneyOf(euros: number, locale: string): string {
  return formatMoney(euros, MONEY_LOCALES[locale] ?? 'fr-FR');
}

export interface WaitingLink {
  key: keyof NonNullable<Dashboard['waiting']>;
  count: number;
  href: string;
}

/** Where each waiting count leads: support's lists, filtered (src/ui/admin/support). */
const WAITING_HREFS: Record<WaitingLink['key'], string> = {
  toShip: '/admin/orders?status=paid',
  awaitingPayment: '/admin/orders?status=awaiting_payment',
  returnsToReceive: '/admin/returns?status=waitClient',
  toRefund: '/admin/returns?status=received',
  refundsPending: '/admin/returns?status=accepted',
};

export function waitingLinks(waiting: NonNullable<Dashboard['waiting']>): WaitingLink[] {
  return (Object.keys(WAITING_HREFS) as WaitingLink['key'][]).map((key) => ({ key, count: waiting[key], href: WAITING_HREFS[key] }));
}

export const FAILED_MAILS_HREF = '/admin/outbox?status=failed';
export const LOW_STOCK_HREF = '/admin/products?stock=low';

/** The table's query as the mail log's: page, size, sort, the status and address filters. */
export function outboxQueryOf(query: PageQuery): OutboxQuery {
  const status = query.filters.status;
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...(query.sort ? { sort: query.sort.key as OutboxQuery['sort'], dir: query.sort.dir } : {}),
    ...(status === 'sent' || status === 'failed' || status === 'resent' ? { status } : {}),
    ...(query.filters.to ? { to: query.filters.to } : {}),
  };
}

/** The table's query as the audit log's: person, action, from, to. */
export function auditQueryOf(query: PageQuery): AuditPageQuery {
  const { actor, action, since, until } = query.filters;
  return {
    page: query.page,
    pageSize: query.pageSize,
    ...(query.sort ? { sort: query.sort.key as AuditPageQuery['sort'], dir: query.sort.dir } : {}),
    ...(actor ? { actor } : {}),
    ...(action ? { action } : {}),
    ...(since ? { since } : {}),
    ...(until ? { until } : {}),
  };
}

/** The last admin keeps the role: the screen offers no revoke of it (the shop refuses it anyway, 409). */
export function mayRevoke(staff: readonly StaffMember[], member: StaffMember, role: string): boolean {
  if (!member.roles.includes(role)) return false;
  if (role !== ADMIN_ROLE) return true;
  return staff.filter((other) => other.roles.includes(ADMIN_ROLE)).length > 1;
}
