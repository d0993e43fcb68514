/**
 * `boutique admin catalogue import|export` as a merchandiser would run them on a shop with no
 * catalogue yet: a bundle folder goes in (packed on the fly), the same again changes nothing, a
 * broken bundle lists its problems and exits 1, the export comes back as a folder.
 */
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/adapters/in-memory/accounts-fixtures';
import { signInStdin, temporaryHome } from './testing/cli-harness';
import { runCaptured } from './testing/run-captured';
import { startTestServer, type TestServer } from '../server/testing/test-server';

const FIXTURES = resolve(import.meta.dirname, '../tests/fixtures/catalogue');
const home = temporaryHome('boutique-cli-catalogue-');
let shop: TestServer | undefined;

const run = (args: string[], stdin?: string) =>
  runCaptured(['--api', shop!.url, '--profile', join(home, 'profile.json'), ...args], { homeDir: home, ...(stdin === undefined ? {} : { stdin }) });

beforeAll(async () => {
  shop = await startTestServer({ pages: false });
  // A shop with no catalogue yet (CATALOGUE=empty).
  for (const table of ['product_associations', 'pictures', 'product_artists', 'product_prices', 'product_sizes', 'product_translations', 'product_ratings', 'products', 'category_translations', 'categories', 'artists', 'brands', 'catalogue_terms'] as const) {
    await shop.app.db.deleteFrom(table).execute();
  }
  expect(await run(['login', 'merch@example.com', '--password-stdin'], await signInStdin(shop!, 'merch@example.com'))).toMatchObject({ code: 0 });
}, 120_000);

afterAll(async () => {
  await shop?.close();
});

describe('boutique admin catalogue', () => {
  it('tells what a dry run would do, imports a folder, then the same again with nothing changed', async () => {
    const folder = join(FIXTURES, 'twenty');
    expect(await run(['admin', 'catalogue', 'import', folder, '--dry-run'])).toMatchObject({
      code: 0, stderr: '', stdout: expect.stringMatching(/^Dry run of twenty\.tar\.gz: would create 20, change 0, archive 0 \(0 unchanged\)\. Nothing was written\.$/m),
    });
    const first = await run(['admin', 'catalogue', 'import', folder]);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/^Import [0-9a-f-]{36} of twenty\.tar\.gz started…$/m);
    expect(first.stdout).toMatch(/^Imported twenty\.tar\.gz: 20 created, 0 changed, 0 unchanged, 0 archived\.$/m);
    expect((await run(['admin', 'catalogue', 'import', folder])).stdout).toMatch(/^Imported twenty\.tar\.gz: 0 created, 0 changed, 20 unchanged, 0 archived\.$/m);
  }, 60_000);

  it('lists every problem of a broken bundle with its file and line, and exits 1', async () => {
    const answer = await run(['admin', 'catalogue', 'import', join(FIXTURES, 'broken')]);
    expect(answer.code).toBe(1);
    expect(answer.stderr).toMatch(/^error: The import of broken\.tar\.gz failed with \d+ problems; nothing was written\.$/);
    expect(answer.stdout).toMatch(/^products\.csv:\d+: /m);
    const json = await run(['--json', 'admin', 'catalogue', 'import', join(FIXTURES, 'broken')]);
    expect(JSON.parse(json.stdout)).toMatchObject({ state: 'failed', counts: null });
  }, 60_000);

  it('exports into a new folder, which imported back changes nothing', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'boutique-cli-export-')), 'catalogue');
    expect(await run(['admin', 'catalogue', 'export', out])).toMatchObject({ code: 0, stderr: '', stdout: `Saved the catalogue to ${out}` });
    expect(readdirSync(out).sort()).toEqual(expect.arrayContaining(['brands.json', 'categories.json', 'pictures', 'products.csv']));
    expect(existsSync(join(out, 'pictures'))).toBe(true);
    expect((await run(['admin', 'catalogue', 'import', out])).stdout).toMatch(/: 0 created, 0 changed, 20 unchanged, 0 archived\.$/m);
    expect(await run(['admin', 'catalogue', 'export', out])).toMatchObject({ code: 1, stderr: `error: ${out} is not empty: choose a new folder.` });
  }, 60_000);

  it('refuses what is not a bundle, and a customer', async () => {
    expect(await run(['admin', 'catalogue', 'import', join(FIXTURES, 'twenty', 'products.csv')])).toMatchObject({ code: 1, stderr: expect.stringMatching(/a bundle is a folder, a \.zip or a \.tar\.gz$/) });
    expect(await run(['login', 'camille@example.com', '--password-stdin'], `${DEMO_PASSWORD}\n`)).toMatchObject({ code: 0 });
    expect(await run(['admin', 'catalogue', 'import', join(FIXTURES, 'twenty')])).toMatchObject({ code: 1, stderr: expect.stringMatching(/^error: Reserved to catalogue staff \(the merchandiser role\): .+ \(403\)$/) });
  }, 60_000);
});
