/**
 * The delivery terms' admin calls (issue 34). No token: 401; a token without the `merchandiser`
 * role (or `admin`): 403, before anything is read.
 *
 *   GET   /admin/carriers                              every carrier with its countries, prices (cents), delays, cut-off; the stores' thresholds
 *   GET   /admin/carriers/{carrier}                    one carrier (code or id)
 *   PATCH /admin/carriers/{carrier}/countries/{country} { price (euros), deliveryDays, active, relayNetwork }
 *   PUT   /admin/carriers/{carrier}/cutoff             { time: "14:00", timeZone: "Europe/Paris" }
 *   GET   /admin/delivery-terms                        the same as GET /admin/carriers
 *   PUT   /admin/delivery-terms/stores/{store}         { freeShippingThreshold (euros) }
 *   GET   /admin/delivery-terms/history?limit          who changed what, newest first
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { getProfile } from '../accounts/accounts-service';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer } from '../http/customer-auth';
import { requireMerchandiser } from '../http/merchandiser-only';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import {
  CarrierParamsSchema, CarrierTermsSchema, CutoffBodySchema, DeliveryHistorySchema, DeliveryTermsSchema, HistoryQuerySchema, OfferBodySchema, OfferParamsSchema,
  StoreParamsSchema, StoreTermsSchema, TermsErrors, ThresholdBodySchema,
} from './checkout-terms-schemas';
import { carrierTerms, changeCutoff, changeOffer, changeStoreThreshold, deliveryTerms, deliveryTermsHistory, type DeliveryTermsDeps } from './checkout-terms-service';

const tags = ['delivery terms'];
const security = [{ bearer: [] }];
const answers = <T extends object>(ok: T) => ({ ...withErrors({ 200: ok as never }), ...TermsErrors });

export const deliveryTermsRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const terms: DeliveryTermsDeps = { ...deps, log: app.log };
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireMerchandiser('catalogue'));
  app.addHook('onSend', privateAnswer);

  /** The history's "who": the staff account's e-mail address. */
  const staff = async (request: FastifyRequest): Promise<string> => {
    const context = customerContext(request);
    const profile = await getProfile(deps, context);
    return profile.ok ? profile.value.email : `account #${context.customer.id}`;
  };

  for (const url of ['/admin/carriers', '/admin/delivery-terms']) {
    app.get(url, {
      schema: { tags, summary: 'Every carrier with its countries, prices (cents), delays, cut-off and relay networks; every store’s free-shipping threshold', security, headers: ApiHeadersSchema, response: answers(DeliveryTermsSchema) },
    }, async () => deliveryTerms(deps.db));
  }

  app.get('/admin/carriers/:carrier', {
    schema: { tags, summary: 'One carrier (code or id) with its countries', security, headers: ApiHeadersSchema, params: CarrierParamsSchema, response: answers(CarrierTermsSchema) },
  }, async (request) => valueOf(await carrierTerms(deps.db, request.params.carrier)));

  app.patch('/admin/carriers/:carrier/countries/:country', {
    schema: {
      tags,
      summary: 'Sets a carrier’s price (euros), delay (days), relay network or state (active) in a country; a new country needs a price and a delay',
      security, headers: ApiHeadersSchema, params: OfferParamsSchema, body: OfferBodySchema, response: answers(CarrierTermsSchema),
    },
  }, async (request) => valueOf(await changeOffer(terms, await staff(request), request.params.carrier, request.params.country, request.body)));

  app.put('/admin/carriers/:carrier/cutoff', {
    schema: { tags, summary: 'Sets a carrier’s cut-off: orders before it on a working day leave the same day', security, headers: ApiHeadersSchema, params: CarrierParamsSchema, body: CutoffBodySchema, response: answers(CarrierTermsSchema) },
  }, async (request) => valueOf(await changeCutoff(terms, await staff(request), request.params.carrier, request.body)));

  app.put('/admin/delivery-terms/stores/:store', {
    schema: { tags, summary: 'Sets a store’s free-shipping threshold (euros; a carrier’s own threshold in a country still wins)', security, headers: ApiHeadersSchema, params: StoreParamsSchema, body: ThresholdBodySchema, response: answers(StoreTermsSchema) },
  }, async (request) => valueOf(await changeStoreThreshold(terms, await staff(request), request.params.store, request.body.freeShippingThreshold)));

  app.get('/admin/delivery-terms/history', {
    schema: { tags, summary: 'Who changed the delivery terms, what and when, newest first', security, headers: ApiHeadersSchema, querystring: HistoryQuerySchema, response: answers(DeliveryHistorySchema) },
  }, async (request) => ({ changes: await deliveryTermsHistory(deps.db, request.query.limit) }));
};
