/**
 * The SMTP mailer against a real SMTP server (smtp-server) started by the test: what arrives
 * (From, To, Subject, text and HTML parts), retries, and a relay that refuses or is down — the
 * mail is kept in the outbox, the sender is not failed, and the log never holds the address — then
 * comes back: the kept mails are resent once, even by two processes sharing the outbox.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { readOutboxDir } from './file-outbox-mailer';
import { SMTP_WAITING_FOLDER } from '../../src/domain/mail/outbox-mail';
import { SmtpMailer } from './smtp-mailer';
import { CLAIM_TTL_MS, WaitingMails } from './smtp-waiting';
import { useApi } from '../testing/api-harness';
import type { MailMessage } from './mailer';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** A local SMTP server keeping what it receives; `refuse` answers every message with a temporary error; `port` 0: a free one. */
async function smtpServer(options: { refuse?: boolean; port?: number } = {}) {
  const received: Received[] = [];
  let attempts = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      attempts += 1;
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse) return callback(Object.assign(new Error('Mailbox busy <camille@example.com>'), { responseCode: 451 }));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    attempts: () => attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The header block of a message (or a part), unfolded, with RFC 2047 words decoded. */
function headers(block: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) result[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return result;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_all, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')));
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_all, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The top headers and the decoded text/plain and text/html parts of a multipart/alternative message. */
function parse(raw: string) {
  const split = raw.indexOf('\r\n\r\n');
  const top = headers(raw.slice(0, split));
  const boundary = /boundary="?([^";]+)"?/.exec(top['content-type'] ?? '')?.[1];
  const parts: Record<string, string> = {};
  for (const part of boundary ? raw.slice(split).split(`--${boundary}`) : []) {
    const at = part.indexOf('\r\n\r\n');
    if (at < 0) continue;
    const partHeaders = headers(part.slice(0, at).trim());
    const body = part.slice(at + 4).replace(/\r\n$/, '');
    const encoding = partHeaders['content-transfer-encoding'];
    const decoded = encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : body;
    parts[(partHeaders['content-type'] ?? '').split(';')[0]] = decoded.replace(/\r\n/g, '\n');
  }
  return { headers: top, text: parts['text/plain'], html: parts['text/html'] };
}

const outboxes: string[] = [];
function outbox(): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'boutique-smtp-outbox-'));
  outboxes.push(directory);
  return directory;
}
afterAll(() => {
  for (const directory of outboxes) rmSync(directory, { recursive: true, force: true });
});

function recordingLog() {
  const lines: { level: string; details: object; message: string }[] = [];
  return {
    lines,
    info: (details: object, message: string) => void lines.push({ level: 'info', details, message }),
    warn: (details: object, message: string) => void lines.push({ level: 'warn', details, message }),
    error: (details: object, message: string) => void lines.push({ level: 'error', details, message }),
  };
}

const FROM = 'Boutique <no-reply@boutique.example>';
const MESSAGE: MailMessage = {
  kind: 'password-reset',
  to: 'camille@example.com',
  subject: 'Votre lien de connexion — Boutique',
  text: 'Bonjour Camille,\n\nVoici votre lien : https://shop.example/autoconnect/AbC123xyz?x=1&y=2\n\nÀ bientôt <3',
  locale: 'fr',
  meta: { customerId: 7 },
};

describe('SmtpMailer', () => {
  it('delivers the mail to the SMTP server: From, To, Subject, a text part as written and an HTML part', async () => {
    const smtp = await smtpServer();
    try {
      const log = recordingLog();
      const mailer = new SmtpMailer({ url: smtp.url, from: FROM, outboxDir: outbox(), log });
      const sent = await mailer.send(MESSAGE);
      expect(sent).toMatchObject({ ...MESSAGE, id: expect.any(String), createdAt: expect.any(String) });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail.from).toBe('no-reply@boutique.example');
      expect(mail.to).toEqual(['camille@example.com']);
      const parsed = parse(mail.raw);
      expect(parsed.headers.from).toBe(FROM);
      expect(parsed.headers.to).toBe('camille@example.com');
      expect(parsed.headers.subject).toBe(MESSAGE.subject);
      expect(parsed.headers['message-id']).toBe(`<${sent.id}@boutique>`);
      expect(parsed.headers['content-type']).toMatch(/^multipart\/alternative/);
      expect(parsed.text).toBe(MESSAGE.text);
      expect(parsed.html).toContain('<html lang="fr">');
      expect(parsed.html).toContain('<a href="https://shop.example/autoconnect/AbC123xyz?x=1&amp;y=2">');
      expect(parsed.html).toContain('À bientôt &lt;3');
      expect(log.lines).toEqual([]);
      expect(await readOutboxDir(mailer.outboxDir!)).toEqual([]);
      expect(await mailer.verify()).toEqual({ ok: true });
    } finally {
      await smtp.close();
    }
  });

  it('retries a refused send, then keeps the mail in the outbox without failing the sender; the log holds no address', async () => {
    const smtp = await smtpServer({ refuse: true });
    try {
      const log = recordingLog();
      const mailer = new SmtpMailer({ url: smtp.url, from: FROM, outboxDir: outbox(), log, attempts: 3, retryDelayMs: 10 });
      const kept = await mailer.send(MESSAGE);
      expect(smtp.attempts()).toBe(3);
      const [filed] = await readOutboxDir(mailer.outboxDir!);
      expect(filed).toEqual(kept);
      expect(filed).toMatchObject({ to: 'camille@example.com', subject: MESSAGE.subject, text: MESSAGE.text });
      expect(log.lines.map((line) => line.level)).toEqual(['warn', 'warn', 'error']);
      expect(log.lines[2].message).toContain('kept in the outbox');
      const logged = JSON.stringify(log.lines);
      expect(logged).toContain('password-reset');
      expect(logged).not.toContain('camille');
      expect(logged).not.toContain('autoconnect');
    } finally {
      await smtp.close();
    }
  });

  it('keeps the mail when the relay is down (connection refused)', async () => {
    const smtp = await smtpServer();
    await smtp.close();
    const log = recordingLog();
    const mailer = new SmtpMailer({ url: smtp.url, from: FROM, outboxDir: outbox(), log, attempts: 2, retryDelayMs: 10 });
    expect(await mailer.verify()).toMatchObject({ ok: false, reason: expect.stringContaining('ECONNREFUSED') });
    await mailer.send(MESSAGE);
    expect(await readOutboxDir(mailer.outboxDir!, 'camille@example.com')).toHaveLength(1);
    expect(log.lines.at(-1)).toMatchObject({ level: 'error', details: { kind: 'password-reset', err: { code: expect.any(String) } } });
  });
});

/** A relay that is down now (its port closed) and can be brought back on the same port. */
async function relayAway() {
  const first = await smtpServer();
  await first.close();
  const port = Number(new URL(first.url).port);
  return { url: first.url, back: (options: { refuse?: boolean } = {}) => smtpServer({ ...options, port }) };
}

const waitingFiles = (outboxDir: string) => readdir(path.join(outboxDir, SMTP_WAITING_FOLDER)).catch(() => [] as string[]);
const messageIds = (received: Received[]) => received.map((mail) => parse(mail.raw).headers['message-id']);

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('mails kept while the relay is away (issue 37)', () => {
  it('keeps a mail while the relay is down, and the sweep resends it once when the relay is back', async () => {
    const relay = await relayAway();
    const log = recordingLog();
    const mailer = new SmtpMailer({ url: relay.url, from: FROM, outboxDir: outbox(), log, attempts: 1 });
    const kept = await mailer.send(MESSAGE);
    expect(await waitingFiles(mailer.outboxDir)).toHaveLength(1);
    expect(await readOutboxDir(mailer.outboxDir, 'camille@example.com')).toEqual([kept]);
    expect(await mailer.resendWaiting()).toEqual({ sent: 0, failed: 1 });
    expect(await waitingFiles(mailer.outboxDir)).toHaveLength(1);

    const smtp = await relay.back();
    const sweep = mailer.startResending(20);
    try {
      await until(() => smtp.received.length > 0);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(messageIds(smtp.received)).toEqual([`<${kept.id}@boutique>`]);
      expect(smtp.received[0].to).toEqual(['camille@example.com']);
      expect(await waitingFiles(mailer.outboxDir)).toEqual([]);
      expect(await readOutboxDir(mailer.outboxDir)).toEqual([]);
      expect(log.lines.at(-1)).toMatchObject({ level: 'info', details: { mailId: kept.id, kind: 'password-reset' } });
      expect(JSON.stringify(log.lines)).not.toContain('camille');
    } finally {
      await sweep.stop();
      await smtp.close();
    }
  });

  it('two shop processes sharing the outbox send each waiting mail once', async () => {
    const relay = await relayAway();
    const directory = outbox();
    const first = new SmtpMailer({ url: relay.url, from: FROM, outboxDir: directory, log: recordingLog(), attempts: 1 });
    const kept = [];
    for (let index = 0; index < 6; index++) kept.push(await first.send({ ...MESSAGE, to: `client${index}@example.com` }));
    const smtp = await relay.back();
    try {
      const second = new SmtpMailer({ url: relay.url, from: FROM, outboxDir: directory, log: recordingLog() });
      const passes = await Promise.all([first.resendWaiting(), second.resendWaiting(), first.resendWaiting(), second.resendWaiting()]);
      expect(passes.reduce((sum, pass) => sum + pass.sent, 0)).toBe(6);
      expect(messageIds(smtp.received).sort()).toEqual(kept.map((mail) => `<${mail.id}@boutique>`).sort());
      expect(await waitingFiles(directory)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it('takes back the claim of a process that died mid-send, never that of a live one', async () => {
    const smtp = await smtpServer();
    try {
      const directory = outbox();
      const now = new Date('2026-12-01T10:00:00Z');
      const waiting = new WaitingMails(directory, () => now);
      const dead = { ...MESSAGE, id: randomUUID(), createdAt: '2026-12-01T09:00:00.000Z' };
      const live = { ...MESSAGE, id: randomUUID(), createdAt: '2026-12-01T09:30:00.000Z' };
      await waiting.keep(dead);
      await waiting.keep(live);
      const [deadName, liveName] = await waiting.names();
      const folder = path.join(directory, SMTP_WAITING_FOLDER);
      await rename(path.join(folder, deadName), path.join(folder, `${deadName}.claim-${now.getTime() - CLAIM_TTL_MS - 1}-${randomUUID()}`));
      await rename(path.join(folder, liveName), path.join(folder, `${liveName}.claim-${now.getTime() - 1000}-${randomUUID()}`));
      const mailer = new SmtpMailer({ url: smtp.url, from: FROM, outboxDir: directory, log: recordingLog(), now: () => now });
      expect(await mailer.resendWaiting()).toEqual({ sent: 1, failed: 0 });
      expect(messageIds(smtp.received)).toEqual([`<${dead.id}@boutique>`]);
      expect(await waitingFiles(directory)).toEqual([expect.stringMatching(new RegExp(`^${liveName}\\.claim-`))]);
    } finally {
      await smtp.close();
    }
  });

  it('a mail the relay refuses again waits for the next pass; the pass goes on with the others', async () => {
    const relay = await relayAway();
    const directory = outbox();
    const mailer = new SmtpMailer({ url: relay.url, from: FROM, outboxDir: directory, log: recordingLog(), attempts: 1 });
    await mailer.send(MESSAGE);
    await mailer.send({ ...MESSAGE, to: 'lucia@example.com' });
    const refusing = await relay.back({ refuse: true });
    try {
      expect(await mailer.resendWaiting()).toEqual({ sent: 0, failed: 2 });
      expect(refusing.attempts()).toBe(2);
      expect(await readOutboxDir(directory)).toHaveLength(2);
    } finally {
      await refusing.close();
    }
  });
});

const smtp = await smtpServer();
afterAll(() => smtp.close());
const api = useApi({ config: { smtpUrl: smtp.url, mailFrom: FROM } });

describe('the shop with SMTP_URL', () => {
  it('sends a forgotten-password mail through the relay after the request is answered', async () => {
    const answer = await api.post('/security/forgot-password', { email: 'lucia@example.com' });
    expect(answer.status).toBe(202);
    const mail = smtp.received.find((candidate) => candidate.to.includes('lucia@example.com'));
    expect(mail).toBeDefined();
    const parsed = parse(mail!.raw);
    expect(parsed.headers.from).toBe(FROM);
    expect(parsed.headers['x-boutique-mail']).toBe('password-reset');
    expect(parsed.text).toMatch(/\/autoconnect\/[A-Za-z0-9_-]{43}/);
    expect(parsed.html).toMatch(/<a href="http[^"]+\/autoconnect\/[A-Za-z0-9_-]{43}">/);
    expect(api.app.mailer).toBeInstanceOf(SmtpMailer);
  });
});
