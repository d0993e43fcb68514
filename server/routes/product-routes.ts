/** Product detail, information, associated products and scores (SPEC §3, §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestOrigin } from '../http/query-string';
import { ApiHeadersSchema, IdParamsSchema, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import {
  ProductDetailResponseSchema,
  ProductHitListSchema,
  ProductInformationListSchema,
  ProductScoresSchema,
} from '../http/schemas/product';
import type { AppDeps } from '../services/app-deps';
import { associatedProducts } from '../services/product-hits';
import { productDetail, productInformation, productScores } from '../services/product-service';

const ProductHeadersSchema = Type.Object({
  ...ApiHeadersSchema.properties,
  version: Type.Optional(Type.String({ description: 'Answer version the client expects (v3)' })),
});

export const productRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get('/products/scores', {
    schema: {
      tags: ['products'],
      summary: 'Review scores of several products (productIds=1,2,3); unknown ids are left out',
      headers: ApiHeadersSchema,
      querystring: Type.Object({
        productIds: Type.String({ pattern: '^\\d{1,10}(,\\d{1,10}){0,99}$', description: 'Comma-separated ids, at most 100' }),
        no_cache: Type.Optional(Type.String()),
      }),
      response: withErrors({ 200: Type.Array(ProductScoresSchema) }),
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
  }, async (request) => productDetail(deps, request.shop, request.params.productId, requestOrigin(request)));

  app.get('/products/:productId/information', {
    schema: {
      tags: ['products'],
      summary: 'Product information lines (composition, care, origin…) in the request language',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: IdParamsSchema,
      response: withErrors({ 200: ProductInformationListSchema }),
    },
  }, async (request) => productInformation(deps, request.shop, request.params.productId));

  app.get('/products/:productId/associated', {
    schema: {
      tags: ['products'],
      summary: 'Products shown with this one, as search hits',
      headers: ApiHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: IdParamsSchema,
      response: withErrors({ 200: ProductHitListSchema }),
    },
  }, async (request) => associatedProducts(deps, request.shop, request.params.productId));
};
