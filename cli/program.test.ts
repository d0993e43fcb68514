import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/application/ports/api-error';
import { createCliContainer } from '../src/adapters/container/cli';
import { aProductResponse } from '../src/adapters/in-memory/catalogue-fixtures';
import { InMemoryCatalogueApi, type InMemoryCatalogueData } from '../src/adapters/in-memory/in-memory-catalogue-api';
import type { CreateContainer } from './cli-context';
import { temporaryHome } from './testing/cli-harness';
import { runCaptured } from './testing/run-captured';

const dir = temporaryHome('boutique-cli-');

async function run(args: string[], data: InMemoryCatalogueData = {}) {
  const created: Parameters<CreateContainer>[0][] = [];
  const answer = await runCaptured(args, {
    homeDir: dir,
    createContainer: (options) => {
      created.push(options);
      return createCliContainer({ ...options, catalogueApi: new InMemoryCatalogueApi(data) });
    },
  });
  return { ...answer, created };
}

const catalogue = { products: [aProductResponse({ id: 12 })] };

describe('boutique stores', () => {
  it('prints the six stores as a table', async () => {
    const { code, stdout, stderr } = await run(['stores']);
    expect(code).toBe(0);
    expect(stderr).toBe('');
    const lines = stdout.split('\n');
    expect(lines[0]).toMatch(/^ID\s+COUNTRY\s+LANGUAGE\s+NAME\s+INDEX$/);
    expect(lines).toHaveLength(7);
    expect(lines[2]).toMatch(/^boutique_es\s+ES\s+es-ES\s+España\s+boutique_es_products$/);
  });

  it('prints JSON with --json', async () => {
    const { stdout } = await run(['--json', 'stores']);
    expect(JSON.parse(stdout)).toHaveLength(6);
  });
});

describe('boutique product', () => {
  it('shows what the shopper sees in the store', async () => {
    const { code, stdout } = await run(['product', '12'], catalogue);
    expect(code).toBe(0);
    expect(stdout).toContain('Logo tee (#12)');
    expect(stdout).toMatch(/Brand\s+Nordic Thread/);
    expect(stdout).toMatch(/Category\s+Homme > Vêtements > T-shirts/);
    expect(stdout).toMatch(/Price\s+24,50 € \(was 35,00 €, -30%\)/);
    expect(stdout).toMatch(/Sizes\s+S \[\d+\] sold out, M \[\d+\] 2 \(low\), L \[\d+\] 5/);
    expect(stdout).toMatch(/Pictures\s+2/);
  });

  it('formats prices for the store language', async () => {
    const { stdout, created } = await run(['--store', 'boutique_com', 'product', '12'], catalogue);
    expect(created[0].storeId).toBe('boutique_com');
    expect(stdout).toMatch(/Price\s+€24\.50 \(was €35\.00, -30%\)/);
  });

  it('prints the full answer with --json', async () => {
    const { stdout } = await run(['product', '12', '--json'], catalogue);
    expect(JSON.parse(stdout)).toEqual(catalogue.products[0]);
  });

  it('fails with one line for an unknown product', async () => {
    const { code, stdout, stderr } = await run(['--json', 'product', '999'], catalogue);
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('error: Product 999 not found (404)');
  });

  it('names the API URL when the shop cannot be reached', async () => {
    const { code, stderr } = await run(['--api', 'http://127.0.0.1:9', 'product', '12'], { failWith: new ApiError(0, 'Network Error') });
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain('cannot reach the shop API at http://127.0.0.1:9');
  });

  it('reports other API failures with their code', async () => {
    const { stderr } = await run(['product', '12'], { failWith: new ApiError(500, 'Internal Server Error') });
    expect(stderr).toBe('error: Internal Server Error (500)');
  });

  it('refuses a malformed id', async () => {
    const { code, stderr } = await run(['product', 'abc']);
    expect(code).toBe(1);
    expect(stderr).toContain('a product id is a positive whole number');
  });
});

describe('global options', () => {
  it('refuses an unknown store with the list of valid ones', async () => {
    const { code, stderr } = await run(['--store', 'boutique_fr', 'stores']);
    expect(code).toBe(1);
    expect(stderr.split('\n')).toHaveLength(1);
    expect(stderr).toContain("Unknown store 'boutique_fr'. Valid stores: laboutiqueofficielle, boutique_es");
  });

  it('defaults to the local shop, the French store and a profile in the home directory', async () => {
    const { created } = await run(['product', '12'], catalogue);
    expect(created[0]).toEqual({
      api: 'http://localhost:3000',
      storeId: 'laboutiqueofficielle',
      profilePath: join(dir, '.boutique', 'profile.json'),
    });
  });

  it('refuses an API that is not a URL', async () => {
    const { code, stderr } = await run(['--api', 'localhost', 'stores']);
    expect(code).toBe(1);
    expect(stderr).toContain('expected an http(s) URL');
  });

  it('lists the commands in --help', async () => {
    const { code, stdout } = await run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toContain('stores');
    expect(stdout).toContain('product <id>');
  });

  it('rejects unknown commands', async () => {
    const { code, stderr } = await run(['no-such-command']);
    expect(code).toBe(1);
    expect(stderr).toContain("unknown command 'no-such-command'");
  });
});
