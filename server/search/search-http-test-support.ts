/**
 * Test and benchmark helper (not a test file): the Algolia routes on a throwaway Fastify server on
 * a free port, and real `algoliasearch` clients (full and lite) pointed at it, with the parent key
 * (TEST_PARENT_KEY: everything) unless told another; `clientWith(key)` makes one for any key.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { AddressInfo } from 'node:net';
import { searchRoutes } from './search-routes';
import type { SearchEngine } from './search-engine';
import { SearchKeys } from './search-keys';

/** The parent key of the test servers' keys. */
export const TEST_PARENT_KEY = 'test-parent-search-key';

export interface SearchServer {
  app: FastifyInstance;
  port: number;
  client: Algoliasearch;
  lite: LiteClient;
  keys: SearchKeys;
  /** A full client carrying this key. */
  clientWith: (key: string) => Algoliasearch;
  close: () => Promise<void>;
}

export async function startSearchServer(engine: SearchEngine, keys: SearchKeys = new SearchKeys(TEST_PARENT_KEY)): Promise<SearchServer> {
  const app = Fastify({ logger: false });
  await app.register(searchRoutes, { engine, keys });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const hosts = [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }];
  return {
    app,
    port,
    client: algoliasearch('boutique', keys.parentKey, { hosts }),
    lite: liteClient('boutique', keys.parentKey, { hosts }),
    keys,
    clientWith: (key) => algoliasearch('boutique', key, { hosts }),
    close: () => app.close(),
  };
}
