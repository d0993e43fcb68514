/**
 * The demo's mail log (issue 39): two mails the SMTP relay refused a while ago, so the back
 * office's dashboard counts failed mails and its outbox has something to resend. Once per database.
 */
import type { Db } from '../db/database';

export const DEMO_MAIL_LOG_SETTING = 'demo_mail_log';

export const DEMO_FAILED_MAILS = [
  { id: '00000000-0000-4000-8000-000000000391', kind: 'order-confirmation', to: 'camille@example.com', locale: 'fr', subject: 'Votre commande est confirmée', text: 'Bonjour Camille,\n\nVotre commande est confirmée. Merci !\n' },
  { id: '00000000-0000-4000-8000-000000000392', kind: 'password-reset', to: 'lucia@example.com', locale: 'es', subject: 'Cambia tu contraseña', text: 'Hola Lucía,\n\nPara cambiar tu contraseña, sigue el enlace de tu cuenta.\n' },
] as const;

export async function ensureDemoMailLog(db: Db, now: Date): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('settings')
      .values({ key: DEMO_MAIL_LOG_SETTING, value: JSON.stringify({ seededAt: now.toISOString() }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return 0;
    const rows = DEMO_FAILED_MAILS.map((mail, index) => {
      const createdAt = new Date(now.getTime() - (index + 2) * 3_600_000);
      return {
        id: mail.id, kind: mail.kind, to_address: mail.to, subject: mail.subject, locale: mail.locale, status: 'failed' as const,
        mail: JSON.stringify({ id: mail.id, kind: mail.kind, to: mail.to, subject: mail.subject, text: mail.text, locale: mail.locale, createdAt: createdAt.toISOString(), meta: {} }),
        error: '451 4.3.0 Temporary relay failure', attempts: 3, created_at: createdAt, changed_at: createdAt,
      };
    });
    await trx.insertInto('outbox_mails').values(rows).onConflict((oc) => oc.column('id').doNothing()).execute();
    return rows.length;
  });
}
