/**
 * The Node flags `npm start` runs the shop with, read from package.json's `start` script, so that
 * the benchmarks measure the shop as it is run, and a flag changed there is measured here.
 */
import { readFileSync } from 'node:fs';

const PACKAGE = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> };

/** `node --a --b scripts/start.mjs` → ['--a', '--b'] (environment assignments before `node` are passed over). */
export function startFlags(script: string): string[] {
  const words = script.trim().split(/\s+/);
  while (words.length > 0 && /^[A-Z_][A-Z0-9_]*=/.test(words[0])) words.shift();
  if (words[0] !== 'node') throw new Error(`The start script does not run node: ${script}`);
  const flags: string[] = [];
  for (const word of words.slice(1)) {
    if (!word.startsWith('--')) break;
    flags.push(word);
  }
  return flags;
}

export const SHOP_NODE_FLAGS: readonly string[] = startFlags(PACKAGE.scripts.start);
