import { defineConfig } from '@playwright/test';
import { CONSENT_STATE_FILE } from './tests/e2e/support/consent-state';

/**
 * Browser journeys in Debian's Chromium. The global setup builds the client bundle when it is
 * stale and starts a shop for each worker on a free port with a fresh database (or uses E2E_BASE_URL).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // A shop for each worker (global-setup.ts); against a shop of one's own (E2E_BASE_URL), one worker.
  workers: process.env.E2E_BASE_URL ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    locale: 'fr-FR',
    // The cookie banner already answered (written by the global setup); the consent journey starts without it.
    storageState: CONSENT_STATE_FILE,
    trace: 'retain-on-failure',
  },
});
