/**
 * Mail by SMTP (DESIGN decision 9) when SMTP_URL is set: the same Mailer port as the file outbox,
 * through nodemailer. Mails leave after the write that caused them has committed, inside the
 * customer's request, so a relay that is down must neither fail that request nor lose the mail:
 * a send is tried a few times, then the mail waits in the outbox's `smtp-waiting` folder
 * (`boutique outbox` reads it) and the failure is logged without the address. A sweep resends the
 * waiting mails once the relay answers again (issue 37, DESIGN decision 21).
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { OutboxMail } from '../../src/domain/mail/outbox-mail';
import type { ServerConfig } from '../core/config';
import { startSweep, type Sweep } from '../core/sweep';
import { withoutEmails } from '../http/logging';
import { FileOutboxMailer, outboxDirFor } from './file-outbox-mailer';
import type { MailEvents, MailMessage, Mailer } from './mailer';
import { envelopeOf } from './smtp-envelope';
import { WaitingMails } from './smtp-waiting';

/** SMTP when SMTP_URL is set (the outbox keeps what the relay refuses), else the file outbox. */
export function configuredMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'mode'>, now: () => Date, log: SmtpMailerOptions['log'], events?: MailEvents): Mailer {
  const outboxDir = outboxDirFor(config);
  return config.smtpUrl ? new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom, outboxDir, log, now, events }) : new FileOutboxMailer(outboxDir, now);
}

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port or smtps://…, as nodemailer reads it. */
  url: string;
  /** MAIL_FROM, e.g. `Boutique <no-reply@shop.example>`. */
  from: string;
  /** The file outbox: a mail the relay would not take waits in its `smtp-waiting` folder. */
  outboxDir: string;
  log: { info(details: object, message: string): void; warn(details: object, message: string): void; error(details: object, message: string): void };
  now?: () => Date;
  /** Sends tried before the mail is kept to wait (default 3). */
  attempts?: number;
  /** Wait before the second try, doubled after each failure (default 250 ms). */
  retryDelayMs?: number;
  /** Connection, greeting and socket timeouts (default 10 s): the customer's request waits for them. */
  timeoutMs?: number;
  /** How often the waiting mails are tried again (default 30 s; longer while the relay keeps refusing). */
  resendIntervalMs?: number;
  /** Told when a mail is kept to wait, and when a waiting one goes through (the mail log, issue 39). */
  events?: MailEvents;
}

/** What one resend pass did. */
export interface ResendPass {
  sent: number;
  failed: number;
}

/** At most this many intervals between two passes while the relay keeps refusing (30 s × 16: 8 min). */
const MAX_BACKOFF_INTERVALS = 16;

type SmtpError = Error & { code?: string; responseCode?: number };

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;
  private readonly waiting: WaitingMails;

  constructor(private readonly options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? 10_000;
    // nodemailer is loaded only when SMTP_URL asks for it, not by every shop process (memory, issue 15).
    const { createTransport } = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
    this.transport = createTransport({ url: options.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
    // An 'error' event nobody listens to would throw and end the process: a relay's fault is logged only.
    this.transport.on('error', (error: SmtpError) => options.log.error({ err: errorDetails(error) }, 'SMTP transport error'));
    this.waiting = new WaitingMails(options.outboxDir, options.now);
  }

  /** Whether the relay answers and accepts the credentials (a start-up check; sends do not depend on it). */
  async verify(): Promise<{ ok: true } | { ok: false; reason: string }> {
    try {
      await this.transport.verify();
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: withoutEmails(String((error as Error).message)) };
    }
  }

  get outboxDir(): string {
    return this.options.outboxDir;
  }

  async send(message: MailMessage): Promise<OutboxMail> {
    const mail: OutboxMail = { ...message, id: randomUUID(), createdAt: (this.options.now?.() ?? new Date()).toISOString() };
    const attempts = Math.max(1, this.options.attempts ?? 3);
    let delay = this.options.retryDelayMs ?? 250;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.transport.sendMail(envelopeOf(mail, this.options.from));
        return mail;
      } catch (error) {
        // The address and the text are personal data: the log names the mail by id and kind only
        // (a relay's answer often quotes the recipient).
        const details = { mailId: mail.id, kind: mail.kind, attempt, err: errorDetails(error as SmtpError) };
        if (attempt >= attempts) {
          await this.waiting.keep(mail);
          this.options.log.error({ ...details, keptAs: mail.id, outbox: this.options.outboxDir }, 'SMTP send failed: the mail is kept in the outbox');
          await this.tell(() => this.options.events?.kept?.(mail, details.err.message));
          return mail;
        }
        this.options.log.warn(details, 'SMTP send failed, retrying');
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay *= 2;
      }
    }
  }

  /**
   * One pass over the waiting mails, oldest first: each is claimed (another process's claim is
   * skipped), sent once, and removed. A relay that cannot be reached ends the pass (the next mails
   * would fail the same way); a mail the relay refuses waits again and the pass goes on.
   */
  async resendWaiting(): Promise<ResendPass> {
    const pass: ResendPass = { sent: 0, failed: 0 };
    for (const name of await this.waiting.names()) {
      const claimed = await this.waiting.claim(name);
      if (!claimed) continue;
      const { mail } = claimed;
      try {
        await this.transport.sendMail(envelopeOf(mail, this.options.from));
      } catch (error) {
        await claimed.release();
        pass.failed += 1;
        this.options.log.warn({ mailId: mail.id, kind: mail.kind, err: errorDetails(error as SmtpError) }, 'SMTP resend failed: the mail waits for the relay');
        if ((error as SmtpError).responseCode === undefined) break;
        continue;
      }
      // Sent: a crash before this line resends it once the claim is stale (same Message-ID, which receivers dedupe on).
      await claimed.done();
      pass.sent += 1;
      this.options.log.info({ mailId: mail.id, kind: mail.kind }, 'SMTP resend: a kept mail was sent');
      await this.tell(() => this.options.events?.resent?.(mail));
    }
    return pass;
  }

  /** The waiting copy of a mail, removed (the back office sends it again itself); `busy` while a pass is sending it. */
  async withdraw(mailId: string): Promise<'withdrawn' | 'busy' | 'absent'> {
    const names = await this.waiting.names();
    const name = names.find((candidate) => candidate.endsWith(`-${mailId}.json`));
    if (!name) return 'absent';
    const claimed = await this.waiting.claim(name);
    if (!claimed) return 'busy';
    await claimed.done();
    return 'withdrawn';
  }

  /** A listener's failure (the database away) never fails a send: it is logged. */
  private async tell(event: () => Promise<void> | undefined): Promise<void> {
    try {
      await event();
    } catch (error) {
      this.options.log.error({ err: errorDetails(error as SmtpError) }, 'Mail log not written');
    }
  }

  /**
   * The resend sweep: a pass every interval; while passes only fail, 1, 2, 4 … 16 intervals are
   * skipped before the next (no hammering of a relay that is down), one interval again once a mail
   * goes through.
   */
  startResending(intervalMs = this.options.resendIntervalMs ?? 30_000): Sweep {
    let backoff = 0;
    let idle = 0;
    return startSweep('mail resend', async () => {
      if (idle > 0) {
        idle -= 1;
        return;
      }
      const pass = await this.resendWaiting();
      backoff = pass.failed > 0 && pass.sent === 0 ? Math.min(Math.max(1, backoff * 2), MAX_BACKOFF_INTERVALS) : 0;
      idle = backoff;
    }, intervalMs, this.options.log);
  }
}

/** A relay's error without the addresses it often quotes. */
function errorDetails(error: SmtpError): { message: string; code?: string; responseCode?: number } {
  return { message: withoutEmails(String(error?.message)), code: error?.code, ...(error?.responseCode ? { responseCode: error.responseCode } : {}) };
}

/** The resend sweep of an SMTP mailer; none for the file outbox (nothing waits there). */
export function startMailResend(mailer: Mailer): Sweep | undefined {
  return mailer instanceof SmtpMailer ? mailer.startResending() : undefined;
}
