import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCliContainer } from '../../src/adapters/container/cli';
import { aProductResponse } from '../../src/adapters/in-memory/catalogue-fixtures';
import { InMemoryCatalogueApi } from '../../src/adapters/in-memory/in-memory-catalogue-api';
import { CliError, type CreateContainer } from '../cli-context';
import { temporaryHome } from '../testing/cli-harness';
import { runCaptured } from '../testing/run-captured';

const home = temporaryHome('boutique-run-');
const catalogue = { products: [aProductResponse({ id: 12 })] };

interface Call {
  url: string;
  body: string;
}

/** `boutique …` on the in-memory catalogue; `fetch` answers the other APIs (accounts) with a 401. */
async function boutique(args: string[], stdin = '', options: { failingStore?: string } = {}) {
  const created: Parameters<CreateContainer>[0][] = [];
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ url: request.url, body: await request.text() });
    return Response.json({ code: 401, message: 'Identifiants incorrects' }, { status: 401 });
  };
  const answer = await runCaptured(args, {
    homeDir: home,
    stdin,
    createContainer: (containerOptions) => {
      created.push(containerOptions);
      if (containerOptions.storeId === options.failingStore) throw new CliError('this store is closed for the test', 3);
      return createCliContainer({ ...containerOptions, fetch, catalogueApi: new InMemoryCatalogueApi(catalogue) });
    },
  });
  return { ...answer, created, calls };
}

function script(name: string, ...lines: string[]): string {
  const file = join(home, name);
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

describe('boutique run', () => {
  it('runs each line of a file as the command alone would, in order', async () => {
    const alone = [await boutique(['stores']), await boutique(['product', '12'])].map((answer) => answer.stdout).join('\n');
    const run = await boutique(['run', script('two.txt', '# stores, then a product', 'stores', '', 'product 12   # the logo tee')]);
    expect(run).toMatchObject({ code: 0, stderr: '', stdout: alone });
  });

  it('reads the script from stdin with -', async () => {
    const run = await boutique(['run', '-'], 'stores\nproduct 12\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Logo tee (#12)');
  });

  it('gives every line the global options typed before run; a line may override them', async () => {
    const run = await boutique(['--store', 'boutique_com', '--api', 'http://shop.test:8080', 'run', '-'], 'product 12\n--store boutique_es product 12\n');
    expect(run.code).toBe(0);
    expect(run.created.map((options) => [options.storeId, options.api])).toEqual([
      ['boutique_com', 'http://shop.test:8080'],
      ['boutique_es', 'http://shop.test:8080'],
    ]);
    expect(run.stdout).toMatch(/Price\s+€24\.50/);
    expect(run.stdout).toMatch(/Price\s+24,50 €/);
  });

  it('prints JSON for every line with --json, as the commands alone', async () => {
    const run = await boutique(['--json', 'run', '-'], 'product 12\n');
    expect(JSON.parse(run.stdout)).toEqual(catalogue.products[0]);
  });

  it('stops at the first failing line, naming it, with that command’s exit code', async () => {
    const run = await boutique(['run', script('stops.txt', 'product 12', '', 'product 999', 'stores')]);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('error: line 3: Product 999 not found (404)');
    expect(run.stdout).toContain('Logo tee (#12)');
    expect(run.stdout).not.toContain('COUNTRY');
  });

  it('passes on an exit code other than 1', async () => {
    const run = await boutique(['run', '-'], 'stores\n--store boutique_it stores\nstores\n', { failingStore: 'boutique_it' });
    expect(run.code).toBe(3);
    expect(run.stderr).toBe('error: line 2: this store is closed for the test');
  });

  it('names the line of a usage error', async () => {
    const run = await boutique(['run', '-'], 'stores\nprodcut 12\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^error: line 2: unknown command 'prodcut'/);
  });

  it('runs every line with --keep-going and exits with the first failure’s code', async () => {
    const run = await boutique(['run', '--keep-going', '-'], 'product 999\n--store boutique_it stores\nproduct 12\n', { failingStore: 'boutique_it' });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Logo tee (#12)');
    expect(run.stderr.split('\n')).toEqual([
      'error: line 1: Product 999 not found (404)',
      'error: line 2: this store is closed for the test',
      'error: 2 of 3 commands failed (lines 1, 2)',
    ]);
  });

  it('exits 0 with --keep-going when every line succeeds', async () => {
    expect(await boutique(['run', '--keep-going', '-'], 'stores\n')).toMatchObject({ code: 0, stderr: '' });
  });

  it('runs nothing from a malformed script and says where each problem is (exit 2)', async () => {
    const run = await boutique(['run', '-'], "stores\nsearch 'sweat\nproduct 12 | grep Price\n");
    expect(run).toMatchObject({ code: 2, stdout: '' });
    expect(run.created).toEqual([]);
    expect(run.stderr.split('\n')).toEqual([
      "error: line 2, column 8: unterminated ' quote",
      "error: line 3, column 12: '|' is a shell operator, not part of a command: quote it to pass it as a word (nothing was run)",
    ]);
  });

  it('refuses a script that cannot be read (exit 2)', async () => {
    const run = await boutique(['run', join(home, 'missing.txt')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toBe(`error: cannot read the script ${join(home, 'missing.txt')}: no such file`);
  });

  it('gives the commands of a script file the stdin of run (a password)', async () => {
    const run = await boutique(['--api', 'http://shop.test', 'run', script('login.txt', 'login camille@example.com --password-stdin')], 'S3cret-pw\n');
    expect(run.code).toBe(1);
    expect(run.calls.some((call) => call.body.includes('S3cret-pw'))).toBe(true);
    expect(run.stderr).toMatch(/^error: line 1: /);
  });

  it('gives no stdin to the commands when the script itself came on stdin', async () => {
    const run = await boutique(['run', '-'], 'login camille@example.com --password-stdin\n');
    expect(run.calls).toEqual([]);
    expect(run.stderr).toBe("error: line 1: Pipe the password on stdin, e.g. `printf '%s\\n' \"$PASSWORD\" | boutique …`.");
  });

  it('refuses a script that runs another script', async () => {
    const run = await boutique(['run', '-'], `run ${script('inner.txt', 'stores')}\nstores\n`);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('error: line 1: a script cannot run another script (run)');
  });

  it('lets a line print help, which exits 0', async () => {
    const run = await boutique(['run', '-'], 'product --help\nstores\n');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Usage: boutique product');
    expect(run.stdout).toContain('COUNTRY');
  });
});
