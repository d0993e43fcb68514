/**
 * `/security/*` and `/social-connect/*` (docs/accounts-api.md): sign-in, registration, refresh,
 * logout, forgotten password, autoconnect links and Apple/Facebook sign-in. The refresh token
 * travels in the HttpOnly cookie `refresh_token` (SameSite=Strict, Path=/api/v5/security, Secure on
 * https), or in the answer when the body says `refreshTransport: "body"` (the CLI). A browser
 * request from another origin is refused (403) before it can use or set the cookie. Registrations
 * are counted per client (the app's counters): 429 with Retry-After past REGISTRATION_LIMIT. The
 * password change of `/secure/account/password` is here too, in a signed-in customer's scope.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseCookieHeader, serializeCookie } from '../../src/domain/cookies/cookie-format';
import type { ModuleDeps } from '../core/module-deps';
import type { Outcome } from '../core/outcome';
import { customerContext, privateAnswer, refuseForeignOrigin, requireCustomer } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { requestOrigin } from '../http/origin';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import {
  AppleBodySchema,
  AuthErrorSchemas,
  AutoconnectBodySchema,
  FacebookBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  LogoutBodySchema,
  PasswordChangeBodySchema,
  PasswordChangedSchema,
  PasswordResetAnswerSchema,
  ProvidersSchema,
  RefreshBodySchema,
  RegisterBodySchema,
  SignedOutSchema,
  TokenAnswerSchema,
} from './auth-schemas';
import { SecondFactorChallengeSchema, SecondFactorLoginBodySchema } from './auth-second-factor-schemas';
import { secondFactorAccountRoutes, secondFactorAdminRoutes } from './auth-second-factor-routes';
import {
  appleLogin,
  authDepsOf,
  autoconnect,
  changePassword,
  facebookLogin,
  forgotPassword,
  login,
  loginSecondFactor,
  logout,
  refresh,
  REFRESH_TOKEN_DAYS,
  register,
  socialProviders,
  type AuthDeps,
  type TokenGrant,
} from './auth-service';
import { passkeyAccountRoutes, passkeySignInRoutes } from './auth-passkeys-routes';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/v5/security';
type Transport = 'cookie' | 'body' | undefined;

const secureCookie = (request: FastifyRequest) => request.protocol === 'https' || request.trustedOrigin.startsWith('https://');

function refreshCookie(request: FastifyRequest, token: string, maxAge: number): string {
  return serializeCookie(REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'strict', path: REFRESH_COOKIE_PATH, secure: secureCookie(request), maxAgeSeconds: maxAge }, new Date());
}

const cookieToken = (request: FastifyRequest): string | undefined => {
  const header = request.headers.cookie;
  return header ? parseCookieHeader(header)[REFRESH_COOKIE] : undefined;
};

/** The value of an outcome; a throttled refusal also says when to come back. */
function settle<T>(reply: FastifyReply, outcome: Outcome<T>): T {
  if (!outcome.ok && 'retryAfterSeconds' in outcome) reply.header('retry-after', String(outcome.retryAfterSeconds));
  return valueOf(outcome);
}

/** The token answer: the refresh token in the cookie, or in the body for `refreshTransport: "body"`. */
function sendGrant(request: FastifyRequest, reply: FastifyReply, grant: TokenGrant, transport: Transport, status = 200) {
  reply.header('cache-control', 'no-store');
  if (transport !== 'body') reply.header('set-cookie', refreshCookie(request, grant.refreshToken, REFRESH_TOKEN_DAYS * 86_400));
  return reply.status(status).send({ token: grant.token, refresh_token: transport === 'body' ? grant.refreshToken : null, expiresIn: grant.expiresIn, customer: grant.customer });
}

const tokenAnswers = (success: 200 | 201) => ({ ...withErrors({ [success]: TokenAnswerSchema }), ...AuthErrorSchemas });

const securityRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps; accounts: AuthDeps }> = async (app, { deps, accounts }) => {
  app.addHook('onRequest', refuseForeignOrigin({ text: accounts.kit.texts }, accounts.kit.configuredOrigins));
  const client = (request: FastifyRequest) => ({ ip: request.ip });
  // Passkey sign-in: in this scope (the origin check), answered as every sign-in.
  await app.register(passkeySignInRoutes, { deps, settle, send: (request, reply, outcome, transport) => sendGrant(request, reply, settle(reply, outcome), transport) });

  app.post('/security/login', {
    schema: {
      tags: ['accounts'],
      summary: 'Sign in with e-mail and password (5 attempts / 5 minutes per address and per client); an enrolled staff account gets 202 and a challenge for its code',
      headers: ApiHeadersSchema,
      body: LoginBodySchema,
      response: { ...tokenAnswers(200), 202: SecondFactorChallengeSchema },
    },
  }, async (request, reply) => {
    const answer = settle(reply, await login(accounts, request.shop, request.body, client(request)));
    if ('secondFactorRequired' in answer) return reply.header('cache-control', 'no-store').status(202).send(answer);
    return sendGrant(request, reply, answer, request.body.refreshTransport);
  });

  app.post('/security/login/second-factor', {
    schema: {
      tags: ['accounts'],
      summary: "A staff sign-in's second step: the password step's challenge and a TOTP or recovery code (wrong codes count as sign-in attempts)",
      headers: ApiHeadersSchema,
      body: SecondFactorLoginBodySchema,
      response: tokenAnswers(200),
    },
  }, async (request, reply) => sendGrant(request, reply, settle(reply, await loginSecondFactor(accounts, request.shop, request.body)), request.body.refreshTransport));

  app.post('/security/register', {
    schema: {
      tags: ['accounts'],
      summary: 'Open an account and sign in',
      headers: ApiHeadersSchema,
      body: RegisterBodySchema,
      response: tokenAnswers(201),
    },
  }, async (request, reply) => sendGrant(request, reply, settle(reply, await register(accounts, request.shop, request.body, client(request), requestOrigin(request))), request.body.refreshTransport, 201));

  app.post('/security/refresh', {
    schema: {
      tags: ['accounts'],
      summary: 'The next access and refresh tokens of the session (body or cookie); a reused refresh token ends its session',
      headers: ApiHeadersSchema,
      body: RefreshBodySchema,
      response: tokenAnswers(200),
    },
  }, async (request, reply) => {
    const fromBody = request.body?.refresh_token;
    const fromCookie = cookieToken(request);
    const outcome = await refresh(accounts, request.shop, fromBody || fromCookie);
    if (!outcome.ok && !fromBody && fromCookie !== undefined) reply.header('set-cookie', refreshCookie(request, '', 0));
    return sendGrant(request, reply, settle(reply, outcome), request.body?.refreshTransport ?? (fromBody ? 'body' : 'cookie'));
  });

  app.post('/security/logout', {
    schema: {
      tags: ['accounts'],
      summary: 'End the session: its refresh tokens are revoked and the cookie cleared',
      headers: ApiHeadersSchema,
      body: LogoutBodySchema,
      response: { ...withErrors({ 204: SignedOutSchema }), 403: AuthErrorSchemas[403] },
    },
  }, async (request, reply) => {
    valueOf(await logout(accounts, request.body?.refresh_token || cookieToken(request)));
    reply.header('set-cookie', refreshCookie(request, '', 0));
    return reply.status(204).send(null);
  });

  app.post('/security/forgot-password', {
    schema: {
      tags: ['accounts'],
      summary: 'Mail a single-use sign-in link (1 hour) to the address when it has an account; the answer is always the same',
      headers: ApiHeadersSchema,
      body: ForgotPasswordBodySchema,
      response: { ...withErrors({ 202: PasswordResetAnswerSchema }), 403: AuthErrorSchemas[403], 429: AuthErrorSchemas[429] },
    },
  }, async (request, reply) => {
    const answer = settle(reply, await forgotPassword(accounts, request.shop, request.body, client(request), requestOrigin(request)));
    return reply.status(202).send(answer);
  });

  app.post('/security/autoconnect', {
    schema: {
      tags: ['accounts'],
      summary: 'Sign in with the token of a forgotten-password link (single use, 1 hour); the session may then set a password without the old one',
      headers: ApiHeadersSchema,
      body: AutoconnectBodySchema,
      response: tokenAnswers(200),
    },
  }, async (request, reply) => sendGrant(request, reply, settle(reply, await autoconnect(accounts, request.shop, request.body.token)), request.body.refreshTransport));

  app.get('/security/providers', {
    schema: {
      tags: ['accounts'],
      summary: 'Which social sign-ins are configured (buttons are hidden when false)',
      headers: ApiHeadersSchema,
      response: withErrors({ 200: ProvidersSchema }),
    },
  }, async () => socialProviders(accounts));

  app.post('/social-connect/apple', {
    schema: {
      tags: ['accounts'],
      summary: 'Sign in with Apple (the id token in authorization.id_token); 404 when Apple sign-in is not configured',
      headers: ApiHeadersSchema,
      body: AppleBodySchema,
      response: tokenAnswers(200),
    },
  }, async (request, reply) => sendGrant(request, reply, settle(reply, await appleLogin(accounts, request.shop, request.body)), request.body.refreshTransport));

  app.post('/social-connect/facebook', {
    schema: {
      tags: ['accounts'],
      summary: 'Sign in with Facebook (access token and user id, checked with the Graph API); 404 when not configured',
      headers: ApiHeadersSchema,
      body: FacebookBodySchema,
      response: tokenAnswers(200),
    },
  }, async (request, reply) => sendGrant(request, reply, settle(reply, await facebookLogin(accounts, request.shop, request.body)), request.body.refreshTransport));
};

/** `/secure/account/password`: a signed-in customer's scope, outside the origin check of `/security/*`. */
const passwordRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps; accounts: AuthDeps }> = async (app, { deps, accounts }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onSend', privateAnswer);

  app.patch('/secure/account/password', {
    schema: {
      tags: ['accounts'],
      summary: 'Change the password (old one, new one, confirmation); other sessions end',
      security: [{ bearer: [] }],
      headers: ApiHeadersSchema,
      body: PasswordChangeBodySchema,
      response: { ...withErrors({ 204: PasswordChangedSchema }), 401: AuthErrorSchemas[401], 429: AuthErrorSchemas[429] },
    },
  }, async (request, reply) => {
    settle(reply, await changePassword(accounts, customerContext(request), request.body));
    return reply.status(204).send(null);
  });
};

export const authRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const accounts = authDepsOf(deps);
  await app.register(securityRoutes, { deps, accounts });
  await app.register(passwordRoutes, { deps, accounts });
  await app.register(passkeyAccountRoutes, { deps });
  await app.register(secondFactorAccountRoutes, { deps, accounts });
  await app.register(secondFactorAdminRoutes, { deps, accounts });
};
