/** Product detail, information, associated products and scores (SPEC §3, §7). */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requestOrigin } from '../http/origin';
import { ApiHeadersSchema, ID_DIGITS, IdParamsSchema, NoCacheFlag, NoCacheQuerySchema, Text, withErrors } from '../http/schemas/common';
import {
  ProductDetailResponseSchema,
  ProductHitListSchema,
  ProductInformationListSchema,
  ProductScoresSchema,
} from '../http/schemas/product';
import type { ModuleDeps } from '../core/module-deps';
import { associatedProducts } from './product-hits';
import { productDetail, productInformation, productScores } from './product-service';
import { valueOf } from '../http/outcomes';

const ProductHeadersSchema = Type.Object({
  ...ApiHeadersSchema.properties,
  version: Type.Optional(Text({ maxLength: 16, description: 'Answer version the client expects (v3)' })),
});

export const productRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get('/products/scores', {
    schema: {
      tags: ['products'],
      summary: 'Review scores of several products (productIds=1,2,3); unknown ids are left out',
      headers: ApiHeadersSchema,
      querystring: Type.Object({
        productIds: Type.String({ pattern: `^${ID_DIGITS}(,${ID_DIGITS}){0,99}$`, maxLength: 2048, description: 'Comma-separated ids, at most 100' }),
        no_cache: Type.Optional(NoCacheFlag),
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
