/**
 * Test helper (not a test file): the search keys of a test shop (server/search/search-keys.ts),
 * for tests that call its Algolia-compatible endpoint themselves.
 */
import type { FastifyInstance } from 'fastify';
import { readSearchConfig, searchKeysOf, type SearchKeys } from '../search/search-service';

export const shopSearchKeys = (app: FastifyInstance): SearchKeys => searchKeysOf(readSearchConfig(), app.secret);

/** What a server-side caller sends: the parent key, which sees everything. */
export const parentKeyHeaders = (app: FastifyInstance): Record<string, string> => ({ 'x-algolia-api-key': shopSearchKeys(app).parentKey });
