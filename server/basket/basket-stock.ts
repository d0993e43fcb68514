/**
 * Live stock of sizes, read in batches: requests that arrive while a stock query runs wait for
 * the next one, which reads every size they asked for at once. Under load the database sees one
 * small query at a time instead of one per request (PGlite serves a single connection), and no
 * answer is older than one query.
 */
import type { Db } from '../db/database';
import { sizeStockRows } from './basket-repository';

export interface SizeStock {
  sizeId: number;
  productId: number;
  stock: number;
}

type Batch = { ids: Set<number>; result: Promise<Map<number, SizeStock>> };

export class StockReader {
  private pending: Batch | null = null;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Db) {}

  async read(sizeIds: readonly number[]): Promise<Map<number, SizeStock>> {
    const ids = sizeIds.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647);
    if (ids.length === 0) return new Map();
    const batch = (this.pending ??= this.nextBatch());
    for (const id of ids) batch.ids.add(id);
    return batch.result;
  }

  private nextBatch(): Batch {
    const batch: Batch = { ids: new Set(), result: Promise.resolve(new Map()) };
    batch.result = (async () => {
      // Wait for the query in flight, then let the requests of this turn of the event loop join.
      await this.running;
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.pending === batch) this.pending = null;
      const query = this.query([...batch.ids]);
      this.running = query.catch(() => undefined);
      return query;
    })();
    return batch;
  }

  private async query(ids: number[]): Promise<Map<number, SizeStock>> {
    const rows = await sizeStockRows(this.db, ids);
    return new Map(rows.map((row) => [row.sizeId, row]));
  }
}
