/**
 * The hostile-input run of the security suite (issue 16), shared by the hostile-input-*.test.ts
 * shards: every operation of `/api/v5/openapi.json`, plus the routes the document leaves out on
 * purpose (the Algolia-compatible `/1/indexes/…`, the payment sandbox, media, robots, sitemaps,
 * health and readiness), gets SECURITY_RUNS_PER_OP fast-check cases (default 500) through the app.
 * Half of the cases carry a real access token (a customer's; the admin's on `/admin`, who acts as every staff role), so the
 * handlers behind the guards run too. Asserted: never a 5xx; every JSON refusal is
 * `{ code, message }` (`{ message, status }` on the Algolia protocol); no prototype polluted.
 *
 * A shard takes every `shards`-th operation, so each file builds its own app and the shards run
 * in parallel forks. SECURITY_SEED replays a run (the failing seed is printed by fast-check).
 */
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../../server/testing/api-harness';
import { accountsClient } from '../../../server/testing/accounts-harness';
import { operationRequest, type OpenApiDocument, type Operation } from './api-hostile';

export const RUNS_PER_OP = Math.max(1, Number(process.env.SECURITY_RUNS_PER_OP) || 500);
const SEED = process.env.SECURITY_SEED ? Number(process.env.SECURITY_SEED) : undefined;

const anyBody = { type: 'object', additionalProperties: true } as const;
const idParam = (name: string) => ({ in: 'path' as const, name, required: true, schema: { type: 'string' } });

/** The routes outside the OpenAPI document, described the same way. */
const UNDOCUMENTED: Operation[] = [
  { method: 'POST', path: '/1/indexes/{indexName}/{operation}', parameters: [idParam('indexName'), idParam('operation')], body: anyBody },
  { method: 'POST', path: '/1/indexes/{indexName}/facets/{facetName}/query', parameters: [idParam('indexName'), idParam('facetName')], body: anyBody },
  { method: 'GET', path: '/1/indexes/{indexName}/{objectID}', parameters: [idParam('indexName'), idParam('objectID')], body: null },
  { method: 'OPTIONS', path: '/1/{rest}', parameters: [idParam('rest')], body: null },
  { method: 'GET', path: '/sandbox-pay/{id}', parameters: [idParam('id')], body: null },
  { method: 'GET', path: '/sandbox-pay/{id}/challenge', parameters: [idParam('id')], body: null },
  { method: 'GET', path: '/sandbox-pay/{id}/paypal', parameters: [idParam('id')], body: null },
  { method: 'POST', path: '/sandbox-pay/{id}', parameters: [idParam('id')], body: anyBody },
  { method: 'POST', path: '/sandbox-pay/{id}/challenge', parameters: [idParam('id')], body: anyBody },
  { method: 'POST', path: '/sandbox-pay/{id}/paypal', parameters: [idParam('id')], body: anyBody },
  { method: 'POST', path: '/sandbox-pay/api/{id}/card', parameters: [idParam('id')], body: anyBody },
  { method: 'POST', path: '/sandbox-pay/api/{id}/challenge', parameters: [idParam('id')], body: anyBody },
  { method: 'POST', path: '/sandbox-pay/api/{id}/paypal', parameters: [idParam('id')], body: anyBody },
  { method: 'GET', path: '/media/originals/{file}', parameters: [idParam('file')], body: null },
  { method: 'GET', path: '/media/p/{rest}', parameters: [idParam('rest')], body: null },
  { method: 'GET', path: '/media/{rest}', parameters: [idParam('rest')], body: null },
  { method: 'GET', path: '/assets/flags/{file}', parameters: [idParam('file')], body: null },
  { method: 'GET', path: '/health', parameters: [], body: null },
  { method: 'GET', path: '/ready', parameters: [], body: null },
  { method: 'GET', path: '/robots.txt', parameters: [], body: null },
  { method: 'GET', path: '/sitemap.xml', parameters: [], body: null },
  { method: 'GET', path: '/{lang}/sitemap.xml', parameters: [idParam('lang')], body: null },
  { method: 'GET', path: '/api/v5/{rest}', parameters: [idParam('rest')], body: anyBody },
];

/**
 * Operations whose every signed-in case does heavy, input-free work: fewer cases. The backup
 * dumps the whole embedded database (≈ 1 s a case), the export writes the whole catalogue as a
 * bundle; their only input is who asks.
 */
const CASES_OF: Record<string, number> = { 'GET /api/v5/admin/backup': 25, 'GET /api/v5/admin/catalogue/export': 25 };
const casesOf = (operation: Operation) => Math.min(RUNS_PER_OP, CASES_OF[`${operation.method} ${operation.path}`] ?? RUNS_PER_OP);

/** `/a/:b/*` → `/a/{b}/{rest}`: registered routes and operations compared on one spelling. */
const shapeOf = (method: string, path: string) =>
  `${method} ${path.replace(/:(\w+)/g, '{x}').replace(/\{[^}]+\}/g, '{x}').replace(/\*$/, '{x}').replace(/^\/(es|it|nl|de|en)\/sitemap/, '/{x}/sitemap')}`;

function operationsOf(doc: OpenApiDocument): Operation[] {
  const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: `/api/v5${path.replace(/^\/api\/v5/, '')}`,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
  return [...documented, ...UNDOCUMENTED];
}

/** The refusal shapes: the API's `{ code, message }`, Algolia's `{ message, status }`. */
function expectRefusalShape(request: InjectOptions, response: LightMyRequestResponse, where: string): void {
  const type = String(response.headers['content-type'] ?? '');
  const url = String(request.url);
  const body = type.includes('json') ? (response.json() as Record<string, unknown>) : null;
  if (url.startsWith('/1/') && body && 'status' in body) {
    // A path the search protocol knows answers as Algolia does; any other falls to the shop's 404.
    expect(body, where).toEqual({ message: expect.any(String), status: response.statusCode });
  } else if (url.startsWith('/api/') || type.includes('json')) {
    expect(type, where).toContain('application/json');
    expect(response.json(), where).toEqual({ code: response.statusCode, message: expect.any(String) });
  }
}

export function hostileInputShard(shard: number, shards: number): void {
  const api = useApi();
  const client = accountsClient(api);
  let customerToken = '';
  let adminToken = '';
  const statuses = new Map<number, number>();
  let requests = 0;
  let skipped = 0;
  let operationCount = 0;
  let started = 0;

  beforeAll(async () => {
    customerToken = (await client.register()).token;
    adminToken = (await client.signIn('admin@example.com')).token;
  });

  async function checkAnswer(request: InjectOptions): Promise<void> {
    let response: LightMyRequestResponse;
    try {
      response = await api.app.inject(request);
    } catch (error) {
      // light-my-request refused to build the request: no HTTP client could send it.
      if (error instanceof TypeError || (error as { code?: string }).code?.startsWith('ERR_')) {
        skipped++;
        return;
      }
      throw error;
    }
    requests++;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    const where = `${request.method} ${request.url} ${JSON.stringify(request.headers)} ${String(request.payload ?? '').slice(0, 300)}`.slice(0, 900);
    expect(response.statusCode, where).toBeLessThan(500);
    if (response.statusCode >= 400) expectRefusalShape(request, response, where);
    expect(({} as Record<string, unknown>).polluted, where).toBeUndefined();
  }

  describe(`hostile input, shard ${shard + 1} of ${shards}`, () => {
    afterAll(() => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
      console.log(`[security hostile ${shard + 1}/${shards}] ${operationCount} operations × ${RUNS_PER_OP} cases (${Object.keys(CASES_OF).join(', ')}: fewer) = ${requests} requests (${skipped} not sendable) in ${seconds} s: ${byStatus}`);
    });

    it('covers every registered route with an operation', async () => {
      const doc = (await api.get<OpenApiDocument>('/api/v5/openapi.json')).body;
      const covered = new Set(operationsOf(doc).map((operation) => shapeOf(operation.method, operation.path)));
      const missing = api.app.registeredRoutes
        .filter((route) => !['HEAD', 'OPTIONS', 'TRACE', 'QUERY'].includes(route.method) && !/^\/api\/v5(\/\*)?$|openapi\.json$/.test(route.url))
        .filter((route) => !(route.hidden && route.url === '/api/v5/*'))
        .map((route) => shapeOf(route.method, route.url))
        .filter((shape) => !covered.has(shape) && !/^(PATCH|PUT|DELETE|POST) \/api\/v5\/\{x\}$/.test(shape));
      expect(missing).toEqual([]);
    });

    it(`never answers 5xx to ${RUNS_PER_OP} hostile requests per operation`, async () => {
      started = performance.now();
      const doc = (await api.get<OpenApiDocument>('/api/v5/openapi.json')).body;
      const all = operationsOf(doc);
      expect(all.length).toBeGreaterThanOrEqual(60);
      const mine = all.filter((_, index) => index % shards === shard);
      for (const operation of mine) {
        const token = operation.path.includes('/admin/') ? adminToken : customerToken;
        await fc.assert(fc.asyncProperty(operationRequest(operation, token), checkAnswer), { numRuns: casesOf(operation), seed: SEED, endOnFailure: true });
        operationCount++;
      }
      expect(requests + skipped).toBeGreaterThanOrEqual(mine.reduce((sum, operation) => sum + casesOf(operation), 0));
    }, 600_000);
  });
}
