/**
 * Who is calling (DESIGN decision 8): the `Authorization: Bearer <access token>` header, and only
 * it — a cross-site form cannot set it, so the state-changing `/secure` calls need no other CSRF
 * defence. `requireCustomer` guards a scope (every `/secure/*` route: 401 without a valid token);
 * `identifyCustomer` lets anonymous calls through but refuses a token that is present and invalid
 * (so a client refreshes it instead of silently acting anonymously). Either sets `request.customer`.
 *
 * `refuseForeignOrigin` guards `/security/*`: a browser request whose `Origin` is not the shop's
 * is refused before it can use (or set) the refresh cookie.
 */
import { hasRole } from '../../src/domain/auth/roles';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CustomerContext, SignedInCustomer } from '../core/customer-context';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in customer, once a customer hook ran and found a valid token; else null. */
    customer: SignedInCustomer | null;
  }
}

/** Why the boundary refuses a caller, in the words the accounts module writes for each store. */
export type CallerRefusal = 'sign-in-required' | 'session-expired' | 'origin-refused';

/** The accounts module's side of the boundary: who an access token is, and the refusals' words. */
export interface CustomerAuthPort {
  authenticate(bearer: string): Promise<SignedInCustomer | null>;
  text(locale: LocaleCode, key: CallerRefusal): Promise<string>;
}

const BEARER = /^Bearer +([A-Za-z0-9_-]+\.[A-Za-z0-9_-]*\.[A-Za-z0-9_-]*) *$/i;

type Found = { kind: 'anonymous' } | { kind: 'customer'; customer: SignedInCustomer } | { kind: 'refused' };

async function identify(port: CustomerAuthPort, request: Pick<FastifyRequest, 'headers'>): Promise<Found> {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return { kind: 'anonymous' };
  const match = BEARER.exec(header);
  if (!match || match[1].length > 4096) return { kind: 'refused' };
  const customer = await port.authenticate(match[1]);
  return customer ? { kind: 'customer', customer } : { kind: 'refused' };
}

/**
 * The customer of a valid bearer token, or null without one or with an invalid one: for public
 * reads that a session only widens (outlet-only products), where a stale token must not fail the
 * read. Set by a customer hook already: that one.
 */
export async function recogniseCustomer(port: CustomerAuthPort, request: Pick<FastifyRequest, 'headers' | 'customer'>): Promise<SignedInCustomer | null> {
  if (request.customer) return request.customer;
  const found = await identify(port, request);
  return found.kind === 'customer' ? found.customer : null;
}

export function requireCustomer(port: CustomerAuthPort) {
  return async function requireCustomerHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const found = await identify(port, request);
    if (found.kind === 'customer') {
      request.customer = found.customer;
      return;
    }
    reply.header('www-authenticate', found.kind === 'anonymous' ? 'Bearer' : 'Bearer error="invalid_token"');
    return sendError(reply, 401, await port.text(request.shop.locale, found.kind === 'anonymous' ? 'sign-in-required' : 'session-expired'));
  };
}

export function identifyCustomer(port: CustomerAuthPort) {
  return async function identifyCustomerHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const found = await identify(port, request);
    if (found.kind === 'customer') request.customer = found.customer;
    if (found.kind === 'refused') {
      reply.header('www-authenticate', 'Bearer error="invalid_token"');
      return sendError(reply, 401, await port.text(request.shop.locale, 'session-expired'));
    }
  };
}

/**
 * The 403 of a staff member whose session proved no second factor (issue 36): the account holds
 * the role, the session may not use it (`authenticate` leaves it dormant).
 */
export const SECOND_FACTOR_REQUIRED: Localized = {
  fr: 'Second facteur requis : connectez-vous avec le code de votre application d’authentification (ou activez-la : boutique account second-factor setup).',
  es: 'Se requiere un segundo factor: inicia sesión con el código de tu aplicación de autenticación (o actívala: boutique account second-factor setup).',
  it: 'È richiesto un secondo fattore: accedi con il codice della tua app di autenticazione (o attivala: boutique account second-factor setup).',
  nl: 'Tweede factor vereist: log in met de code van je authenticatie-app (of stel die in: boutique account second-factor setup).',
  de: 'Zweiter Faktor erforderlich: Melden Sie sich mit dem Code Ihrer Authentifizierungs-App an (oder richten Sie sie ein: boutique account second-factor setup).',
  en: 'Second factor required: sign in with the code of your authenticator app (or set it up: boutique account second-factor setup).',
};

/**
 * After `requireCustomer`: the signed-in customer's session must hold `role`, else 403 with the
 * module's words — or, when the account holds the role but the session proved no second factor,
 * SECOND_FACTOR_REQUIRED. Every staff route file (support's, merchandisers', the admin's) is guarded so.
 */
export function requireRole(role: string, refusal: (locale: LocaleCode) => string) {
  return async function requireRoleHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const customer = request.customer;
    if (customer && hasRole(customer.roles, role)) return;
    const dormant = customer !== null && hasRole(customer.dormantRoles ?? [], role);
    return sendError(reply, 403, dormant ? SECOND_FACTOR_REQUIRED[request.shop.locale] : refusal(request.shop.locale));
  };
}

/** A present `Origin` must be the request's trusted origin, or one the shop is configured at. */
export function refuseForeignOrigin(port: Pick<CustomerAuthPort, 'text'>, configuredOrigins: ReadonlySet<string>) {
  return async function refuseForeignOriginHook(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const origin = request.headers.origin;
    if (origin === undefined) return;
    if (origin === request.trustedOrigin || configuredOrigins.has(origin)) return;
    return sendError(reply, 403, await port.text(request.shop.locale, 'origin-refused'));
  };
}

/** The shop context of the request with its signed-in customer (in a `requireCustomer` scope). */
export function customerContext(request: FastifyRequest): CustomerContext {
  if (!request.customer) throw new Error('customerContext() outside a requireCustomer scope');
  return { ...request.shop, customer: request.customer };
}

/** Answers of a caller's own data (a customer's, a link holder's): kept by nobody but the caller. */
export async function privateAnswer(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  reply.header('cache-control', 'private, no-store');
  return payload;
}
