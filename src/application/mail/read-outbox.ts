import { mailsTo, type OutboxMail } from '../../domain/mail/outbox-mail';
import type { MailOutbox } from '../ports/mail-outbox';

/** What the shop mailed (QA, support): every mail of the outbox, or those to one address, oldest first. */
export class ReadOutbox {
  constructor(private readonly outbox: MailOutbox) {}

  async execute(input: { location: string; to?: string | null }): Promise<OutboxMail[]> {
    return mailsTo(await this.outbox.read(input.location), input.to);
  }
}
