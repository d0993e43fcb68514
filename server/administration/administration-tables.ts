/** Kysely types of the administration module's table (migration 0027); server/db/schema.ts composes them into `Database`. */
import type { ColumnType, Selectable } from 'kysely';
import type { OutboxMail } from '../../src/domain/mail/outbox-mail';
import type { CreatedAt, Json } from '../db/column-types';

export type OutboxMailStatus = 'sent' | 'failed' | 'resent';

/**
 * One mail the shop sent (`sent`), could not send (`failed`: the relay refused it, it waits in the
 * outbox's smtp-waiting folder, or the outbox could not be written), or sent again from the back
 * office (`resent`, with the id of the new mail in `resent_as`).
 */
export interface OutboxMailsTable {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  locale: string;
  status: OutboxMailStatus;
  /** The whole mail as it was sent (the text a resend sends again). */
  mail: Json<OutboxMail>;
  /** Why it failed, without addresses. */
  error: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  resent_as: string | null;
  created_at: CreatedAt;
  changed_at: CreatedAt;
}

export interface AdministrationTables {
  outbox_mails: OutboxMailsTable;
}

export type OutboxMailRow = Selectable<OutboxMailsTable>;
