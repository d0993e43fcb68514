/**
 * Test and benchmark helper (not a test file): the Algolia routes on a throwaway Fastify server on
 * a free port, and real `algoliasearch` clients (full and lite) pointed at it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { algoliasearch, type Algoliasearch } from 'algoliasearch';
import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { AddressInfo } from 'node:net';
import { searchRoutes } from './search-routes';
import type { SearchEngine } from './search-engine';

export interface SearchServer {
  app: FastifyInstance;
  port: number;
  client: Algoliasearch;
  lite: LiteClient;
  close: () => Promise<void>;
}

export async function startSearchServer(engine: SearchEngine): Promise<SearchServer> {
  const app = Fastify({ logger: false });
  await app.register(searchRoutes, { engine });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  const hosts = [{ url: '127.0.0.1', port, protocol: 'http' as const, accept: 'readWrite' as const }];
  return {
    app,
    port,
    client: algoliasearch('boutique', 'search-key', { hosts }),
    lite: liteClient('boutique', 'search-key', { hosts }),
    close: () => app.close(),
  };
}
