/** All the SQL of the audit module: the staff audit log (append-only) and the support accesses. */
import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { Executor } from '../db/transaction';
import type { AuditEntryRow } from './audit-tables';

export interface NewAuditEntry {
  at: Date;
  actorId: number;
  actingFor: number | null;
  ip: string;
  action: string;
  target: Record<string, string>;
  status: number;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

const json = (value: unknown): string | null => (value === undefined || value === null ? null : JSON.stringify(value));

/** One entry; the actor's e-mail is read in the same statement (the address at the time of the call). */
export async function insertEntry(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_entries')
    .values({
      at: entry.at,
      actor_id: entry.actorId,
      actor_email: sql<string>`coalesce((select email from customers where id = ${entry.actorId}), ${`#${entry.actorId}`})`,
      acting_for: entry.actingFor,
      ip: entry.ip,
      action: entry.action,
      target: JSON.stringify(entry.target),
      status: entry.status,
      before: json(entry.before),
      after: json(entry.after),
      request_id: entry.requestId,
    })
    .execute();
}

export interface AuditFilter {
  /** Part of the actor's e-mail address. */
  actor?: string;
  /** Part of the action (`POST /api/v5/admin/promotions`, `promotions`…). */
  action?: string;
  since?: Date;
  until?: Date;
  /** Entries older than this id (the cursor of the page before). */
  before?: number;
  limit: number;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function filtered(db: Db, filter: Omit<AuditFilter, 'limit' | 'before'>) {
  let query = db.selectFrom('audit_entries');
  if (filter.actor) query = query.where('actor_email', 'ilike', like(filter.actor.toLowerCase()));
  if (filter.action) query = query.where('action', 'ilike', like(filter.action));
  if (filter.since) query = query.where('at', '>=', filter.since);
  if (filter.until) query = query.where('at', '<', filter.until);
  return query;
}

/** Newest first, one more than `limit` (the caller tells from it whether a next page exists). */
export async function listEntries(db: Db, filter: AuditFilter): Promise<AuditEntryRow[]> {
  let query = filtered(db, filter).selectAll();
  if (filter.before !== undefined) query = query.where('id', '<', filter.before);
  return (await query.orderBy('id', 'desc').limit(filter.limit + 1).execute()) as AuditEntryRow[];
}

const SORT_COLUMNS = { at: 'at', actor: 'actor_email', action: 'action', status: 'status' } as const;

/** A numbered page of the filtered log, and the count of the whole of it (the back office's table, issue 39). */
export async function pageOfEntries(
  db: Db,
  filter: Omit<AuditFilter, 'limit' | 'before'> & { sort: keyof typeof SORT_COLUMNS; dir: 'asc' | 'desc'; offset: number; limit: number },
): Promise<{ rows: AuditEntryRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter).selectAll().orderBy(SORT_COLUMNS[filter.sort], filter.dir).orderBy('id', filter.dir).offset(filter.offset).limit(filter.limit).execute(),
    filtered(db, filter).select(sql<string>`count(*)`.as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as AuditEntryRow[], total: Number(count.total) };
}

/** The retention sweep: entries older than `cutoff` go (the database refuses younger ones anyway). */
export async function purgeEntriesBefore(db: Executor, cutoff: Date): Promise<number> {
  const result = await db.deleteFrom('audit_entries').where('at', '<', cutoff).where(sql<boolean>`at < now() - interval '365 days'`).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function insertSupportAccess(db: Executor, access: { customerId: number; agentId: number; orderId: number; reason: string; openedAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('support_accesses')
    .values({ customer_id: access.customerId, agent_id: access.agentId, order_id: access.orderId, reason: access.reason, opened_at: access.openedAt, expires_at: access.expiresAt })
    .execute();
}

/** The customer's own list: when, for which order, why (the agent's name stays the shop's). */
export async function supportAccessesOf(db: Db, customerId: number, limit = 50) {
  return db
    .selectFrom('support_accesses')
    .select(['id', 'order_id', 'reason', 'opened_at', 'expires_at'])
    .where('customer_id', '=', customerId)
    .orderBy('opened_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** What a customer's support trail is made of: their account, their orders, returns and messages as the routes name them. */
export interface CustomerTrailKeys {
  customerId: number;
  email: string;
  orderIds: number[];
  /** As routes name them: `42` and `RT-000042`. */
  returnKeys: string[];
  messageKeys: string[];
}

/** Staff calls made for one customer (acting for them, or on their account, orders, returns, messages), newest first. */
export function customerTrailRows(db: Db, keys: CustomerTrailKeys, limit: number): Promise<AuditEntryRow[]> {
  const target = (name: string) => sql<string>`target ->> ${name}`;
  return db
    .selectFrom('audit_entries')
    .selectAll()
    .where((eb) => eb.or([
      eb('acting_for', '=', keys.customerId),
      eb(target('customer'), 'in', [String(keys.customerId), keys.email]),
      ...(keys.orderIds.length > 0 ? [eb.and([eb('action', 'like', '% /api/v5/admin/orders/%'), eb(target('id'), 'in', keys.orderIds.map(String))])] : []),
      ...(keys.returnKeys.length > 0 ? [eb.and([eb('action', 'like', '% /api/v5/admin/return-orders/%'), eb(target('id'), 'in', keys.returnKeys)])] : []),
      ...(keys.messageKeys.length > 0 ? [eb.and([eb('action', 'like', '% /api/v5/admin/contact-messages/%'), eb(target('id'), 'in', keys.messageKeys)])] : []),
    ]))
    .orderBy('id', 'desc')
    .limit(limit)
    .execute() as Promise<AuditEntryRow[]>;
}
