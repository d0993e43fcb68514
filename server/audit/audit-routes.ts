/**
 * The audit module in the v5 API (issue 36):
 *
 *   GET  /admin/audit                       the staff audit log, newest first (role admin; filters actor, action, since, until; cursor paging)
 *   POST /admin/customers/act-as            a support agent opens a customer's session for one of their orders, with a reason (role support)
 *   GET  /secure/account/support-accesses   the customer's own list of those sessions
 *
 * No route changes or removes an audit entry (PUT/PATCH/DELETE: 404); the entries are written by
 * the hook of audit-hook.ts, and the retention sweep (one year) runs with the app.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_ROLE, SUPPORT_ROLE } from '../../src/domain/auth/roles';
import type { ModuleDeps } from '../core/module-deps';
import type { Sweep } from '../core/sweep';
import { customerContext, privateAnswer, requireCustomer, requireRole } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, ErrorSchema, withErrors } from '../http/schemas/common';
import { ActAsBodySchema, ActingSessionSchema, AuditPageSchema, AuditQuerySchema, SupportAccessListSchema } from './audit-schemas';
import { actAsCustomer, listAudit, startAuditRetention, supportAccessLog } from './audit-service';
import { auditText } from './audit-texts';

const security = [{ bearer: [] }];
const refusals = { 401: ErrorSchema, 403: ErrorSchema };

const adminRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireRole(ADMIN_ROLE, (locale) => auditText('adminOnly', locale)));
  app.get('/admin/audit', {
    schema: {
      tags: ['audit'],
      summary: 'The staff audit log, newest first: who, when, from where, which route and target, the answer, before and after (admin)',
      security,
      headers: ApiHeadersSchema,
      querystring: AuditQuerySchema,
      response: { ...withErrors({ 200: AuditPageSchema }), ...refusals },
    },
  }, async (request) => valueOf(await listAudit(deps, request.query, request.shop.locale)));
};

const supportRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireRole(SUPPORT_ROLE, (locale) => auditText('supportOnly', locale)));
  app.post('/admin/customers/act-as', {
    schema: {
      tags: ['audit'],
      summary: 'Opens a customer’s session for one of their orders, with a reason (support): 15 minutes, audited, shown to the customer; never the password, e-mail, second factor or cards',
      security,
      headers: ApiHeadersSchema,
      body: ActAsBodySchema,
      response: { ...withErrors({ 201: ActingSessionSchema }), ...refusals, 404: ErrorSchema, 422: ErrorSchema },
    },
  }, async (request, reply) => reply.status(201).send(valueOf(await actAsCustomer({ ...deps, kit: deps.auth }, customerContext(request), request.body ?? {}))));
};

export const auditRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);
  await app.register(adminRoutes, { deps });
  await app.register(supportRoutes, { deps });

  app.get('/secure/account/support-accesses', {
    schema: {
      tags: ['accounts'],
      summary: 'When customer support opened the customer’s account, for which order and why',
      security,
      headers: ApiHeadersSchema,
      response: { ...withErrors({ 200: SupportAccessListSchema }), 401: ErrorSchema },
    },
  }, async (request) => valueOf(await supportAccessLog(deps, customerContext(request).customer.id)));

  let retention: Sweep | null = null;
  app.addHook('onReady', async () => {
    retention = startAuditRetention({ db: deps.db, now: deps.now, log: app.log });
  });
  app.addHook('onClose', async () => {
    await retention?.stop();
  });
};
