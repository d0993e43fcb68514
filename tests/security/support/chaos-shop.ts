/**
 * The shop as an operator runs it, for the outage proofs (issue 37): a process of its own on
 * PostgreSQL (a throwaway cluster) and optionally Redis, started from the sources (`server/main.ts`
 * through tsx: what `npm start` runs, without the build) or as `npm start` itself
 * (`scripts/start.mjs`, WORKERS processes). It is ready when `/ready` answers 200; whether it is
 * still alive and what it logged at error level are kept for the checks.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from '../../../server/testing/throwaway-postgres';
import { SHOP_NODE_FLAGS } from '../../bench/shop-flags';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export interface ChaosShopOptions {
  databaseUrl?: string;
  redisUrl?: string;
  /** 'sources': `node --import tsx server/main.ts`; 'npm-start': `node scripts/start.mjs` as npm start runs it. */
  command?: 'sources' | 'npm-start';
  workers?: number;
  env?: Record<string, string>;
}

export interface ChaosShop {
  base: string;
  /** Whether the process (the primary, with workers) is still running. */
  alive(): boolean;
  /** Exits and signals seen (a worker replaced by the primary says so in its log). */
  exits: string[];
  /** Log lines at error level or above (pino's 50, 60), and worker deaths. */
  errors: string[];
  stop(): Promise<void>;
}

export async function startChaosShop(options: ChaosShopOptions): Promise<ChaosShop> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'boutique-chaos-'));
  const args = options.command === 'npm-start'
    ? [...SHOP_NODE_FLAGS, 'scripts/start.mjs']
    : ['--import', 'tsx', 'server/main.ts'];
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: options.command === 'npm-start' ? 'production' : 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      MAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
      DATABASE_URL: options.databaseUrl ?? '',
      REDIS_URL: options.redisUrl ?? '',
      REDIS_PREFIX: `chaos-${port}:`,
      WORKERS: String(options.workers ?? 1),
      CATALOGUE_PRODUCTS: '108',
      LOG_LEVEL: 'warn',
      MALLOC_ARENA_MAX: '2',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exits: string[] = [];
  const errors: string[] = [];
  let output = '';
  let buffered = '';
  const read = (chunk: Buffer) => {
    const text = String(chunk);
    output = (output + text).slice(-20_000);
    buffered += text;
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      if (/"level":(50|60)/.test(line) || /worker .* (died|exited)/i.test(line)) errors.push(line.slice(0, 600));
    }
  };
  child.stdout!.on('data', read);
  child.stderr!.on('data', read);
  let running = true;
  child.once('exit', (code, signal) => {
    running = false;
    exits.push(`exited ${code ?? signal}`);
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 240_000;
  for (;;) {
    if (!running) throw new Error(`the shop exited before it was ready:\n${output}`);
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`the shop was not ready in time:\n${output}`);
    }
    const ready = await fetch(`${base}/ready`).then((response) => response.status === 200, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    alive: () => running,
    exits,
    errors,
    async stop() {
      if (running) {
        await new Promise<void>((resolve) => {
          const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
          child.once('exit', () => (clearTimeout(killer), resolve()));
          child.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
