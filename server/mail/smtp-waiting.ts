/**
 * The mails the SMTP relay refused, waiting in the outbox's `smtp-waiting` folder for it to answer
 * again (issue 37); `boutique outbox` lists them with the outbox's other mails.
 *
 * Several shop processes may share the outbox directory, and a mail must leave once. A mail is
 * claimed by renaming its file to a name only its claimant knows: a rename is atomic, so of two
 * processes one gets the file and the other ENOENT. The claimant sends it, then removes it (or
 * renames it back when the relay refused it again). A claim holds its time in its name: one left
 * by a process that died mid-send is put back once older than `claimTtlMs`, far longer than a send
 * can take (the transport's timeouts), so a live claimant is never overtaken.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isOutboxMail, outboxFileName, SMTP_WAITING_FOLDER, type OutboxMail } from '../../src/domain/mail/outbox-mail';

/** `<mail file>.claim-<epoch ms>-<uuid>`. */
const CLAIM = /^(.+\.json)\.claim-(\d+)-[0-9a-f-]{36}$/;

export const CLAIM_TTL_MS = 10 * 60_000;

export interface ClaimedMail {
  readonly mail: OutboxMail;
  /** Sent: the mail leaves the waiting set. */
  done(): Promise<void>;
  /** Not sent: the mail waits again, for this process or another. */
  release(): Promise<void>;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export class WaitingMails {
  readonly directory: string;

  constructor(
    outboxDir: string,
    private readonly now: () => Date = () => new Date(),
    private readonly claimTtlMs = CLAIM_TTL_MS,
  ) {
    this.directory = path.join(outboxDir, SMTP_WAITING_FOLDER);
  }

  /** Files the mail (under its own id, so a resend carries the same Message-ID), whole or not at all. */
  async keep(mail: OutboxMail): Promise<void> {
    await mkdir(this.directory, { recursive: true });
    const file = path.join(this.directory, outboxFileName(mail));
    const temporary = `${file}.tmp-${randomUUID()}`;
    await writeFile(temporary, `${JSON.stringify(mail, null, 2)}\n`, 'utf8');
    await rename(temporary, file);
  }

  /** The waiting mails' file names, oldest first, after putting back the claims of dead processes. */
  async names(): Promise<string[]> {
    const listed = await this.list();
    const cutoff = this.now().getTime() - this.claimTtlMs;
    const stale = listed.flatMap((name) => {
      const claim = CLAIM.exec(name);
      return claim && Number(claim[2]) < cutoff ? [{ name, original: claim[1] }] : [];
    });
    for (const { name, original } of stale) {
      // Another process may put it back (or claim it again) first: its ENOENT is ours to ignore.
      await rename(path.join(this.directory, name), path.join(this.directory, original)).catch((error) => {
        if (!missing(error)) throw error;
      });
    }
    const names = stale.length > 0 ? await this.list() : listed;
    return names.filter((name) => name.endsWith('.json')).sort();
  }

  /** The mail of `name`, claimed for this process; undefined when another process has it (or sent it). */
  async claim(name: string): Promise<ClaimedMail | undefined> {
    const file = path.join(this.directory, name);
    const claimed = `${file}.claim-${this.now().getTime()}-${randomUUID()}`;
    try {
      await rename(file, claimed);
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
    let mail: unknown;
    try {
      mail = JSON.parse(await readFile(claimed, 'utf8'));
    } catch {
      mail = undefined;
    }
    if (!isOutboxMail(mail)) {
      // Not a mail (damaged by hand?): set aside where no pass reads it again, for someone to look at.
      await rename(claimed, `${file}.unreadable`);
      return undefined;
    }
    return {
      mail,
      done: () => unlink(claimed),
      release: () => rename(claimed, file),
    };
  }

  private async list(): Promise<string[]> {
    try {
      return await readdir(this.directory);
    } catch (error) {
      if (missing(error)) return [];
      throw error;
    }
  }
}
