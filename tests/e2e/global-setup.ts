import { writeConsentState } from './support/consent-state';
import { startTestShop } from './support/test-shop-process';

/**
 * Starts the shop for the browser journeys in a child process (support/test-shop-process.ts).
 * With E2E_BASE_URL set, the journeys run against that shop instead.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) {
    writeConsentState(process.env.E2E_BASE_URL);
    return undefined;
  }
  // A GTM container id, so the consent journey sees GTM load (it answers GTM's requests itself).
  const shop = await startTestShop('test shop', { defaults: { GTM_ID: 'GTM-E2ETEST' } });
  process.env.E2E_BASE_URL = shop.url;
  writeConsentState(shop.url);
  return shop.stop;
}
