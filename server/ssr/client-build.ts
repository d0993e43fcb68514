import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { manifestPath } from './client-manifest';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client');

/** What the browser bundle is built from. */
const CLIENT_SOURCES = ['src', 'public', 'vite.config.ts', 'package-lock.json'];

async function newestMtime(target: string): Promise<number> {
  let info;
  try {
    info = await stat(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : info.mtimeMs;
  const entries = await readdir(target);
  const times = await Promise.all(entries.map((entry) => newestMtime(path.join(target, entry))));
  return Math.max(0, ...times);
}

/** True when `dist/client` is missing or older than a source file of the bundle. */
export async function isClientBuildStale(root = PROJECT_ROOT, clientDir = path.join(root, 'dist', 'client')): Promise<boolean> {
  let built: number;
  try {
    built = (await stat(manifestPath(clientDir))).mtimeMs;
  } catch {
    return true;
  }
  const times = await Promise.all(CLIENT_SOURCES.map((source) => newestMtime(path.join(root, source))));
  return Math.max(...times) > built;
}

/** Builds the browser bundle with Vite (`vite.config.ts`) into `dist/client`. */
export async function buildClient(root = PROJECT_ROOT): Promise<void> {
  const { build } = await import('vite');
  // Always a production bundle (React's production build, production JSX), even when NODE_ENV
  // says test or development (the browser tests build through here with NODE_ENV=test): Vite
  // and its React plugin read NODE_ENV itself, so it is set for the build's duration.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/** `npm start` and the browser tests: build the client only when it is missing or stale. */
export async function ensureClientBuild(root = PROJECT_ROOT): Promise<'built' | 'fresh'> {
  if (!(await isClientBuildStale(root))) return 'fresh';
  await buildClient(root);
  return 'built';
}
