import type { OutboxMail } from '../../domain/mail/outbox-mail';
import { token } from './token';

/** The shop's mail outbox (DESIGN decision 9), read back by QA and tests. */
export interface MailOutbox {
  /** Every mail of the outbox at `location` (a directory for the file outbox); none when it is empty or missing. */
  read(location: string): Promise<OutboxMail[]>;
}

export const MAIL_OUTBOX = token<MailOutbox>('MailOutbox');
