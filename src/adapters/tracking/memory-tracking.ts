import type { Tracking } from '../../application/ports/tracking';
import type { DataLayerEntry } from '../../domain/tracking/tracking-events';

/** Tests: keeps what would reach the tag manager; `failing` makes every push throw. */
export class MemoryTracking implements Tracking {
  readonly entries: DataLayerEntry[] = [];
  starts = 0;
  failing = false;

  start(): void {
    this.starts += 1;
  }

  push(entry: DataLayerEntry): void {
    if (this.failing) throw new Error('dataLayer refused the entry');
    this.entries.push(entry);
  }
}
