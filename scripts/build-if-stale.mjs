// Builds the browser bundle when it is missing or older than its sources (used by `npm start`
// and the browser tests), so a new machine needs no separate build step.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = join(root, 'dist/client/.vite/manifest.json');
const sources = ['src', 'vite.config.ts', 'index.html', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function buildIfStale({ quiet = false } = {}) {
  const built = existsSync(manifest) ? statSync(manifest).mtimeMs : 0;
  const changed = Math.max(...sources.map((s) => newestMtime(join(root, s))));
  if (built >= changed) return false;
  if (!quiet) console.log(built ? 'Sources changed: rebuilding the storefront bundle…' : 'Building the storefront bundle…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', quiet ? 'warn' : 'info'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('vite build failed');
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
