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

/**
 * Runs `run` once the browser is idle after the visitor's first sign of intent (a pointer over the
 * page, a touch, a key, a focus): code only an interaction needs comes before the click that needs
 * it, never with the page's load, and not in the middle of the press that showed the intent.
 * Returns the way to cancel it.
 */
export function afterFirstIntent(run: () => void, timeoutMs = 1_000): () => void {
  const events = ['pointerover', 'touchstart', 'keydown', 'focusin'] as const;
  let cancelIdle: (() => void) | null = null;
  const stopListening = () => events.forEach((name) => window.removeEventListener(name, once, true));
  function once() {
    stopListening();
    cancelIdle = whenIdle(run, timeoutMs);
  }
  events.forEach((name) => window.addEventListener(name, once, { capture: true, passive: true }));
  return () => {
    stopListening();
    cancelIdle?.();
  };
}
