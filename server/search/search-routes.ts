/**
 * The Algolia search protocol over HTTP, so the real `algoliasearch` client (full or lite, v4 or
 * v5), InstantSearch and `algoliasearch-helper` can be pointed at the shop: multi-query,
 * single-index query, facet value search, getObject(s). Registered by `registerSearch` (or
 * `app.register(searchRoutes, { engine })`); everything here stays inside the plugin's
 * encapsulation: the JSON body parsers the clients need (text/plain from v5, form-urlencoded from
 * v4 browsers), the CORS header, and the error answer `{ message, status }` Algolia gives.
 *
 * Search in the shop's process (DESIGN decision 3): `registerSearch` builds the indexes from the
 * database before the app answers, exposes them as `app.searchIndex` (order code refreshes them
 * after stock changes) and serves the Algolia protocol on the shop's own port.
 *
 * Every call carries a key (issue 36), in the `x-algolia-api-key` header or query parameter as the
 * clients send it: the parent key (server-side only) or a secured key of it (search-keys.ts). A
 * missing, tampered, expired or foreign key is Algolia's 403; a valid one's restrictions (filters,
 * indexes, parameters) hold on every query, facet search and object read.
 */
import { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyError, FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { STORE_IDS } from '../../src/domain/store/stores';
import type { Db } from '../db/database';
import { attributeList } from './search-param-readers';
import { isSearchError, SearchError } from './search-error';
import type { SearchEngine } from './search-engine';
import { responseJson } from './search-response-json';
import { ShopSearchIndex } from './search-service';
import type { EmbeddedDatabase } from './search-export-repository';
import { FULL_ACCESS, type SearchAccess, type SearchKeys } from './search-keys';
import { KEY_REFUSALS } from '../../src/domain/search/secured-search-key';
import { searchCacheMemory } from './search-bounded-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /** The search indexes; `await app.searchIndex.refreshProducts(ids)` after stock or price changes. */
    searchIndex: ShopSearchIndex;
  }
  interface FastifyRequest {
    /** What the call's search key may see (set by the search routes' key check). */
    searchAccess?: SearchAccess;
  }
}

export interface SearchRoutesOptions {
  engine: SearchEngine;
  /** The keys calls must carry: the parent or a secured key of it. */
  keys: SearchKeys;
}

/** The call's key, as the clients send it: a header, or (browsers avoiding a preflight) a query parameter. */
function keyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['x-algolia-api-key'];
  const fromHeader = Array.isArray(header) ? header[0] : header;
  if (fromHeader) return fromHeader;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const fromQuery = query['x-algolia-api-key'];
  return typeof fromQuery === 'string' ? fromQuery : undefined;
}

type Body = Record<string, unknown>;

function asObject(body: unknown): Body {
  if (body === undefined || body === null || body === '') return {};
  if (typeof body === 'string') return asObject(parseJson(body));
  if (typeof body !== 'object' || Array.isArray(body)) throw SearchError.badRequest('Invalid body: expected a JSON object');
  return body as Body;
}

function parseJson(text: string): unknown {
  try {
    return text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw SearchError.badRequest('Invalid JSON body');
  }
}

/** Answers already-serialised JSON (see search-response-json.ts). */
const json = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

/**
 * A multi-query answer is capped by Algolia's limits (50 queries of at most 1,000 hits) but can
 * still weigh tens of megabytes: past 1 MiB it is streamed, each query answered and serialised
 * when the previous one is sent, so the server never holds more than about one query's answer.
 */
export const STREAM_ABOVE_BYTES = 1 << 20;

function* resultPieces(answers: (() => object)[]): Generator<string> {
  yield '{"results":[';
  for (let index = 0; index < answers.length; index++) yield `${index === 0 ? '' : ','}${responseJson(answers[index]())}`;
  yield ']}';
}

function sendResults(reply: FastifyReply, answers: (() => object)[]): FastifyReply {
  const pieces = resultPieces(answers);
  const made: string[] = [];
  let size = 0;
  for (let next = pieces.next(); !next.done; next = pieces.next()) {
    made.push(next.value);
    size += next.value.length;
    if (size > STREAM_ABOVE_BYTES) {
      const rest = (function* () {
        for (const piece of made.splice(0)) yield Buffer.from(piece);
        for (const piece of pieces) yield Buffer.from(piece);
      })();
      return reply.type('application/json; charset=utf-8').send(Readable.from(rest, { objectMode: false }));
    }
  }
  return json(reply, made.join(''));
}

/** JSON bodies whatever their declared type: Algolia reads the body as JSON in every case. */
function parseBodiesAsJson(app: FastifyInstance, contentType: string): void {
  if (app.hasContentTypeParser(contentType)) app.removeContentTypeParser(contentType);
  app.addContentTypeParser(contentType, { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJson(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

const send = (reply: FastifyReply, error: { status: number; message: string }) =>
  reply.code(error.status).send({ message: error.message, status: error.status });

/**
 * Where the app compresses answers (@fastify/compress), search answers are compressed fast rather
 * than small: they are asked at every keystroke, and level 1 halves the time of the default for
 * about a quarter more bytes (a 128 KiB listing: 0.9 ms and 23 KiB instead of 2 ms and 18 KiB).
 */
const SEARCH_COMPRESSION: FastifyCompressOptions = {
  zlibOptions: { level: 1 },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
};

export const searchRoutes: FastifyPluginAsync<SearchRoutesOptions> = async (app, { engine, keys }) => {
  // v5 clients post JSON as text/plain, v4 browser clients as form-urlencoded: both avoid a CORS preflight.
  parseBodiesAsJson(app, 'text/plain');
  parseBodiesAsJson(app, 'application/x-www-form-urlencoded');

  app.addHook('onSend', async (_request, reply) => {
    reply.header('access-control-allow-origin', '*');
  });

  app.setErrorHandler((error: FastifyError | SearchError, request, reply) => {
    if (isSearchError(error)) return send(reply, error);
    const status = (error as FastifyError).statusCode ?? 500;
    if (status < 500) return send(reply, { status, message: error.message });
    request.log.error(error);
    return send(reply, { status: 500, message: 'Internal Server Error' });
  });

  // Every call but the preflight: no valid key, no answer.
  app.addHook('preHandler', async (request) => {
    if (request.method === 'OPTIONS') return;
    const checked = keys.authenticate(keyOf(request), request.ip);
    if (!checked.ok) throw SearchError.forbidden(KEY_REFUSALS[checked.refusal]);
    request.searchAccess = checked.access;
  });
  const accessOf = (request: FastifyRequest): SearchAccess => request.searchAccess ?? FULL_ACCESS;

  app.options('/1/*', async (_request, reply) => {
    reply
      .header('access-control-allow-methods', 'GET, POST, OPTIONS')
      .header('access-control-allow-headers', 'content-type, x-algolia-application-id, x-algolia-api-key, x-algolia-agent')
      .header('access-control-max-age', '86400')
      .code(204)
      .send();
  });

  app.post<{ Params: { indexName: string; operation: string } }>('/1/indexes/:indexName/:operation', { compress: SEARCH_COMPRESSION }, async (request, reply) => {
    const { indexName, operation } = request.params;
    const body = asObject(request.body);
    const access = accessOf(request);
    if (indexName === '*' && operation === 'queries') return sendResults(reply, engine.prepareQueries(body.requests, access));
    if (indexName === '*' && operation === 'objects') return engine.getObjects(body.requests, access);
    if (operation === 'query') return json(reply, responseJson(engine.search(indexName, body, access)));
    throw SearchError.notFound(`Unknown operation ${operation}`);
  });

  app.post<{ Params: { indexName: string; facetName: string } }>(
    '/1/indexes/:indexName/facets/:facetName/query',
    { compress: SEARCH_COMPRESSION },
    async (request) => engine.searchForFacetValues(request.params.indexName, request.params.facetName, asObject(request.body), accessOf(request)),
  );

  app.get<{ Params: { indexName: string; objectID: string }; Querystring: { attributesToRetrieve?: unknown } }>(
    '/1/indexes/:indexName/:objectID',
    async (request) =>
      engine.getObject(request.params.indexName, request.params.objectID, attributeList(request.query.attributesToRetrieve || undefined), accessOf(request)),
  );
};

/** `pglite`: the embedded database behind `db`, when it is one: the catalogue is then read by bulk export, several times faster. */
export async function registerSearch(app: FastifyInstance, options: { db: Db; keys: SearchKeys; pglite?: EmbeddedDatabase; cacheMb?: number }): Promise<ShopSearchIndex> {
  // One memory for every index's query caches, in this process (SEARCH_CACHE_MB).
  if (options.cacheMb !== undefined) searchCacheMemory.resize(options.cacheMb * 1024 * 1024);
  const index = await ShopSearchIndex.build(options.db, STORE_IDS, options.pglite);
  app.decorate('searchIndex', index);
  await app.register(searchRoutes, { engine: index.engine, keys: options.keys });
  const { products, loadMs, buildMs } = index.stats;
  app.log.info({ search: index.stats }, `Search indexes built: ${products} products in ${loadMs + buildMs} ms (read ${loadMs} ms, index ${buildMs} ms)`);
  return index;
}
