import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isOutboxMail, SMTP_WAITING_FOLDER, type OutboxMail } from '../../domain/mail/outbox-mail';
import type { MailOutbox } from '../../application/ports/mail-outbox';

/**
 * The shop's file outbox: one JSON file per mail in a directory (files that are no mail are
 * skipped), and the mails its SMTP relay refused, waiting in a folder of it to be resent.
 */
export class FileMailOutbox implements MailOutbox {
  async read(location: string): Promise<OutboxMail[]> {
    const [filed, waiting] = await Promise.all([mailsIn(location), mailsIn(path.join(location, SMTP_WAITING_FOLDER))]);
    return [...filed, ...waiting];
  }
}

async function mailsIn(location: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(location)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return [];
    throw error;
  }
  const mails = await Promise.all(names.map(async (name) => {
    try {
      return JSON.parse(await readFile(path.join(location, name), 'utf8')) as unknown;
    } catch {
      // A mail resent (and removed) between the listing and the read, or a file that is no mail.
      return null;
    }
  }));
  return mails.filter(isOutboxMail);
}
