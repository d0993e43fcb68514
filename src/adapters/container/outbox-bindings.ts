import type { Container } from 'inversify';
import { ReadOutbox } from '../../application/mail/read-outbox';
import type { MailOutbox } from '../../application/ports/mail-outbox';
import { FileMailOutbox } from '../mail/file-mail-outbox';
import { MAIL_OUTBOX, READ_OUTBOX } from './alert-tokens';

/** The CLI reads the shop's file outbox (QA, support); browsers and SSR never bind it (no file system there). */
export function bindMailOutbox(container: Container, outbox: MailOutbox = new FileMailOutbox()): Container {
  container.bind(MAIL_OUTBOX).toConstantValue(outbox);
  container.bind(READ_OUTBOX).toResolvedValue((mails: MailOutbox) => new ReadOutbox(mails), [MAIL_OUTBOX]);
  return container;
}
