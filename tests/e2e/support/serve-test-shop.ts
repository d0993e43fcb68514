import { ensureClientBuild } from '../../../server/ssr/client-build';
import { startTestServer } from '../../../server/testing/test-server';

/** Child process of the Playwright global setup: bundle, fresh shop, URL on stdout, stop on SIGTERM. */
const outcome = await ensureClientBuild();
if (outcome === 'built') console.error('[e2e] client bundle rebuilt');
const server = await startTestServer();
console.log(`E2E_BASE_URL=${server.url}`);

const stop = async () => {
  await server.close();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());
