/**
 * `/product-alerts` (SPEC §7): leave, list and remove stock alerts of the request's store. A
 * signed-in shopper (Bearer token) owns the alerts they leave and sees only theirs; an anonymous
 * shopper reaches the alerts of an address with the signed link of the back-in-stock mail
 * (`email`, `expires`, `signature`), and the alert they just left with the subscription answer's
 * link (the same plus `alert`). An invalid token is a 401, as on `/secure`.
 *
 * Leaving an alert is open to anyone: it is counted per client and per address (the app's
 * counters, shared in Redis with REDIS_URL) and answered 429 with Retry-After past the limit, so a
 * script can neither fill the table nor have a stranger's address mailed at every restock.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { listAlerts, removeAlert, subscribeAlert, type AlertOwner } from './alerts-service';
import { AlertLinks } from './alerts-links';
import { identifyCustomer } from '../http/customer-auth';
import { outletGates } from '../outlet/outlet-service';
import { valueOf } from '../http/outcomes';
import { requestOrigin } from '../http/origin';
import { sendError } from '../http/errors';
import { memoryRateLimits, type RateLimitPolicy } from '../http/rate-limits';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { ALERT_MESSAGES } from './alerts-texts';
import {
  AlertErrorSchemas,
  AlertIdParamsSchema,
  AlertOwnerQuerySchema,
  AlertRemovedSchema,
  ProductAlertBodySchema,
  ProductAlertListSchema,
  SubscribedAlertSchema,
  TooManyAlertsSchema,
} from './alerts-schemas';
import type { ModuleDeps } from '../core/module-deps';

/**
 * A shopper leaves a few alerts (sizes of a product or two) in a visit; shared addresses (an
 * office, a mobile carrier) leave more, hence the wider client limit. The test suites stay below.
 */
export const ALERT_CLIENT_LIMIT: RateLimitPolicy = { points: 60, windowSeconds: 600 };
export const ALERT_ADDRESS_LIMIT: RateLimitPolicy = { points: 10, windowSeconds: 600 };

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

export const alertsRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const alertDeps = { ...deps, alertLinks: AlertLinks.fromSecret(deps.secret.key, deps.now) };
  app.addHook('onRequest', identifyCustomer(deps.customers));
  const outletOf = outletGates(deps);
  const rateLimits = deps.rateLimits ?? memoryRateLimits();
  const perClient = rateLimits('alert-client', ALERT_CLIENT_LIMIT);
  const perAddress = rateLimits('alert-address', ALERT_ADDRESS_LIMIT);

  app.post('/product-alerts', {
    schema: {
      tags: ['products'],
      summary: 'Ask for a mail when a sold-out size is back in stock (one waiting alert per address and size); signed in: the alert is the customer\'s',
      headers: ApiHeadersSchema,
      body: ProductAlertBodySchema,
      response: {
        ...withErrors({ 201: SubscribedAlertSchema }),
        ...AlertErrorSchemas,
        429: TooManyAlertsSchema,
      },
    },
  }, async (request, reply) => {
    // Counted before any work, under both keys (each limit counts the attempt even when the other refuses).
    const address = typeof request.body.email === 'string' ? request.body.email.trim().toLowerCase() : '';
    const verdicts = await Promise.all([perClient.attempt([`client:${request.ip}`]), perAddress.attempt([`address:${address}`])]);
    const refused = verdicts.flatMap((verdict) => (verdict.allowed ? [] : [verdict.retryAfterSeconds]));
    if (refused.length > 0) {
      reply.header('retry-after', String(Math.max(...refused)));
      return sendError(reply, 429, ALERT_MESSAGES.tooMany[request.shop.locale]);
    }
    const alert = valueOf(await subscribeAlert(alertDeps, request.shop, request.body, requestOrigin(request), request.customer?.id ?? null, outletOf(request)));
    return reply.status(201).send(alert);
  });

  app.get('/product-alerts', {
    schema: {
      tags: ['products'],
      summary: "The signed-in customer's alerts in this store, or an address's with its signed link; newest first",
      headers: ApiHeadersSchema,
      querystring: AlertOwnerQuerySchema,
      response: { ...withErrors({ 200: ProductAlertListSchema }), 401: AlertErrorSchemas[401], 403: AlertErrorSchemas[403] },
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
      response: { ...withErrors({ 204: AlertRemovedSchema }), 401: AlertErrorSchemas[401], 403: AlertErrorSchemas[403] },
    },
  }, async (request, reply) => {
    valueOf(await removeAlert(alertDeps, request.shop, request.params.alertId, ownerOf(request, request.query)));
    return reply.status(204).send(null);
  });
};
