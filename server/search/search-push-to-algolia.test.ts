import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORE_IDS } from '../../src/domain/store/stores';
import { buildStoreRecords, buildSuggestionRecords } from './search-records-from-catalogue';
import { adminClient, pushToAlgolia } from './search-push-to-algolia';
import { startRecordingAlgolia, type RecordedCall, type RecordingAlgolia } from './search-recording-algolia-server';
import { storedDemoCatalogue } from '../testing/search-test-support';
import { createTestDatabase } from '../testing/test-database';

/** The demo catalogue as the shop's database holds it (its pictures the stored originals). */
const stored = await storedDemoCatalogue();
const demoCatalogue = () => stored;

let algolia: RecordingAlgolia;

beforeAll(async () => {
  algolia = await startRecordingAlgolia();
});

afterAll(async () => {
  await algolia?.close();
});

const config = () => ({ appId: 'APPID', adminKey: 'admin-key', searchKey: undefined, host: algolia.url });

type Batch = { requests: { action: string; body: { objectID: string } }[] };

/** Objects that reached an index: batches go to a temporary index, moved onto the real one. */
function pushedObjects(calls: RecordedCall[], indexName: string): { objectID: string }[] {
  const move = calls.find((call) => call.path.endsWith('/operation') && (call.body as { operation: string; destination: string }).operation === 'move' && (call.body as { destination: string }).destination === indexName);
  expect(move, `a move onto ${indexName}`).toBeDefined();
  const temporary = move!.path.split('/')[3];
  expect(temporary).toMatch(new RegExp(`^${indexName}_tmp_\\d+$`));
  return calls
    .filter((call) => call.method === 'POST' && call.path === `/1/indexes/${temporary}/batch`)
    .flatMap((call) => (call.body as Batch).requests.map((request) => {
      expect(request.action).toBe('addObject');
      return request.body;
    }));
}

const settingsOf = (calls: RecordedCall[], indexName: string) =>
  calls.filter((call) => call.method === 'PUT' && call.path === `/1/indexes/${indexName}/settings`).map((call) => call.body as Record<string, unknown>);

describe('pushToAlgolia', () => {
  it('pushes settings, replicas, every record and the suggestions of each store, with the admin key', async () => {
    algolia.calls.length = 0;
    const lines: string[] = [];
    const pushed = await pushToAlgolia({ client: adminClient(config()), catalogue: demoCatalogue(), log: (line) => lines.push(line) });
    const { calls } = algolia;

    expect(pushed.map((index) => index.indexName)).toEqual(STORE_IDS.flatMap((id) => [`${id}_products`, `${id}_suggestions`]));
    expect(lines).toHaveLength(STORE_IDS.length);
    expect(calls.every((call) => call.headers['x-algolia-application-id'] === 'APPID' && call.headers['x-algolia-api-key'] === 'admin-key')).toBe(true);

    for (const storeId of STORE_IDS) {
      const primary = `${storeId}_products`;
      const [settings] = settingsOf(calls, primary);
      expect(settings.replicas).toEqual(['price_asc', 'price_desc', 'novelty', 'best_offers', 'flash_sale', 'top_sales'].map((suffix) => `${primary}_${suffix}`));
      expect(settings.customRanking).toEqual(['asc(salesRank)', 'desc(noveltyDate)']);
      expect(settings.attributesForFaceting).toEqual(expect.arrayContaining(['isOnlyOutlet', 'displayInListing', 'brand.slug', 'searchable(brand.name)', 'searchable(availableSizes)', 'price']));
      expect(settings).toMatchObject({ maxValuesPerFacet: 100, paginationLimitedTo: 1000 });
      expect((settings.searchableAttributes as string[])[0]).toMatch(/^names\.(fr|es|it|nl|de|en)$/);
      expect(settingsOf(calls, `${primary}_price_asc`)[0].ranking).toEqual(['asc(price)', 'typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom']);
      expect(settingsOf(calls, `${primary}_novelty`)[0].ranking).toEqual(expect.arrayContaining(['desc(noveltyDate)']));
      // Replicas get their data from the primary: nothing is written to them but settings.
      expect(calls.filter((call) => call.path.startsWith(`/1/indexes/${primary}_price_asc/`) && call.method !== 'GET' && !call.path.endsWith('/settings'))).toEqual([]);

      expect(pushedObjects(calls, primary)).toEqual(buildStoreRecords(demoCatalogue(), storeId));
      expect(pushedObjects(calls, `${storeId}_suggestions`)).toEqual(buildSuggestionRecords(demoCatalogue(), storeId));
      expect(settingsOf(calls, `${storeId}_suggestions`)[0]).toMatchObject({ customRanking: ['desc(productsNumber)'] });
    }
    // The primary's settings come before its replicas' (declaring the replicas creates them).
    const settingsOrder = calls.filter((call) => call.path.endsWith('/settings')).map((call) => call.path.split('/')[3]);
    expect(settingsOrder.indexOf('boutique_es_products')).toBeLessThan(settingsOrder.indexOf('boutique_es_products_price_asc'));
  });

  it('refuses to run without an application id and an admin key', () => {
    expect(() => adminClient({ appId: undefined, adminKey: 'k', searchKey: undefined, host: undefined })).toThrow(/ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY must be set/);
    expect(() => adminClient({ appId: 'A', adminKey: undefined, searchKey: 'search', host: undefined })).toThrow(/ALGOLIA_ADMIN_KEY/);
  });
});

describe('npm run search:index', () => {
  const script = fileURLToPath(new URL('./search-push-to-algolia.ts', import.meta.url));
  const run = async (env: Record<string, string>) => {
    const clean = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('ALGOLIA_')));
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], { env: { ...clean, ...env }, timeout: 120_000 });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  };

  it('fails with one clear line when Algolia is not configured', async () => {
    const { code, stdout, stderr } = await run({});
    expect(code).toBe(1);
    expect(stdout).toBe('');
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^error: ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY must be set/)]);
  });

  it('refuses a database no shop has filled yet', async () => {
    const { code, stdout, stderr } = await run({ ALGOLIA_APP_ID: 'APPID', ALGOLIA_ADMIN_KEY: 'admin-key', ALGOLIA_HOST: algolia.url, DATA_DIR: 'memory://' });
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr.trim()).toBe('error: the shop\'s database (DATA_DIR memory://) holds no shop yet: start the shop once (npm start) to fill it');
  }, 120_000);

  it('reads the shop database and pushes it', async () => {
    algolia.calls.length = 0;
    // The demo shop's database in a directory, as a shop that has started once leaves it.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'boutique-push-'));
    const database = await createTestDatabase({ databaseUrl: '', dataDir });
    await database.dispose();
    const { code, stdout, stderr } = await run({ ALGOLIA_APP_ID: 'APPID', ALGOLIA_ADMIN_KEY: 'admin-key', ALGOLIA_HOST: algolia.url, DATA_DIR: dataDir });
    rmSync(dataDir, { recursive: true, force: true });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Pushed \d+ records to 12 indexes in [\d.]+ s$/m);
    expect(pushedObjects(algolia.calls, 'boutique_de_products')).toEqual(buildStoreRecords(demoCatalogue(), 'boutique_de'));
  }, 120_000);
});
