/**
 * `/admin/promotions` (issue 34, role merchandiser or admin; 401 without a token, 403 without the
 * role): list, show, create (checked in plain words: 400), disable. Each change is live on every
 * process at the next basket answer.
 *
 *   GET  /admin/promotions                 every promotion, disabled ones too
 *   GET  /admin/promotions/{code}          one
 *   POST /admin/promotions                 creates one (201); 409 when the code exists
 *   POST /admin/promotions/{code}/disable  stops it (kept for the orders that carry it)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer } from '../http/customer-auth';
import { requireMerchandiser } from '../http/merchandiser-only';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, ErrorSchema, withErrors } from '../http/schemas/common';
import { PromotionBodySchema, PromotionListSchema, PromotionParamsSchema, PromotionSchema } from './promotions-schemas';
import { createPromotion, disablePromotion, listPromotions, showPromotion } from './promotions-service';

const tags = ['promotions'];
const security = [{ bearer: [] }];
const refusals = { 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema };

export const promotionsRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireMerchandiser('catalogue'));
  app.addHook('onSend', privateAnswer);

  app.get('/admin/promotions', {
    schema: { tags, summary: 'Every promotion: codes and automatic ones, their conditions, effect, stacking, limits and uses', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: PromotionListSchema }), ...refusals } },
  }, async () => ({ promotions: await listPromotions(deps) }));

  app.get('/admin/promotions/:code', {
    schema: { tags, summary: 'One promotion', security, headers: ApiHeadersSchema, params: PromotionParamsSchema, response: { ...withErrors({ 200: PromotionSchema }), ...refusals } },
  }, async (request) => valueOf(await showPromotion(deps, request.shop.locale, request.params.code)));

  app.post('/admin/promotions', {
    schema: { tags, summary: 'Creates a promotion (a code or automatic): amounts in euros, ISO dates, products, categories and brands by key', security, headers: ApiHeadersSchema, body: PromotionBodySchema, response: { ...withErrors({ 201: PromotionSchema }), ...refusals } },
  }, async (request, reply) => {
    const created = valueOf(await createPromotion(deps, request.shop.locale, customerContext(request).customer.id, request.body));
    reply.code(201);
    return created;
  });

  app.post('/admin/promotions/:code/disable', {
    schema: { tags, summary: 'Disables a promotion: no basket gets it any more; orders keep what they got', security, headers: ApiHeadersSchema, params: PromotionParamsSchema, response: { ...withErrors({ 200: PromotionSchema }), ...refusals } },
  }, async (request) => valueOf(await disablePromotion(deps, request.shop.locale, customerContext(request).customer.id, request.params.code)));
};
