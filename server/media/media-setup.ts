/**
 * The media settings the composition root hands to the modules (MEDIA_S3_URL, MEDIA_RENDERS,
 * MEDIA_CACHE_MB): which store keeps the originals, and where derivatives are kept on disk. Tests
 * get a cache of their own in the system's temporary directory, removed when the app closes, so
 * that no test run leaves pictures in the project's `data/`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ServerConfig } from '../core/config';
import type { Executor } from '../db/transaction';
import { databaseMediaStore } from './media-database-store';
import type { MediaSettings } from './media-service';

export interface OpenedMedia extends MediaSettings {
  /** Lets go of the store's connections (and a test's cache directory). */
  close(): Promise<void>;
}

type MediaConfig = Pick<ServerConfig, 'mediaS3Url' | 'mediaRenders' | 'mediaCacheMb' | 'dataDir' | 'mode'> & Partial<Pick<ServerConfig, 'mediaMemoryMb'>>;

export async function openMedia(config: MediaConfig, db: Executor): Promise<OpenedMedia> {
  // The S3 client is loaded only by shops that use it (it takes over half a second to load).
  const s3 = config.mediaS3Url ? await import('./media-s3-store') : null;
  const store = s3 && config.mediaS3Url ? await s3.s3MediaStore(s3.parseS3Url(config.mediaS3Url)) : databaseMediaStore(db);
  const temporary = config.mode === 'test' && config.mediaCacheMb > 0 ? mkdtempSync(path.join(tmpdir(), 'boutique-media-cache-')) : null;
  const cacheDir = config.mediaCacheMb > 0 ? (temporary ?? path.join(config.dataDir, 'media-cache')) : null;
  return {
    store,
    renders: config.mediaRenders,
    cacheDir,
    cacheBytes: config.mediaCacheMb * 1024 * 1024,
    ...(config.mediaMemoryMb !== undefined ? { memoryBytes: config.mediaMemoryMb * 1024 * 1024 } : {}),
    async close() {
      await store.close?.();
      if (temporary) rmSync(temporary, { recursive: true, force: true });
    },
  };
}
