/**
 * The contact form (SPEC §2 /contact, §5, §9): a message is checked, passes the captcha (when
 * the shop has one), is stored with a reference, mailed to support (SUPPORT_EMAIL) and
 * acknowledged to the sender in their language. Anonymous senders are throttled per client (SPEC
 * §9 request limiter: 5 per 5 minutes); a signed-in customer's message keeps their id. An order
 * number must be one of the signed-in customer's, or, for an anonymous sender, one placed with the
 * e-mail address they give; any other is refused with the same words (404), whether it exists or
 * not, so the form tells nobody about other people's orders.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  checkContact, normaliseContact, type ContactMessage, type ContactMessageSummary, type ContactReceipt, type ContactRequest, type ContactStatus, type ContactSubject,
} from '../../src/domain/contact/contact-message';
import type { Db } from '../db/database';
import type { Mailer } from '../mail/mailer';
import type { RateLimit } from '../http/rate-limits';
import { fail, succeed, type Failure, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import type { Captcha } from './contact-captcha';
import { contactMessagesPage, fileOnce, findContactMessage, senderHasOrder, type ContactRow } from './contact-repository';
import { localeOf, messageOf, shopOf, withAnswers } from './contact-view';
import { ACKNOWLEDGEMENT, SUBJECT_LABELS, contactText } from './contact-texts';

export { contactText } from './contact-texts';

export { readContactConfig, DEFAULT_SUPPORT_EMAIL, type ContactConfig } from './contact-captcha';

/** SPEC §9 "Request limiter: 5 tokens per 5 minutes". */
export const CONTACT_LIMIT = { points: 5, windowSeconds: 300 };
export const CONTACT_PAGE_SIZE = 20;
/** The same message sent again within this time (a double click, a retry) is the first one. */
export const CONTACT_REPEAT_MINUTES = 10;

export interface ContactDeps {
  db: Db;
  now: () => Date;
  mailer?: Mailer;
  captcha: Captcha;
  supportEmail: string;
  /** Anonymous senders, per client address. */
  anonymousLimit: RateLimit;
}

export interface Sender {
  customerId: number | null;
  ip: string;
}

export type SendOutcome = Outcome<ContactReceipt> | (Failure & { retryAfterSeconds?: number });

type Row = ContactRow;

const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** "CT-" and 8 characters without look-alikes (0/O, 1/I). */
export function newReference(): string {
  return `CT-${[...randomBytes(8)].map((byte) => REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length]).join('')}`;
}

export async function sendContact(deps: ContactDeps, context: ShopContext, input: ContactRequest, sender: Sender): Promise<SendOutcome> {
  const { locale } = context;
  if (Object.keys(checkContact(input)).length > 0) return fail('refused', contactText('invalid', locale));
  const request = normaliseContact(input);
  if (sender.customerId === null) {
    const verdict = await deps.anonymousLimit.attempt([`contact:${sender.ip}`]);
    if (!verdict.allowed) return { ...fail('too-many-attempts', contactText('tooMany', locale)), retryAfterSeconds: verdict.retryAfterSeconds };
  }
  const captcha = await deps.captcha.verify(input.captchaToken, sender.ip);
  // The captcha service did not answer: try later, nothing stored.
  if (captcha.kind === 'unavailable') return fail('provider-unavailable', contactText('captchaUnavailable', locale));
  if (captcha.kind === 'refused') return fail('not-allowed', contactText('captcha', locale));
  // After the limiter and the captcha: nobody tries order numbers in bulk.
  if (request.orderId) {
    const owner = sender.customerId === null ? { email: request.email } : { customerId: sender.customerId };
    if (!(await senderHasOrder(deps.db, Number(request.orderId), owner))) return fail('not-found', contactText('orderUnknown', locale));
  }

  const { row, repeated } = await fileMessage(deps, context, request, sender.customerId);
  // Stored first: support reads it with `boutique admin contact` even if a mail does not leave.
  if (!repeated) await Promise.allSettled(mails(deps, row));
  return succeed({ reference: row.reference });
}

/** What makes two messages the same one sent twice. */
function fingerprintOf(context: ShopContext, request: ContactRequest): string {
  return createHash('sha256')
    .update(JSON.stringify([context.store.id, request.email, request.subject, request.orderId ?? null, request.message]))
    .digest('hex');
}

/** Stores the message, unless the same one was filed a moment ago: then that one is the answer (no second row, no second mail). */
function fileMessage(deps: ContactDeps, context: ShopContext, request: ContactRequest, customerId: number | null): Promise<{ row: Row; repeated: boolean }> {
  const since = new Date(deps.now().getTime() - CONTACT_REPEAT_MINUTES * 60_000);
  const message = {
    email: request.email,
    name: request.name,
    subject: request.subject,
    order_id: request.orderId ?? null,
    message: request.message,
    customer_id: customerId,
    store_id: context.store.id,
    locale: context.locale,
    created_at: deps.now(),
  };
  return fileOnce(deps.db, message, fingerprintOf(context, request), since, newReference);
}

function mails(deps: ContactDeps, row: Row): Promise<unknown>[] {
  if (!deps.mailer) return [];
  const locale = localeOf(row);
  const subject = SUBJECT_LABELS[row.subject as ContactSubject]?.[locale] ?? row.subject;
  const meta = { reference: row.reference, contactId: row.id };
  const toSupport = deps.mailer.send({
    kind: 'contact-message',
    to: deps.supportEmail,
    subject: `[${row.reference}] ${SUBJECT_LABELS[row.subject as ContactSubject]?.en ?? row.subject} — ${row.name}`,
    text: [
      `Reference: ${row.reference}`,
      `From: ${row.name} <${row.email}>${row.customer_id === null ? '' : ` (customer #${row.customer_id})`}`,
      `Store: ${row.store_id} (${row.locale})`,
      `Subject: ${subject}`,
      ...(row.order_id ? [`Order: ${row.order_id}`] : []),
      '',
      row.message,
    ].join('\n'),
    locale,
    meta: { ...meta, replyTo: row.email },
  });
  const ack = ACKNOWLEDGEMENT[locale]({ name: row.name, reference: row.reference, subject, shop: shopOf(row) });
  const toSender = deps.mailer.send({ kind: 'contact-acknowledgement', to: row.email, subject: ack.subject, text: ack.text, locale, meta });
  return [toSupport, toSender];
}

export interface ContactListFilter {
  page?: number;
  email?: string;
  status?: ContactStatus;
}

const excerptOf = (message: string) => (message.length > 80 ? `${message.slice(0, 79)}…` : message);

/** Support staff: messages newest first, optionally of one sender or in one state (open, done). */
export async function listContactMessages(deps: Pick<ContactDeps, 'db'>, filter: ContactListFilter): Promise<Outcome<{ messages: ContactMessageSummary[]; page: number; pages: number; total: number }>> {
  const page = filter.page ?? 1;
  const email = filter.email ? filter.email.trim().toLowerCase() : undefined;
  const { rows, total } = await contactMessagesPage(deps.db, { email, status: filter.status }, CONTACT_PAGE_SIZE, (page - 1) * CONTACT_PAGE_SIZE);
  return succeed({
    messages: rows.map((row) => {
      const { message, answers: _answers, ...rest } = messageOf(row);
      return { ...rest, excerpt: excerptOf(message), answerCount: row.answer_count };
    }),
    page,
    pages: Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE)),
    total,
  });
}

/** Support staff: one message, by id or reference, with its answers. */
export async function showContactMessage(deps: Pick<ContactDeps, 'db'>, context: Pick<ShopContext, 'locale'>, key: number | string): Promise<Outcome<ContactMessage>> {
  const row = await findContactMessage(deps.db, typeof key === 'number' ? key : key.toUpperCase());
  return row ? succeed(await withAnswers(deps.db, row)) : fail('not-found', contactText('notFound', context.locale));
}

export { answerContactMessage, customerMessagesData, markContactMessageDone, type AnswerInput } from './contact-answers';
