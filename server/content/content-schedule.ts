/**
 * Scheduled content goes live by itself (issue 34): a sweep in every process asks, each second,
 * whether a publication window opened or closed since its last pass (on the injected clock, the
 * one content reads use), and announces the content changed: pages cached just before midnight are
 * forgotten within the second after it, in every process (the change bus). What shows is decided
 * by the reads themselves (content-live.ts), so a missed pass never shows the wrong version.
 */
import type { Db } from '../db/database';
import { startSweep, type Sweep } from '../core/sweep';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import { windowsCrossedBetween } from './content-entries-repository';

export const CONTENT_SCHEDULE_SWEEP_MS = 1000;

export interface ContentScheduleDeps {
  db: Db;
  now: () => Date;
  catalogueChanges?: Pick<CatalogueChanges, 'contentChanged'>;
  log?: { error(details: object, message: string): void };
}

/** A pass that remembers when it last looked; the first one only reads the clock. Answers how many windows it saw cross. */
export function contentSchedulePass(deps: ContentScheduleDeps): () => Promise<number> {
  let since: Date | null = null;
  return async () => {
    const now = deps.now();
    const crossed = since && now.getTime() > since.getTime() ? await windowsCrossedBetween(deps.db, since, now) : 0;
    if (crossed > 0) deps.catalogueChanges?.contentChanged();
    if (!since || now.getTime() > since.getTime()) since = now;
    return crossed;
  };
}

export function startContentSchedule(deps: ContentScheduleDeps, intervalMs = CONTENT_SCHEDULE_SWEEP_MS): Sweep {
  return startSweep('content schedule', contentSchedulePass(deps), intervalMs, deps.log);
}
