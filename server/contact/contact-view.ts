/** A contact message as support reads it (docs/contact-ratings-api.md): rows of the contact tables → the domain's shape. */
import { STORES, shopName } from '../../src/domain/store/stores';
import { isLocaleCode, type LocaleCode } from '../../src/domain/store/locales';
import type { ContactAnswer, ContactMessage, ContactSubject } from '../../src/domain/contact/contact-message';
import type { Executor } from '../db/transaction';
import { answersOf, type ContactAnswerRow, type ContactRow } from './contact-repository';

type Row = ContactRow;

export const localeOf = (row: Row): LocaleCode => (isLocaleCode(row.locale) ? row.locale : 'fr');
export const shopOf = (row: Row): string => (row.store_id in STORES ? shopName(STORES[row.store_id as keyof typeof STORES]) : 'Boutique');

export const answerOf = (row: ContactAnswerRow): ContactAnswer => ({
  id: row.id, at: new Date(row.sent_at).toISOString(), agentEmail: row.agent_email, subject: row.subject, text: row.text, locale: row.locale,
});

export function messageOf(row: Row): ContactMessage {
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
    status: row.status,
    doneAt: row.done_at ? new Date(row.done_at).toISOString() : null,
  };
}

/** The message with its answers, oldest first. */
export async function withAnswers(db: Executor, row: Row): Promise<ContactMessage> {
  return { ...messageOf(row), answers: (await answersOf(db, row.id)).map(answerOf) };
}
