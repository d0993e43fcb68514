/**
 * `/newsletters/*` (SPEC §7; docs/newsletter-outlet-api.md). A Bearer token, when present, says
 * which customer asks (an invalid one is a 401, as on `/secure`); anonymous callers are welcome
 * to subscribe, and prove an address with the signed link the shop mailed.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { identifyCustomer, privateAnswer } from '../http/customer-auth';
import { requestOrigin } from '../http/origin';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import {
  ConfirmationAnswerSchema,
  IsSubscribedQuerySchema,
  NewsletterAnswerSchema,
  NewsletterBodySchema,
  NewsletterErrorSchemas,
  SubscriptionStatusSchema,
  UnsubscribeBodySchema,
} from './newsletter-schemas';
import type { Outcome } from '../core/outcome';
import { newsletterKitOf, subscribe, subscriptionStatus, unsubscribe, type Caller } from './newsletter-service';

/** The value of an outcome; a throttled refusal also says when to come back. */
function settle<T>(reply: FastifyReply, outcome: Outcome<T>): T {
  if (!outcome.ok && 'retryAfterSeconds' in outcome) reply.header('retry-after', String(outcome.retryAfterSeconds));
  return valueOf(outcome);
}

const callerOf = (request: FastifyRequest): Caller => ({ customer: request.customer, client: { ip: request.ip }, origin: requestOrigin(request) });

export const newsletterRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const kit = newsletterKitOf(deps);
  const service = { ...deps, kit };
  app.addHook('onRequest', identifyCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);
  const { 401: unauthorized, 403: forbidden, 422: unprocessable, 429: tooMany } = NewsletterErrorSchemas;

  app.post('/newsletters/subscribe', {
    schema: {
      tags: ['newsletter'],
      summary: "Subscribe an address to this store's newsletter (same answer if already subscribed; a new subscription gets a welcome mail with a one-click unsubscribe link)",
      headers: ApiHeadersSchema,
      body: NewsletterBodySchema,
      response: { ...withErrors({ 200: NewsletterAnswerSchema }), 401: unauthorized, 422: unprocessable, 429: tooMany },
    },
  }, async (request, reply) => settle(reply, await subscribe(service, request.shop, request.body, callerOf(request))));

  app.patch('/newsletters/unsubscribe', {
    schema: {
      tags: ['newsletter'],
      summary: "Unsubscribe an address from this store's newsletter: at once with the mailed link's signature or as the signed-in owner of the address; otherwise 202 and a confirmation link is mailed to the address",
      headers: ApiHeadersSchema,
      body: UnsubscribeBodySchema,
      response: { ...withErrors({ 200: NewsletterAnswerSchema, 202: ConfirmationAnswerSchema }), 401: unauthorized, 403: forbidden, 422: unprocessable, 429: tooMany },
    },
  }, async (request, reply) => {
    const answer = settle(reply, await unsubscribe(service, request.shop, request.body, callerOf(request)));
    return reply.status('confirmationSent' in answer ? 202 : 200).send(answer);
  });

  app.get('/newsletters/is-subscribed', {
    schema: {
      tags: ['newsletter'],
      summary: "Whether an address receives this store's newsletter — told only to the signed-in owner of the address, a signed link's holder, or support staff (role support); anyone else: 401 (anonymous) or 403",
      headers: ApiHeadersSchema,
      querystring: IsSubscribedQuerySchema,
      response: { ...withErrors({ 200: SubscriptionStatusSchema }), 401: unauthorized, 403: forbidden, 422: unprocessable },
    },
  }, async (request, reply) => settle(reply, await subscriptionStatus(service, request.shop, request.query, request.customer)));
};
