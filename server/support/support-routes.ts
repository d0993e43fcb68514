/**
 * The support desk in the v5 API (issue 39; role `support`, checked before anything is read; the
 * second factor by the session): `GET /admin/customers` (search) and `GET /admin/customers/:customer`
 * (the customer's page). Their answers are private (no-store).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../core/module-deps';
import { privateAnswer, requireCustomer, requireRole } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { SUPPORT_ROLE, supportOnlyText } from '../orders/orders-service';
import { CustomerFileSchema, CustomerKeyParamsSchema, CustomerSearchQuerySchema, CustomerSearchSchema, SupportErrors } from './support-schemas';
import { customerFile, searchCustomers } from './support-service';

const security = [{ bearer: [] }];
const tags = ['support'];

export const supportRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireRole(SUPPORT_ROLE, (locale) => supportOnlyText(locale)));
  app.addHook('onSend', privateAnswer);

  app.get('/admin/customers', {
    schema: {
      tags, summary: 'Customers by e-mail address, name, account or order number, a page at a time (support)', security, headers: ApiHeadersSchema,
      querystring: CustomerSearchQuerySchema, response: { ...withErrors({ 200: CustomerSearchSchema }), ...SupportErrors },
    },
  }, async (request) => valueOf(await searchCustomers(deps, request.query)));

  app.get('/admin/customers/:customer', {
    schema: {
      tags, summary: 'A customer’s page: profile, addresses, orders, returns, balance and its history, favourites, alerts, consents, messages, staff calls (support)',
      security, headers: ApiHeadersSchema, params: CustomerKeyParamsSchema, response: { ...withErrors({ 200: CustomerFileSchema }), ...SupportErrors },
    },
  }, async (request) => valueOf(await customerFile(deps, request.shop.locale, request.params.customer)));
};
