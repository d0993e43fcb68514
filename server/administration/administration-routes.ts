/**
 * The administration module in the v5 API (issue 39): the back office's dashboard, mail log and
 * settings. No token: 401; a token without the role: 403 (or "second factor required" when the
 * account holds it but the session proved none), before anything is read. The audit hook records
 * every call, with what the maintenance switch was before a change.
 *
 *   GET  /admin/dashboard                 today's sales per store, what waits, low stock, failed mails: each part as the caller's roles allow (any staff role)
 *   GET  /admin/outbox                    the mail log, a page at a time (admin; status, to, kind, sort, dir, page, pageSize)
 *   POST /admin/outbox/{id}/resend        a failed mail sent again (admin)
 *   GET  /admin/settings                  the settings that are data: the maintenance switch (admin)
 *   PUT  /admin/settings/maintenance      { on }: the storefront in maintenance (503) or open (admin)
 *
 * The free-shipping thresholds are the delivery terms' (`PUT /admin/delivery-terms/stores/{store}`),
 * the staff and their roles the accounts module's (`/admin/staff`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_ROLE, hasRole, STAFF_ROLES } from '../../src/domain/auth/roles';
import type { OutboxQuery } from '../../src/domain/administration/outbox';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer, requireRole, SECOND_FACTOR_REQUIRED } from '../http/customer-auth';
import { sendError } from '../http/errors';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import {
  AdministrationErrors, DashboardSchema, MailParamsSchema, MaintenanceBodySchema, MaintenanceSchema, OutboxPageSchema, OutboxQuerySchema, ResentMailSchema, SettingsSchema,
} from './administration-schemas';
import { dashboard, listOutbox, maintenanceSetting, resendMail, switchMaintenance, type SettingsDeps } from './administration-service';
import { administrationText } from './administration-texts';

const tags = ['administration'];
const security = [{ bearer: [] }];
const answers = <T extends object>(ok: T) => ({ ...withErrors({ 200: ok as never }), ...AdministrationErrors });

const isStaff = (roles: readonly string[]) => STAFF_ROLES.some((role) => hasRole(roles, role));

/** Any staff role: the dashboard shows each its own parts. */
async function requireStaff(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const customer = request.customer;
  if (customer && isStaff(customer.roles)) return;
  const dormant = customer !== null && isStaff(customer.dormantRoles ?? []);
  return sendError(reply, 403, dormant ? SECOND_FACTOR_REQUIRED[request.shop.locale] : administrationText('staffOnly', request.shop.locale));
}

const staffRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireStaff);
  app.get('/admin/dashboard', {
    schema: {
      tags,
      summary: 'Today’s orders, revenue and average basket per store, what waits for an action, low-stock sizes, failed mails: each part as the caller’s roles allow, every figure counted by the database',
      security, headers: ApiHeadersSchema, response: answers(DashboardSchema),
    },
  }, async (request) => dashboard(deps, customerContext(request).customer.roles, request.shop.locale));
};

const adminRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireRole(ADMIN_ROLE, (locale) => administrationText('adminOnly', locale)));
  const settings: SettingsDeps = { db: deps.db, now: deps.now, forceMaintenance: deps.forceMaintenance, catalogueChanges: deps.catalogueChanges };

  app.get('/admin/outbox', {
    schema: { tags, summary: 'The mails the shop sent or could not send, newest first, a page at a time, with the count of the filtered list', security, headers: ApiHeadersSchema, querystring: OutboxQuerySchema, response: answers(OutboxPageSchema) },
  }, async (request) => listOutbox(deps, request.query as OutboxQuery));

  app.post('/admin/outbox/:id/resend', {
    schema: { tags, summary: 'Sends a failed mail again, as a new mail (a copy waiting for the SMTP relay is taken back first)', security, headers: ApiHeadersSchema, params: MailParamsSchema, response: answers(ResentMailSchema) },
  }, async (request) => valueOf(await resendMail({ db: deps.db, now: deps.now, mailer: deps.mailer!, log: request.log }, request.params.id, request.shop.locale)));

  app.get('/admin/settings', {
    schema: { tags, summary: 'The settings that are data: the maintenance switch (the free-shipping thresholds: GET /admin/delivery-terms)', security, headers: ApiHeadersSchema, response: answers(SettingsSchema) },
  }, async () => ({ maintenance: await maintenanceSetting(settings) }));

  app.put('/admin/settings/maintenance', {
    schema: { tags, summary: 'Turns the storefront’s maintenance on (every page answers the maintenance page, 503 with Retry-After) or off; the API and the back office keep working', security, headers: ApiHeadersSchema, body: MaintenanceBodySchema, response: answers(MaintenanceSchema) },
  }, async (request) => {
    request.auditBefore({ maintenance: (await maintenanceSetting(settings)).on });
    return valueOf(await switchMaintenance(settings, customerContext(request).customer.id, request.body.on, request.shop.locale));
  });
};

export const administrationRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);
  await app.register(staffRoutes, { deps });
  await app.register(adminRoutes, { deps });
};
