/**
 * An import killed at a random moment (issue 32, "atomic"): a child process imports a season's
 * bundle over a catalogue and is killed with SIGKILL a random while after a random step of its
 * transaction (the last one's: during or just after the commit);
 * the catalogue is then either entirely the old one or entirely the new one, never a mix. On a
 * PGlite data directory (the database recovers from its write-ahead log when opened again), or on
 * PostgreSQL with TEST_DATABASE_URL (the server rolls the dead connection's transaction back).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openShopDatabase } from '../db/open-shop-database';
import { fastestSeeding } from '../db/seed-writers';
import { catalogueDump } from '../testing/catalogue-dump';
import { createTestDatabase } from '../testing/test-database';
import { makeBundle, nextSeason } from '../testing/catalogue-bundles';
import { applyBundle, type ImportStep } from './merchandise-import';

const COUNT = 600;
/** The import's clock (new products' creation date): the same in every run, so that finished runs compare equal. */
const NOW = '2026-11-20T10:00:00.000Z';
const KILLS = Math.max(1, Number(process.env.FAULT_RUNS) || 3);
const CHILD = path.join(import.meta.dirname, '../testing/catalogue-import-child.ts');
const serverUrl = process.env.TEST_DATABASE_URL;

/** Where a catalogue lives: a PGlite directory, or a PostgreSQL database; copies of it for each run. */
interface Place {
  env: Record<string, string>;
  open(): Promise<{ db: Awaited<ReturnType<typeof openShopDatabase>>['db']; seeding: ReturnType<typeof fastestSeeding> }>;
  copy(name: string): Promise<Place>;
  dispose(): Promise<void>;
}

const root = mkdtempSync(path.join(tmpdir(), 'boutique-import-kill-'));

function pglitePlace(dir: string): Place {
  return {
    env: { IMPORT_DATA_DIR: dir },
    async open() {
      const shop = await openShopDatabase({ dataDir: dir, seed: false, reopen: false });
      return { db: shop.db, seeding: fastestSeeding(shop.db, shop) };
    },
    async copy(name) {
      cpSync(dir, path.join(root, name), { recursive: true });
      return pglitePlace(path.join(root, name));
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function postgresPlace(name: string): Place {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  return {
    env: { IMPORT_DATABASE_URL: databaseUrl },
    async open() {
      const shop = await openShopDatabase({ databaseUrl, seed: false, reopen: false, poolSize: 2 });
      return { db: shop.db, seeding: fastestSeeding(shop.db, { databaseUrl }) };
    },
    async copy(other) {
      await admin(`CREATE DATABASE "${name}_${other}" TEMPLATE "${name}"`);
      return postgresPlace(`${name}_${other}`);
    },
    dispose: () => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

async function dumpOf(place: Place) {
  const { db } = await place.open();
  try {
    return await catalogueDump(db);
  } finally {
    await db.destroy();
  }
}

/** The import's steps, in order (merchandise-import-write.ts). */
const STEPS: ImportStep[] = ['reference', 'staging', 'checking', 'products', 'sizes', 'rows', 'associations', 'redirects', 'stock', 'status'];

/** Runs the child on `place` and kills it `killAfterMs` after its import reached `step` (`DONE`: committed). Resolves with whether it said it committed. */
function runChild(place: Place, step: ImportStep | 'DONE', killAfterMs: number): Promise<{ done: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    env: { ...process.env, ...place.env, IMPORT_COUNT: String(COUNT), IMPORT_NOW: NOW, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let started = false;
  child.stderr.on('data', (chunk) => (output += String(chunk)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += String(chunk);
      if (!started && output.includes(step === 'DONE' ? 'DONE' : `STEP ${step}\n`)) {
        started = true;
        setTimeout(() => child.kill('SIGKILL'), killAfterMs);
      }
    });
    child.once('exit', (code, signal) => {
      if (code !== 0 && signal !== 'SIGKILL') return reject(new Error(`the import child failed (${code ?? signal}):\n${output}`));
      resolve({ done: output.includes('DONE') });
    });
  });
}

let base: Place;
const places: Place[] = [];

beforeAll(async () => {
  const name = `boutique_kill_${process.pid}_${Date.now().toString(36)}`;
  if (serverUrl) await admin(`CREATE DATABASE "${name}"`);
  // PGlite: the demo shop's seeded database (a copy of the tests' cached one) in a directory.
  else await (await createTestDatabase({ dataDir: path.join(root, 'base') })).dispose();
  base = serverUrl ? postgresPlace(name) : pglitePlace(path.join(root, 'base'));
  const { db, seeding } = await base.open();
  try {
    const outcome = await applyBundle({ db, seeding }, makeBundle({ count: COUNT }), { dryRun: false, archiveMissing: false, now: new Date() });
    expect(outcome.ok && outcome.value.counts.created).toBe(COUNT);
  } finally {
    await db.destroy();
  }
}, 60_000);

afterAll(async () => {
  for (const place of places.reverse()) await place.dispose().catch(() => {});
  await base?.dispose().catch(() => {});
  rmSync(root, { recursive: true, force: true });
});

describe('an import killed with SIGKILL', () => {
  it(`leaves the old catalogue or the new one, whole, over ${KILLS} kills at random moments`, async () => {
    const before = await dumpOf(base);
    // The import run to its end.
    const finished = await base.copy('finished');
    places.push(finished);
    const { db, seeding } = await finished.open();
    try {
      const outcome = await applyBundle({ db, seeding }, nextSeason(COUNT), { dryRun: false, archiveMissing: true, now: new Date(NOW) });
      expect(outcome.ok && outcome.value.problems).toEqual([]);
    } finally {
      await db.destroy();
    }
    const after = await dumpOf(finished);
    expect(after.products).not.toEqual(before.products);
    const endings: string[] = [];
    for (let run = 0; run < KILLS; run++) {
      const place = await base.copy(`run${run}`);
      places.push(place);
      // A random step, then the last one (the kill may land in the commit), then once committed (it must stay).
      const step = run === KILLS - 1 ? 'DONE' : run === KILLS - 2 ? 'status' : STEPS[Math.floor(Math.random() * STEPS.length)];
      const killAfterMs = step === 'DONE' ? 0 : Math.round(Math.random() * (step === 'status' ? 300 : 60));
      const { done } = await runChild(place, step, killAfterMs);
      const dump = await dumpOf(place);
      const ending = JSON.stringify(dump) === JSON.stringify(before) ? 'old' : JSON.stringify(dump) === JSON.stringify(after) ? 'new' : 'mixed';
      endings.push(`${step} + ${killAfterMs} ms: ${ending}${done ? ' (committed)' : ''}`);
      expect(ending, `run ${run}`).not.toBe('mixed');
      if (done) expect(ending, `run ${run}: said it committed`).toBe('new');
    }
    console.info(`imports killed at ${endings.join(', ')}`);
  }, 120_000);
});
