/**
 * The mail log (issue 39): every mail the shop's modules send goes through `RecordingMailer`,
 * which records it — sent, or failed when the outbox could not take it — and the SMTP mailer's
 * events mark a mail failed when the relay refused it (it waits in smtp-waiting) and sent when its
 * resend went through. The admin lists the log page by page and sends a failed mail again.
 */
import { randomUUID } from 'node:crypto';
import type { OutboxEntry, OutboxPage, OutboxQuery, ResentMail } from '../../src/domain/administration/outbox';
import type { OutboxMail } from '../../src/domain/mail/outbox-mail';
import type { LocaleCode } from '../../src/domain/store/locales';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { Db } from '../db/database';
import { withoutEmails } from '../http/logging';
import type { MailEvents, MailMessage, Mailer } from '../mail/mailer';
import { insertMail, listMails, mailById, markFailed, markResent, markSent } from './administration-repository';
import type { OutboxMailRow } from './administration-tables';
import { administrationText } from './administration-texts';

export interface MailLogDeps {
  db: Db;
  now: () => Date;
  log?: { error(details: object, message: string): void };
}

/** The SMTP mailer's events, written to the log. */
export function mailLogEvents(deps: MailLogDeps): MailEvents {
  return {
    kept: (mail, reason) => markFailed(deps.db, mail, withoutEmails(reason), deps.now()),
    resent: (mail) => markSent(deps.db, mail.id, deps.now()),
  };
}

/** The mailer the modules are given: the shop's own, each mail recorded (a record that cannot be written is logged, never fails the send). */
export class RecordingMailer implements Mailer {
  constructor(
    private readonly deps: MailLogDeps,
    readonly inner: Mailer,
  ) {}

  get outboxDir(): string | undefined {
    return this.inner.outboxDir;
  }

  async withdraw(mailId: string): Promise<'withdrawn' | 'busy' | 'absent'> {
    return this.inner.withdraw ? this.inner.withdraw(mailId) : 'absent';
  }

  async send(message: MailMessage): Promise<OutboxMail> {
    let mail: OutboxMail;
    try {
      mail = await this.inner.send(message);
    } catch (error) {
      // Not even filed (the outbox's disk, a bug): the record keeps it to be sent again.
      const lost: OutboxMail = { ...message, id: randomUUID(), createdAt: this.deps.now().toISOString() };
      await this.record(() => markFailed(this.deps.db, lost, withoutEmails(String((error as Error)?.message ?? error)), this.deps.now()));
      throw error;
    }
    await this.record(() => insertMail(this.deps.db, { mail, status: 'sent', at: this.deps.now() }));
    return mail;
  }

  private async record(write: () => Promise<void>): Promise<void> {
    try {
      await write();
    } catch (error) {
      this.deps.log?.error({ err: error }, 'Mail log not written');
    }
  }
}

const iso = (at: Date | string) => new Date(at).toISOString();

const entryOf = (row: Omit<OutboxMailRow, 'mail'>): OutboxEntry => ({
  id: row.id,
  kind: row.kind,
  to: row.to_address,
  subject: row.subject,
  locale: row.locale,
  status: row.status,
  error: row.error,
  attempts: row.attempts,
  resentAs: row.resent_as,
  createdAt: iso(row.created_at),
  changedAt: iso(row.changed_at),
});

export const OUTBOX_MAX_PAGE_SIZE = 100;

/** A page of the log, newest first unless sorted otherwise, with the count of the filtered list. */
export async function listOutbox(deps: Pick<MailLogDeps, 'db'>, query: OutboxQuery): Promise<OutboxPage> {
  const pageSize = Math.min(OUTBOX_MAX_PAGE_SIZE, Math.max(1, query.pageSize ?? 20));
  const page = Math.max(1, query.page ?? 1);
  const { rows, total } = await listMails(deps.db, {
    status: query.status, to: query.to?.trim() || undefined, kind: query.kind?.trim() || undefined,
    sort: query.sort ?? 'createdAt', dir: query.dir ?? 'desc', offset: (page - 1) * pageSize, limit: pageSize,
  });
  return { items: rows.map(entryOf), total };
}

const messageOf = (mail: OutboxMail): MailMessage => {
  const { id: _id, createdAt: _createdAt, ...message } = mail;
  return message;
};

/**
 * Sends a failed mail again, as a new mail (its own id and time; the new one is in the log too,
 * failed again if the relay still refuses it). A copy waiting in the relay's folder is taken back
 * first, so it never leaves twice.
 */
export async function resendMail(deps: MailLogDeps & { mailer: Mailer }, mailId: string, locale: LocaleCode): Promise<Outcome<ResentMail>> {
  const row = await mailById(deps.db, mailId);
  if (!row) return fail('not-found', administrationText('mailNotFound', locale));
  if (row.status !== 'failed') return fail('wrong-state', administrationText('mailNotFailed', locale));
  const withdrawn = deps.mailer.withdraw ? await deps.mailer.withdraw(mailId) : 'absent';
  if (withdrawn === 'busy') return fail('wrong-state', administrationText('mailBeingSent', locale));
  // Taken back by the relay's own resend meanwhile (it went through): nothing to do twice.
  const fresh = await mailById(deps.db, mailId);
  if (fresh?.status !== 'failed') return fail('wrong-state', administrationText('mailNotFailed', locale));
  const sent = await deps.mailer.send(messageOf(row.mail));
  await markResent(deps.db, mailId, sent.id, deps.now());
  const now = await mailById(deps.db, sent.id);
  return succeed({ id: mailId, resentAs: sent.id, status: now?.status ?? 'sent' });
}
