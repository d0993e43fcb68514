/**
 * The contact form (SPEC §2 /contact, §5, §9): a message is checked, passes the captcha (when
 * the shop has one), is stored with a reference, mailed to support (SUPPORT_EMAIL) and
 * acknowledged to the sender in their language. Anonymous senders are throttled per client (SPEC
 * §9 request limiter: 5 per 5 minutes); a signed-in customer's message keeps their id. The order
 * id is kept as given: it is never looked up, so it reveals nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import { checkContact, normaliseContact, type ContactMessage, type ContactMessageSummary, type ContactReceipt, type ContactRequest, type ContactSubject } from '../../src/domain/contact/contact-message';
import { STORES, shopName } from '../../src/domain/store/stores';
import { isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';
import type { Db } from '../db/database';
import type { ContactMessagesTable } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { RateLimit } from '../http/rate-limits';
import { fail, succeed, type Failure, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import type { Captcha } from './captcha';
import { ACKNOWLEDGEMENT, SUBJECT_LABELS, contactText } from './contact-texts';
export { readContactConfig } from './captcha';

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

/** The captcha service did not answer: try later (503), nothing stored. */
export interface Unavailable {
  ok: false;
  kind: 'unavailable';
  message: string;
}

export type SendOutcome = Outcome<ContactReceipt> | (Failure & { retryAfterSeconds?: number }) | Unavailable;

type Row = Selectable<ContactMessagesTable>;

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
  if (captcha.kind === 'unavailable') return { ok: false, kind: 'unavailable', message: contactText('captchaUnavailable', locale) };
  if (captcha.kind === 'refused') return fail('not-allowed', contactText('captcha', locale));

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

/**
 * Stores the message, unless the same one was filed a moment ago: then that one is the answer (no
 * second row, no second mail). Concurrent double submits queue on a lock of their fingerprint.
 */
async function fileMessage(deps: ContactDeps, context: ShopContext, request: ContactRequest, customerId: number | null): Promise<{ row: Row; repeated: boolean }> {
  const fingerprint = fingerprintOf(context, request);
  const since = new Date(deps.now().getTime() - CONTACT_REPEAT_MINUTES * 60_000);
  return deps.db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${fingerprint}, 0))`.execute(trx);
    const earlier = await trx
      .selectFrom('contact_messages')
      .selectAll()
      .where('fingerprint', '=', fingerprint)
      .where('created_at', '>=', since)
      .orderBy('id')
      .executeTakeFirst();
    if (earlier) return { row: earlier, repeated: true };
    return { row: await insertMessage(trx, deps, context, request, customerId, fingerprint), repeated: false };
  });
}

async function insertMessage(trx: Db, deps: ContactDeps, context: ShopContext, request: ContactRequest, customerId: number | null, fingerprint: string): Promise<Row> {
  // A reference drawn twice (1 in 10^12) inserts nothing: draw again (a failed insert would end the transaction).
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const row = await trx
      .insertInto('contact_messages')
      .values({
        reference: newReference(),
        email: request.email,
        name: request.name,
        subject: request.subject,
        order_id: request.orderId ?? null,
        message: request.message,
        customer_id: customerId,
        store_id: context.store.id,
        locale: context.locale,
        created_at: deps.now(),
        fingerprint,
      })
      .onConflict((conflict) => conflict.column('reference').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
  }
  throw new Error('No free contact reference after 4 draws');
}

const localeOf = (row: Row): LocaleCode => (isLocaleCode(row.locale) ? row.locale : 'fr');
const shopOf = (row: Row): string => (row.store_id in STORES ? shopName(STORES[row.store_id as keyof typeof STORES]) : 'Boutique');

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

function messageOf(row: Row): ContactMessage {
  return {
    id: row.id,
    reference: row.reference,
    email: row.email,
    name: row.name,
    subject: row.subject as ContactSubject,
    orderId: row.order_id,
    message: row.message,
    customerId: row.customer_id,
    storeId: row.store_id,
    locale: row.locale,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface ContactListFilter {
  page?: number;
  email?: string;
}

/** Support staff: messages newest first, optionally of one sender. */
export async function listContactMessages(deps: Pick<ContactDeps, 'db'>, filter: ContactListFilter): Promise<Outcome<{ messages: ContactMessageSummary[]; page: number; pages: number; total: number }>> {
  const page = filter.page ?? 1;
  let query = deps.db.selectFrom('contact_messages');
  if (filter.email) query = query.where('email', '=', filter.email.trim().toLowerCase());
  const [rows, counted] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(CONTACT_PAGE_SIZE).offset((page - 1) * CONTACT_PAGE_SIZE).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(counted.n);
  return succeed({
    messages: rows.map((row) => {
      const { message, ...rest } = messageOf(row);
      return { ...rest, excerpt: message.length > 80 ? `${message.slice(0, 79)}…` : message };
    }),
    page,
    pages: Math.max(1, Math.ceil(total / CONTACT_PAGE_SIZE)),
    total,
  });
}

/** Support staff: one message, by id or reference. */
export async function showContactMessage(deps: Pick<ContactDeps, 'db'>, context: ShopContext, key: number | string): Promise<Outcome<ContactMessage>> {
  const query = deps.db.selectFrom('contact_messages').selectAll();
  const row = await (typeof key === 'number' ? query.where('id', '=', key) : query.where('reference', '=', key.toUpperCase())).executeTakeFirst();
  return row ? succeed(messageOf(row)) : fail('not-found', contactText('notFound', context.locale));
}
