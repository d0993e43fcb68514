import type { FullConfig } from '@playwright/test';
import { writeConsentState } from './support/consent-state';
import { shopUrlVariable } from './support/shop';
import { startTestShop } from './support/test-shop-process';

/**
 * Starts a shop for each Playwright worker, in child processes (support/test-shop-process.ts): each
 * worker's journeys run against a database of their own, so workers share no customer, basket or
 * stock. With E2E_BASE_URL set, the journeys run against that one shop instead (one worker).
 */
export default async function globalSetup(config: FullConfig): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) {
    writeConsentState(process.env.E2E_BASE_URL);
    return undefined;
  }
  // A GTM container id, so the consent journey sees GTM load (it answers GTM's requests itself).
  const start = (index: number) => startTestShop(`test shop ${index}`, { defaults: { GTM_ID: 'GTM-E2ETEST' } });
  // The first shop rebuilds a stale client bundle; the others start once it is fresh.
  const first = await start(0);
  const others = await Promise.allSettled(Array.from({ length: config.workers - 1 }, (_, index) => start(index + 1)));
  const shops = [first, ...others.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []))];
  const failed = others.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(shops.map((shop) => shop.stop()));
    throw failed.reason;
  }
  shops.forEach((shop, index) => (process.env[shopUrlVariable(index)] = shop.url));
  writeConsentState(shops[0].url);
  return async () => {
    await Promise.all(shops.map((shop) => shop.stop()));
  };
}
