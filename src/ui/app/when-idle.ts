/**
 * Runs `run` when the browser is idle (at the latest after `timeoutMs`), or in a task of its own
 * where idle callbacks are missing: work nobody waits for stays out of the tasks that hydrate the
 * page and answer taps. Returns the way to cancel it.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 1);
  return () => window.clearTimeout(timer);
}
