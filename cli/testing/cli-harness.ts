/** Vitest fixtures for the `boutique` program: a temporary home per test file, a real shop to run against. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demo/seed-customers';
import { demoStaffCode, forgetUsedTotpStep, isDemoStaff } from '../../server/testing/staff-second-factor';
import { startTestServer, type TestServer, type TestServerOptions } from '../../server/testing/test-server';
import { runCaptured, type CliAnswer } from './run-captured';

/** A temporary directory for the calling test file, removed after its tests. */
export function temporaryHome(prefix: string): string {
  const home = mkdtempSync(join(tmpdir(), prefix));
  afterAll(() => rmSync(home, { recursive: true, force: true }));
  return home;
}

/**
 * The command line against a real shop (API only, fresh seeded database) started for the calling
 * test file, with one profile file for all its commands. `options` go to the shop (e.g.
 * `databaseUrl: ''` for the embedded database whatever TEST_DATABASE_URL says).
 */
export function cliAgainstTestShop(prefix: string, options: TestServerOptions = {}): { shop(): TestServer; run(...args: string[]): Promise<CliAnswer> } {
  const home = temporaryHome(prefix);
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer({ pages: false, ...options });
  });
  afterAll(async () => {
    await started?.close();
  });
  const shop = () => {
    if (!started) throw new Error('The test shop is not started (call cliAgainstTestShop at the top of the test file)');
    return started;
  };
  return {
    shop,
    run: (...args) => runCaptured(['--api', shop().url, '--profile', join(home, 'profile.json'), ...args], { homeDir: home }),
  };
}

/**
 * What `boutique login EMAIL --password-stdin` reads: the password, and for a demo staff account
 * its authenticator's current code on the second line (the step forgotten first: the suites sign
 * the same staff member in many times within 30 seconds, see server/testing/staff-second-factor.ts).
 */
export async function signInStdin(shop: TestServer, email: string, password = DEMO_PASSWORD): Promise<string> {
  if (!isDemoStaff(email)) return `${password}\n`;
  await forgetUsedTotpStep(shop.app.db, email);
  return `${password}\n${await demoStaffCode(email)}\n`;
}
