/**
 * The data rights' module (docs/accounts-api.md "Your data"), a signed-in scope of its own: the customer's `/secure/account/data` (a JSON download) and `/secure/account/close`, and
 * support's `/admin/customers/{id or e-mail}/export|close` (role `support`, 403 otherwise), done on
 * a customer's request — the staff audit records each call with its body (the reason).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { exportFileName } from '../../src/domain/accounts/data-rights';
import { SUPPORT_ROLE } from '../../src/domain/auth/roles';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer, requireRole } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { closeMyAccount, exportMyData, supportClose, supportExport, type DataExport } from './rights-service';
import { rightsText } from './rights-texts';
import { CloseBodySchema, ClosureSchema, CustomerKeyParamsSchema, DataExportSchema, RightsErrorSchemas, SupportCloseBodySchema } from './rights-schemas';

const security = [{ bearer: [] }];

/** A download, never kept by a cache on the way (the scope answers `private, no-store`). */
function download(reply: FastifyReply, data: DataExport, locale: Parameters<typeof exportFileName>[0], suffix = '') {
  const name = exportFileName(locale, new Date(data.exportedAt)).replace(/\.json$/, `${suffix}.json`);
  reply.header('content-disposition', `attachment; filename="${name}"`);
  return data;
}

export const rightsRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);
  app.get('/secure/account/data', {
    schema: {
      tags: ['accounts'], summary: 'Download my data (GDPR art. 15 and 20): a JSON file of everything the shop holds of the signed-in customer', security, headers: ApiHeadersSchema,
      response: { ...withErrors({ 200: DataExportSchema }), 401: RightsErrorSchemas[401] },
    },
  }, async (request, reply) => download(reply, valueOf(await exportMyData(deps, customerContext(request))), request.shop.locale));

  app.post('/secure/account/close', {
    schema: {
      tags: ['accounts'],
      summary: 'Close my account (GDPR art. 17): the password again (an Apple or Facebook account: a sign-in of the last 10 minutes); personal data erased, orders and bills kept anonymised 10 years, every session ended',
      security, headers: ApiHeadersSchema, body: CloseBodySchema,
      response: { ...withErrors({ 200: ClosureSchema }), ...RightsErrorSchemas },
    },
  }, async (request) => valueOf(await closeMyAccount(deps, customerContext(request), request.body)));

  await app.register(supportRightsRoutes, { deps });
};

const supportRightsRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireRole(SUPPORT_ROLE, (locale) => rightsText('supportOnly', locale)));
  const tags = ['support'];

  app.get('/admin/customers/:customer/export', {
    schema: {
      tags, summary: 'A customer’s data export, on their request (role support)', security, headers: ApiHeadersSchema, params: CustomerKeyParamsSchema,
      response: { ...withErrors({ 200: DataExportSchema }), 401: RightsErrorSchemas[401], 403: RightsErrorSchemas[403], 404: RightsErrorSchemas[404] },
    },
  }, async (request, reply) => {
    const data = valueOf(await supportExport(deps, request.shop, request.params.customer));
    return download(reply, data, request.shop.locale, `-${data.profile.id}`);
  });

  app.post('/admin/customers/:customer/close', {
    schema: {
      tags, summary: 'Close a customer’s account on their request, with the reason (role support; never a staff account)', security, headers: ApiHeadersSchema,
      params: CustomerKeyParamsSchema, body: SupportCloseBodySchema,
      response: { ...withErrors({ 200: ClosureSchema }), ...RightsErrorSchemas },
    },
  }, async (request) => valueOf(await supportClose(deps, request.shop, request.params.customer, request.body)));
};
