/** Product detail, information, associated products and scores (SPEC §3, §7); the names of facet values. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requestOrigin } from '../http/origin';
import { ApiHeadersSchema, IdParamsSchema, NoCacheQuerySchema, withErrors } from '../http/schemas/common';
import {
  FacetNamesSchema,
  ListingColoursListSchema,
  ListingColoursQuerySchema,
  ProductDetailResponseSchema,
  OutletReadHeadersSchema,
  OutletRefusalSchemas,
  ProductHeadersSchema,
  ProductHitListSchema,
  ProductInformationListSchema,
  ProductScoresListSchema,
  ProductScoresQuerySchema,
} from './catalogue-schemas';
import type { ModuleDeps } from '../core/module-deps';
import { associatedProducts, cachedReference, facetNames, listingColours, productDetail, productInformation, productScores } from './catalogue-service';
import { valueOf } from '../http/outcomes';
import { startPublicationSweep } from './catalogue-publication';
import type { Sweep } from '../core/sweep';
import type { OutletGate } from '../core/outlet-gate';
import { outletGates } from '../outlet/outlet-service';
import type { FastifyReply } from 'fastify';
import type { Outcome } from '../core/outcome';

/** An answer that depended on the caller's outlet access is theirs: no shared cache keeps it. */
function settle<T>(reply: FastifyReply, outlet: OutletGate, outcome: Outcome<T>): T {
  if (outlet.asked) reply.header('cache-control', 'private, no-store');
  return valueOf(outcome);
}

export const catalogueRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  // Outlet-only products answer a caller with outlet access only (a bearer token or the outlet pass).
  const outletOf = outletGates(deps);
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
      summary: 'Review scores of several products (productIds=1,2,3); unknown ids, and outlet-only products without outlet access, are left out',
      headers: OutletReadHeadersSchema,
      querystring: ProductScoresQuerySchema,
      response: withErrors({ 200: ProductScoresListSchema }),
    },
  }, async (request, reply) => {
    const outlet = outletOf(request);
    const scores = await productScores(deps, request.shop, request.query.productIds.split(',').map(Number), outlet);
    if (outlet.asked) reply.header('cache-control', 'private, no-store');
    return scores;
  });

  app.get('/products/colours', {
    schema: {
      tags: ['products'],
      summary: 'Colour swatches of listed products (productIds=1,2,3): at most five each, the own colour first, and how many colours more; products alone in their model are left out',
      headers: ApiHeadersSchema,
      querystring: ListingColoursQuerySchema,
      response: withErrors({ 200: ListingColoursListSchema }),
    },
  }, async (request) => listingColours(deps, request.shop, request.query.productIds.split(',').map(Number)));

  app.get('/products/:productId', {
    schema: {
      tags: ['products'],
      summary: 'A product as the store sells it: prices in euros for its country, sizes with stock; an outlet-only product needs outlet access (bearer token, or the outlet pass in `outlet-pass` or the outlet cookie), else 403',
      headers: ProductHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: IdParamsSchema,
      response: { ...withErrors({ 200: ProductDetailResponseSchema }), ...OutletRefusalSchemas },
    },
  }, async (request, reply) => {
    const outlet = outletOf(request);
    return settle(reply, outlet, await productDetail(deps, request.shop, request.params.productId, requestOrigin(request), outlet));
  });

  app.get('/products/:productId/information', {
    schema: {
      tags: ['products'],
      summary: 'Product information lines (composition, care, origin…) in the request language',
      headers: OutletReadHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: IdParamsSchema,
      response: { ...withErrors({ 200: ProductInformationListSchema }), ...OutletRefusalSchemas },
    },
  }, async (request, reply) => {
    const outlet = outletOf(request);
    return settle(reply, outlet, await productInformation(deps, request.shop, request.params.productId, outlet));
  });

  app.get('/products/:productId/associated', {
    schema: {
      tags: ['products'],
      summary: 'Products shown with this one, as search hits',
      headers: OutletReadHeadersSchema,
      querystring: NoCacheQuerySchema,
      params: IdParamsSchema,
      response: { ...withErrors({ 200: ProductHitListSchema }), ...OutletRefusalSchemas },
    },
  }, async (request, reply) => {
    const outlet = outletOf(request);
    return settle(reply, outlet, await associatedProducts(deps, request.shop, request.params.productId, outlet));
  });
};
