/**
 * Ratings (SPEC §6, docs/contact-ratings-api.md): `PUT|GET /secure/products/{id}/rating` for the
 * signed-in customer's own rating (Bearer token), `GET /products/{id}/ratings` for everyone.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { MyRatingSchema, ProductIdParamsSchema, RatingBodySchema, RatingErrorSchemas, RatingPageQuerySchema, RatingPageSchema, SavedRatingSchema } from './ratings-schemas';
import { listRatings, myRating, rateProduct } from './ratings-service';
import { outletGates } from '../outlet/outlet-service';

const security = [{ bearer: [] }];
const tags = ['products'];

const secureRatingRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const outletOf = outletGates(deps);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);

  app.put('/secure/products/:productId/rating', {
    schema: {
      tags,
      summary: "Rate a product the store sells, 1 to 5 with an optional comment: 201 the first time, 200 when it edits the caller's rating",
      security,
      headers: ApiHeadersSchema,
      params: ProductIdParamsSchema,
      body: RatingBodySchema,
      response: { ...withErrors({ 200: SavedRatingSchema, 201: SavedRatingSchema }), ...RatingErrorSchemas },
    },
  }, async (request, reply) => {
    const saved = valueOf(await rateProduct(deps, customerContext(request), request.params.productId, request.body, outletOf(request)));
    return reply.status(saved.created ? 201 : 200).send({ rating: saved.rating, scores: saved.scores });
  });

  app.get('/secure/products/:productId/rating', {
    schema: {
      tags,
      summary: "The caller's rating of a product; 404 when they have not rated it",
      security,
      headers: ApiHeadersSchema,
      params: ProductIdParamsSchema,
      response: { ...withErrors({ 200: MyRatingSchema }), 401: RatingErrorSchemas[401] },
    },
  }, async (request) => valueOf(await myRating(deps, customerContext(request), request.params.productId, outletOf(request))));
};

export const ratingsRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const outletOf = outletGates(deps);
  await app.register(secureRatingRoutes, { deps });

  app.get('/products/:productId/ratings', {
    schema: {
      tags,
      summary: 'A product\'s ratings with their comments, newest first, 10 a page (authors as "Camille M.")',
      headers: ApiHeadersSchema,
      params: ProductIdParamsSchema,
      querystring: RatingPageQuerySchema,
      response: withErrors({ 200: RatingPageSchema }),
    },
  }, async (request, reply) => {
    const outlet = outletOf(request);
    const page = await listRatings(deps, request.shop, request.params.productId, Number(request.query.page ?? 1), outlet);
    if (outlet.asked) reply.header('cache-control', 'private, no-store');
    return valueOf(page);
  });
};
