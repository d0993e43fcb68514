// Several shop processes on one machine (`WORKERS=N npm start`, `npm run start:cluster`): the
// primary forks N workers running the shop (node:cluster: they share the listening port, the
// operating system spreads the connections), replaces a worker that dies (waiting longer each time
// one dies young, so a shop that cannot start does not spin), and on SIGTERM or SIGINT passes the
// signal on and exits once every worker has (each drains its requests, server/main.ts).
import cluster from 'node:cluster';

/** A worker that lived less than this died young: the next one waits twice as long. */
const STABLE_MS = 30_000;
const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 30_000;

/** WORKERS as server/core/config.ts reads it: an integer from 1 to 64, else `fallback`. */
export function readWorkers(value, fallback) {
  if (value === undefined || value.trim() === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 && parsed <= 64 ? parsed : fallback;
}

/**
 * Runs the primary: `exec` is the worker's script, `forceAfterMs` how long the workers get to stop
 * after a signal before they are killed. Resolves with the exit code once every worker is gone.
 */
export function runPrimary({ workers, exec, execArgv = process.execArgv, forceAfterMs = 20_000, log = console.error }) {
  cluster.setupPrimary({ exec, execArgv });
  /** Per slot: when its worker started, and the wait before the next one. */
  const slots = Array.from({ length: workers }, () => ({ startedAt: 0, delayMs: FIRST_DELAY_MS, timer: null }));
  const slotOf = new Map();
  let stopping = false;

  const fork = (index) => {
    const slot = slots[index];
    slot.timer = null;
    slot.startedAt = Date.now();
    slotOf.set(cluster.fork().id, index);
  };

  return new Promise((resolve) => {
    const finishIfDone = () => {
      if (stopping && Object.keys(cluster.workers ?? {}).length === 0) resolve(0);
    };
    cluster.on('exit', (worker, code, signal) => {
      const index = slotOf.get(worker.id);
      slotOf.delete(worker.id);
      if (stopping) return finishIfDone();
      const slot = slots[index];
      slot.delayMs = Date.now() - slot.startedAt >= STABLE_MS ? FIRST_DELAY_MS : Math.min(MAX_DELAY_MS, slot.delayMs * 2);
      log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); a new one starts in ${(slot.delayMs / 1000).toFixed(1)} s`);
      slot.timer = setTimeout(() => fork(index), slot.delayMs);
    });
    const stop = (signal) => {
      if (stopping) return;
      stopping = true;
      for (const slot of slots) if (slot.timer) clearTimeout(slot.timer);
      log(`${signal}: stopping ${Object.keys(cluster.workers ?? {}).length} worker(s)`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      setTimeout(() => {
        for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGKILL');
      }, forceAfterMs).unref();
      finishIfDone();
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
    for (let index = 0; index < workers; index++) fork(index);
    log(`primary ${process.pid}: ${workers} workers`);
  });
}
