/**
 * The Algolia search protocol over HTTP, so the real `algoliasearch` client (full or lite) can be
 * pointed at the shop: multi-query, single-index query, facet value search, getObject(s).
 * Registered by the app (`app.register(algoliaRoutes, { engine })`); everything here stays inside
 * the plugin's encapsulation: the text/plain JSON body parser the client needs, the CORS header,
 * and the error answer `{ message, status }` Algolia gives.
 */
import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import { isSearchError, SearchError } from './search-error';
import type { QueryRequest, SearchEngine } from './search-engine';
import { responseJson, resultsJson } from './response-json';

export interface AlgoliaRoutesOptions {
  engine: SearchEngine;
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

function splitList(value: unknown): string[] | null {
  if (typeof value !== 'string' || value === '') return null;
  return value.startsWith('[') ? (parseJson(value) as string[]) : value.split(',');
}

/** Answers already-serialised JSON (see response-json.ts). */
const json = (reply: FastifyReply, body: string) => reply.type('application/json; charset=utf-8').send(body);

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

export const algoliaRoutes: FastifyPluginAsync<AlgoliaRoutesOptions> = async (app, { engine }) => {
  // The client posts JSON as text/plain to avoid a CORS preflight.
  if (app.hasContentTypeParser('text/plain')) app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJson(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

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
    if (indexName === '*' && operation === 'queries') {
      if (!Array.isArray(body.requests)) throw SearchError.badRequest('requests: expected an array');
      return json(reply, resultsJson(engine.multipleQueries(body.requests as QueryRequest[]).results));
    }
    if (indexName === '*' && operation === 'objects') {
      if (!Array.isArray(body.requests)) throw SearchError.badRequest('requests: expected an array');
      return engine.getObjects(body.requests as { indexName: string; objectID: string }[]);
    }
    if (operation === 'query') return json(reply, responseJson(engine.search(indexName, body)));
    throw SearchError.notFound(`Unknown operation ${operation}`);
  });

  app.post<{ Params: { indexName: string; facetName: string } }>(
    '/1/indexes/:indexName/facets/:facetName/query',
    { compress: SEARCH_COMPRESSION },
    async (request) => engine.searchForFacetValues(request.params.indexName, request.params.facetName, asObject(request.body)),
  );

  app.get<{ Params: { indexName: string; objectID: string }; Querystring: { attributesToRetrieve?: string } }>(
    '/1/indexes/:indexName/:objectID',
    async (request) =>
      engine.getObject(request.params.indexName, request.params.objectID, splitList(request.query.attributesToRetrieve)),
  );
};
