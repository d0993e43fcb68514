/**
 * The media store in the shop's database (table media_originals, migration 0011): the default,
 * which needs nothing besides the database the shop has. On PostgreSQL every process shares it; a
 * photo's bytes live out of line (TOAST, storage external), so rows stay cheap to scan.
 */
import type { Executor } from '../db/transaction';
import { insertOriginal, originalByHash, originalFacts } from './media-repository';
import type { MediaStore } from './media-store';

/** The store on a database or an open transaction (an import storing its pictures inside one). */
export function databaseMediaStore(db: Executor): MediaStore {
  return {
    kind: 'database',
    has: async (hash) => (await originalFacts(db, hash)) ?? null,
    get: async (hash) => (await originalByHash(db, hash)) ?? null,
    put: (original) => insertOriginal(db, original),
  };
}
