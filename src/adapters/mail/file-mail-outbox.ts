import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { isOutboxMail, type OutboxMail } from '../../domain/mail/outbox-mail';
import type { MailOutbox } from '../../application/ports/mail-outbox';

/** The shop's file outbox: one JSON file per mail in a directory (files that are no mail are skipped). */
export class FileMailOutbox implements MailOutbox {
  async read(location: string): Promise<OutboxMail[]> {
    let names: string[];
    try {
      names = (await readdir(location)).filter((name) => name.endsWith('.json'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    const mails = await Promise.all(names.map(async (name) => {
      try {
        return JSON.parse(await readFile(path.join(location, name), 'utf8')) as unknown;
      } catch {
        return null;
      }
    }));
    return mails.filter(isOutboxMail);
  }
}
