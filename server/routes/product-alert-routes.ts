/** `/product-alerts` (SPEC §7): leave, list and remove stock alerts of the request's store. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isValidEmail } from '../../src/domain/customer/email';
import { ALERT_MESSAGES } from '../alerts/alert-texts';
import { listAlerts, removeAlert, subscribeAlert } from '../alerts/product-alert-service';
import { HttpError, notFound } from '../http/errors';
import { requestOrigin } from '../http/query-string';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import {
  AlertErrorSchemas,
  AlertIdParamsSchema,
  ProductAlertBodySchema,
  ProductAlertListQuerySchema,
  ProductAlertSchema,
} from '../http/schemas/product-alert';
import type { AppDeps } from '../services/app-deps';

export const productAlertRoutes: FastifyPluginAsyncTypebox<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post('/product-alerts', {
    schema: {
      tags: ['products'],
      summary: 'Ask for a mail when a sold-out size is back in stock (one waiting alert per address and size)',
      headers: ApiHeadersSchema,
      body: ProductAlertBodySchema,
      response: { ...withErrors({ 201: ProductAlertSchema }), ...AlertErrorSchemas },
    },
  }, async (request, reply) => {
    const { locale } = request.shop;
    const outcome = await subscribeAlert(deps, request.shop, request.body, requestOrigin(request));
    switch (outcome.kind) {
      case 'subscribed':
        return reply.status(201).send(outcome.alert);
      case 'already-subscribed':
        throw new HttpError(409, ALERT_MESSAGES.alreadySubscribed[locale]);
      case 'invalid-email':
        throw new HttpError(422, ALERT_MESSAGES.invalidEmail[locale]);
      case 'size-in-stock':
        throw new HttpError(422, ALERT_MESSAGES.sizeInStock[locale]);
      case 'product-not-found':
        throw notFound('Product not found');
      case 'size-not-found':
        throw notFound('Size not found');
    }
  });

  app.get('/product-alerts', {
    schema: {
      tags: ['products'],
      summary: 'The stock alerts an address left in this store, newest first',
      headers: ApiHeadersSchema,
      querystring: ProductAlertListQuerySchema,
      response: { ...withErrors({ 200: Type.Array(ProductAlertSchema) }), 422: AlertErrorSchemas[422] },
    },
  }, async (request) => {
    if (!isValidEmail(request.query.email)) throw new HttpError(422, ALERT_MESSAGES.invalidEmail[request.shop.locale]);
    return listAlerts(deps, request.shop, request.query.email);
  });

  app.delete('/product-alerts/:alertId', {
    schema: {
      tags: ['products'],
      summary: 'Remove a stock alert',
      headers: ApiHeadersSchema,
      params: AlertIdParamsSchema,
      response: withErrors({ 204: Type.Null({ description: 'Removed' }) }),
    },
  }, async (request, reply) => {
    if (!(await removeAlert(deps, request.shop, request.params.alertId))) throw notFound('Alert not found');
    return reply.status(204).send(null);
  });
};
