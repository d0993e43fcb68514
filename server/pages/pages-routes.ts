/**
 * What a store-relative path shows (SPEC §2, §7): POST /parse and POST /page-info in the v5 API;
 * and, outside it, GET /robots.txt and GET {locale prefix}/sitemap.xml for each store.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestOrigin } from '../http/origin';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import { PageInfoBodySchema, PageInfoSchema, ParseBodySchema, ParseResultSchema } from './pages-schemas';
import type { ModuleDeps } from '../core/module-deps';
import { pageInfo, parse, robotsTxt, sitemapPath, sitemapXml } from './pages-service';
import { STORE_IDS, STORES } from '../../src/domain/store/stores';
import { ContentPreviews } from '../content/content-service';

export const pagesRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  // A staff preview link's render finds the draft pages too (server/content/content-preview.ts).
  const previews = new ContentPreviews(deps.secret.key, deps.now);
  app.post('/parse', {
    schema: {
      tags: ['pages'],
      summary: 'Resolve a store-relative path: 200 with page info, 301/302 with the target url, 404',
      description: 'The answer itself is always HTTP 200; its `code` tells what the path is.',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      body: ParseBodySchema,
      response: withErrors({ 200: ParseResultSchema }),
    },
  }, async (request) => parse({ ...deps, contentView: previews.viewOf(request) }, request.shop, request.body, requestOrigin(request)));

  app.post('/page-info', {
    schema: {
      tags: ['pages'],
      summary: 'Title, description, breadcrumb and alternates of a page (by type and id, else by path)',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      body: PageInfoBodySchema,
      response: withErrors({ 200: PageInfoSchema }),
    },
  }, async (request) => valueOf(await pageInfo({ ...deps, contentView: previews.viewOf(request) }, request.shop, request.body, requestOrigin(request))));
};

const ONE_HOUR = 'public, max-age=3600';

/** robots.txt and the sitemaps sit at the site's root, outside the v5 API (registered by the app beside it). */
export const pagesSeoRoutes: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', ONE_HOUR).send(robotsTxt(deps.urls, requestOrigin(request))),
  );
  for (const id of STORE_IDS) {
    const store = STORES[id];
    app.get(sitemapPath(store), async (request, reply) => {
      const origin = requestOrigin(request);
      const xml = await deps.cache.get(`sitemap:${store.id}:${origin}`, () => sitemapXml(deps, store, origin));
      return reply.type('application/xml; charset=utf-8').header('cache-control', ONE_HOUR).send(xml);
    });
  }
};
