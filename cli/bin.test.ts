import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/boutique.mjs', import.meta.url));
const home = mkdtempSync(join(tmpdir(), 'boutique-bin-'));
afterAll(() => rmSync(home, { recursive: true, force: true }));

async function boutique(...args: string[]) {
  return boutiquePiping(undefined, ...args);
}

async function boutiquePiping(input: string | undefined, ...args: string[]) {
  try {
    const running = promisify(execFile)(bin, args, {
      env: { ...process.env, BOUTIQUE_PROFILE: join(home, 'profile.json'), BOUTIQUE_API: 'http://127.0.0.1:9' },
    });
    running.child.stdin?.end(input);
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('bin/boutique.mjs', () => {
  it('runs the TypeScript program directly', async () => {
    const { code, stdout, stderr } = await boutique('--json', 'stores');
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toHaveLength(6);
  });

  it('exits non-zero with one line when the shop is unreachable', async () => {
    const { code, stdout, stderr } = await boutique('product', '1');
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe(
      'error: cannot reach the shop API at http://127.0.0.1:9 (Network Error); is the shop running? Set --api or BOUTIQUE_API.\n',
    );
  });

  it('runs a script piped to `run -` in one process, stopping at the failing line', async () => {
    const { code, stdout, stderr } = await boutiquePiping('# two stores lists, then a product\n--json stores\nstores\nproduct 1\nstores\n', 'run', '-');
    expect(code).toBe(1);
    expect(stdout.split('\n').filter((line) => line.startsWith('boutique_es '))).toHaveLength(1);
    expect(stdout).toContain('"boutique_es"');
    expect(stderr).toBe('error: line 4: cannot reach the shop API at http://127.0.0.1:9 (Network Error); is the shop running? Set --api or BOUTIQUE_API.\n');
  });
});
