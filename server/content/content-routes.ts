/** CMS pages, template pages, templates and referers (SPEC §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiHeadersSchema, NoCacheFlag, NoCacheQuerySchema, Text, withErrors } from '../http/schemas/common';
import { CmsPageSchema, RefererSchema, TemplateSchema } from '../http/schemas/site';
import type { ModuleDeps } from '../core/module-deps';
import { DEFAULT_TEMPLATE_VERSION, cmsPage, referer, templatePage, templates } from './content-service';
import { valueOf } from '../http/outcomes';

const Slug = (description: string) => Text({ minLength: 1, maxLength: 200, description });
const SlugList = Type.Array(Text({ minLength: 1, maxLength: 200 }), { maxItems: 50 });

export const contentRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get('/cms/slug/:pageKey', {
    schema: {
      tags: ['content'],
      summary: "A CMS page of the store by its localised slug or its key (faq, terms, delivery-returns…)",
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: Type.Object({ pageKey: Slug('Slug or key of the page') }),
      response: withErrors({ 200: CmsPageSchema }),
    },
  }, async (request) => valueOf(await cmsPage(deps.db, request.shop.store, request.params.pageKey)));

  const templatePageSchema = (withVersion: boolean) => ({
    tags: ['content'],
    summary: withVersion ? 'A template page in a version (v3 by default); unknown → 404' : 'A template page in version v3',
    headers: ApiHeadersSchema,
    querystring: NoCacheQuerySchema,
    params: withVersion
      ? Type.Object({ slug: Slug('Template slug'), version: Text({ minLength: 1, maxLength: 20 }) })
      : Type.Object({ slug: Slug('Template slug') }),
    response: withErrors({ 200: TemplateSchema }),
  });

  app.get('/template-page/:slug', { schema: templatePageSchema(false) }, async (request) =>
    valueOf(await templatePage(deps.db, request.shop.store, request.params.slug, DEFAULT_TEMPLATE_VERSION)),
  );

  app.get('/template-page/:slug/:version', { schema: templatePageSchema(true) }, async (request) => {
    const params = request.params as { slug: string; version: string };
    return valueOf(await templatePage(deps.db, request.shop.store, params.slug, params.version));
  });

  app.get('/templates', {
    schema: {
      tags: ['content'],
      summary: 'Templates by slug (repeat templateSlugs[]); unknown slugs are left out',
      headers: ApiHeadersSchema,
      querystring: Type.Object({
        'templateSlugs[]': Type.Optional(SlugList),
        templateSlugs: Type.Optional(SlugList),
        no_cache: Type.Optional(NoCacheFlag),
      }),
      response: withErrors({ 200: Type.Array(TemplateSchema) }),
    },
  }, async (request) => {
    const slugs = [...(request.query['templateSlugs[]'] ?? []), ...(request.query.templateSlugs ?? [])];
    const key = `templates:${request.shop.store.id}:${slugs.join('|')}`;
    return deps.cache.get(key, () => templates(deps.db, request.shop.store, slugs), { bypass: request.shop.noCache || key.length > 1024 });
  });

  app.get('/referers/:refererName', {
    schema: {
      tags: ['content'],
      summary: 'An affiliate referer by name; unknown → 404 (the client swallows it)',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: Type.Object({ refererName: Slug('Referer name') }),
      response: withErrors({ 200: RefererSchema }),
    },
  }, async (request) => valueOf(await referer(deps.db, request.params.refererName)));
};
