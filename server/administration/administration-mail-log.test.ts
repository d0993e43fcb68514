/**
 * The mail log against a real SMTP relay (smtp-server, started by the test) that refuses, then
 * accepts: a refused mail is logged failed (it waits in the outbox's smtp-waiting folder); the
 * relay's own resend marks it sent; the admin's resend takes the waiting copy back first, so the
 * mail leaves once, as a new mail, and the old one is `resent`.
 */
import { mkdtempSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTP_WAITING_FOLDER } from '../../src/domain/mail/outbox-mail';
import type { MailMessage } from '../mail/mailer';
import { SmtpMailer } from '../mail/smtp-mailer';
import { useApi } from '../testing/api-harness';
import { mailLogEvents, RecordingMailer, resendMail } from './administration-service';

const api = useApi();
const MESSAGE: MailMessage = { kind: 'password-reset', to: 'camille@example.com', subject: 'Réinitialisez votre mot de passe', text: 'Bonjour,\n', locale: 'fr', meta: {} };
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

let refuse = true;
let received = 0;
let server: SMTPServer;
let url = '';

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        if (refuse) return callback(Object.assign(new Error('Mailbox busy'), { responseCode: 451 }));
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  url = `smtp://127.0.0.1:${(server.server.address() as { port: number }).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const mailers = () => {
  const deps = { db: api.db, now: () => new Date(), log };
  const smtp = new SmtpMailer({ url, from: 'Boutique <no-reply@example.com>', outboxDir: mkdtempSync(path.join(tmpdir(), 'mail-log-')), log, attempts: 1, events: mailLogEvents(deps) });
  return { deps, smtp, mailer: new RecordingMailer(deps, smtp) };
};
const statusOf = async (id: string) => (await api.db.selectFrom('outbox_mails').select(['status', 'error', 'resent_as']).where('id', '=', id).executeTakeFirstOrThrow());
const waiting = async (directory: string) => (await readdir(path.join(directory, SMTP_WAITING_FOLDER)).catch(() => [])).filter((name) => name.endsWith('.json'));

describe('the mail log of an SMTP shop', () => {
  it('logs a refused mail failed, with the relay’s answer, and sent once the relay’s own resend went through', async () => {
    refuse = true;
    const { smtp, mailer } = mailers();
    const mail = await mailer.send(MESSAGE);
    expect(await statusOf(mail.id)).toMatchObject({ status: 'failed', error: expect.stringContaining('Mailbox busy') });
    refuse = false;
    expect(await smtp.resendWaiting()).toEqual({ sent: 1, failed: 0 });
    expect(await statusOf(mail.id)).toMatchObject({ status: 'sent', error: null });
  });

  it('sends a failed mail again from the back office once: the waiting copy taken back, a new mail sent, the old one resent', async () => {
    refuse = true;
    const { deps, smtp, mailer } = mailers();
    const mail = await mailer.send(MESSAGE);
    expect(await waiting(smtp.outboxDir)).toHaveLength(1);
    refuse = false;
    const before = received;
    const resent = await resendMail({ ...deps, mailer }, mail.id, 'fr');
    expect(resent).toMatchObject({ ok: true, value: { id: mail.id, status: 'sent' } });
    const { resentAs } = (resent as { value: { resentAs: string } }).value;
    expect(await statusOf(mail.id)).toMatchObject({ status: 'resent', resent_as: resentAs });
    expect(await statusOf(resentAs)).toMatchObject({ status: 'sent' });
    expect(await waiting(smtp.outboxDir)).toEqual([]);
    expect(await smtp.resendWaiting()).toEqual({ sent: 0, failed: 0 });
    expect(received - before).toBe(1);
    expect(await resendMail({ ...deps, mailer }, mail.id, 'en')).toMatchObject({ ok: false, kind: 'wrong-state', message: 'This mail has not failed: it has been sent already.' });
  });

  it('logs a mail the outbox could not even file as failed, and the sender still hears of it', async () => {
    const deps = { db: api.db, now: () => new Date(), log };
    const broken = new RecordingMailer(deps, { send: async () => { throw new Error('ENOSPC: no space left on device'); } });
    await expect(broken.send(MESSAGE)).rejects.toThrow('ENOSPC');
    const row = await api.db.selectFrom('outbox_mails').select(['status', 'error']).where('error', 'like', 'ENOSPC%').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
  });
});
