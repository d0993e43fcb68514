/**
 * Support answers a contact message from the back office (issue 39): the answer is mailed to the
 * sender in the language they wrote in, through the shop's mailer (the file outbox by default), and
 * kept with the message; the agent may mark the message done at the same time, or later. The mail
 * leaves first, outside any transaction (the mailer records what it sends in the database, and the
 * embedded database has one connection: a mail sent from inside a transaction waited for it for
 * ever), then the answer is stored: a mail that cannot leave stores nothing (the agent sends it
 * again), and a mail that left is in the mail log even if storing its answer failed.
 */
import type { ContactMessage, ContactSubject } from '../../src/domain/contact/contact-message';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { CustomerContext } from '../core/customer-context';
import { fail, succeed, type Outcome } from '../core/outcome';
import { transaction } from '../db/transaction';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import { localeOf, shopOf, withAnswers } from './contact-view';
import { agentEmailOf, customerContactMessages, findContactMessage, insertAnswer, markDone } from './contact-repository';
import { ANSWER_MAIL, ANSWER_MAX, ANSWER_MIN, answerText } from './contact-answer-texts';
import { SUBJECT_LABELS, contactText } from './contact-texts';

interface AnswerDeps {
  db: Db;
  now: () => Date;
  mailer?: Mailer;
}

export interface AnswerInput {
  text?: string;
  /** Mark the message done with this answer. */
  done?: boolean;
}

/** The agent: the signed-in support member (who answered is kept with the answer). */
type Agent = Pick<CustomerContext, 'locale' | 'customer'>;

const findByKey = (deps: Pick<AnswerDeps, 'db'>, key: number | string) => findContactMessage(deps.db, typeof key === 'number' ? key : key.toUpperCase());

export async function answerContactMessage(deps: AnswerDeps, agent: Agent, key: number | string, input: AnswerInput): Promise<Outcome<ContactMessage>> {
  const text = (input.text ?? '').replace(/\r\n/g, '\n').trim();
  const length = [...text].length;
  if (length < ANSWER_MIN || length > ANSWER_MAX) return fail('invalid-input', answerText('answerInvalid', agent.locale));
  const row = await findByKey(deps, key);
  if (!row) return fail('not-found', contactText('notFound', agent.locale));
  if (!deps.mailer) return fail('provider-unavailable', answerText('mailFailed', agent.locale));
  const mailer = deps.mailer;
  const locale: LocaleCode = localeOf(row);
  const subject = SUBJECT_LABELS[row.subject as ContactSubject]?.[locale] ?? row.subject;
  const mail = ANSWER_MAIL[locale]({ name: row.name, reference: row.reference, subject, shop: shopOf(row), text });
  try {
    await mailer.send({ kind: 'contact-answer', to: row.email, subject: mail.subject, text: mail.text, locale, meta: { reference: row.reference, contactId: row.id } });
  } catch {
    return fail('provider-unavailable', answerText('mailFailed', agent.locale));
  }
  await transaction(deps.db, async ({ trx }) => {
    const now = deps.now();
    await insertAnswer(trx, {
      message_id: row.id, agent_id: agent.customer.id, agent_email: await agentEmailOf(trx, agent.customer.id), subject: mail.subject, text, locale, sent_at: now,
    });
    if (input.done) await markDone(trx, row.id, agent.customer.id, now);
  });
  return succeed(await withAnswers(deps.db, (await findContactMessage(deps.db, row.id))!));
}

export async function markContactMessageDone(deps: Pick<AnswerDeps, 'db' | 'now'>, agent: Agent, key: number | string): Promise<Outcome<ContactMessage>> {
  const row = await findByKey(deps, key);
  if (!row) return fail('not-found', contactText('notFound', agent.locale));
  await markDone(deps.db, row.id, agent.customer.id, deps.now());
  return succeed(await withAnswers(deps.db, (await findContactMessage(deps.db, row.id))!));
}

/** A customer's messages with their answers, newest first: the back office's customer page. */
export async function customerMessagesData(db: Db, customerId: number, email: string): Promise<ContactMessage[]> {
  const rows = await customerContactMessages(db, customerId, email);
  return Promise.all(rows.map((row) => withAnswers(db, row)));
}
