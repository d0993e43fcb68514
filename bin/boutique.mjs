#!/usr/bin/env node
// The `boutique` command: the compiled program (dist/cli/main.js, `npm run build` or `npm start`)
// when it is up to date with its sources, else the TypeScript sources through tsx, so a checkout
// without a build (or with edited sources) still runs what it holds.
import { fileURLToPath } from 'node:url';
import { isBundleStale } from '../scripts/build-state.mjs';

if (isBundleStale(fileURLToPath(new URL('..', import.meta.url)), 'cli')) {
  const { register } = await import('tsx/esm/api');
  // The project's tsconfig wherever the command is run from (its decorators, paths).
  register({ tsconfig: fileURLToPath(new URL('../tsconfig.json', import.meta.url)) });
  await import('../cli/main.ts');
} else {
  await import('../dist/cli/main.js');
}
