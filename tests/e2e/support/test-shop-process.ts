import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface TestShopProcess {
  url: string;
  stop(): Promise<void>;
}

/**
 * A test shop in a child process (tsx, like `npm start`, serve-test-shop.ts): it builds the client
 * bundle when stale, then serves a fresh database on a free port and prints its URL. `name` says
 * which shop in the errors; its environment is this process's over `defaults`, under `forced`
 * (NODE_ENV is always `test`).
 */
export async function startTestShop(name: string, env: { defaults?: Record<string, string>; forced?: Record<string, string> } = {}): Promise<TestShopProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/e2e/support/serve-test-shop.ts')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...env.defaults, ...process.env, ...env.forced, NODE_ENV: 'test' },
  });
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
  };
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The ${name} did not start within 120 s`)), 120_000);
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
      reject(new Error(`The ${name} exited with code ${code} before starting`));
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { url, stop };
}
