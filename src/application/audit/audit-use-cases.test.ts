import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import type { AuditEntry } from '../../domain/audit/audit-log';
import { InMemoryAuditApi } from '../../adapters/in-memory/in-memory-audit-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { ActAsCustomer, ListSupportAccesses, ReadAuditLog } from './audit-use-cases';

const signedIn: AuthTokenStore = { get: () => ({ accessToken: 'a.b.c', refreshToken: 'r' }) as unknown as AuthTokens, save: () => undefined, clear: () => undefined };
const signedOut: AuthTokenStore = { get: () => null, save: () => undefined, clear: () => undefined };

const entry = (id: number, action: string): AuditEntry => ({
  id, at: '2026-01-15T10:00:00.000Z', actor: { id: 9, email: 'support@example.com' }, actingFor: null, ip: '10.0.0.1', action, target: {}, status: 200, before: null, after: null, requestId: null,
});

describe('reading the audit log', () => {
  it('reads every page, newest first, up to the maximum', async () => {
    const api = new InMemoryAuditApi();
    for (let id = 1; id <= 250; id += 1) api.entries.push(entry(id, id % 2 ? 'GET /api/v5/admin/orders' : 'POST /api/v5/admin/promotions'));
    const all = await new ReadAuditLog(api, signedIn).execute({ max: 240 });
    expect(all).toMatchObject({ kind: 'found' });
    if (all.kind !== 'found') return;
    expect(all.entries).toHaveLength(240);
    expect(all.entries[0].id).toBe(250);
    expect(all.nextCursor).toBe(11);
    const promotions = await new ReadAuditLog(api, signedIn).execute({ action: 'promotions' });
    expect(promotions.kind === 'found' && promotions.entries.length).toBe(125);
  });

  it('refuses a date it cannot read before calling, and passes on a refusal of the role and a signed-out caller', async () => {
    const api = new InMemoryAuditApi();
    expect(await new ReadAuditLog(api, signedIn).execute({ since: 'yesterday' })).toEqual({ kind: 'invalid', message: '--since: expected YYYY-MM-DD or an ISO 8601 date, not "yesterday"' });
    api.role = 'support';
    expect(await new ReadAuditLog(api, signedIn).execute({ since: '2026-01-01' })).toEqual({ kind: 'forbidden', message: 'Réservé aux administrateurs.' });
    expect(await new ReadAuditLog(api, signedOut).execute()).toEqual({ kind: 'signed-out' });
  });
});

describe('acting as a customer', () => {
  it('opens the session for the customer’s order, refuses another customer’s order and a missing reason', async () => {
    const api = new InMemoryAuditApi();
    api.role = 'support';
    api.orders.set('camille@example.com', [100001]).set('lucia@example.com', []);
    expect(await new ActAsCustomer(api, signedIn).execute({ customer: 'camille@example.com', orderId: 100001, reason: 'short' })).toMatchObject({ kind: 'invalid' });
    expect(await new ActAsCustomer(api, signedIn).execute({ customer: 'lucia@example.com', orderId: 100001, reason: 'Colis jamais reçu' })).toEqual({ kind: 'refused', code: 422, message: 'Cette commande n’appartient pas à ce client.' });
    expect(await new ActAsCustomer(api, signedIn).execute({ customer: 'nobody@example.com', orderId: 100001, reason: 'Colis jamais reçu' })).toEqual({ kind: 'not-found' });
    const opened = await new ActAsCustomer(api, signedIn).execute({ customer: ' camille@example.com ', orderId: 100001, reason: 'Colis jamais reçu' });
    expect(opened).toMatchObject({ kind: 'opened', session: { orderId: 100001, customer: { email: 'camille@example.com' } } });
    expect(await new ListSupportAccesses(api, signedIn).execute()).toMatchObject({ kind: 'found', accesses: [{ orderId: 100001, reason: 'Colis jamais reçu' }] });
    expect(await new ListSupportAccesses(api, signedOut).execute()).toEqual({ kind: 'signed-out' });
  });
});
