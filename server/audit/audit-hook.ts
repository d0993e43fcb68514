/**
 * The audit log's one hook (issue 36), registered once by the composition root (app.ts) before
 * the modules: every call a staff member (support, merchandiser, admin) makes to a staff route
 * (`/api/v5/admin/…`), and every call of an acting session (a support agent in a customer's
 * session), is written to `audit_entries` — who, when, from which address, the route and its
 * parameters, the answer's status, and for a change the redacted body (`after`) and what the route
 * said was there (`request.auditBefore(value)`). Modules call nothing for it.
 *
 * The entry is written in `onSend`, awaited, before the answer leaves: a client never holds the
 * answer of a staff call whose entry is not written. A write that fails (the database gone) does
 * not turn the answer into an error — the change it reports is committed, and a 5xx would invite
 * doing it twice — but is logged at error level with the whole (already redacted) entry, so the
 * record survives in the process log. One INSERT on staff calls only: a customer's call costs
 * nothing.
 *
 * The same hook keeps acting sessions out of what stays the customer's alone (the password, the
 * e-mail, the second factor, the saved cards: src/domain/audit/acting-session.ts), before any
 * handler runs.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { actingSessionMayCall } from '../../src/domain/audit/acting-session';
import { looksLikeCardNumber, redact, REDACTED } from '../../src/domain/audit/audit-redaction';
import { isStaffRole } from '../../src/domain/auth/roles';
import { DEFAULT_LOCALE } from '../../src/domain/store/locales';
import { sendError } from '../http/errors';
import { recordEntry, type AuditDeps, type NewAuditEntry } from './audit-service';
import { auditText } from './audit-texts';

declare module 'fastify' {
  interface FastifyRequest {
    /** What a staff route changes, as it was before (redacted and kept in the call's audit entry). */
    auditBefore(value: unknown): void;
  }
}

export const STAFF_ROUTES = '/api/v5/admin/';

const befores = new WeakMap<FastifyRequest, unknown>();
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The entry of a call worth one, or null: a staff member's call of a staff route, or any call of an acting session. */
export function auditEntryOf(request: FastifyRequest, reply: FastifyReply, at: Date): NewAuditEntry | null {
  const caller = request.customer;
  const route = request.routeOptions.url;
  if (!caller || !route) return null;
  const acting = caller.actingAgentId;
  if (acting === undefined && !(route.startsWith(STAFF_ROUTES) && caller.roles.some(isStaffRole))) return null;
  // Path parameters name things (an order, a promotion's code): they are in every access log already, so they stay — but a card number never does.
  const params = (request.params ?? {}) as Record<string, unknown>;
  return {
    at,
    actorId: acting ?? caller.id,
    actingFor: acting === undefined ? null : caller.id,
    ip: request.ip,
    action: `${request.method} ${route}`,
    target: Object.fromEntries(Object.entries(params).map(([name, value]) => [name, looksLikeCardNumber(String(value)) ? REDACTED : String(value)])),
    status: reply.statusCode,
    before: befores.has(request) ? befores.get(request) : null,
    after: READS.has(request.method) || request.body === undefined ? null : redact(request.body),
    requestId: typeof request.id === 'string' ? request.id : null,
  };
}

export function registerAuditHook(app: FastifyInstance, deps: AuditDeps): void {
  app.decorateRequest('auditBefore', function auditBefore(this: FastifyRequest, value: unknown) {
    befores.set(this, redact(value));
  });

  // After every onRequest hook (the modules' set `request.customer`), before validation and handlers.
  app.addHook('preValidation', async (request, reply) => {
    if (request.customer?.actingAgentId === undefined) return;
    if (!actingSessionMayCall(request.method, request.routeOptions.url ?? request.url)) {
      return sendError(reply, 403, auditText('actingRefused', request.shop?.locale ?? DEFAULT_LOCALE));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const entry = auditEntryOf(request, reply, deps.now());
    if (!entry) return payload;
    try {
      await recordEntry(deps, entry);
    } catch (error) {
      request.log.error({ err: error, audit: entry }, 'Audit entry not written: kept in this log line');
    }
    return payload;
  });
}
