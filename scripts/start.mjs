// `npm start`: serve the shop (API, search and pages on one port) from the compiled build in dist/,
// with plain Node. What is missing or older than its sources (client, server or CLI) is built
// first, in a separate process (`scripts/build.mjs`), so `npm install && npm start` works on a
// fresh clone; later starts only compare file dates (scripts/build-state.mjs).
//
// `WORKERS=N` (or `--cluster`, 2 unless WORKERS says otherwise: `npm run start:cluster`) runs N
// shop processes sharing the port (scripts/cluster.mjs). They must share their data, so more than
// one needs a PostgreSQL server (DATABASE_URL): an embedded PGlite directory belongs to one process.
//
// Source maps stay off: the bundle's map costs the process some 10 MB of heap (more once a stack is
// mapped). Stack traces name the functions anyway (the bundle keeps names); for positions in the
// TypeScript sources run `NODE_OPTIONS=--enable-source-maps npm start`.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleTargets } from './build-state.mjs';
import { readWorkers, runPrimary } from './cluster.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const serverMain = fileURLToPath(new URL('../dist/server/main.js', import.meta.url));
process.env.NODE_ENV ??= 'production';

const workers = readWorkers(process.env.WORKERS, process.argv.includes('--cluster') ? 2 : 1);
if (workers > 1 && !process.env.DATABASE_URL?.trim()) {
  console.error(`WORKERS=${workers} needs DATABASE_URL (a PostgreSQL server the processes share): the embedded database is one process's directory. Set DATABASE_URL, or run one process (WORKERS=1).`);
  process.exit(1);
}

const stale = staleTargets(root);
if (stale.length > 0) {
  console.error(`Building ${stale.join(', ')} (missing or older than the sources)…`);
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('build.mjs', import.meta.url)), '--quiet', ...stale], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (workers > 1) {
  process.exit(await runPrimary({ workers, exec: serverMain, execArgv: process.execArgv, forceAfterMs: (graceSeconds() + 5) * 1000 }));
}

await import('../dist/server/main.js');

/** The workers get the time server/main.ts allows for draining (SHUTDOWN_GRACE_SECONDS, as server/core/config.ts reads it). */
function graceSeconds() {
  const value = process.env.SHUTDOWN_GRACE_SECONDS?.trim();
  const parsed = value ? Number(value) : NaN;
  return Number.isInteger(parsed) && parsed >= 0 && parsed <= 600 ? parsed : 10;
}
