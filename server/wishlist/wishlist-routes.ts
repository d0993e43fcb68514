/** `/secure/wishes` (SPEC §7): the signed-in customer's favourites; Bearer token required. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { ModuleDeps } from '../core/module-deps';
import { accountDepsOf, customerAuthPort } from '../auth/auth-service';
import { customerContext, requireCustomer } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { AuthErrorSchemas, WishBodySchema, WishIdParamsSchema, WishSchema } from '../accounts/accounts-schemas';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { addWish, listWishes, removeWish } from './wishlist-service';

const security = [{ bearer: [] }];
const secured = { 401: AuthErrorSchemas[401] };

export const wishRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const accounts = accountDepsOf(deps);
  app.addHook('onRequest', requireCustomer(customerAuthPort(accounts)));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

  app.get('/secure/wishes', {
    schema: { tags: ['wishlist'], summary: 'The favourites, newest first', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: Type.Array(WishSchema) }), ...secured } },
  }, async (request) => valueOf(await listWishes(accounts, customerContext(request))));

  app.post('/secure/wishes', {
    schema: {
      tags: ['wishlist'],
      summary: 'Add a product sold in the store to the favourites (the wish already there when it is)',
      security,
      headers: ApiHeadersSchema,
      body: WishBodySchema,
      response: { ...withErrors({ 201: WishSchema }), ...secured, 409: AuthErrorSchemas[409] },
    },
  }, async (request, reply) => reply.status(201).send(valueOf(await addWish(accounts, customerContext(request), request.body.product.id))));

  app.delete('/secure/wishes/:wishId', {
    schema: {
      tags: ['wishlist'],
      summary: 'Remove a favourite',
      security,
      headers: ApiHeadersSchema,
      params: WishIdParamsSchema,
      response: { ...withErrors({ 204: Type.Null({ description: 'Removed' }) }), ...secured },
    },
  }, async (request, reply) => {
    valueOf(await removeWish(accounts, customerContext(request), request.params.wishId));
    return reply.status(204).send(null);
  });
};
