import type { Container } from 'inversify';
import { ReadOutbox } from '../../application/mail/read-outbox';
import { MAIL_OUTBOX, type MailOutbox } from '../../application/ports/mail-outbox';
import { FileMailOutbox } from '../mail/file-mail-outbox';
import { bindFactory, bindValue } from './bind';
import { READ_OUTBOX } from './outbox-tokens';

/** The CLI reads the shop's file outbox (QA, support); browsers and SSR never bind it (no file system there). */
export function bindMailOutbox(container: Container, outbox: MailOutbox = new FileMailOutbox()): Container {
  bindValue(container, MAIL_OUTBOX, outbox);
  bindFactory(container, READ_OUTBOX, (mails) => new ReadOutbox(mails), [MAIL_OUTBOX]);
  return container;
}
