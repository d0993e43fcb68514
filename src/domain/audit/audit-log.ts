/** What the shop answers about its audit log and support's acting sessions (docs/audit.md): the shapes clients read. */

export interface AuditEntry {
  id: number;
  /** ISO instant. */
  at: string;
  actor: { id: number; email: string };
  /** The customer a support agent was acting for, or null. */
  actingFor: number | null;
  ip: string;
  /** The method and the route pattern: `POST /api/v5/admin/promotions`. */
  action: string;
  target: Record<string, string>;
  status: number;
  before: unknown;
  after: unknown;
  requestId: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The next page's cursor; null after the last page. */
  nextCursor: number | null;
}

export interface AuditFilter {
  actor?: string;
  action?: string;
  since?: string;
  until?: string;
  cursor?: number;
  limit?: number;
}

/** The orders a numbered page of the log may be read in (the back office's table, issue 39). */
export const AUDIT_SORTS = ['at', 'actor', 'action', 'status'] as const;
export type AuditSort = (typeof AUDIT_SORTS)[number];

/** A numbered page (`page` from 1, `pageSize` up to 100) of the filtered log, and the count of the whole of it. */
export interface AuditPageQuery extends Omit<AuditFilter, 'cursor' | 'limit'> {
  page: number;
  pageSize: number;
  sort?: AuditSort;
  dir?: 'asc' | 'desc';
}

export interface AuditNumberedPage {
  items: AuditEntry[];
  total: number;
}

export interface ActingSession {
  token: string;
  expiresIn: number;
  expiresAt: string;
  customer: { id: number; email: string; firstName: string; lastName: string };
  orderId: number;
  reason: string;
}

export interface SupportAccess {
  openedAt: string;
  expiresAt: string;
  orderId: number;
  reason: string;
}

/** `YYYY-MM-DD` or an ISO 8601 moment: what the audit log's `since` and `until` take. */
export function isAuditDate(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}($|T)/.test(text) && !Number.isNaN(new Date(text.length === 10 ? `${text}T00:00:00Z` : text).getTime());
}
