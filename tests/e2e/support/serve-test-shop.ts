import { ensureClientBuild } from '../../../server/ssr/client-build';
import { ensureAdminBuild } from '../../../server/ssr/admin-pages';
import { startTestServer } from '../../../server/testing/test-server';

/** Child process of the Playwright global setup: bundles (storefront, back office), fresh shop, URL on stdout, stop on SIGTERM. */
const outcome = await ensureClientBuild();
if (outcome === 'built') console.error('[e2e] client bundle rebuilt');
if ((await ensureAdminBuild()) === 'built') console.error('[e2e] back office bundle rebuilt');
const server = await startTestServer();
console.log(`E2E_BASE_URL=${server.url}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
