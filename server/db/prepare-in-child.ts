/**
 * The first start of the embedded database, in a process of its own. Creating a PGlite directory
 * (initdb), migrating and seeding it leave the process that did it several hundred MB heavier for
 * good: PGlite's WebAssembly memory only grows, and the C allocator keeps the native buffers of
 * initdb (about 80 MB) even once they are freed. A child process does that work and exits, which
 * gives everything back to the system; the shop then opens the ready directory as on any restart.
 *
 * The child is the shop's own entry (`dist/server/main.js`, or server/main.ts under tsx) started
 * with PREPARE_DATABASE_ENV set: `runPreparationIfAsked` runs the work there and exits.
 */
import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { MEMORY } from './database';
import { readConfig, type ServerConfig } from '../core/config';
import { openShopDatabase, type ShopDatabase } from './open-shop-database';
import type { ShopStarter } from './shop-starter';

export const PREPARE_DATABASE_ENV = 'BOUTIQUE_PREPARE_DATABASE';

/** What the child did, as the shop's start log reports it. */
export interface PreparedDatabase {
  migrated: string[];
  seeded: boolean;
  timings: ShopDatabase['timings'] & { childMs: number };
}

/** The directory to prepare, and settings of the child's own (the rest of the environment is this process's). */
interface ChildOptions {
  dataDir: string;
  env?: Record<string, string>;
}

/** An embedded database in a directory that PGlite has not created yet (no PG_VERSION). */
export function isFreshPgliteDirectory(options: { dataDir: string; databaseUrl?: string }): boolean {
  if (options.databaseUrl || options.dataDir.startsWith(MEMORY)) return false;
  return !existsSync(path.join(path.resolve(options.dataDir), 'PG_VERSION'));
}

/**
 * Runs `entry` (the shop's main module) as a child that creates, migrates and seeds the directory,
 * and resolves with what it did; rejects when the child fails (its errors are on this stderr).
 * `execArgv`: Node's flags for the child (this process's: the same V8 settings, tsx's loader).
 */
export function prepareInChild(entry: string, options: ChildOptions, execArgv = process.execArgv): Promise<PreparedDatabase> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let prepared: Omit<PreparedDatabase, 'timings'> & { timings: ShopDatabase['timings'] } | null = null;
    const child = fork(entry, [], {
      // A debugger's port belongs to the shop, not to its helper.
      execArgv: execArgv.filter((flag) => !flag.startsWith('--inspect')),
      env: { ...process.env, ...options.env, [PREPARE_DATABASE_ENV]: JSON.stringify({ dataDir: options.dataDir }) },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.on('message', (message) => {
      prepared = message as typeof prepared;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && prepared) resolve({ ...prepared, timings: { ...prepared.timings, childMs: Math.round(performance.now() - started) } });
      else reject(new Error(`Preparing the database in ${options.dataDir} failed (child process: ${signal ?? `exit ${code}`})`));
    });
  });
}

/**
 * In the child: prepare the database asked for, filled by the starter the configuration chooses
 * (the composition root's `starterOf`), report to the parent and exit. No-op elsewhere.
 */
export async function runPreparationIfAsked(starterOf: (config: ServerConfig) => ShopStarter): Promise<void> {
  const asked = process.env[PREPARE_DATABASE_ENV];
  if (!asked || !process.send) return;
  const { dataDir } = JSON.parse(asked) as { dataDir: string };
  // The work is thrown away with this process: reopening to shed memory would only cost time.
  const shop = await openShopDatabase({ dataDir, starter: starterOf(readConfig()), reopen: false });
  await shop.db.destroy();
  const report: Omit<PreparedDatabase, 'timings'> & { timings: ShopDatabase['timings'] } = {
    migrated: shop.migrated,
    seeded: shop.seeding?.kind === 'seeded',
    timings: shop.timings,
  };
  await new Promise<void>((resolve, reject) => process.send!(report, (error: Error | null) => (error ? reject(error) : resolve())));
  process.exit(0);
}
