/**
 * `/secure/account/*` (docs/accounts-api.md): the signed-in customer's profile, address book and
 * cards (the password is the auth module's). Every route needs `Authorization: Bearer <access
 * token>` (401 otherwise) and works on the token's customer only: another customer's address or
 * card is a 404. And `/admin/staff…` (issue 32): the admin (role `admin`, 403 otherwise) lists the
 * staff and grants or revokes their roles.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer, requireRole } from '../http/customer-auth';
import { sendError } from '../http/errors';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, ErrorSchema, withErrors } from '../http/schemas/common';
import {
  AccountErrorSchemas,
  AddressBodySchema,
  AddressBookSchema,
  AddressIdParamsSchema,
  AddressSchema,
  CardIdParamsSchema,
  CardListSchema,
  DeletedSchema,
  ProfilePatchBodySchema,
  ProfileSchema,
  RoleChangeSchema,
  StaffErrorSchemas,
  StaffListSchema,
  StaffRoleParamsSchema,
} from './accounts-schemas';
import {
  accountTexts, createAddress, deleteAddress, deleteCard, getProfile, grantRole, listAddresses, listCards, listStaff, revokeRole, staffText, updateAddress, updateProfile,
  type AccountsDeps,
} from './accounts-service';
import { ADMIN_ROLE, type StaffRole } from '../../src/domain/auth/roles';

const secured = { 401: AccountErrorSchemas[401] };
const security = [{ bearer: [] }];

export const accountsRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const accounts: AccountsDeps = deps;
  const texts = accountTexts(deps.db, deps.cache);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);
  await app.register(staffRoutes, { deps });

  /** SPEC §3: a null address is refused with its own message (before the schema says "must be object"). */
  const addressNotNull = async (request: FastifyRequest, reply: FastifyReply) => {
    const body: unknown = request.body;
    if (body === null || body === undefined || typeof body !== 'object' || Array.isArray(body)) return sendError(reply, 400, await texts(request.shop.locale, 'address-null'));
  };

  app.get('/secure/account/profile/v2', {
    schema: { tags: ['accounts'], summary: 'The signed-in customer', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: ProfileSchema }), ...secured } },
  }, async (request) => valueOf(await getProfile(accounts, customerContext(request))));

  app.patch('/secure/account/profile', {
    schema: {
      tags: ['accounts'],
      summary: 'Change civility, names, birthday or newsletter (any other field is ignored)',
      security,
      headers: ApiHeadersSchema,
      body: ProfilePatchBodySchema,
      response: { ...withErrors({ 200: ProfileSchema }), ...secured },
    },
  }, async (request) => valueOf(await updateProfile(accounts, customerContext(request), request.body)));

  app.get('/secure/account/addresses', {
    schema: { tags: ['accounts'], summary: 'The address book, default first', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: AddressBookSchema }), ...secured } },
  }, async (request) => valueOf(await listAddresses(accounts, customerContext(request))));

  app.post('/secure/account/addresses', {
    preValidation: addressNotNull,
    schema: {
      tags: ['accounts'],
      summary: 'Add an address (the first one is the default; default: true makes it the default)',
      security,
      headers: ApiHeadersSchema,
      body: AddressBodySchema,
      response: { ...withErrors({ 201: AddressSchema }), ...secured, 409: AccountErrorSchemas[409] },
    },
  }, async (request, reply) => reply.status(201).send(valueOf(await createAddress(accounts, customerContext(request), request.body))));

  app.patch('/secure/account/addresses', {
    preValidation: addressNotNull,
    schema: {
      tags: ['accounts'],
      summary: 'Change one of the addresses (by id; fields left out keep their value; default: true makes it the default)',
      security,
      headers: ApiHeadersSchema,
      body: AddressBodySchema,
      response: { ...withErrors({ 200: AddressSchema }), ...secured },
    },
  }, async (request) => valueOf(await updateAddress(accounts, customerContext(request), request.body)));

  app.delete('/secure/account/addresses/:addressID', {
    schema: {
      tags: ['accounts'],
      summary: 'Delete an address (never the last one)',
      security,
      headers: ApiHeadersSchema,
      params: AddressIdParamsSchema,
      response: { ...withErrors({ 204: DeletedSchema }), ...secured, 409: AccountErrorSchemas[409] },
    },
  }, async (request, reply) => {
    valueOf(await deleteAddress(accounts, customerContext(request), request.params.addressID));
    return reply.status(204).send(null);
  });

  app.get('/secure/account/cards', {
    schema: { tags: ['accounts'], summary: 'The saved payment cards (never a full number)', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: CardListSchema }), ...secured } },
  }, async (request) => valueOf(await listCards(accounts, customerContext(request))));

  app.delete('/secure/account/cards/:cardId', {
    schema: {
      tags: ['accounts'],
      summary: 'Forget a saved card',
      security,
      headers: ApiHeadersSchema,
      params: CardIdParamsSchema,
      response: { ...withErrors({ 204: DeletedSchema }), ...secured, 503: ErrorSchema },
    },
  }, async (request, reply) => {
    valueOf(await deleteCard(accounts, customerContext(request), request.params.cardId));
    return reply.status(204).send(null);
  });
};

/** The admin's staff roles: a scope of its own inside the accounts' (signed in, private answers), for admins only. */
const staffRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', requireRole(ADMIN_ROLE, (locale) => staffText('adminOnly', locale)));
  const tags = ['staff'];
  const response = <T extends object>(ok: T) => ({ ...withErrors({ 200: ok as never }), ...StaffErrorSchemas });

  app.get('/admin/staff', {
    schema: { tags, summary: 'The staff: open accounts holding a staff role (support, merchandiser, admin), by e-mail', security, headers: ApiHeadersSchema, response: response(StaffListSchema) },
  }, async () => ({ staff: valueOf(await listStaff(deps)) }));

  app.put('/admin/staff/:email/roles/:role', {
    schema: { tags, summary: 'Grants a staff role to an open account (idempotent); it holds at its next call', security, headers: ApiHeadersSchema, params: StaffRoleParamsSchema, response: response(RoleChangeSchema) },
  }, async (request) => valueOf(await grantRole(deps, request.shop.locale, request.params.email, request.params.role as StaffRole)));

  app.delete('/admin/staff/:email/roles/:role', {
    schema: { tags, summary: 'Revokes a staff role (idempotent), at once; never the last admin’s (409)', security, headers: ApiHeadersSchema, params: StaffRoleParamsSchema, response: response(RoleChangeSchema) },
  }, async (request) => valueOf(await revokeRole(deps, request.shop.locale, request.params.email, request.params.role as StaffRole)));
};
