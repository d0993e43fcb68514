/**
 * `/product-alerts` (SPEC §7): leave, list and remove stock alerts of the request's store. A
 * signed-in shopper (Bearer token) owns the alerts they leave and sees only theirs; an anonymous
 * shopper reaches the alerts of an address with the signed link of the back-in-stock mail
 * (`email`, `expires`, `signature`), and the alert they just left with the subscription answer's
 * link (the same plus `alert`). An invalid token is a 401, as on `/secure`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { listAlerts, removeAlert, subscribeAlert, type AlertOwner } from './product-alert-service';
import { accountDepsOf, customerAuthPort } from '../accounts/auth-service';
import { identifyCustomer } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { requestOrigin } from '../http/origin';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import {
  AlertErrorSchemas,
  AlertIdParamsSchema,
  AlertOwnerQuerySchema,
  ProductAlertBodySchema,
  ProductAlertSchema,
  SubscribedAlertSchema,
} from '../http/schemas/product-alert';
import type { AppDeps } from '../app-deps';

interface OwnerQuery {
  email?: string;
  expires?: string;
  signature?: string;
  alert?: string;
}

function ownerOf(request: FastifyRequest, query: OwnerQuery): AlertOwner {
  if (request.customer) return { kind: 'customer', customerId: request.customer.id };
  // An address without a signature proves nothing: the caller is anonymous (401, "sign in or open your link").
  if (query.signature !== undefined) {
    return { kind: 'link', email: query.email ?? '', expires: Number(query.expires ?? 0), signature: query.signature ?? '', alert: query.alert === undefined ? null : Number(query.alert) };
  }
  return { kind: 'anonymous' };
}

export const productAlertRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  const accounts = accountDepsOf(deps);
  const alertDeps = { ...deps, alertLinks: accounts.accounts.alertLinks };
  app.addHook('onRequest', identifyCustomer(customerAuthPort(accounts)));

  app.post('/product-alerts', {
    schema: {
      tags: ['products'],
      summary: 'Ask for a mail when a sold-out size is back in stock (one waiting alert per address and size); signed in: the alert is the customer\'s',
      headers: ApiHeadersSchema,
      body: ProductAlertBodySchema,
      response: { ...withErrors({ 201: SubscribedAlertSchema }), ...AlertErrorSchemas },
    },
  }, async (request, reply) => {
    const alert = valueOf(await subscribeAlert(alertDeps, request.shop, request.body, requestOrigin(request), request.customer?.id ?? null));
    return reply.status(201).send(alert);
  });

  app.get('/product-alerts', {
    schema: {
      tags: ['products'],
      summary: "The signed-in customer's alerts in this store, or an address's with its signed link; newest first",
      headers: ApiHeadersSchema,
      querystring: AlertOwnerQuerySchema,
      response: { ...withErrors({ 200: Type.Array(ProductAlertSchema) }), 401: AlertErrorSchemas[401], 403: AlertErrorSchemas[403] },
    },
  }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return valueOf(await listAlerts(alertDeps, request.shop, ownerOf(request, request.query)));
  });

  app.delete('/product-alerts/:alertId', {
    schema: {
      tags: ['products'],
      summary: 'Remove one of the signed-in customer\'s alerts, or of the signed link\'s address',
      headers: ApiHeadersSchema,
      params: AlertIdParamsSchema,
      querystring: AlertOwnerQuerySchema,
      response: { ...withErrors({ 204: Type.Null({ description: 'Removed' }) }), 401: AlertErrorSchemas[401], 403: AlertErrorSchemas[403] },
    },
  }, async (request, reply) => {
    valueOf(await removeAlert(alertDeps, request.shop, request.params.alertId, ownerOf(request, request.query)));
    return reply.status(204).send(null);
  });
};
