/** All the SQL of the outlet module: what it reads of the shop's translations. */
import type { Executor } from '../db/transaction';

/** The shop's translation catalogue of a language (`outlet.errors.<key>` among others). */
export async function translationMessages(db: Executor, locale: string): Promise<Record<string, string>> {
  const row = await db.selectFrom('translations').select('messages').where('locale', '=', locale).executeTakeFirst();
  return (row?.messages ?? {}) as Record<string, string>;
}
