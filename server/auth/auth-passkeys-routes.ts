/**
 * The passkey routes (docs/accounts-api.md "Passkeys"). Sign-in, under `/security/passkeys/*`,
 * sits in the scope of `/security/*` (a browser request from another origin is refused) and answers
 * as every sign-in does: the auth routes hand over how a grant is sent. Registration and the list
 * are the signed-in customer's, under `/secure/account/passkeys`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import type { Outcome } from '../core/outcome';
import { customerContext, privateAnswer, requireCustomer } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { requestOrigin } from '../http/origin';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import type { TokenGrant } from './auth-grants';
import {
  listPasskeys,
  passkeyDepsOf,
  registerPasskey,
  registrationOptions,
  relyingPartyOf,
  removePasskey,
  renamePasskey,
  signInOptions,
  signInWithPasskey,
  type PasskeyDeps,
} from './auth-passkeys';
import {
  PasskeyErrorSchemas,
  PasskeyIdParamsSchema,
  PasskeyListSchema,
  PasskeyRemovedSchema,
  PasskeySchema,
  PasskeySignInBodySchema,
  RegisterPasskeyBodySchema,
  RegistrationOptionsSchema,
  RenamePasskeyBodySchema,
  SignInOptionsSchema,
} from './auth-passkeys-schemas';
import { TokenAnswerSchema } from './auth-schemas';

/** How the auth routes answer a sign-in (the refresh cookie, or the body for the CLI). */
export type SendSignIn = (request: FastifyRequest, reply: FastifyReply, outcome: Outcome<TokenGrant>, transport: 'cookie' | 'body' | undefined) => FastifyReply;

/** The value of an outcome; a throttled refusal also says when to come back (Retry-After). */
export type Settle = <T>(reply: FastifyReply, outcome: Outcome<T>) => T;

const relyingParty = (request: FastifyRequest) => relyingPartyOf(requestOrigin(request), request.shop);
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export const passkeySignInRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps; send: SendSignIn; settle: Settle }> = async (app, { deps, send, settle }) => {
  const passkeys: PasskeyDeps = passkeyDepsOf(deps);

  app.post('/security/passkeys/sign-in/options', {
    schema: {
      tags: ['accounts'],
      summary: 'Start a passkey sign-in: a single-use challenge (5 minutes) for startAuthentication(); 60 / 5 minutes per client',
      headers: ApiHeadersSchema,
      response: { ...withErrors({ 200: SignInOptionsSchema }), 403: PasskeyErrorSchemas[403], 429: PasskeyErrorSchemas[429] },
    },
  }, async (request, reply) => {
    noStore(reply);
    return settle(reply, await signInOptions(passkeys, request.shop, relyingParty(request), { ip: request.ip }));
  });

  app.post('/security/passkeys/sign-in', {
    schema: {
      tags: ['accounts'],
      summary: 'Sign in with a passkey (the answer of startAuthentication()); the same token answer as a password sign-in; failures: 5 / 5 minutes per client',
      headers: ApiHeadersSchema,
      body: PasskeySignInBodySchema,
      response: { ...withErrors({ 200: TokenAnswerSchema }), 401: PasskeyErrorSchemas[401], 403: PasskeyErrorSchemas[403], 429: PasskeyErrorSchemas[429] },
    },
  }, async (request, reply) => {
    const outcome = await signInWithPasskey(passkeys, request.shop, relyingParty(request), { response: request.body.response as AuthenticationResponseJSON }, { ip: request.ip });
    return send(request, reply, outcome, request.body.refreshTransport);
  });
};

const security = [{ bearer: [] }];

export const passkeyAccountRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const passkeys: PasskeyDeps = passkeyDepsOf(deps);
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);
  const secured = { 401: PasskeyErrorSchemas[401] };

  app.get('/secure/account/passkeys', {
    schema: { tags: ['accounts'], summary: 'The account’s passkeys, newest first', security, headers: ApiHeadersSchema, response: { ...withErrors({ 200: PasskeyListSchema }), ...secured } },
  }, async (request) => valueOf(await listPasskeys(passkeys, customerContext(request))));

  app.post('/secure/account/passkeys/options', {
    schema: {
      tags: ['accounts'],
      summary: 'Start adding a passkey: a single-use challenge (5 minutes) of this account for startRegistration()',
      security,
      headers: ApiHeadersSchema,
      response: { ...withErrors({ 200: RegistrationOptionsSchema }), ...secured, 409: PasskeyErrorSchemas[409] },
    },
  }, async (request) => valueOf(await registrationOptions(passkeys, customerContext(request), relyingParty(request))));

  app.post('/secure/account/passkeys', {
    schema: {
      tags: ['accounts'],
      summary: 'Add the passkey startRegistration() answered, under a name (default: the device, e.g. "Chrome on Linux")',
      security,
      headers: ApiHeadersSchema,
      body: RegisterPasskeyBodySchema,
      response: { ...withErrors({ 201: PasskeySchema }), ...secured, 409: PasskeyErrorSchemas[409] },
    },
  }, async (request, reply) => {
    const input = { response: request.body.response as RegistrationResponseJSON, name: request.body.name ?? undefined };
    const passkey = valueOf(await registerPasskey(passkeys, customerContext(request), relyingParty(request), input, request.headers['user-agent']));
    return reply.status(201).send(passkey);
  });

  app.patch('/secure/account/passkeys/:passkeyId', {
    schema: {
      tags: ['accounts'],
      summary: 'Rename one of the account’s passkeys',
      security,
      headers: ApiHeadersSchema,
      params: PasskeyIdParamsSchema,
      body: RenamePasskeyBodySchema,
      response: { ...withErrors({ 200: PasskeySchema }), ...secured },
    },
  }, async (request) => valueOf(await renamePasskey(passkeys, customerContext(request), request.params.passkeyId, request.body.name)));

  app.delete('/secure/account/passkeys/:passkeyId', {
    schema: {
      tags: ['accounts'],
      summary: 'Remove one of the account’s passkeys (it signs in no more)',
      security,
      headers: ApiHeadersSchema,
      params: PasskeyIdParamsSchema,
      response: { ...withErrors({ 204: PasskeyRemovedSchema }), ...secured },
    },
  }, async (request, reply) => {
    valueOf(await removePasskey(passkeys, customerContext(request), request.params.passkeyId));
    return reply.status(204).send(null);
  });
};
