import type { TranslationCatalogue } from './site';

const kept = new WeakMap<TranslationCatalogue, string>();

/**
 * A short name of a catalogue's content (FNV-1a over its keys and texts in key order): the same
 * texts give the same name, any change another. A page names the catalogue it was rendered with,
 * so the browser may keep the one answer for that name for good (GET /translations?v=).
 */
export function textsVersion(catalogue: TranslationCatalogue): string {
  let version = kept.get(catalogue);
  if (version !== undefined) return version;
  let hash = 0x811c9dc5;
  for (const key of Object.keys(catalogue).sort()) {
    const entry = `${key}\u0000${catalogue[key]}\u0000`;
    for (let index = 0; index < entry.length; index += 1) {
      hash ^= entry.charCodeAt(index);
      hash = Math.imul(hash, 0x01000193);
    }
  }
  version = (hash >>> 0).toString(36);
  kept.set(catalogue, version);
  return version;
}
