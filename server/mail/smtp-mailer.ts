/**
 * Mail by SMTP (DESIGN decision 9) when SMTP_URL is set: the same Mailer port as the file outbox,
 * through nodemailer. Mails leave after the write that caused them has committed, inside the
 * customer's request, so a relay that is down must neither fail that request nor lose the mail:
 * a send is tried a few times, then the mail is kept in the file outbox (`boutique outbox`
 * reads it) and the failure is logged without the address.
 */
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { OutboxMail } from '../../src/domain/mail/outbox-mail';
import type { ServerConfig } from '../core/config';
import { withoutEmails } from '../http/logging';
import { FileOutboxMailer, outboxDirFor } from './file-outbox-mailer';
import type { MailMessage, Mailer } from './mailer';

/** SMTP when SMTP_URL is set (the outbox keeps what the relay refuses), else the file outbox. */
export function configuredMailer(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom' | 'dataDir' | 'mode'>, now: () => Date, log: SmtpMailerOptions['log']): Mailer {
  const outbox = new FileOutboxMailer(outboxDirFor(config), now);
  return config.smtpUrl ? new SmtpMailer({ url: config.smtpUrl, from: config.mailFrom, fallback: outbox, log, now }) : outbox;
}

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port or smtps://…, as nodemailer reads it. */
  url: string;
  /** MAIL_FROM, e.g. `Boutique <no-reply@shop.example>`. */
  from: string;
  /** Where a mail the relay would not take is kept. */
  fallback: Mailer;
  log: { warn(details: object, message: string): void; error(details: object, message: string): void };
  now?: () => Date;
  /** Sends tried before the mail is kept in the fallback (default 3). */
  attempts?: number;
  /** Wait before the second try, doubled after each failure (default 250 ms). */
  retryDelayMs?: number;
  /** Connection, greeting and socket timeouts (default 10 s): the customer's request waits for them. */
  timeoutMs?: number;
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpMailerOptions) {
    const timeout = options.timeoutMs ?? 10_000;
    // nodemailer is loaded only when SMTP_URL asks for it, not by every shop process (memory, issue 15).
    const { createTransport } = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
    this.transport = createTransport({ url: options.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout });
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

  get outboxDir(): string | undefined {
    return this.options.fallback.outboxDir;
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
        const details = { mailId: mail.id, kind: mail.kind, attempt, err: { message: withoutEmails(String((error as Error).message)), code: (error as { code?: string }).code } };
        if (attempt >= attempts) return this.keep(message, details);
        this.options.log.warn(details, 'SMTP send failed, retrying');
        await new Promise((resolve) => setTimeout(resolve, delay));
        delay *= 2;
      }
    }
  }

  private async keep(message: MailMessage, details: object): Promise<OutboxMail> {
    const kept = await this.options.fallback.send(message);
    this.options.log.error({ ...details, keptAs: kept.id, outbox: this.options.fallback.outboxDir }, 'SMTP send failed: the mail is kept in the outbox');
    return kept;
  }
}

/** The nodemailer message: the text as written, and an HTML part of the same paragraphs with its links. */
export function envelopeOf(mail: OutboxMail, from: string) {
  const replyTo = typeof mail.meta.replyTo === 'string' ? mail.meta.replyTo : undefined;
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: htmlOf(mail.text, mail.locale),
    messageId: `<${mail.id}@boutique>`,
    headers: { 'x-boutique-mail': mail.kind },
    ...(replyTo ? { replyTo } : {}),
  };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => ESCAPES[character]);
const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

function htmlOf(text: string, locale: string): string {
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => {
    const escaped = escapeHtml(paragraph).replace(URL_PATTERN, (url) => `<a href="${url}">${url}</a>`);
    return `<p>${escaped.replace(/\n/g, '<br>')}</p>`;
  });
  return `<!doctype html><html lang="${escapeHtml(locale)}"><body>${paragraphs.join('\n')}</body></html>`;
}
