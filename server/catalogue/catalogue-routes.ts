/** Product detail, information, associated products and scores (SPEC §3, §7); the names of facet values. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestOrigin } from '../http/origin';
import { ApiHeadersSchema, IdParamsSchema, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import {
  FacetNamesSchema,
  ProductDetailResponseSchema,
  ProductHeadersSchema,
  ProductHitListSchema,
  ProductInformationListSchema,
  ProductScoresListSchema,
  ProductScoresQuerySchema,
} from './catalogue-schemas';
import type { ModuleDeps } from '../core/module-deps';
import { associatedProducts, cachedReference, facetNames, productDetail, productInformation, productScores } from './catalogue-service';
import { valueOf } from '../http/outcomes';
import { startPublicationSweep } from './catalogue-publication';
import type { Sweep } from '../core/sweep';

export const catalogueRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get('/facet-names', {
    schema: {
      tags: ['products'],
      summary: 'What shoppers read for the values of listing facets (category and brand slugs, colour, material, range, size and gender keys), in the request language',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      response: withErrors({ 200: FacetNamesSchema }),
    },
  }, async (request) => {
    const { store, locale, noCache } = request.shop;
    return deps.cache.get(`facet-names:${store.id}:${locale}`, async () => facetNames(await cachedReference(deps.db, deps.cache, noCache), store, locale), { bypass: noCache });
  });

  // Products whose publication window opens or closes are announced as they do (every minute).
  let sweep: Sweep | null = null;
  app.addHook('onReady', async () => {
    sweep = startPublicationSweep({ db: deps.db, catalogueChanges: deps.catalogueChanges, log: app.log });
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });

  app.get('/products/scores', {
    schema: {
      tags: ['products'],
      summary: 'Review scores of several products (productIds=1,2,3); unknown ids are left out',
      headers: ApiHeadersSchema,
      querystring: ProductScoresQuerySchema,
      response: withErrors({ 200: ProductScoresListSchema }),
    },
  }, async (request) => productScores(deps, request.shop, request.query.productIds.split(',').map(Number)));

  app.get('/products/:productId', {
    schema: {
      tags: ['products'],
      summary: 'A product as the store sells it: prices in euros for its country, sizes with stock',
      headers: ProductHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: IdParamsSchema,
      response: withErrors({ 200: ProductDetailResponseSchema }),
    },
  }, async (request) => valueOf(await productDetail(deps, request.shop, request.params.productId, requestOrigin(request))));

  app.get('/products/:productId/information', {
    schema: {
      tags: ['products'],
      summary: 'Product information lines (composition, care, origin…) in the request language',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: IdParamsSchema,
      response: withErrors({ 200: ProductInformationListSchema }),
    },
  }, async (request) => valueOf(await productInformation(deps, request.shop, request.params.productId)));

  app.get('/products/:productId/associated', {
    schema: {
      tags: ['products'],
      summary: 'Products shown with this one, as search hits',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: IdParamsSchema,
      response: withErrors({ 200: ProductHitListSchema }),
    },
  }, async (request) => valueOf(await associatedProducts(deps, request.shop, request.params.productId)));
};
