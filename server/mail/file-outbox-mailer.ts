/**
 * The file outbox (DESIGN decision 9): each mail is one JSON file in a directory, written under a
 * temporary name then renamed, so a reader never sees half a mail.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isOutboxMail, mailsTo, outboxFileName, SMTP_WAITING_FOLDER, type OutboxMail } from '../../src/domain/mail/outbox-mail';
import type { AppMode } from '../core/config';
import type { MailMessage, Mailer } from './mailer';

export class FileOutboxMailer implements Mailer {
  constructor(
    readonly outboxDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: MailMessage): Promise<OutboxMail> {
    const mail: OutboxMail = { ...message, id: randomUUID(), createdAt: this.now().toISOString() };
    await mkdir(this.outboxDir, { recursive: true });
    const file = path.join(this.outboxDir, outboxFileName(mail));
    await writeFile(`${file}.tmp`, `${JSON.stringify(mail, null, 2)}\n`, 'utf8');
    await rename(`${file}.tmp`, file);
    return mail;
  }
}

/**
 * The mails of an outbox directory (none when it does not exist) and of its folder of mails
 * waiting for the SMTP relay, oldest first, to one address if given.
 */
export async function readOutboxDir(directory: string, to?: string): Promise<OutboxMail[]> {
  const [filed, waiting] = await Promise.all([mailsIn(directory), mailsIn(path.join(directory, SMTP_WAITING_FOLDER))]);
  return mailsTo([...filed, ...waiting], to);
}

async function mailsIn(directory: string): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const mails = await Promise.all(names.map(async (name) => {
    try {
      return JSON.parse(await readFile(path.join(directory, name), 'utf8')) as unknown;
    } catch (error) {
      // A waiting mail resent (and removed) between the listing and the read.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }));
  return mails.filter(isOutboxMail);
}

type Env = Record<string, string | undefined>;

/**
 * MAIL_OUTBOX_DIR, else `$DATA_DIR/outbox` beside the database; tests (mode `test`) get a fresh
 * temporary directory each (made on the first mail), so they never write into the shop's data.
 */
export function outboxDirFor(options: { dataDir: string; mode: AppMode }, env: Env = process.env): string {
  const configured = env.MAIL_OUTBOX_DIR?.trim();
  if (configured) return path.resolve(configured);
  if (options.mode === 'test' || options.dataDir.startsWith('memory://')) return path.join(tmpdir(), `boutique-outbox-${randomUUID()}`);
  return path.resolve(options.dataDir, 'outbox');
}
