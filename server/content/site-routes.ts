/** GET /init, GET /website-main/menu/v3, GET /translations (cached per store and language). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ApiHeadersSchema, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import { InitResponseSchema, MenuSchema, TranslationsSchema } from '../http/schemas/site';
import { requestOrigin } from '../http/origin';
import type { ModuleDeps } from '../core/module-deps';
import { translations } from './content-service';
import { init, menu, readMapTileUrl } from './site-service';
import { readContactConfig } from '../contact/contact-service';
import { readGtmId } from '../tracking/tracking-service';

export const siteRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const siteDeps = { db: deps.db, urls: deps.urls, forceMaintenance: deps.forceMaintenance, search: deps.search, mapTileUrl: readMapTileUrl(), recaptchaSiteKey: readContactConfig().captcha.siteKey, gtmId: readGtmId() };

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
    return deps.cache.get(`init:${store.id}:${locale}:${origin}`, () => init(siteDeps, request.shop, origin), { bypass: noCache });
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
    return deps.cache.get(`menu:${store.id}`, () => menu(deps.db, request.shop), { bypass: noCache });
  });

  app.get('/translations', {
    schema: {
      tags: ['site'],
      summary: 'Translation catalogue of the request language (Accept-Language, else the store language)',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      response: withErrors({ 200: TranslationsSchema }),
    },
  }, async (request) => {
    const { locale, noCache } = request.shop;
    return deps.cache.get(`translations:${locale}`, () => translations(deps.db, locale), { bypass: noCache });
  });
};
