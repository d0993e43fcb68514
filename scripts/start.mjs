// `npm start`: serve the shop (API, search and pages on one port) from the compiled build in dist/,
// with plain Node. What is missing or older than its sources (client, server or CLI) is built
// first, in a separate process (`scripts/build.mjs`), so `npm install && npm start` works on a
// fresh clone; later starts only compare file dates (scripts/build-state.mjs).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { staleTargets } from './build-state.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
process.env.NODE_ENV ??= 'production';

const stale = staleTargets(root);
if (stale.length > 0) {
  console.error(`Building ${stale.join(', ')} (missing or older than the sources)…`);
  const build = spawnSync(process.execPath, [fileURLToPath(new URL('build.mjs', import.meta.url)), '--quiet', ...stale], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Stack traces point into the TypeScript sources (the bundle's linked source map).
process.setSourceMapsEnabled(true);
await import('../dist/server/main.js');
