/**
 * Search in the shop's process (DESIGN decision 3): the indexes are built from the database
 * before the app answers, exposed as `app.searchIndex` and to route handlers as
 * `deps.searchIndex` (order code refreshes it after stock changes), and the Algolia protocol is
 * served on the shop's own port.
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import { STORE_IDS } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import { algoliaRoutes } from './algolia-routes';
import { ShopSearchIndex } from './shop-search-index';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search indexes; `await app.searchIndex.refreshProducts(ids)` after stock or price changes. */
    searchIndex: ShopSearchIndex;
  }
}

/** `pglite`: the embedded database behind `db`, when it is one: the catalogue is then read by bulk export, several times faster. */
export async function registerSearch(app: FastifyInstance, options: { db: Db; pglite?: PGlite }): Promise<ShopSearchIndex> {
  const index = await ShopSearchIndex.build(options.db, STORE_IDS, options.pglite);
  app.decorate('searchIndex', index);
  await app.register(algoliaRoutes, { engine: index.engine });
  const { products, loadMs, buildMs } = index.stats;
  app.log.info({ search: index.stats }, `Search indexes built: ${products} products in ${loadMs + buildMs} ms (read ${loadMs} ms, index ${buildMs} ms)`);
  return index;
}
