/**
 * The orders module in the v5 API (one line in api-plugin.ts): the signed-in customer's checkout
 * and orders calls (docs/checkout-api.md "Calls": placing, the bank return, the history, one
 * order, its PDF documents and the balance), support's `/admin/orders…`, the provider's
 * settlement listener and the payment sweep (started with the app, stopped when it closes).
 * Every route needs the bearer token (401) and works on the token's customer only (another's
 * order is a 404); support's need the `support` role (403, before anything is read).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import type { Failure } from '../core/outcome';
import { customerContext, privateAnswer, requireCustomer, requireRole } from '../http/customer-auth';
import { outletGates } from '../outlet/outlet-service';
import { sendError } from '../http/errors';
import { FAILURE_RETRY_AFTER_SECONDS, statusOf, valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import {
  AdminOrderListSchema, AdminOrderQuerySchema, AdminOrderSchema, BalanceSchema, CancelBodySchema, OrderConflictSchema, OrderHistorySchema,
  OrderIdParamsSchema, OrderSchema, PaymentReturnSchema, PlacedOrderSchema, PlaceOrderBodySchema, PlaceOrderHeadersSchema, SecuredErrors, ShipBodySchema,
} from './orders-schemas';
import {
  adminCancelOrder, adminDeliverOrder, adminListOrders, adminMarkPaid, adminShipOrder, adminShowOrder, customerBalance, customerOrder,
  onProviderSettled, orderDocument, orderHistory, ordersDepsOf, paymentReturn, placeOrder, startPaymentSweep, SUPPORT_ROLE, supportOnlyText,
  type OrderContext, type OrderDocumentKind, type OrderFailure,
} from './orders-service';

const security = [{ bearer: [] }];
const tags = ['orders'];
const pdf = { description: 'PDF file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };

function orderContext(request: FastifyRequest): OrderContext {
  return { ...customerContext(request), origin: request.trustedOrigin };
}

/** A refusal with its status and message; a 409 of placing also says which check failed (`reason`). */
async function sendFailure(reply: FastifyReply, failure: Failure | OrderFailure): Promise<FastifyReply> {
  const status = statusOf(failure.kind);
  // The provider cannot answer now: the same call (the same Idempotency-Key) may be tried again shortly.
  const retryAfter = FAILURE_RETRY_AFTER_SECONDS[failure.kind];
  if (retryAfter) reply.header('retry-after', String(retryAfter));
  if ('reason' in failure && failure.reason) return reply.status(status).send({ code: status, message: failure.message, reason: failure.reason });
  return sendError(reply, status, failure.message);
}

const customerRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const orders = ordersDepsOf(deps, app.log);
  // Outlet-only lines are sold to outlet access alone (the outlet module's rule: customers pass today).
  const outletOf = outletGates(deps);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);

  app.post('/secure/checkout/orders', {
    schema: {
      tags,
      summary: 'Places the order: priced by the server, stock and balance taken in one transaction; the same Idempotency-Key answers the same order',
      security,
      headers: PlaceOrderHeadersSchema,
      body: PlaceOrderBodySchema,
      response: { ...withErrors({ 200: PlacedOrderSchema, 201: PlacedOrderSchema }), ...SecuredErrors, 409: OrderConflictSchema },
    },
  }, async (request, reply) => {
    const outcome = await placeOrder(orders, orderContext(request), request.headers['idempotency-key'], request.body, outletOf(request));
    if (!outcome.ok) return sendFailure(reply, outcome);
    const { created, ...placed } = outcome.value;
    return reply.status(created ? 201 : 200).send(placed);
  });

  app.post('/secure/orders/:id/payment-return', {
    schema: { tags, summary: 'After the provider’s pages: asks the provider and settles the order (idempotent)', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, response: { ...withErrors({ 200: PaymentReturnSchema }), ...SecuredErrors } },
  }, async (request) => valueOf(await paymentReturn(orders, orderContext(request), request.params.id)));

  app.get('/secure/me/orders', {
    schema: { tags, summary: 'The customer’s orders, in progress and finished, newest first', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: OrderHistorySchema }), ...SecuredErrors } },
  }, async (request) => valueOf(await orderHistory(orders, orderContext(request))));

  app.get('/secure/orders/:id', {
    schema: { tags, summary: 'One of the customer’s orders', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, response: { ...withErrors({ 200: OrderSchema }), ...SecuredErrors } },
  }, async (request) => valueOf(await customerOrder(orders, orderContext(request), request.params.id)));

  const document = (kind: OrderDocumentKind) => async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
    const file = valueOf(await orderDocument(orders, orderContext(request), request.params.id, kind));
    return reply.type('application/pdf').header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.pdf);
  };
  app.get('/secure/orders/:id/bill', {
    schema: { tags, summary: 'The bill (PDF), once the order is paid', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, response: { ...withErrors({ 200: pdf }), ...SecuredErrors } },
  }, document('bill'));
  app.get('/secure/orders/:id/purchase-order', {
    schema: { tags, summary: 'The purchase order (PDF)', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, response: { ...withErrors({ 200: pdf }), ...SecuredErrors } },
  }, document('purchase-order'));

  app.get('/secure/account/vouchers', {
    schema: { tags, summary: 'Vouchers and credits (gift cards count as credits) and the balance usable now', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: BalanceSchema }), ...SecuredErrors } },
  }, async (request) => valueOf(await customerBalance(orders, customerContext(request).customer.id)));
};

const supportRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const orders = ordersDepsOf(deps, app.log);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireRole(SUPPORT_ROLE, (locale) => supportOnlyText(locale)));
  app.addHook('onSend', privateAnswer);
  const response = <T extends object>(ok: T) => ({ ...withErrors({ 200: ok as never }), ...SecuredErrors });

  app.get('/admin/orders', {
    schema: { tags, summary: 'Orders, newest first or sorted, by status, store, day, payment means, customer or order number; a page of at most 100 (support)', security, headers: ApiHeadersSchema, querystring: AdminOrderQuerySchema, response: response(AdminOrderListSchema) },
  }, async (request) => valueOf(await adminListOrders(orders, request.query, request.shop.locale)));

  app.get('/admin/orders/:id', {
    schema: { tags, summary: 'One order with its customer, its timeline and what support may do with it now (support)', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, response: response(AdminOrderSchema) },
  }, async (request) => valueOf(await adminShowOrder(orders, orderContext(request), request.params.id)));

  app.post('/admin/orders/:id/ship', {
    schema: { tags, summary: 'Ships a paid order with the carrier’s tracking number; the customer gets the shipping mail', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, body: ShipBodySchema, response: response(OrderSchema) },
  }, async (request) => valueOf(await adminShipOrder(orders, orderContext(request), request.params.id, request.body.trackingNumber)));

  app.post('/admin/orders/:id/deliver', {
    schema: { tags, summary: 'Marks a shipped order delivered', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, response: response(OrderSchema) },
  }, async (request) => valueOf(await adminDeliverOrder(orders, orderContext(request), request.params.id)));

  app.post('/admin/orders/:id/mark-paid', {
    schema: { tags, summary: 'A transfer or cheque arrived: the order is paid and confirmed to the customer', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, response: response(OrderSchema) },
  }, async (request) => valueOf(await adminMarkPaid(orders, orderContext(request), request.params.id)));

  app.post('/admin/orders/:id/cancel', {
    schema: { tags, summary: 'Cancels an order not shipped yet: its stock and balance go back', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, body: CancelBodySchema, response: response(OrderSchema) },
  }, async (request) => valueOf(await adminCancelOrder(orders, orderContext(request), request.params.id, request.body?.reason)));
};

export const ordersRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  await app.register(customerRoutes, { deps });
  await app.register(supportRoutes, { deps });
  const orders = ordersDepsOf(deps, app.log);
  deps.payments?.onSettled((payment, merchantReference) => onProviderSettled(orders, payment, merchantReference));
  let sweep: ReturnType<typeof startPaymentSweep> | null = null;
  app.addHook('onReady', async () => {
    sweep = startPaymentSweep(orders);
  });
  app.addHook('onClose', async () => {
    await sweep?.stop();
  });
};
