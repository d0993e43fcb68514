/**
 * `/secure/recently-viewed` (issue 38): the signed-in customer's recently viewed products; Bearer
 * token required, answers private (never in a shared cache: pages show the strip only once the
 * browser knows who is signed in).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { outletGates } from '../outlet/outlet-service';
import { RecentDoneSchema, RecentlyErrorSchemas, RecentlyViewedSchema, RecentMergeBodySchema, RecentViewBodySchema } from './recently-schemas';
import { clearRecentlyViewed, listRecentlyViewed, mergeRecentlyViewed, recordRecentView } from './recently-service';

const security = [{ bearer: [] }];
const secured = { 401: RecentlyErrorSchemas[401] };
const tags = ['accounts'];

export const recentlyRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const outletOf = outletGates(deps);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);

  app.get('/secure/recently-viewed', {
    schema: { tags, summary: 'The recently viewed products, most recent first, as cards of the store', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: RecentlyViewedSchema }), ...secured } },
  }, async (request) => valueOf(await listRecentlyViewed(deps, customerContext(request), outletOf(request))));

  app.post('/secure/recently-viewed', {
    schema: {
      tags,
      summary: 'A view of a product sold in the store: it goes to the front of the list',
      security,
      headers: ApiHeadersSchema,
      body: RecentViewBodySchema,
      response: { ...withErrors({ 204: RecentDoneSchema }), ...secured, 404: RecentlyErrorSchemas[404] },
    },
  }, async (request, reply) => {
    valueOf(await recordRecentView(deps, customerContext(request), request.body.product.id, outletOf(request)));
    return reply.status(204).send(null);
  });

  app.post('/secure/recently-viewed/merge', {
    schema: {
      tags,
      summary: "The browser's list joins the account's (sign-in), by recency; answers the merged list",
      security,
      headers: ApiHeadersSchema,
      body: RecentMergeBodySchema,
      response: { ...withErrors({ 200: RecentlyViewedSchema }), ...secured },
    },
  }, async (request) => valueOf(await mergeRecentlyViewed(deps, customerContext(request), request.body.views, outletOf(request))));

  app.delete('/secure/recently-viewed', {
    schema: { tags, summary: 'Clear the recently viewed products', security, headers: ApiHeadersSchema, response: { ...withErrors({ 204: RecentDoneSchema }), ...secured } },
  }, async (request, reply) => {
    valueOf(await clearRecentlyViewed(deps, customerContext(request)));
    return reply.status(204).send(null);
  });
};
