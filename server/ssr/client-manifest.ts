import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PageAssets } from '../../src/ui/app/html-document';

export const CLIENT_ENTRY = 'src/ui/entry-client.tsx';

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

type Manifest = Record<string, ManifestChunk>;

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

export function assetsFromManifest(manifest: Manifest, entry = CLIENT_ENTRY): PageAssets | null {
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
  const head = [
    ...[...styles].map((file) => `<link rel="stylesheet" href="/${file}">`),
    `<script type="module" crossorigin src="/${chunk.file}"></script>`,
    ...[...preloads].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n');
  return { head, body: '' };
}
