import { startTestShop, type TestShopProcess } from './test-shop-process';

/**
 * A second test shop with maintenance forced on (MAINTENANCE=1), for the maintenance page's audit:
 * the journeys' shared shop must stay open, and maintenance sends every page of a shop there.
 */
export function startMaintenanceShop(): Promise<TestShopProcess> {
  return startTestShop('maintenance shop', { forced: { MAINTENANCE: '1' } });
}
