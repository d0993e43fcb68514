/**
 * Test-only pauses inside the money transactions (placing an order, accepting a return, activating
 * a gift card, refunding), so a fault test can kill the process there: ORDER_CRASH_DELAY_MS with
 * NODE_ENV=test. Outside tests they do nothing.
 */
export function crashDelayMs(env: Record<string, string | undefined> = process.env): number {
  if (env.NODE_ENV !== 'test') return 0;
  const value = Number(env.ORDER_CRASH_DELAY_MS);
  return Number.isFinite(value) && value > 0 ? Math.min(value, 10_000) : 0;
}

/** Sleeps a random while up to crashDelayMs() (nothing outside tests). */
export async function crashPause(): Promise<void> {
  const delay = crashDelayMs();
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * delay));
}
