/**
 * Is the build in dist/ up to date with its sources? Cheap checks (file dates only) shared by
 * `npm start` (scripts/start.mjs), the `boutique` command (bin/boutique.mjs), the build script and
 * the server run from its sources (server/ssr/client-build.ts). Plain JavaScript, no dependencies:
 * it runs before anything is compiled. Every function takes the project root, so it also works
 * once bundled into dist/server/main.js.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `npm run build` produces, in build order. */
export const BUILD_TARGETS = ['client', 'admin', 'server', 'cli'];

/** What the browser bundle is built from: Vite reads the whole tree, so these are directories. */
export const CLIENT_SOURCES = ['src', 'public', 'vite.config.ts', 'package-lock.json'];
/** The back office's sources, which the storefront's bundle never imports: a change there leaves dist/client fresh. */
export const CLIENT_IGNORED = ['src/ui/admin'];

/** What the back office's bundle is built from (vite.admin.config.ts: its entry imports the domain, the use cases and the adapters). */
export const ADMIN_SOURCES = ['src', 'vite.admin.config.ts', 'package-lock.json'];

/** What a Node bundle is built with, besides the files it is made of (listed in its record). */
export const BUNDLE_SETTINGS = ['package-lock.json', 'tsconfig.json', 'scripts/build.mjs'];

/** The bundle of a Node target (`server`, `cli`): one ESM file. */
export function bundlePath(root, target) {
  return path.join(root, 'dist', target, 'main.js');
}

/** What the build script writes next to a bundle: when it started and the files it read. */
export function bundleRecordPath(root, target) {
  return path.join(root, 'dist', target, 'build-record.json');
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

function newestMtime(target, ignored = []) {
  if (ignored.includes(target)) return 0;
  let info;
  try {
    info = statSync(target);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return /\.test\.tsx?$/.test(target) ? 0 : info.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry), ignored));
  return newest;
}

/** True when the client build (its Vite manifest) is missing or older than a source of the bundle. */
export function isClientStale(root, clientDir = path.join(root, 'dist', 'client')) {
  const built = mtime(path.join(clientDir, '.vite', 'manifest.json'));
  if (built === undefined) return true;
  const ignored = CLIENT_IGNORED.map((source) => path.join(root, source));
  return CLIENT_SOURCES.some((source) => newestMtime(path.join(root, source), ignored) > built);
}

/** True when the back office's build (its Vite manifest) is missing or older than one of its sources. */
export function isAdminStale(root, adminDir = path.join(root, 'dist', 'admin')) {
  const built = mtime(path.join(adminDir, '.vite', 'manifest.json'));
  if (built === undefined) return true;
  return ADMIN_SOURCES.some((source) => newestMtime(path.join(root, source)) > built);
}

/**
 * True when a Node bundle is missing, or a file it was built from (or a build setting) changed
 * since that build started, or is gone (moved, deleted). A new file can only join the bundle
 * through an import in a file already listed, which then counts as changed.
 */
export function isBundleStale(root, target) {
  if (mtime(bundlePath(root, target)) === undefined) return true;
  let record;
  try {
    record = JSON.parse(readFileSync(bundleRecordPath(root, target), 'utf8'));
  } catch {
    return true;
  }
  if (typeof record?.startedAt !== 'number' || !Array.isArray(record.inputs)) return true;
  for (const input of record.inputs) {
    const time = mtime(path.join(root, input));
    if (time === undefined || time > record.startedAt) return true;
  }
  return BUNDLE_SETTINGS.some((setting) => (mtime(path.join(root, setting)) ?? 0) > record.startedAt);
}

/** True when a target (`client`, `admin`, `server`, `cli`) needs building. */
export function isStale(root, target) {
  if (target === 'client') return isClientStale(root);
  if (target === 'admin') return isAdminStale(root);
  return isBundleStale(root, target);
}

/** The targets that are missing or older than their sources, in build order. */
export function staleTargets(root, targets = BUILD_TARGETS) {
  return targets.filter((target) => isStale(root, target));
}
