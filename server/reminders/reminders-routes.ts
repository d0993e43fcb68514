/**
 * The reminders module in the v5 API (issue 38):
 *
 *   GET  /admin/basket-reminders                    the forgotten-basket reminders sent, newest first (role support; second factor)
 *   GET  /secure/basket/reminded/:basketId          the lines a reminder's link puts back in the signed-in customer's basket (their own only)
 *   POST /newsletters/one-click-unsubscribe         RFC 8058 one-click unsubscribe of the reminder's List-Unsubscribe header (the signed link)
 *
 * The reminder sweep runs with the app (every 5 minutes); the customers' baskets are kept by the
 * basket module's POST /basket/detail (`keepCustomerBasket`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SUPPORT_ROLE } from '../../src/domain/auth/roles';
import { STORES, isStoreId } from '../../src/domain/store/stores';
import { unknownStoreMessage } from '../../src/domain/store/store-directory';
import type { ModuleDeps } from '../core/module-deps';
import type { Sweep } from '../core/sweep';
import { customerContext, privateAnswer, requireCustomer, requireRole } from '../http/customer-auth';
import { sendError } from '../http/errors';
import { requestOrigin } from '../http/origin';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, ErrorSchema, withErrors } from '../http/schemas/common';
import { newsletterKitOf, unsubscribe } from '../newsletter/newsletter-service';
import { BasketIdParamsSchema, OneClickAnswerSchema, OneClickQuerySchema, RemindedBasketSchema, ReminderListQuerySchema, ReminderPageSchema } from './reminders-schemas';
import { listReminders, remindedBasket, remindersDepsOf, startReminderSweep } from './reminders-service';
import { reminderText } from './reminders-texts';

const security = [{ bearer: [] }];
const refusals = { 401: ErrorSchema, 403: ErrorSchema };

const supportRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireRole(SUPPORT_ROLE, (locale) => reminderText('supportOnly', locale)));
  app.get('/admin/basket-reminders', {
    schema: {
      tags: ['reminders'],
      summary: 'The forgotten-basket reminders sent, newest first: to whom, which basket, when, how many lines and their value (support)',
      security,
      headers: ApiHeadersSchema,
      querystring: ReminderListQuerySchema,
      response: { ...withErrors({ 200: ReminderPageSchema }), ...refusals },
    },
  }, async (request) => valueOf(await listReminders(deps, request.query)));
};

const customerRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);
  await app.register(supportRoutes, { deps });
  app.get('/secure/basket/reminded/:basketId', {
    schema: {
      tags: ['checkout'],
      summary: 'The lines of one of the customer’s reminded baskets (the reminder mail’s link), to put back in the basket; another’s basket is a 404',
      security,
      headers: ApiHeadersSchema,
      params: BasketIdParamsSchema,
      response: { ...withErrors({ 200: RemindedBasketSchema }), 401: ErrorSchema, 404: ErrorSchema },
    },
  }, async (request) => valueOf(await remindedBasket(deps, customerContext(request).customer.id, request.params.basketId, 'Not Found')));
};

/** What a mail client posts (RFC 8058: `List-Unsubscribe=One-Click`, form-encoded): the signed URL is the proof, the body says nothing more. */
const oneClickRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const service = { ...deps, kit: newsletterKitOf(deps) };
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_request, _body, done) => done(null, {}));
  app.addHook('onSend', privateAnswer);
  app.post('/newsletters/one-click-unsubscribe', {
    schema: {
      tags: ['newsletter'],
      summary: 'One-click unsubscribe (RFC 8058) from the List-Unsubscribe header of a marketing mail: the signed link of the mail unsubscribes its address from that store’s newsletter',
      querystring: OneClickQuerySchema,
      response: { ...withErrors({ 200: OneClickAnswerSchema }), 403: ErrorSchema, 422: ErrorSchema, 429: ErrorSchema },
    },
  }, async (request, reply) => {
    const { store: storeId, ...link } = request.query;
    if (!isStoreId(storeId)) return sendError(reply, 400, unknownStoreMessage(storeId));
    const store = STORES[storeId];
    const outcome = await unsubscribe(service, { ...request.shop, store, locale: store.locale }, link, { customer: null, client: { ip: request.ip }, origin: requestOrigin(request) });
    if (!outcome.ok && 'retryAfterSeconds' in outcome) reply.header('retry-after', String(outcome.retryAfterSeconds));
    const answer = valueOf(outcome);
    if (!('subscribed' in answer)) throw new Error('a signed one-click unsubscribe is never sent for confirmation');
    return answer;
  });
};

export const remindersRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  await app.register(customerRoutes, { deps });
  await app.register(oneClickRoutes, { deps });

  let sweep: Sweep | null = null;
  app.addHook('onReady', async () => {
    sweep = startReminderSweep(remindersDepsOf(deps, app.log));
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
};
