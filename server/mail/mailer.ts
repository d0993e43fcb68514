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
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
