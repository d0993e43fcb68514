/**
 * A mail as the shop's file outbox keeps it (DESIGN decision 9): one JSON file per mail, named so
 * that a directory listing is in sending order. The server writes them, the CLI reads them.
 */
import { isLocaleCode, type LocaleCode } from '../store/locales';

export interface OutboxMail {
  id: string;
  /** What the mail is about, e.g. `product-alert`. */
  kind: string;
  to: string;
  subject: string;
  text: string;
  locale: LocaleCode;
  /** ISO date-time. */
  createdAt: string;
  /** Links and ids a reader (QA, tests) may want without parsing the text. */
  meta: Record<string, string | number>;
  /** Extra headers of the sent mail (a marketing mail's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
  headers?: Record<string, string>;
}

/**
 * The outbox's folder of mails the SMTP relay refused, waiting for it to answer again (the SMTP
 * mailer resends them); `boutique outbox` lists them with the others.
 */
export const SMTP_WAITING_FOLDER = 'smtp-waiting';

/** `2026-11-22T18-04-05-123Z-<id>.json`: sorts by time. */
export function outboxFileName(mail: Pick<OutboxMail, 'createdAt' | 'id'>): string {
  return `${mail.createdAt.replace(/[:.]/g, '-')}-${mail.id}.json`;
}

const isText = (value: unknown): value is string => typeof value === 'string';

export function isOutboxMail(value: unknown): value is OutboxMail {
  if (!value || typeof value !== 'object') return false;
  const mail = value as Record<string, unknown>;
  return ['id', 'kind', 'to', 'subject', 'text', 'createdAt'].every((key) => isText(mail[key]))
    && isLocaleCode(mail.locale)
    && typeof mail.meta === 'object' && mail.meta !== null;
}

/** Mails to one address (any case), oldest first. */
export function mailsTo(mails: readonly OutboxMail[], to?: string | null): OutboxMail[] {
  const wanted = to?.trim().toLowerCase();
  return mails
    .filter((mail) => !wanted || mail.to.toLowerCase() === wanted)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}
