/**
 * The audit module's public face (issue 36, DESIGN 19): the staff audit log — written by the hook
 * of audit-hook.ts, read by the admin (`/admin/audit`, `boutique admin audit`), kept one year —
 * and "act as customer": a support agent opens a customer's session for one of their orders with a
 * reason; the customer sees it in their account.
 */
import { AUDIT_SORTS, type ActingSession, type AuditEntry, type AuditNumberedPage, type AuditSort } from '../../src/domain/audit/audit-log';
import { checkActAsInput, ACTING_SESSION_MINUTES } from '../../src/domain/audit/acting-session';
import { isValidEmail, normaliseEmail } from '../../src/domain/accounts/email';
import { isStaffRole } from '../../src/domain/auth/roles';
import type { LocaleCode } from '../../src/domain/store/locales';
import { findCustomerOrder } from '../orders/orders-service';
import { openAccountByEmail, openAccountById, rolesOf, type CustomerRow } from '../accounts/accounts-service';
import { actingGrantFor } from '../auth/auth-service';
import type { AuthKit } from '../auth/auth-service';
import type { CustomerContext } from '../core/customer-context';
import { fail, succeed, type Outcome } from '../core/outcome';
import { startSweep, type Sweep } from '../core/sweep';
import type { Db } from '../db/database';
import { customerTrailRows, insertEntry, insertSupportAccess, listEntries, pageOfEntries, purgeEntriesBefore, supportAccessesOf, type CustomerTrailKeys, type NewAuditEntry } from './audit-repository';
import type { AuditEntryRow } from './audit-tables';
import { auditText } from './audit-texts';

export type { NewAuditEntry } from './audit-repository';

export interface AuditDeps {
  db: Db;
  now: () => Date;
}

export const AUDIT_RETENTION_DAYS = 365;
const DAY_MS = 86_400_000;

export function recordEntry(deps: AuditDeps, entry: NewAuditEntry): Promise<void> {
  return insertEntry(deps.db, entry);
}

/** The entries' shape is the one clients read (src/domain/audit/audit-log.ts). */
export type { AuditEntry } from '../../src/domain/audit/audit-log';

const entryOf = (row: AuditEntryRow): AuditEntry => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  actor: { id: row.actor_id, email: row.actor_email },
  actingFor: row.acting_for,
  ip: row.ip,
  action: row.action,
  target: row.target,
  status: row.status,
  before: row.before,
  after: row.after,
  requestId: row.request_id,
});

export interface AuditQuery {
  actor?: string;
  action?: string;
  since?: string;
  until?: string;
  cursor?: number;
  limit?: number;
  /** Numbered paging (the back office's tables): answered as `{ items, total }`. */
  page?: number;
  pageSize?: number;
  sort?: string;
  dir?: string;
}

/** `YYYY-MM-DD` (the day's start, UTC; `until` is then the day after: the whole day counts) or an ISO 8601 moment. */
function dateOf(text: string | undefined, endOfDay: boolean): Date | null | undefined {
  if (text === undefined || text === '') return undefined;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const date = new Date(day ? `${text}T00:00:00Z` : text);
  if (Number.isNaN(date.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(text)) return null;
  return day && endOfDay ? new Date(date.getTime() + DAY_MS) : date;
}

/** The admin's read: newest first, a page at a time (`nextCursor`: the next page's `cursor`, null after the last). */
export async function listAudit(deps: AuditDeps, query: AuditQuery, locale: LocaleCode): Promise<Outcome<{ entries: AuditEntry[]; nextCursor: number | null } | AuditNumberedPage>> {
  const since = dateOf(query.since, false);
  const until = dateOf(query.until, true);
  if (since === null || until === null) return fail('invalid-input', auditText('badDate', locale));
  if (query.page !== undefined || query.pageSize !== undefined) {
    const pageSize = Math.min(100, query.pageSize ?? 20);
    const sort = (AUDIT_SORTS as readonly string[]).includes(query.sort ?? '') ? (query.sort as AuditSort) : 'at';
    const { rows, total } = await pageOfEntries(deps.db, {
      actor: query.actor?.trim(), action: query.action?.trim(), since, until, sort, dir: query.dir === 'asc' ? 'asc' : 'desc', offset: ((query.page ?? 1) - 1) * pageSize, limit: pageSize,
    });
    return succeed({ items: rows.map(entryOf), total });
  }
  const limit = query.limit ?? 50;
  const rows = await listEntries(deps.db, { actor: query.actor?.trim(), action: query.action?.trim(), since, until, before: query.cursor, limit });
  const page = rows.slice(0, limit);
  return succeed({ entries: page.map(entryOf), nextCursor: rows.length > limit ? page[page.length - 1].id : null });
}

/** Removes the entries past the year they are kept for; answers how many went. */
export function purgeExpiredEntries(deps: AuditDeps): Promise<number> {
  return purgeEntriesBefore(deps.db, new Date(deps.now().getTime() - AUDIT_RETENTION_DAYS * DAY_MS));
}

export const AUDIT_RETENTION_SWEEP_MS = 6 * 60 * 60 * 1000;

/** The retention sweep of every process: a failed pass (the database away) is logged, the next runs as planned (DESIGN 21). */
export function startAuditRetention(deps: AuditDeps & { log?: { error(details: object, message: string): void } }, intervalMs = AUDIT_RETENTION_SWEEP_MS): Sweep {
  return startSweep('audit retention', () => purgeExpiredEntries(deps), intervalMs, deps.log);
}

// ---- Act as customer -----------------------------------------------------------------------------

export interface ActAsInput {
  /** The customer's e-mail address, or their account number. */
  customer?: string;
  orderId?: number;
  reason?: string;
}

export type { ActingSession } from '../../src/domain/audit/audit-log';

async function openCustomer(db: Db, named: string): Promise<CustomerRow | undefined> {
  const text = named.trim();
  if (/^#?\d{1,9}$/.test(text)) return openAccountById(db, Number(text.replace('#', '')));
  const email = normaliseEmail(text);
  return isValidEmail(email) ? openAccountByEmail(db, email) : undefined;
}

/** The agent (the signed-in support member) opens the customer's session for one of their orders. */
export async function actAsCustomer(deps: AuditDeps & { kit: AuthKit }, context: CustomerContext, input: ActAsInput): Promise<Outcome<ActingSession>> {
  const { locale } = context;
  const checked = checkActAsInput(input);
  if (!checked.ok) return fail('invalid-input', auditText(checked.error, locale));
  const customer = await openCustomer(deps.db, input.customer!);
  if (!customer) return fail('not-found', auditText('customerNotFound', locale));
  // A staff account's session would carry its roles: never opened so.
  if (rolesOf(customer).some(isStaffRole) || customer.id === context.customer.id) return fail('not-allowed', auditText('staffAccount', locale));
  const order = await findCustomerOrder(deps.db, input.orderId!, customer.id);
  if (!order) return fail('refused', auditText('orderNotTheCustomers', locale));
  const grant = await actingGrantFor({ db: deps.db, kit: deps.kit, now: deps.now }, customer, context.customer.id);
  const openedAt = deps.now();
  const expiresAt = new Date(openedAt.getTime() + Math.min(grant.expiresIn, ACTING_SESSION_MINUTES * 60) * 1000);
  await insertSupportAccess(deps.db, { customerId: customer.id, agentId: context.customer.id, orderId: input.orderId!, reason: checked.reason, openedAt, expiresAt });
  return succeed({
    token: grant.token,
    expiresIn: grant.expiresIn,
    expiresAt: expiresAt.toISOString(),
    customer: { id: customer.id, email: customer.email, firstName: customer.first_name, lastName: customer.last_name },
    orderId: input.orderId!,
    reason: checked.reason,
  });
}

export interface SupportAccess {
  openedAt: string;
  expiresAt: string;
  orderId: number;
  reason: string;
}

/** The customer's own account: when support opened it, for which order, why. */
export async function supportAccessLog(deps: AuditDeps, customerId: number): Promise<Outcome<{ accesses: SupportAccess[] }>> {
  const rows = await supportAccessesOf(deps.db, customerId);
  return succeed({
    accesses: rows.map((row) => ({ openedAt: new Date(row.opened_at).toISOString(), expiresAt: new Date(row.expires_at).toISOString(), orderId: row.order_id, reason: row.reason })),
  });
}

/** The back office's customer page (issue 39): staff calls made for the customer, newest first. */
export async function customerAuditTrail(deps: Pick<AuditDeps, 'db'>, keys: CustomerTrailKeys, limit = 50): Promise<AuditEntry[]> {
  return (await customerTrailRows(deps.db, keys, limit)).map(entryOf);
}

export type { CustomerTrailKeys } from './audit-repository';
