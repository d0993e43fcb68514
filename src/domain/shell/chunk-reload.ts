/** SPEC §4/§9: a failed chunk load reloads the page, at most once per 60 seconds. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunkReloadAt';

export function shouldReloadAfterChunkFailure(lastReloadAt: number | null, now: Date): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  return now.getTime() - lastReloadAt >= CHUNK_RELOAD_GUARD_MS;
}
