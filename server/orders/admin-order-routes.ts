/**
 * `/admin/orders…` (docs/checkout-api.md): support staff only — a customer whose roles include
 * `support`. No token: 401; a token without the role: 403, before anything is read.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { requireCustomer } from '../http/customer-auth';
import { sendError } from '../http/errors';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { adminCancelOrder, adminDeliverOrder, adminListOrders, adminMarkPaid, adminShipOrder, adminShowOrder, SUPPORT_ROLE } from './admin-order-service';
import { ordersDepsOf } from './order-deps';
import { orderContext } from './order-routes';
import { AdminOrderListSchema, AdminOrderQuerySchema, AdminOrderSchema, CancelBodySchema, OrderIdParamsSchema, OrderSchema, SecuredErrors, ShipBodySchema } from './order-schemas';
import { orderText } from './order-texts';

const security = [{ bearer: [] }];
const tags = ['orders'];

export const adminOrderRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const orders = ordersDepsOf(deps, app.log);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.customer?.roles.includes(SUPPORT_ROLE)) return sendError(reply, 403, orderText('supportOnly', request.shop.locale));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });
  const response = <T extends object>(ok: T) => ({ ...withErrors({ 200: ok as never }), ...SecuredErrors });

  app.get('/admin/orders', {
    schema: { tags, summary: 'Orders, newest first, by status and customer e-mail (support)', security, headers: ApiHeadersSchema, querystring: AdminOrderQuerySchema, response: response(AdminOrderListSchema) },
  }, async (request) => valueOf(await adminListOrders(orders, request.query)));

  app.get('/admin/orders/:id', {
    schema: { tags, summary: 'One order with its customer (support)', security, headers: ApiHeadersSchema, params: OrderIdParamsSchema, response: response(AdminOrderSchema) },
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
