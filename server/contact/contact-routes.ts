/**
 * `POST /contact` (SPEC §2 /contact) and support's `/admin/contact-messages…` (role support;
 * docs/contact-ratings-api.md). The captcha and SUPPORT_EMAIL come from the environment
 * (contact-captcha.ts); the anonymous limiter is the app's (shared in Redis with REDIS_URL).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ModuleDeps } from '../core/module-deps';
import { SUPPORT_ROLE } from '../orders/orders-service';
import { customerContext, identifyCustomer, privateAnswer, requireCustomer, requireRole } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { memoryRateLimits } from '../http/rate-limits';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import {
  ContactAnswerBodySchema,
  ContactBodySchema,
  ContactErrorSchemas,
  ContactKeyParamsSchema,
  ContactListQuerySchema,
  ContactMessageListSchema,
  ContactMessageSchema,
  ContactReceiptSchema,
  SupportErrorSchemas,
} from './contact-schemas';
import {
  answerContactMessage, CONTACT_LIMIT, contactText, listContactMessages, markContactMessageDone, readContactConfig, sendContact, showContactMessage, type ContactConfig, type ContactDeps,
} from './contact-service';

export interface ContactRouteOptions {
  deps: ModuleDeps;
  /** Tests: a captcha and support address of their own (default: the environment). */
  contact?: Partial<ContactConfig>;
}

const adminContactRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireRole(SUPPORT_ROLE, (locale) => contactText('supportOnly', locale)));
  app.addHook('onSend', privateAnswer);
  const security = [{ bearer: [] }];
  const secured = SupportErrorSchemas;

  app.get('/admin/contact-messages', {
    schema: { tags: ['contact'], summary: 'Contact messages, newest first, 20 a page (support)', security, headers: ApiHeadersSchema, querystring: ContactListQuerySchema, response: { ...withErrors({ 200: ContactMessageListSchema }), ...secured } },
  }, async (request) => valueOf(await listContactMessages(deps, { page: Number(request.query.page ?? 1), email: request.query.email, status: request.query.status })));

  app.get('/admin/contact-messages/:id', {
    schema: { tags: ['contact'], summary: 'One contact message, by id or reference (support)', security, headers: ApiHeadersSchema, params: ContactKeyParamsSchema, response: { ...withErrors({ 200: ContactMessageSchema }), ...secured } },
  }, async (request) => {
    return valueOf(await showContactMessage(deps, request.shop, keyOf(request.params.id)));
  });

  // Issue 39: answered by mail from the back office (the sender's language), kept with the message.
  app.post('/admin/contact-messages/:id/answer', {
    schema: {
      tags: ['contact'], summary: 'Answers a message: mailed to the sender in their language, kept with the message; `done` closes it too (support)',
      security, headers: ApiHeadersSchema, params: ContactKeyParamsSchema, body: ContactAnswerBodySchema, response: { ...withErrors({ 200: ContactMessageSchema }), ...secured },
    },
  }, async (request) => valueOf(await answerContactMessage(deps, customerContext(request), keyOf(request.params.id), request.body)));

  app.post('/admin/contact-messages/:id/done', {
    schema: { tags: ['contact'], summary: 'Marks a message done (once; support)', security, headers: ApiHeadersSchema, params: ContactKeyParamsSchema, response: { ...withErrors({ 200: ContactMessageSchema }), ...secured } },
  }, async (request) => valueOf(await markContactMessageDone(deps, customerContext(request), keyOf(request.params.id))));
};

const keyOf = (id: string): number | string => (/^\d+$/.test(id) ? Number(id) : id);

const publicContactRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps; contactDeps: ContactDeps }> = async (scope, { deps, contactDeps }) => {
  scope.addHook('onRequest', identifyCustomer(deps.customers));
  scope.post('/contact', {
    schema: {
      tags: ['contact'],
      summary: 'Write to customer support: stored, mailed to support, acknowledged to the sender; 201 with the reference',
      headers: ApiHeadersSchema,
      body: ContactBodySchema,
      response: { ...withErrors({ 201: ContactReceiptSchema }), ...ContactErrorSchemas },
    },
  }, async (request, reply) => {
    const outcome = await sendContact(contactDeps, request.shop, request.body, { customerId: request.customer?.id ?? null, ip: request.ip });
    if (!outcome.ok && 'retryAfterSeconds' in outcome && outcome.retryAfterSeconds) reply.header('retry-after', String(outcome.retryAfterSeconds));
    return reply.status(201).send(valueOf(outcome));
  });
};

export const contactRoutes: FastifyPluginAsyncTypebox<ContactRouteOptions> = async (app, { deps, contact }) => {
  const config = { ...readContactConfig(), ...contact };
  const contactDeps: ContactDeps = {
    db: deps.db,
    now: deps.now,
    mailer: deps.mailer,
    captcha: config.captcha,
    supportEmail: config.supportEmail,
    anonymousLimit: (deps.rateLimits ?? memoryRateLimits())('contact', CONTACT_LIMIT),
  };
  await app.register(adminContactRoutes, { deps });

  await app.register(publicContactRoutes, { deps, contactDeps });
};
