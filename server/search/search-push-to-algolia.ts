/**
 * `npm run search:index`: pushes the catalogue from the shop database to Algolia (DESIGN
 * decision 3, production path): per store, the settings of the product index and its sort
 * replicas, then every record (an atomic `replaceAllObjects`: searches never see a half-filled
 * index), then the suggestions index. Needs ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY; reads the
 * database of DATA_DIR / DATABASE_URL as the shop does.
 */
import { pathToFileURL } from 'node:url';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { STORE_IDS, type StoreId } from '../../src/domain/store/stores';
import { readConfig } from '../core/config';
import { readCatalogueMarker } from '../db/seed';
import { openShopDatabase } from '../db/open-shop-database';
import { algoliaSettingsFor } from './search-algolia-settings';
import { buildStoreRecords, buildSuggestionRecords, type SearchCatalogue } from './search-records-from-catalogue';
import { readSearchConfig, type SearchConfig } from './search-config';
import { loadSearchCatalogue } from './search-repository';

export interface PushOptions {
  client: Algoliasearch;
  catalogue: SearchCatalogue;
  storeIds?: readonly StoreId[];
  log?: (line: string) => void;
}

export interface PushedIndex {
  indexName: string;
  records: number;
}

export async function pushToAlgolia({ client, catalogue, storeIds = STORE_IDS, log = () => undefined }: PushOptions): Promise<PushedIndex[]> {
  const pushed: PushedIndex[] = [];
  for (const storeId of storeIds) {
    const settings = algoliaSettingsFor(storeId);
    // The primary first: declaring the replicas creates them, then each gets its own ranking.
    for (const [indexName, indexSettings] of settings.products) {
      const { taskID } = await client.setSettings({ indexName, indexSettings, forwardToReplicas: false });
      await client.waitForTask({ indexName, taskID });
    }
    const [productIndex] = settings.products[0];
    const products = buildStoreRecords(catalogue, storeId);
    await client.replaceAllObjects({ indexName: productIndex, objects: products as unknown as Record<string, unknown>[], batchSize: 1000 });
    pushed.push({ indexName: productIndex, records: products.length });

    const [suggestionIndex, suggestionSettings] = settings.suggestions;
    const { taskID } = await client.setSettings({ indexName: suggestionIndex, indexSettings: suggestionSettings });
    await client.waitForTask({ indexName: suggestionIndex, taskID });
    const suggestions = buildSuggestionRecords(catalogue, storeId);
    await client.replaceAllObjects({ indexName: suggestionIndex, objects: suggestions as unknown as Record<string, unknown>[], batchSize: 1000 });
    pushed.push({ indexName: suggestionIndex, records: suggestions.length });
    log(`${storeId}: ${products.length} products (${settings.products.length - 1} sort replicas), ${suggestions.length} suggestions`);
  }
  return pushed;
}

/** The admin client, or a clear refusal when Algolia is not configured. */
export function adminClient(config: SearchConfig): Algoliasearch {
  if (!config.appId || !config.adminKey) {
    throw new Error(
      'ALGOLIA_APP_ID and ALGOLIA_ADMIN_KEY must be set to push the catalogue to Algolia (without them the shop serves search itself and needs no indexing).',
    );
  }
  if (!config.host) return algoliasearch(config.appId, config.adminKey);
  const url = new URL(config.host);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : undefined;
  return algoliasearch(config.appId, config.adminKey, { hosts: [{ url: url.hostname, port, protocol, accept: 'readWrite' }] });
}

async function main(): Promise<number> {
  let client: Algoliasearch;
  try {
    client = adminClient(readSearchConfig());
  } catch (error) {
    console.error(`error: ${(error as Error).message}`);
    return 1;
  }
  const config = readConfig();
  // The shop's catalogue as it is stored: a database no shop has filled yet has none to push.
  const shop = await openShopDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, seed: false });
  if (!(await readCatalogueMarker(shop.db))) {
    await shop.db.destroy();
    console.error(`error: the shop's database (${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR ${config.dataDir}`}) holds no shop yet: start the shop once (npm start) to fill it`);
    return 1;
  }
  try {
    const started = performance.now();
    const pushed = await pushToAlgolia({ client, catalogue: await loadSearchCatalogue(shop.db), log: (line) => console.log(line) });
    const records = pushed.reduce((sum, index) => sum + index.records, 0);
    console.log(`Pushed ${records} records to ${pushed.length} indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return 0;
  } catch (error) {
    const { status, message } = error as { status?: number; message?: string };
    console.error(`error: Algolia refused the push${status ? ` (${status})` : ''}: ${message ?? String(error)}`);
    return 1;
  } finally {
    await shop.db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main();
}
