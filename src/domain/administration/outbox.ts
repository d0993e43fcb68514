/** The back office's mail log (issue 39): what the shop answers of the mails it sent or could not send. */

export const OUTBOX_STATUSES = ['sent', 'failed', 'resent'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export function isOutboxStatus(value: string): value is OutboxStatus {
  return (OUTBOX_STATUSES as readonly string[]).includes(value);
}

export interface OutboxEntry {
  id: string;
  kind: string;
  to: string;
  subject: string;
  locale: string;
  status: OutboxStatus;
  /** Why it failed (the relay's answer, without addresses). */
  error: string | null;
  attempts: number;
  /** The mail it was sent again as. */
  resentAs: string | null;
  createdAt: string;
  changedAt: string;
}

export interface OutboxPage {
  items: OutboxEntry[];
  total: number;
}

export const OUTBOX_SORTS = ['createdAt', 'to', 'kind', 'status'] as const;
export type OutboxSort = (typeof OUTBOX_SORTS)[number];

export interface OutboxQuery {
  status?: OutboxStatus;
  to?: string;
  kind?: string;
  sort?: OutboxSort;
  dir?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}

/** A resend: the failed mail, now `resent`, and the new mail's id and status (`failed` again when the relay still refuses it). */
export interface ResentMail {
  id: string;
  resentAs: string;
  status: OutboxStatus;
}

/** The shop's settings that are data (the maintenance switch; the free-shipping thresholds are the delivery terms'). */
export interface MaintenanceSetting {
  on: boolean;
  /** MAINTENANCE=1 in the shop's environment: on whatever the switch says. */
  forced: boolean;
}
