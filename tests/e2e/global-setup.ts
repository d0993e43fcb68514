import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeConsentState } from './support/consent-state';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the shop for the browser journeys in a child process (tsx, like `npm start`): it builds
 * the client bundle when stale, then serves a fresh database on a free port and prints its URL.
 * With E2E_BASE_URL set, the journeys run against that shop instead.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) {
    writeConsentState(process.env.E2E_BASE_URL);
    return undefined;
  }
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/e2e/support/serve-test-shop.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    // A GTM container id, so the consent journey sees GTM load (it answers GTM's requests itself).
    env: { GTM_ID: 'GTM-E2ETEST', ...process.env, NODE_ENV: 'test' },
  });
  process.env.E2E_BASE_URL = await waitForUrl(child);
  writeConsentState(process.env.E2E_BASE_URL);
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
}

function waitForUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('The test shop did not start within 120 s')), 120_000);
    let buffer = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      buffer += chunk;
      const match = /E2E_BASE_URL=(\S+)/.exec(buffer);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The test shop exited with code ${code} before starting`));
    });
  });
}
