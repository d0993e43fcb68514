import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageAssets } from '../../src/ui/entry-server-assets';
import { ROUTES } from '../../src/domain/routing/route-table';
import { ENTRY_ATTRIBUTE, FRAME_CHUNK, FRAME_CHUNK_MODULES, MODULES_ELEMENT_ID, routeModules, SESSION_CHECK_MODULE } from '../../src/ui/entry-server-assets';
import type { RouteDef } from '../../src/domain/routing/route-table';

export const CLIENT_ENTRY = 'src/ui/entry-client.tsx';
/** The page's first script: it imports the entry once the page has painted (src/ui/app/page-scripts.ts). */
export const PAGE_LOADER = 'src/ui/page-loader.ts';

interface ManifestChunk {
  file: string;
  name?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The manifest's keys of the chunks a page's islands hydrate with (route-modules.ts): a module's own
 * chunk, or the frame chunk for the modules the build put there. A private page adds the session
 * check's code. Unknown modules are returned as they are (the caller finds them missing).
 */
export function pageChunkKeys(manifest: Manifest, route: RouteDef): string[] {
  const frame = Object.keys(manifest).find((key) => manifest[key]?.name === FRAME_CHUNK && !manifest[key]?.isEntry);
  const modules = [...routeModules(route), ...(route.auth === 'private' ? [SESSION_CHECK_MODULE] : [])];
  return [...new Set(modules.map((module) => (!manifest[module] && frame && FRAME_CHUNK_MODULES.includes(module) ? frame : module)))];
}

export function manifestPath(clientDir: string): string {
  return path.join(clientDir, '.vite', 'manifest.json');
}

/** Script, module-preload and stylesheet tags of the built client entry, from Vite's manifest. */
export async function readClientAssets(clientDir: string): Promise<PageAssets | null> {
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(manifestPath(clientDir), 'utf8')) as Manifest;
  } catch {
    return null;
  }
  return assetsFromManifest(manifest);
}

/** What an entry needs in its document: its stylesheets, its script, the modules it imports statically. */
export interface EntryAssets {
  styles: string[];
  script: string;
  preloads: string[];
}

/** Walks an entry's static imports in a Vite manifest (the storefront's and the back office's). */
export function entryAssets(manifest: Manifest, entry: string): EntryAssets | null {
  const chunk = manifest[entry];
  if (!chunk) return null;
  const styles = new Set<string>();
  const preloads = new Set<string>();
  const visit = (key: string, isEntry: boolean) => {
    const current = manifest[key];
    if (!current) return;
    current.css?.forEach((file) => styles.add(file));
    if (!isEntry) {
      if (preloads.has(current.file)) return;
      preloads.add(current.file);
    }
    current.imports?.forEach((imported) => visit(imported, false));
  };
  visit(entry, true);
  return { styles: [...styles], script: chunk.file, preloads: [...preloads] };
}

/**
 * The storefront's head: its stylesheets, then the loader (page-scripts.ts) asked for at low
 * priority, naming the entry and the modules it imports: it asks for them only once the page has
 * painted, so they take no share of the first round trips. Each route adds a data block naming
 * its own chunks (its screen, its layout, the frame, and what they import) for the loader to
 * preload with them: the browser would otherwise ask for them only once the entry has run, one
 * round trip later. A build without the loader links the entry as it is.
 */
export function assetsFromManifest(manifest: Manifest, entry = CLIENT_ENTRY): PageAssets | null {
  const files = entryAssets(manifest, entry);
  if (!files) return null;
  const { styles, preloads } = files;
  const loader = manifest[PAGE_LOADER]?.file;
  const shell = [files.script, ...preloads].map((file) => `/${file}`);
  const head = [
    ...styles.map((file) => `<link rel="stylesheet" href="/${file}">`),
    ...(loader
      ? [`<script type="module" crossorigin fetchpriority="low" src="/${loader}" ${ENTRY_ATTRIBUTE}="${JSON.stringify(shell).replace(/"/g, '&quot;')}"></script>`]
      : [`<script type="module" crossorigin src="/${files.script}"></script>`, ...preloads.map((file) => preloadTag(file))]),
  ].join('\n');
  const entryFiles = new Set([files.script, ...preloads]);
  const routes = Object.fromEntries(
    ROUTES.map((route) => [route.id, modulesBlock(routeModuleFiles(manifest, pageChunkKeys(manifest, route), entryFiles))]),
  );
  return { head, body: '', routes };
}

/** Without the loader: the entry's imports, at low priority (the stylesheet and the pictures paint the page). */
const preloadTag = (file: string) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`;

/** The data block the loader reads (asset paths only: nothing to escape but the rule says so). */
function modulesBlock(files: string[]): string {
  if (files.length === 0) return '';
  return `\n<script type="application/json" id="${MODULES_ELEMENT_ID}">${JSON.stringify(files.map((file) => `/${file}`)).replace(/</g, '\\u003c')}</script>`;
}

/** A page's islands' chunks and what they import, without the entry's. */
function routeModuleFiles(manifest: Manifest, modules: string[], entryFiles: Set<string>): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const current = manifest[key];
    if (!current || entryFiles.has(current.file) || files.has(current.file)) return;
    files.add(current.file);
    current.imports?.forEach(visit);
  };
  modules.forEach(visit);
  return [...files];
}
