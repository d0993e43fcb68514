/** All the SQL of the contact module: rows of `contact_messages` (migration 0007). */
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../db/database';
import type { Executor } from '../db/transaction';
import type { ContactMessagesTable } from './contact-tables';

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

/** Newest first, optionally of one sender (lower case), with the count of all. */
export async function contactMessagesPage(db: Executor, filter: { email?: string }, limit: number, offset: number): Promise<{ rows: ContactRow[]; total: number }> {
  let query = db.selectFrom('contact_messages');
  if (filter.email) query = query.where('email', '=', filter.email);
  const [rows, counted] = await Promise.all([
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.n) };
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
