/** All the SQL of the contact module: rows of `contact_messages` (migration 0007). */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Executor } from '../db/transaction';
import type { ContactAnswersTable, ContactMessagesTable } from './contact-tables';

export type ContactRow = Selectable<ContactMessagesTable>;
export type NewContactRow = Omit<Insertable<ContactMessagesTable>, 'id' | 'reference' | 'fingerprint'>;

/**
 * Stores a message unless the same one (its fingerprint) was filed since `since`: then that one is
 * the answer. Concurrent double submits queue on a lock of their fingerprint. A reference drawn
 * twice (1 in 10^12) inserts nothing: another is drawn (a failed insert would end the transaction).
 */
export async function fileOnce(db: Db, message: NewContactRow, fingerprint: string, since: Date, newReference: () => string): Promise<{ row: ContactRow; repeated: boolean }> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${fingerprint}, 0))`.execute(trx);
    const earlier = await trx
      .selectFrom('contact_messages')
      .selectAll()
      .where('fingerprint', '=', fingerprint)
      .where('created_at', '>=', since)
      .orderBy('id')
      .executeTakeFirst();
    if (earlier) return { row: earlier, repeated: true };
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const row = await trx
        .insertInto('contact_messages')
        .values({ ...message, reference: newReference(), fingerprint })
        .onConflict((conflict) => conflict.column('reference').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (row) return { row, repeated: false };
    }
    throw new Error('No free contact reference after 4 draws');
  });
}

/** Newest first, optionally of one sender (lower case) or in one state, with the count of all and each one's answers counted. */
export async function contactMessagesPage(
  db: Executor,
  filter: { email?: string; status?: 'open' | 'done' },
  limit: number,
  offset: number,
): Promise<{ rows: (ContactRow & { answer_count: number })[]; total: number }> {
  let query = db.selectFrom('contact_messages');
  if (filter.email) query = query.where('email', '=', filter.email);
  if (filter.status) query = query.where('status', '=', filter.status);
  const [rows, counted] = await Promise.all([
    query
      .selectAll('contact_messages')
      .select((eb) => eb.selectFrom('contact_answers as a').select((inner) => inner.fn.countAll<string>().as('n')).whereRef('a.message_id', '=', 'contact_messages.id').as('answer_count'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows.map((row) => ({ ...row, answer_count: Number(row.answer_count ?? 0) })), total: Number(counted.n) };
}

export type ContactAnswerRow = Selectable<ContactAnswersTable>;

/** A message's answers, oldest first. */
export function answersOf(db: Executor, messageId: number): Promise<ContactAnswerRow[]> {
  return db.selectFrom('contact_answers').selectAll().where('message_id', '=', messageId).orderBy('id').execute();
}

export function insertAnswer(trx: Executor, answer: Omit<Insertable<ContactAnswersTable>, 'id'>): Promise<ContactAnswerRow> {
  return trx.insertInto('contact_answers').values(answer).returningAll().executeTakeFirstOrThrow();
}

/** Marks the message done (once: a second call leaves the first agent and moment). */
export async function markDone(trx: Executor, messageId: number, agentId: number, at: Date): Promise<void> {
  await trx.updateTable('contact_messages').set({ status: 'done', done_at: at, done_by: agentId }).where('id', '=', messageId).where('status', '=', 'open').execute();
}

/** A customer's messages (their account's, or sent from their address), newest first: the back office's customer page. */
export function customerContactMessages(db: Executor, customerId: number, email: string, limit = 50) {
  return db
    .selectFrom('contact_messages')
    .selectAll()
    .where((eb) => eb.or([eb('customer_id', '=', customerId), eb('email', '=', email)]))
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One message, by id or (upper-case) reference. */
export function findContactMessage(db: Executor, key: number | string): Promise<ContactRow | undefined> {
  const query = db.selectFrom('contact_messages').selectAll();
  return (typeof key === 'number' ? query.where('id', '=', key) : query.where('reference', '=', key)).executeTakeFirst();
}

/**
 * Whether the sender may name this order: one of the signed-in customer's, or, for an anonymous
 * sender, an order of the account with the e-mail address they gave (lower case).
 */
export async function senderHasOrder(db: Executor, orderId: number, sender: { customerId: number } | { email: string }): Promise<boolean> {
  let query = db.selectFrom('orders').innerJoin('customers', 'customers.id', 'orders.customer_id').select('orders.id').where('orders.id', '=', orderId);
  query = 'customerId' in sender ? query.where('orders.customer_id', '=', sender.customerId) : query.where(sql<string>`lower(customers.email)`, '=', sender.email);
  return (await query.executeTakeFirst()) !== undefined;
}

/** The agent's address at the time of an answer (kept with it: the account may change or close later). */
export async function agentEmailOf(db: Executor, agentId: number): Promise<string> {
  return (await db.selectFrom('customers').select('email').where('id', '=', agentId).executeTakeFirst())?.email ?? `support:${agentId}`;
}
