/** Kysely types of the audit module's tables (migration 0020); server/db/schema.ts composes them into `Database`. */
import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, Json, NullableJson, Timestamp } from '../db/column-types';

/**
 * One staff call (issue 36): append-only — a trigger refuses every UPDATE, and every DELETE of an
 * entry less than 365 days old (the retention sweep's). No foreign key: an entry outlives the
 * accounts it names.
 */
export interface AuditEntriesTable {
  id: Generated<number>;
  at: CreatedAt;
  /** Who called: the staff member, or the support agent of an acting session. */
  actor_id: number;
  /** The actor's e-mail address at the time of the call. */
  actor_email: string;
  /** The customer an acting session spoke for; null for a staff call of the agent's own. */
  acting_for: number | null;
  /** The client's address, as the shop computes it (TRUST_PROXY). */
  ip: string;
  /** `POST /api/v5/admin/promotions`: the method and the route pattern. */
  action: string;
  /** The route's parameters (which order, which product…). */
  target: Json<Record<string, string>>;
  /** The answer's status code. */
  status: number;
  /** What the route said was there before a change (redacted), when it says. */
  before: NullableJson<unknown>;
  /** The change asked for: the redacted request body; null for a read. */
  after: NullableJson<unknown>;
  request_id: string | null;
}

/** A session a support agent opened for a customer: shown to the customer in their account. */
export interface SupportAccessesTable {
  id: Generated<number>;
  customer_id: number;
  agent_id: number;
  order_id: number;
  reason: string;
  opened_at: Timestamp;
  expires_at: Timestamp;
}

export interface AuditTables {
  audit_entries: AuditEntriesTable;
  support_accesses: SupportAccessesTable;
}

export type AuditEntryRow = { [K in keyof AuditEntriesTable]: AuditEntriesTable[K] extends ColumnType<infer S, unknown, unknown> ? S : AuditEntriesTable[K] };
