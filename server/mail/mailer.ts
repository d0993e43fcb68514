/**
 * How the shop sends mail (DESIGN decision 9): a Mailer port. The default writes each mail to a
 * file outbox that the `boutique outbox` command and the tests read; SMTP can implement the same
 * port when configured.
 */
import type { OutboxMail } from '../../src/domain/mail/outbox-mail';

export type MailMessage = Omit<OutboxMail, 'id' | 'createdAt'>;

export interface Mailer {
  /** Sends (or files) the mail; throws when it could not. */
  send(message: MailMessage): Promise<OutboxMail>;
  /** Where the mails can be read back, for a file outbox. */
  readonly outboxDir?: string;
  /**
   * Takes back a mail that waits to be resent by the mailer itself (the SMTP relay's waiting
   * folder), so that the back office's resend does not send it twice: `busy` while another process
   * is sending it. A mailer where nothing waits has none.
   */
  withdraw?(mailId: string): Promise<'withdrawn' | 'busy' | 'absent'>;
}

/** What a mailer tells of a mail after `send` answered (the back office's mail log listens, issue 39). */
export interface MailEvents {
  /** The relay refused it: it waits in the outbox to be resent. */
  kept?(mail: OutboxMail, reason: string): Promise<void>;
  /** A waiting mail went through. */
  resent?(mail: OutboxMail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
