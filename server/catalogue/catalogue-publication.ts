/**
 * Publication windows (issue 32): a product whose `publish_at` has come, or whose `unpublish_at`
 * has, changes what shoppers see without anyone writing anything. A sweep in every process asks
 * the database each minute which windows opened or closed since its last pass and announces those
 * products as changed (search indexes re-read them, caches forget them), on the database's clock,
 * the one the visibility rule reads (server/db/product-visibility.ts).
 */
import type { Db } from '../db/database';
import { startSweep, type Sweep } from '../core/sweep';
import type { SearchIndexRefresh } from '../cache/catalogue-changes';
import { windowsCrossed } from './catalogue-repository';

export const PUBLICATION_SWEEP_MS = 60_000;

export interface PublicationDeps {
  db: Db;
  catalogueChanges?: Pick<SearchIndexRefresh, 'refreshProducts'>;
  log?: { error(details: object, message: string): void };
}

/** A pass function that remembers when it last ran: the first pass only reads the clock (what the indexes read at start is current). */
export function publicationPass(deps: PublicationDeps): () => Promise<number[]> {
  let since: Date | null = null;
  return async () => {
    const { ids, now } = await windowsCrossed(deps.db, since);
    if (ids.length > 0) await deps.catalogueChanges?.refreshProducts(ids);
    since = now;
    return ids;
  };
}

export function startPublicationSweep(deps: PublicationDeps, intervalMs = PUBLICATION_SWEEP_MS): Sweep {
  return startSweep('publication', publicationPass(deps), intervalMs, deps.log);
}
