/**
 * SIGTERM on a real shop process (`node --import tsx server/main.ts` on a temporary PGlite data
 * directory): a request in flight — its body still arriving when the signal lands — gets its
 * whole 200, new connections are refused, the log says it drained, and the exit code is 0. A
 * request that outlives SHUTDOWN_GRACE_SECONDS is cut: exit code 1, with a log line saying so.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demo/seed-customers';

const dataDir = mkdtempSync(path.join(tmpdir(), 'boutique-shutdown-'));
const MAIN = path.join(import.meta.dirname, '..', 'main.ts');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Shop {
  child: ChildProcess;
  port: number;
  /** Every JSON log line so far. */
  lines: Record<string, unknown>[];
  /** Resolves with the first log line that matches. */
  waitFor(match: (line: Record<string, unknown>) => boolean, what: string): Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
}

function start(env: Record<string, string> = {}): Promise<Shop> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      ALLOWED_HOSTS: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      CATALOGUE_PRODUCTS: '108',
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      // Debug: the 'incoming request' line tells that a request is in flight (server/http/logging.ts).
      LOG_LEVEL: 'debug',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const lines: Record<string, unknown>[] = [];
  const waiters: { match: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }[] = [];
  let pending = '';
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += String(chunk);
    pending += String(chunk);
    const complete = pending.split('\n');
    pending = complete.pop() ?? '';
    for (const text of complete) {
      if (!text.startsWith('{')) continue;
      const line = JSON.parse(text) as Record<string, unknown>;
      lines.push(line);
      for (const waiter of waiters.filter((candidate) => candidate.match(line))) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(line);
      }
    }
  });
  child.stderr!.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const waitFor = (match: (line: Record<string, unknown>) => boolean, what: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const found = lines.find(match);
      if (found) return resolve(found);
      const timer = setTimeout(() => reject(new Error(`no log line for ${what} within 50 s:\n${output.slice(-4000)}`)), 50_000);
      waiters.push({ match, resolve: (line) => (clearTimeout(timer), resolve(line)) });
      void exited.then((code) => reject(new Error(`the shop exited (${code}) before ${what}:\n${output.slice(-4000)}`)));
    });
  return waitFor((line) => String(line.msg).startsWith('Boutique ready on'), 'the start').then((ready) => ({
    child,
    port: Number(/:(\d+) in /.exec(String(ready.msg))![1]),
    lines,
    waitFor,
    exited,
  }));
}

const LOGIN_BODY = JSON.stringify({ _username: 'camille@example.com', _password: DEMO_PASSWORD, refreshTransport: 'body' });

/** A login whose body is only half sent: in flight until `finish()`; `answer` is the raw HTTP answer. */
async function halfSentLogin(port: number, requestId: string) {
  const socket: Socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk) => (received += String(chunk)));
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  const half = Math.floor(LOGIN_BODY.length / 2);
  socket.write([
    'POST /api/v5/security/login HTTP/1.1',
    `Host: 127.0.0.1:${port}`,
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(LOGIN_BODY)}`,
    `X-Request-Id: ${requestId}`,
    'Connection: close',
    '',
    LOGIN_BODY.slice(0, half),
  ].join('\r\n'));
  return { answer, finish: () => socket.write(LOGIN_BODY.slice(half)) };
}

/** Whether a new connection is refused now. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function refusedWithin(port: number, attempts: number): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (await refused(port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

describe('SIGTERM', () => {
  it('lets the request in flight finish with its 200, refuses new connections, closes and exits 0', async () => {
    const shop = await start();
    const login = await halfSentLogin(shop.port, 'drain-test-1');
    // The shop has read the request line and headers: the request is in flight.
    await shop.waitFor((line) => line.reqId === 'drain-test-1', 'the in-flight request');

    shop.child.kill('SIGTERM');
    await shop.waitFor((line) => String(line.msg).includes('draining'), 'the draining line');
    expect(await refusedWithin(shop.port, 100), 'a new connection is refused while draining').toBe(true);
    expect(shop.child.exitCode, 'the shop waits for the request in flight').toBeNull();

    login.finish();
    const raw = await login.answer;
    expect(raw).toMatch(/^HTTP\/1\.1 200 /);
    const body = JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as { token?: string; customer?: { email: string } };
    expect(body.token).toEqual(expect.any(String));
    expect(body.customer?.email).toBe('camille@example.com');

    expect(await shop.exited).toBe(0);
    expect(shop.lines.some((line) => String(line.msg).startsWith('Drained and closed'))).toBe(true);
    expect(shop.lines.some((line) => line.reqId === 'drain-test-1' && (line.res as { statusCode?: number } | undefined)?.statusCode === 200)).toBe(true);
  }, 120_000);

  it('exits 1 with a log line when a request outlives SHUTDOWN_GRACE_SECONDS (and warns at start of a relay that does not answer)', async () => {
    const shop = await start({ SHUTDOWN_GRACE_SECONDS: '1', SMTP_URL: 'smtp://127.0.0.1:1' });
    const warning = await shop.waitFor((line) => String(line.msg).startsWith('SMTP relay does not answer'), 'the SMTP warning');
    expect(warning).toMatchObject({ level: 40, reason: expect.stringContaining('ECONNREFUSED') });
    await halfSentLogin(shop.port, 'drain-test-2');
    await shop.waitFor((line) => line.reqId === 'drain-test-2', 'the in-flight request');
    shop.child.kill('SIGTERM');
    expect(await shop.exited).toBe(1);
    expect(shop.lines.some((line) => String(line.msg).startsWith('Requests still running after 1000 ms'))).toBe(true);
  }, 120_000);
});
