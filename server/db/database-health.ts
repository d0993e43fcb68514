/**
 * Whether the database answers (DESIGN decision 21). Any query that failed because the server is
 * unreachable marks it down; from then on a probe (`select 1`) runs every `probeEveryMs` until it
 * answers, and its first answer marks it up again and tells `onBack`, so the shop can rebuild what
 * it may have missed (the change bus's notifications, its caches) within a second of the server's
 * return. A query that was only too slow does not mark it down: slow is not down.
 */
import { databaseTrouble, type DatabaseTrouble } from './db-errors';

export interface DatabaseHealthOptions {
  /** Answers when the database does (a `select 1`), throws otherwise. */
  probe: () => Promise<void>;
  /** How often a down database is asked again (default 250 ms). */
  probeEveryMs?: number;
  /** A probe that takes longer than this failed (default 1 s). */
  probeTimeoutMs?: number;
  onDown?: (error: unknown) => void;
  onBack?: (downForMs: number) => void;
}

export class DatabaseHealth {
  private downSince: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;
  /** Counts the outages: a page rendered across one (the count changed) is not kept. */
  private outages = 0;

  constructor(private readonly options: DatabaseHealthOptions) {}

  get available(): boolean {
    return this.downSince === null;
  }

  /** Changes with every outage: compare it before and after a piece of work to know whether one began meanwhile. */
  get epoch(): number {
    return this.outages;
  }

  /** What `error` says of the database; an unreachable one marks it down. */
  noteError(error: unknown): DatabaseTrouble | null {
    const trouble = databaseTrouble(error);
    if (trouble === 'unreachable') this.markDown(error);
    return trouble;
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private markDown(error: unknown): void {
    if (this.closed || this.downSince !== null) return;
    this.downSince = Date.now();
    this.outages += 1;
    this.options.onDown?.(error);
    this.schedule();
  }

  private schedule(): void {
    if (this.closed) return;
    this.timer = setTimeout(() => void this.check(), this.options.probeEveryMs ?? 250);
    this.timer.unref();
  }

  private async check(): Promise<void> {
    this.timer = null;
    let timeout: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.options.probe(),
        new Promise((_resolve, reject) => (timeout = setTimeout(() => reject(new Error('probe timed out')), this.options.probeTimeoutMs ?? 1000))),
      ]);
    } catch {
      this.schedule();
      return;
    } finally {
      clearTimeout(timeout);
    }
    if (this.closed || this.downSince === null) return;
    const downFor = Date.now() - this.downSince;
    this.downSince = null;
    this.options.onBack?.(downFor);
  }
}
