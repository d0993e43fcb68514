/**
 * The site (GET /init, the menu, the translations: cached per store and language) and its content
 * (CMS pages, template pages, templates and referers) (SPEC §7).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiHeadersSchema, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import { textsVersion } from '../../src/domain/catalogue/texts-version';
import {
  CmsPageParamsSchema,
  CmsPageSchema,
  InitResponseSchema,
  MenuSchema,
  RefererParamsSchema,
  RefererSchema,
  TemplateListSchema,
  TemplatePageParamsSchema,
  TemplatePageVersionParamsSchema,
  TemplateSchema,
  TemplatesQuerySchema,
  TranslationsQuerySchema,
  TranslationsSchema,
} from './content-schemas';
import { requestOrigin } from '../http/origin';
import { valueOf } from '../http/outcomes';
import type { ModuleDeps } from '../core/module-deps';
import { DEFAULT_TEMPLATE_VERSION, cmsPage, init, menu, readMapTileUrl, referer, templatePage, templates, translations } from './content-service';
import { withStoreTerms } from './content-terms';
import { readContactConfig } from '../contact/contact-service';
import { readGtmId } from '../tracking/tracking-service';
import { searchKeysOf } from '../search/search-service';
import { ContentPreviews, PREVIEW_HEADER } from './content-preview';
import { startContentSchedule } from './content-schedule';
import { contentAdminRoutes } from './content-admin-routes';
import type { Sweep } from '../core/sweep';

export const contentRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const siteDeps = { db: deps.db, urls: deps.urls, forceMaintenance: deps.forceMaintenance, search: deps.search, publicSearchKey: searchKeysOf(deps.search, deps.secret).publicKey, mapTileUrl: readMapTileUrl(), recaptchaSiteKey: readContactConfig().captcha.siteKey, gtmId: readGtmId() };
  // A staff preview (a signed token of the store) reads drafts: never from a cache, never into one.
  const previews = new ContentPreviews(deps.secret.key, deps.now);
  await app.register(contentAdminRoutes, { deps, previews });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.headers[PREVIEW_HEADER] !== undefined && previews.viewOf(request).preview) reply.header('cache-control', 'private, no-store');
    return payload;
  });

  // Scheduled content goes live by itself: its time come, every cached page and answer is forgotten.
  let sweep: Sweep | null = null;
  app.addHook('onReady', async () => {
    sweep = startContentSchedule({ db: deps.db, now: deps.now, catalogueChanges: deps.catalogueChanges, log: app.log });
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });

  app.get('/init', {
    schema: {
      tags: ['site'],
      summary: 'Countries, stores, menu, footer, free-shipping amount (euros), header banner and back-office settings',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      response: withErrors({ 200: InitResponseSchema }),
    },
  }, async (request) => {
    const { store, locale, noCache } = request.shop;
    const origin = requestOrigin(request);
    const view = previews.viewOf(request);
    return deps.cache.get(`init:${store.id}:${locale}:${origin}`, () => init(siteDeps, request.shop, origin, view), { bypass: noCache || view.preview });
  });

  app.get('/website-main/menu/v3', {
    schema: {
      tags: ['site'],
      summary: "The store's menu",
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      response: withErrors({ 200: MenuSchema }),
    },
  }, async (request) => {
    const { store, noCache } = request.shop;
    const view = previews.viewOf(request);
    return deps.cache.get(`menu:${store.id}`, () => menu(deps.db, request.shop, view), { bypass: noCache || view.preview });
  });

  app.get('/translations', {
    schema: {
      tags: ['site'],
      summary: "Translation catalogue of the request language (Accept-Language, else the store language), with the store's own texts in its language",
      headers: ApiHeadersSchema,
      querystring: TranslationsQuerySchema,
      response: withErrors({ 200: TranslationsSchema }),
    },
  }, async (request, reply) => {
    const { store, locale, noCache } = request.shop;
    const catalogue = await deps.cache.get(`translations:${store.id}:${locale}`, async () => withStoreTerms(deps.db, { ...store, locale }, await translations(deps.db, locale, store.id)), { bypass: noCache });
    // Asked by the name a page gave its texts (textsVersion) and still the same: that answer never changes.
    if (request.query.v !== undefined && request.query.v === textsVersion(catalogue)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    return catalogue;
  });

  app.get('/cms/slug/:pageKey', {
    schema: {
      tags: ['content'],
      summary: "A CMS page of the store by its localised slug or its key (faq, terms, delivery-returns…)",
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: CmsPageParamsSchema,
      response: withErrors({ 200: CmsPageSchema }),
    },
  }, async (request) => valueOf(await cmsPage(deps.db, request.shop.store, request.params.pageKey, previews.viewOf(request))));

  const templatePageSchema = (withVersion: boolean) => ({
    tags: ['content'],
    summary: withVersion ? 'A template page in a version (v3 by default); unknown → 404' : 'A template page in version v3',
    headers: ApiHeadersSchema,
    querystring: NoCacheQuerySchema,
    params: withVersion ? TemplatePageVersionParamsSchema : TemplatePageParamsSchema,
    response: withErrors({ 200: TemplateSchema }),
  });

  app.get('/template-page/:slug', { schema: templatePageSchema(false) }, async (request) =>
    valueOf(await templatePage(deps.db, request.shop.store, request.params.slug, DEFAULT_TEMPLATE_VERSION, previews.viewOf(request))),
  );

  app.get('/template-page/:slug/:version', { schema: templatePageSchema(true) }, async (request) => {
    const params = request.params as { slug: string; version: string };
    return valueOf(await templatePage(deps.db, request.shop.store, params.slug, params.version, previews.viewOf(request)));
  });

  app.get('/templates', {
    schema: {
      tags: ['content'],
      summary: 'Templates by slug (repeat templateSlugs[]); unknown slugs are left out',
      headers: ApiHeadersSchema,
      querystring: TemplatesQuerySchema,
      response: withErrors({ 200: TemplateListSchema }),
    },
  }, async (request) => {
    const slugs = [...(request.query['templateSlugs[]'] ?? []), ...(request.query.templateSlugs ?? [])];
    const key = `templates:${request.shop.store.id}:${slugs.join('|')}`;
    const view = previews.viewOf(request);
    return deps.cache.get(key, () => templates(deps.db, request.shop.store, slugs, view), { bypass: request.shop.noCache || view.preview || key.length > 1024 });
  });

  app.get('/referers/:refererName', {
    schema: {
      tags: ['content'],
      summary: 'An affiliate referer by name; unknown → 404 (the client swallows it)',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: RefererParamsSchema,
      response: withErrors({ 200: RefererSchema }),
    },
  }, async (request) => valueOf(await referer(deps.db, request.params.refererName)));
};
