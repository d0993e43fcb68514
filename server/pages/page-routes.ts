/** POST /parse and POST /page-info: what a store-relative path shows (SPEC §2, §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../http/errors';
import { requestOrigin } from '../http/origin';
import { ApiHeadersSchema, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import { PageInfoBodySchema, PageInfoSchema, ParseBodySchema, ParseResultSchema } from '../http/schemas/site';
import type { ModuleDeps } from '../core/module-deps';
import { pageInfo, parse } from './parse-service';

export const pageRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
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
  }, async (request) => parse(deps, request.shop, request.body, requestOrigin(request)));

  app.post('/page-info', {
    schema: {
      tags: ['pages'],
      summary: 'Title, description, breadcrumb and alternates of a page (by type and id, else by path)',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      body: PageInfoBodySchema,
      response: withErrors({ 200: PageInfoSchema }),
    },
  }, async (request) => {
    const info = await pageInfo(deps, request.shop, request.body, requestOrigin(request));
    if (!info) throw notFound('Page not found');
    return info;
  });
};
