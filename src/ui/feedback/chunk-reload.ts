import { CHUNK_RELOAD_STORAGE_KEY, shouldReloadAfterChunkFailure } from '../../domain/shell/chunk-reload';

/**
 * SPEC §4/§8: when a script chunk fails to load (usually a new deployment replaced it), reload the
 * page once; a second failure within 60 s is left alone so a broken deployment cannot loop.
 */
export function reloadAfterChunkFailure(now = new Date()): boolean {
  let last: number | null;
  try {
    const stored = window.sessionStorage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    last = stored === null ? null : Number(stored);
  } catch {
    last = null;
  }
  if (!shouldReloadAfterChunkFailure(last, now)) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now.getTime()));
  } catch {
    // Without session storage the guard cannot remember: still reload once per page.
  }
  window.location.reload();
  return true;
}

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch dynamically/i.test(message);
}

/** Listens for Vite's preload failures and unhandled chunk import errors. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadAfterChunkFailure();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadAfterChunkFailure();
  });
}
