/**
 * Where a bundle's files are: a folder is read in place; a `.zip` or `.tar.gz`/`.tgz` is unpacked
 * into a temporary folder of its own, removed by `dispose()`. An archive made by "compress this
 * folder" holds one folder with the files in it: that folder is the bundle.
 */
import { lstat, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ExtractionBudget } from './merchandise-bundle-entries';
import type { BundleLimits, BundleProblems } from './merchandise-bundle-limits';
import { extractTar } from './merchandise-bundle-tar';
import { extractZip } from './merchandise-bundle-zip';

export interface OpenedSource {
  /** The folder holding products.csv and the rest, or null when there is none to read. */
  root: string | null;
  dispose(): Promise<void>;
}

const nothingToDispose = async () => undefined;

export const archiveKind = (file: string): 'zip' | 'tar' | null => {
  const lower = file.toLowerCase();
  if (lower.endsWith('.zip')) return 'zip';
  if (lower.endsWith('.tar.gz') || lower.endsWith('.tgz')) return 'tar';
  return null;
};

export async function openSource(source: string, limits: BundleLimits, problems: BundleProblems, tempDir?: string): Promise<OpenedSource> {
  const name = path.basename(source);
  const stats = await lstat(source).catch(() => null);
  if (!stats) {
    problems.at(name, undefined, 'does not exist');
    return { root: null, dispose: nothingToDispose };
  }
  if (stats.isDirectory()) return { root: await bundleRoot(source), dispose: nothingToDispose };
  const kind = archiveKind(source);
  if (!stats.isFile() || kind === null) {
    problems.at(name, undefined, 'is not a folder, a .zip or a .tar.gz');
    return { root: null, dispose: nothingToDispose };
  }
  const into = await mkdtemp(path.join(tempDir ?? tmpdir(), 'boutique-bundle-'));
  const dispose = () => rm(into, { recursive: true, force: true });
  const budget = new ExtractionBudget(limits, name, problems, into);
  await (kind === 'zip' ? extractZip(source, budget) : extractTar(source, budget));
  return { root: budget.refused ? null : await bundleRoot(into), dispose };
}

const hasProducts = (names: string[]) => names.includes('products.csv') || names.includes('products.jsonl');

/** The folder itself, or its only sub-folder when the files are in there. */
async function bundleRoot(folder: string): Promise<string> {
  const names = await readdir(folder).catch(() => [] as string[]);
  if (hasProducts(names)) return folder;
  if (names.length !== 1) return folder;
  const inner = path.join(folder, names[0]);
  const stats = await lstat(inner);
  if (!stats.isDirectory()) return folder;
  return hasProducts(await readdir(inner)) ? inner : folder;
}
