/**
 * The signed-in customer's checkout and orders calls (docs/checkout-api.md "Calls"): placing,
 * the bank return, the history, one order, its PDF documents and the balance. Every route needs
 * the bearer token (401) and works on the token's customer only (another's order is a 404).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, requireCustomer } from '../http/customer-auth';
import { sendError } from '../http/errors';
import { FAILURE_STATUS, valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import type { Failure } from '../core/outcome';
import { billPdf, purchaseOrderPdf } from '../documents/order-documents';
import { customerBalance } from './balance-service';
import { ordersDepsOf, type OrderContext } from './order-deps';
import { PaymentUnavailableError } from './order-payment';
import type { OrderFailure } from './order-pricing';
import {
  BalanceSchema, OrderConflictSchema, OrderHistorySchema, OrderIdParamsSchema, OrderSchema,
  PaymentReturnSchema, PlacedOrderSchema, PlaceOrderBodySchema, PlaceOrderHeadersSchema, SecuredErrors,
} from './order-schemas';
import { customerOrder, documentFileName, documentOrder, orderHistory, paymentReturn, type OrderDocumentKind } from './order-service';
import { orderText } from './order-texts';
import { placeOrder } from './place-order';

const security = [{ bearer: [] }];
const tags = ['orders'];

export function orderContext(request: FastifyRequest): OrderContext {
  return { ...customerContext(request), origin: request.trustedOrigin };
}

/** A refusal with its status; a 409 of placing also says which check failed (`reason`). */
export async function sendFailure(reply: FastifyReply, failure: Failure | OrderFailure): Promise<FastifyReply> {
  const status = FAILURE_STATUS[failure.kind];
  if ('reason' in failure && failure.reason) return reply.status(status).send({ code: status, message: failure.message, reason: failure.reason });
  return sendError(reply, status, failure.message);
}

export const orderRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const orders = ordersDepsOf(deps, app.log);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'private, no-store');
    return payload;
  });

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
    const context = orderContext(request);
    try {
      const outcome = await placeOrder(orders, context, request.headers['idempotency-key'], request.body);
      if (!outcome.ok) return sendFailure(reply, outcome);
      const { created, ...placed } = outcome.value;
      return reply.status(created ? 201 : 200).send(placed);
    } catch (error) {
      if (error instanceof PaymentUnavailableError) return sendError(reply, 503, orderText('paymentUnavailable', context.locale));
      throw error;
    }
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
    const context = orderContext(request);
    const order = valueOf(await documentOrder(orders, context, request.params.id, kind));
    const bytes = kind === 'bill' ? await billPdf(order, context.locale) : await purchaseOrderPdf(order, context.locale);
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${documentFileName(kind, order.id)}"`)
      .send(bytes);
  };
  const pdf = { description: 'PDF file', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };
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
