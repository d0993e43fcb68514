/** `/secure/wishes` (SPEC §7): the signed-in customer's favourites; Bearer token required. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { WishBodySchema, WishIdParamsSchema, WishlistErrorSchemas, WishListSchema, WishRemovedSchema, WishSchema } from './wishlist-schemas';
import { addWish, listWishes, removeWish } from './wishlist-service';
import { outletGates } from '../outlet/outlet-service';

const security = [{ bearer: [] }];
const secured = { 401: WishlistErrorSchemas[401] };

export const wishlistRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const outletOf = outletGates(deps);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);

  app.get('/secure/wishes', {
    schema: { tags: ['wishlist'], summary: 'The favourites, newest first', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: WishListSchema }), ...secured } },
  }, async (request) => valueOf(await listWishes(deps, customerContext(request))));

  app.post('/secure/wishes', {
    schema: {
      tags: ['wishlist'],
      summary: 'Add a product sold in the store to the favourites (the wish already there when it is)',
      security,
      headers: ApiHeadersSchema,
      body: WishBodySchema,
      response: { ...withErrors({ 201: WishSchema }), ...secured, 409: WishlistErrorSchemas[409] },
    },
  }, async (request, reply) => reply.status(201).send(valueOf(await addWish(deps, customerContext(request), request.body.product.id, outletOf(request)))));

  app.delete('/secure/wishes/:wishId', {
    schema: {
      tags: ['wishlist'],
      summary: 'Remove a favourite',
      security,
      headers: ApiHeadersSchema,
      params: WishIdParamsSchema,
      response: { ...withErrors({ 204: WishRemovedSchema }), ...secured },
    },
  }, async (request, reply) => {
    valueOf(await removeWish(deps, customerContext(request), request.params.wishId));
    return reply.status(204).send(null);
  });
};
