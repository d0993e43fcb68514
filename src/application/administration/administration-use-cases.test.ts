import { describe, expect, it } from 'vitest';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import { InMemoryAdministrationApi, outboxEntry } from '../../adapters/in-memory/in-memory-administration-api';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { ListOutbox, ReadAuditPage, ReadDashboard, ReadMaintenance, ResendMail, SwitchMaintenance } from './administration-use-cases';

const tokens: AuthTokenStore = { get: () => ({ accessToken: 'a.b.c', refreshToken: 'r' }) as unknown as AuthTokens, save: () => undefined, clear: () => undefined };
const signedOut: AuthTokenStore = { get: () => null, save: () => undefined, clear: () => undefined };

describe('the dashboard', () => {
  it('shows each role its parts, and nothing to a customer (forbidden) or without a session', async () => {
    const api = new InMemoryAdministrationApi();
    api.sales.set('boutique_es', [2, 150]);
    const admin = await new ReadDashboard(api, tokens).execute();
    expect(admin).toMatchObject({ kind: 'found', dashboard: { sales: { total: { orders: 2, revenue: 150, averageBasket: 75 } }, mails: { failed: 0 } } });
    api.roles = ['customer', 'merchandiser'];
    const merch = await new ReadDashboard(api, tokens).execute();
    expect(merch.kind === 'found' && Object.keys(merch.dashboard).sort()).toEqual(['at', 'day', 'lowStock', 'sales']);
    api.roles = ['customer'];
    expect(await new ReadDashboard(api, tokens).execute()).toEqual({ kind: 'forbidden', message: 'Réservé à l’équipe de la boutique.' });
    expect(await new ReadDashboard(api, signedOut).execute()).toMatchObject({ kind: 'signed-out' });
  });
});

describe('the mail log', () => {
  it('lists a page filtered by status, refuses an unknown status before calling, and caps the page size', async () => {
    const api = new InMemoryAdministrationApi();
    api.mails.push(outboxEntry({ id: 'a', status: 'failed' }), outboxEntry({ id: 'b' }));
    expect(await new ListOutbox(api, tokens).execute({ status: 'failed' })).toMatchObject({ kind: 'found', total: 1, items: [{ id: 'a' }] });
    expect(await new ListOutbox(api, tokens).execute({ status: 'lost' })).toEqual({ kind: 'invalid', message: 'status: sent, failed or resent, not "lost"' });
    expect(await new ListOutbox(api, tokens).execute({ pageSize: 1000, page: -3 })).toMatchObject({ kind: 'found', total: 2 });
  });

  it('resends a failed mail once; a second resend is refused (409), an unknown id not found, a bad id invalid', async () => {
    const api = new InMemoryAdministrationApi();
    api.mails.push(outboxEntry({ id: 'a', status: 'failed' }));
    expect(await new ResendMail(api, tokens).execute(' a ')).toEqual({ kind: 'resent', mail: { id: 'a', resentAs: 'mail-100', status: 'sent' } });
    expect(await new ResendMail(api, tokens).execute('a')).toMatchObject({ kind: 'refused', code: 409 });
    expect(await new ResendMail(api, tokens).execute('nope')).toEqual({ kind: 'not-found' });
    expect(await new ResendMail(api, tokens).execute('../x')).toMatchObject({ kind: 'invalid' });
    api.roles = ['customer', 'support'];
    expect(await new ResendMail(api, tokens).execute('a')).toMatchObject({ kind: 'forbidden' });
  });
});

describe('the maintenance switch', () => {
  it('turns it on and off; a forced maintenance cannot be turned off (409)', async () => {
    const api = new InMemoryAdministrationApi();
    expect(await new SwitchMaintenance(api, tokens).execute(true)).toEqual({ kind: 'switched', maintenance: { on: true, forced: false } });
    expect(await new ReadMaintenance(api, tokens).execute()).toEqual({ kind: 'found', maintenance: { on: true, forced: false } });
    expect(await new SwitchMaintenance(api, tokens).execute(false)).toEqual({ kind: 'switched', maintenance: { on: false, forced: false } });
    api.forced = true;
    expect(await new SwitchMaintenance(api, tokens).execute(false)).toMatchObject({ kind: 'refused', code: 409 });
  });
});

describe('the audit table', () => {
  it('pages the filtered log and refuses a date it cannot read before calling', async () => {
    const api = new InMemoryAdministrationApi();
    for (let id = 1; id <= 3; id++) {
      api.audit.push({ id, at: `2026-12-0${id}T10:00:00.000Z`, actor: { id: 1, email: id === 2 ? 'support@example.com' : 'admin@example.com' }, actingFor: null, ip: '10.0.0.1', action: 'PUT /api/v5/admin/staff/:email/roles/:role', target: {}, status: 200, before: null, after: null, requestId: null });
    }
    expect(await new ReadAuditPage(api, tokens).execute({ actor: 'admin@', pageSize: 1 })).toMatchObject({ kind: 'found', total: 2, items: [{ id: 3 }] });
    expect(await new ReadAuditPage(api, tokens).execute({ since: 'yesterday' })).toEqual({ kind: 'invalid', message: 'since: expected YYYY-MM-DD or an ISO 8601 date, not "yesterday"' });
  });
});
