/**
 * Resizing a photo decodes it: a 4000 × 5000 JPEG is tens of megabytes of pixels for a moment. A
 * shop whose listing of new photos is opened by fifty phones at once must not decode fifty at once,
 * so a process makes at most `limit` derivatives at a time (MEDIA_RENDERS) and the others wait in
 * line (a waiting request holds no picture, only its place). And one derivative is made once however
 * many ask for it together: the later askers share the first one's result (single flight).
 */
export class RenderQueue {
  private running = 0;
  private readonly waiting: Array<() => void> = [];
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly limit: number) {}

  /** Derivatives being made or waiting for their turn. */
  get pending(): number {
    return this.inFlight.size;
  }

  /** `work` run in its turn, once for every caller of the same `key` until it settles. */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const current = this.inFlight.get(key);
    if (current) return current as Promise<T>;
    const started = this.inTurn(work).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, started);
    return started;
  }

  private async inTurn<T>(work: () => Promise<T>): Promise<T> {
    // A turn ends by handing its place to the next in line, so nobody arriving meanwhile slips in.
    if (this.running >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve));
    else this.running += 1;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
