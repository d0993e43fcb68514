/**
 * What a first start puts into a new shop (DESIGN 17, issue 32): the composition root chooses it
 * (server/main.ts: the demo, a merchant's bundle or nothing) and hands it to openShopDatabase; no
 * module of the shop knows which. The marker it names is kept in `settings`, so a later start tells
 * whether the stored shop is the one asked for without making anything.
 */
import type { Db } from './database';
import type { SeedingTransaction } from './seed-writers';

/** What a shop was started with, as `settings` keeps it: `source` and whatever tells two of one source apart. */
export interface StarterMarker {
  source: string;
  [detail: string]: string | number | boolean | null;
}

/** What a starter gets from the shop to fill it. */
export interface StarterTools {
  db: Db;
  /** The engine's fastest row writer (COPY), in one transaction. */
  seeding: SeedingTransaction;
  now: Date;
  /**
   * A catalogue bundle (a folder, `.zip` or `.tar.gz`) imported as a merchant's is (read, checked,
   * pictures stored, one atomic upsert); rejects with the bundle's located problems.
   */
  importBundle(source: string): Promise<{ created: number }>;
}

export interface ShopStarter {
  readonly marker: StarterMarker;
  /** Words for a marker in the start log ("the demo catalogue: 720 products, seed 42"). */
  describe(marker: StarterMarker): string;
  /**
   * Fills a new shop: whatever it writes is deleted again (the catalogue's tables) before a second
   * attempt when a start died half-way, since the marker is written only once it is done.
   */
  fill(tools: StarterTools): Promise<void>;
  /** On every start, after the shop was found or filled: what must be there whatever happened since (idempotent). */
  ensure?(db: Db, now: Date): Promise<void>;
}

/** Two markers of the same shop: every detail alike. */
export const sameMarker = (a: StarterMarker, b: StarterMarker): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => key === 'seededAt' || a[key] === b[key]);
};
