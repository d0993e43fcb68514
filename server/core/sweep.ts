/**
 * A background pass run now, then every `intervalMs` (the timer never keeps the process alive),
 * never two at once; `stop` waits for the pass in flight (the database must outlive it). A failed
 * pass is logged and the next one runs as planned.
 */
export interface Sweep {
  stop(): Promise<void>;
}

export function startSweep(name: string, pass: () => Promise<unknown>, intervalMs: number, log?: { error(details: object, message: string): void }): Sweep {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const run = () => {
    if (running || stopped) return;
    running = pass()
      .catch((error) => log?.error({ err: error }, `the ${name} sweep failed`))
      .finally(() => (running = null));
  };
  const timer = setInterval(run, intervalMs);
  timer.unref();
  setImmediate(run);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
