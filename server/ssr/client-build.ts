import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isClientStale } from '../../scripts/build-state.mjs';
import { manifestPath } from './client-manifest';

/** Two levels up, from server/ssr/client-build.ts as from the bundle dist/server/main.js. */
export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_DIR = path.join(PROJECT_ROOT, 'dist', 'client');

declare const __BOUTIQUE_COMPILED__: boolean | undefined;
/** True in the bundle `npm run build` writes (scripts/build.mjs defines it), false when run from the TypeScript sources. */
export const COMPILED = typeof __BOUTIQUE_COMPILED__ !== 'undefined' && __BOUTIQUE_COMPILED__;

/** True when `dist/client` is missing or older than a source file of the bundle (scripts/build-state.mjs). */
export async function isClientBuildStale(root = PROJECT_ROOT, clientDir = path.join(root, 'dist', 'client')): Promise<boolean> {
  return isClientStale(root, clientDir);
}

/** Builds the browser bundle with Vite (`vite.config.ts`) into `dist/client`. */
export function buildClient(root = PROJECT_ROOT): Promise<void> {
  return buildBrowserBundle(root, 'vite.config.ts');
}

/** A production Vite build of one browser bundle: the storefront's (`vite.config.ts`) or the back office's (`vite.admin.config.ts`). */
export async function buildBrowserBundle(root: string, configFile: string): Promise<void> {
  const { build } = await import('vite');
  // Always a production bundle (React's production build, production JSX), even when NODE_ENV
  // says test or development (the browser tests build through here with NODE_ENV=test): Vite
  // and its React plugin read NODE_ENV itself, so it is set for the build's duration.
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, configFile: path.join(root, configFile), logLevel: 'warn', mode: 'production' });
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

/**
 * The server in production mode and the browser tests: build the client when it is missing or
 * stale. Compiled (`npm start` runs dist/server/main.js), scripts/start.mjs has compared the dates
 * already, so only a missing bundle is built here (and only then is Vite loaded).
 */
export async function ensureClientBuild(root = PROJECT_ROOT, { checkSources = !COMPILED } = {}): Promise<'built' | 'fresh'> {
  const stale = checkSources ? isClientStale(root) : !existsSync(manifestPath(path.join(root, 'dist', 'client')));
  if (!stale) return 'fresh';
  await buildClient(root);
  return 'built';
}
