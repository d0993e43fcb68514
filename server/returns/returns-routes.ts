/**
 * The returns module in the v5 API (one line in api-plugin.ts; docs/returns-api.md "Calls"): the
 * public reasons; the signed-in customer's returns (bearer token: 401; another customer's order or
 * return: 404); support's `/admin/return-orders…` (role `support`: 403 otherwise, before anything
 * is read). The refund sweep starts with the app and stops when it closes.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { DbRelayPointFinder } from '../checkout/checkout-service';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer, requireRole } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, ErrorSchema, withErrors } from '../http/schemas/common';
import { AdminOrderSchema, RefundBodySchema, SUPPORT_ROLE, supportOnlyText } from '../orders/orders-service';
import {
  AcceptBodySchema, AdminCancelBodySchema, AdminReturnListSchema, AdminReturnParamsSchema, AdminReturnQuerySchema, AdminReturnSchema,
  NewReturnBodySchema, NewReturnHeadersSchema, OrderIdParamsSchema, RefuseBodySchema, RelayQuerySchema, ReturnIdParamsSchema,
  RefundParamsSchema, ReturnOrderSchema, ReturnReasonListSchema, ReturnRelayPointsSchema, ReturnSummaryListSchema, SecuredErrors,
} from './returns-schemas';
import {
  adminAcceptReturn, adminCancelReturn, adminListReturns, adminReceiveReturn, adminRefundOrder, adminRefuseReturn, adminShowReturn, cancelReturn, createReturn,
  listReasons, returnCoupon, returnRelayPoints, returnsDepsOf, returnsOfOrder, showReturn, startRefundSweep, type ReturnsContext,
} from './returns-service';

const security = [{ bearer: [] }];
const tags = ['returns'];
function returnsContext(request: FastifyRequest): ReturnsContext {
  return { ...customerContext(request), origin: request.trustedOrigin };
}

const reasonRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.get('/return-orders-reasons', {
    schema: { tags, summary: 'The active return reasons, named in the request’s language', headers: ApiHeadersSchema, response: withErrors({ 200: ReturnReasonListSchema }) },
  }, async (request) => valueOf(await listReasons(deps, request.shop.locale)));
};

const customerReturnRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const returns = returnsDepsOf(deps, app.log);
  const finder = new DbRelayPointFinder(deps.db);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);
  const response = <T extends object>(ok: T) => ({ ...withErrors({ 200: ok as never }), ...SecuredErrors });

  app.post('/secure/return-orders', {
    schema: {
      tags,
      summary: 'Asks for a return of a delivered order (14 days): quantities, reasons and fee decided under the order’s lock; the same Idempotency-Key answers the same return',
      security,
      headers: NewReturnHeadersSchema,
      body: NewReturnBodySchema,
      response: { ...withErrors({ 200: ReturnOrderSchema, 201: ReturnOrderSchema }), ...SecuredErrors },
    },
  }, async (request, reply) => {
    const created = valueOf(await createReturn(returns, returnsContext(request), request.headers['idempotency-key'], request.body));
    return reply.status(created.created ? 201 : 200).send(created.view);
  });

  app.get('/secure/orders/:orderId/return-orders', {
    schema: { tags, summary: 'The returns of one of the customer’s orders, newest first', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, response: response(ReturnSummaryListSchema) },
  }, async (request) => valueOf(await returnsOfOrder(returns, returnsContext(request), request.params.orderId)));

  app.get('/secure/return-orders/:id', {
    schema: { tags, summary: 'One of the customer’s returns', security, headers: ApiHeadersSchema, params: ReturnIdParamsSchema, response: response(ReturnOrderSchema) },
  }, async (request) => valueOf(await showReturn(returns, returnsContext(request), request.params.id)));

  app.get('/secure/return-orders/:id/relay-points', {
    schema: {
      tags, summary: 'Drop-off points near the order’s shipping address (or `q`), nearest first, while the return waits for its parcel',
      security, headers: ApiHeadersSchema, params: ReturnIdParamsSchema, querystring: RelayQuerySchema,
      response: { ...response(ReturnRelayPointsSchema), 503: ErrorSchema },
    },
  }, async (request) => valueOf(await returnRelayPoints(returns, finder, returnsContext(request), request.params.id, request.query)));

  const pdf = { description: 'PDF file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
  app.get('/secure/return-orders/:id/return-coupon', {
    schema: { tags, summary: 'The return label (PDF): number, Code 128 barcode and QR code, sender, warehouse, products, prepaid or fee', security, headers: ApiHeadersSchema, params: ReturnIdParamsSchema, response: response(pdf) },
  }, async (request, reply) => {
    const coupon = valueOf(await returnCoupon(returns, returnsContext(request), request.params.id));
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${coupon.fileName}"`).send(coupon.pdf);
  });

  app.patch('/secure/return-orders/:id/cancel', {
    schema: { tags, summary: 'Cancels a return still waiting for its parcel', security, headers: ApiHeadersSchema, params: ReturnIdParamsSchema, response: response(ReturnOrderSchema) },
  }, async (request) => valueOf(await cancelReturn(returns, returnsContext(request), request.params.id)));
};

const adminReturnRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const returns = returnsDepsOf(deps, app.log);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireRole(SUPPORT_ROLE, (locale) => supportOnlyText(locale)));
  app.addHook('onSend', privateAnswer);
  const response = <T extends object>(ok: T) => ({ ...withErrors({ 200: ok as never }), ...SecuredErrors });
  const admin = { tags, security, headers: ApiHeadersSchema };

  app.get('/admin/return-orders', {
    schema: { ...admin, summary: 'Returns, newest first, by status and customer e-mail (support)', querystring: AdminReturnQuerySchema, response: response(AdminReturnListSchema) },
  }, async (request) => valueOf(await adminListReturns(returns, returnsContext(request), request.query)));

  app.get('/admin/return-orders/:id', {
    schema: { ...admin, summary: 'One return with its customer, by id or RT- reference (support)', params: AdminReturnParamsSchema, response: response(AdminReturnSchema) },
  }, async (request) => valueOf(await adminShowReturn(returns, returnsContext(request), request.params.id)));

  app.post('/admin/return-orders/:id/receive', {
    schema: { ...admin, summary: 'The parcel arrived: the return is received (mailed to the customer)', params: AdminReturnParamsSchema, response: response(ReturnOrderSchema) },
  }, async (request) => valueOf(await adminReceiveReturn(returns, returnsContext(request), request.params.id)));

  app.post('/admin/return-orders/:id/accept', {
    schema: { ...admin, summary: 'Accepts a received return: credit (one year) or refund, settled once with the status change', params: AdminReturnParamsSchema, body: AcceptBodySchema, response: response(ReturnOrderSchema) },
  }, async (request) => valueOf(await adminAcceptReturn(returns, returnsContext(request), request.params.id, request.body?.refundType)));

  app.post('/admin/return-orders/:id/refuse', {
    schema: { ...admin, summary: 'Refuses a received return, with the reason told to the customer', params: AdminReturnParamsSchema, body: RefuseBodySchema, response: response(ReturnOrderSchema) },
  }, async (request) => valueOf(await adminRefuseReturn(returns, returnsContext(request), request.params.id, request.body.reason)));

  app.post('/admin/return-orders/:id/cancel', {
    schema: { ...admin, summary: 'Cancels a return still waiting for its parcel (support)', params: AdminReturnParamsSchema, body: AdminCancelBodySchema, response: response(ReturnOrderSchema) },
  }, async (request) => valueOf(await adminCancelReturn(returns, returnsContext(request), request.params.id, request.body?.reason)));

  // Issue 39: an order cancelled after it was paid gets its money back (the returns module owns refunds).
  app.post('/admin/orders/:id/refund', {
    schema: {
      ...admin, tags: ['orders'],
      summary: 'Refunds an order cancelled after it was paid: the way it was paid (the provider, or by hand for a transfer or cheque) or as a credit; once',
      params: RefundParamsSchema, body: RefundBodySchema, response: response(AdminOrderSchema),
    },
  }, async (request) => valueOf(await adminRefundOrder(returns, returnsContext(request), request.params.id, request.body?.means)));
};

export const returnsRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  await app.register(reasonRoutes, { deps });
  await app.register(customerReturnRoutes, { deps });
  await app.register(adminReturnRoutes, { deps });
  const returns = returnsDepsOf(deps, app.log);
  let sweep: ReturnType<typeof startRefundSweep> | null = null;
  app.addHook('onReady', async () => {
    if (deps.payments) sweep = startRefundSweep(returns);
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
};
