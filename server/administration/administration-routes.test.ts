/**
 * The back office's administration through the API (issue 39): the dashboard as each staff role
 * sees it, its figures counted by the database (moved by one order placed today), the mail log and
 * a failed mail's resend, the maintenance switch — and the attackers: no token 401, a customer
 * 403, staff without the role 403, a staff session without its second factor 403.
 */
import { readdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../src/domain/administration/dashboard';
import type { OutboxPage } from '../../src/domain/administration/outbox';
import { useApi } from '../testing/api-harness';
import { accountsClient, type Session } from '../testing/accounts-harness';
import { DEMO_FAILED_MAILS } from '../demo/seed-mail-log';

const api = useApi();
const client = accountsClient(api);
const tokens: Record<'admin' | 'support' | 'merch' | 'camille', string> = { admin: '', support: '', merch: '', camille: '' };
let dormant: Session;

beforeAll(async () => {
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[who] = (await client.signIn(`${who}@example.com`)).token;
  // A staff account whose session proved no second factor: it holds the role, the session may not use it.
  const member = await client.register();
  expect((await client.put(`/admin/staff/${encodeURIComponent(member.email)}/roles/admin`, undefined, { token: tokens.admin })).status).toBe(200);
  const session = await client.post<{ token: string }>('/security/login', { _username: member.email, _password: member.password, refreshTransport: 'body' });
  dormant = { ...member, token: session.body.token } as Session;
});

const ROUTES: [method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown][] = [
  ['GET', '/admin/dashboard'],
  ['GET', '/admin/outbox'],
  ['POST', `/admin/outbox/${DEMO_FAILED_MAILS[0].id}/resend`],
  ['GET', '/admin/settings'],
  ['PUT', '/admin/settings/maintenance', { on: true }],
];

describe('the attackers', () => {
  it('anonymous: 401 on every route', async () => {
    for (const [method, path, body] of ROUTES) expect((await client.call(method, path, { body })).status, `${method} ${path}`).toBe(401);
  });

  it('a customer: 403 on every route, the dashboard included', async () => {
    for (const [method, path, body] of ROUTES) expect((await client.call(method, path, { body, token: tokens.camille })).status, `${method} ${path}`).toBe(403);
  });

  it('staff without the admin role: 403 on the mail log and the settings, nothing resent nor switched', async () => {
    for (const who of ['support', 'merch'] as const) {
      for (const [method, path, body] of ROUTES.slice(1)) {
        const answer = await client.call(method, path, { body, token: tokens[who] });
        expect(answer.status, `${method} ${path} as ${who}`).toBe(403);
        expect(answer.body).toEqual({ code: 403, message: expect.any(String) });
      }
    }
    expect((await api.db.selectFrom('outbox_mails').select('status').where('id', '=', DEMO_FAILED_MAILS[0].id).executeTakeFirstOrThrow()).status).toBe('failed');
  });

  it('an admin’s session without its second factor: 403 “second factor required” everywhere', async () => {
    for (const [method, path, body] of ROUTES) {
      expect(await client.call(method, path, { body, token: dormant.token }), `${method} ${path}`).toMatchObject({ status: 403, body: { message: expect.stringContaining('Second facteur requis') } });
    }
  });

  it('bad input: a clear 400, never a 500', async () => {
    expect((await client.get('/admin/outbox?pageSize=1000', { token: tokens.admin })).status).toBe(400);
    expect((await client.get('/admin/outbox?status=lost', { token: tokens.admin })).status).toBe(400);
    expect((await client.post('/admin/outbox/..%2F..%2Fetc/resend', undefined, { token: tokens.admin })).status).toBe(400);
    expect((await client.put('/admin/settings/maintenance', {}, { token: tokens.admin })).status).toBe(400);
    expect((await client.put('/admin/settings/maintenance', { on: 'yes' }, { token: tokens.admin })).status).toBe(400);
    expect((await client.post('/admin/outbox/no-such-mail/resend', undefined, { token: tokens.admin })).status).toBe(404);
  });
});

const dashboardOf = async (token: string) => {
  const answer = await client.get<Dashboard>('/admin/dashboard', { token });
  expect(answer.status).toBe(200);
  expect(answer.headers['cache-control']).toBe('private, no-store');
  return answer.body;
};

describe('the dashboard', () => {
  it('shows each staff role its parts: sales to all, what waits to support, low stock to merchandisers, everything to the admin', async () => {
    expect(Object.keys(await dashboardOf(tokens.support)).sort()).toEqual(['at', 'day', 'sales', 'waiting']);
    expect(Object.keys(await dashboardOf(tokens.merch)).sort()).toEqual(['at', 'day', 'lowStock', 'sales']);
    const all = await dashboardOf(tokens.admin);
    expect(Object.keys(all).sort()).toEqual(['at', 'day', 'lowStock', 'mails', 'sales', 'waiting']);
    expect(all.sales!.stores.map((store) => store.store)).toEqual(['laboutiqueofficielle', 'boutique_es', 'boutique_it', 'boutique_be', 'boutique_de', 'boutique_com']);
    expect(all.mails).toEqual({ failed: 2, failedLastDay: 2 });
    expect(all.lowStock!.threshold).toBe(2);
    expect(all.lowStock!.sizes.every((size) => size.stock >= 1 && size.stock <= 2)).toBe(true);
  });

  it('counts an order placed today in its store: one more order, its amount in the revenue, the average basket recomputed', async () => {
    const order = await api.db.selectFrom('orders').select(['id', 'total_cents', 'balance_cents']).orderBy('id').executeTakeFirstOrThrow();
    await api.db.updateTable('orders').set({ store_id: 'boutique_it', status: 'paid', created_at: new Date(Date.now() - 3 * 86_400_000) }).where('id', '=', order.id).execute();
    const before = await dashboardOf(tokens.admin);
    await api.db.updateTable('orders').set({ created_at: new Date() }).where('id', '=', order.id).execute();
    const after = await dashboardOf(tokens.admin);
    const it = (board: Dashboard) => board.sales!.stores.find((store) => store.store === 'boutique_it')!;
    const amount = (order.total_cents + order.balance_cents) / 100;
    expect(it(after).orders).toBe(it(before).orders + 1);
    expect(it(after).revenue).toBeCloseTo(it(before).revenue + amount, 2);
    expect(it(after).averageBasket).toBeCloseTo(Math.round(((it(before).revenue + amount) / it(after).orders) * 100) / 100, 1);
    expect(after.sales!.total.orders).toBe(after.sales!.stores.reduce((sum, store) => sum + store.orders, 0));
    expect(after.waiting!.toShip).toBeGreaterThanOrEqual(1);
  });

  it('counts what waits with the database: a return received is one more to refund', async () => {
    const before = (await dashboardOf(tokens.support)).waiting!;
    const waiting = await api.db.selectFrom('return_orders').select('id').where('status', '=', 'waitClient').orderBy('id').executeTakeFirst();
    if (!waiting) return;
    await api.db.updateTable('return_orders').set({ status: 'received' }).where('id', '=', waiting.id).execute();
    const after = (await dashboardOf(tokens.support)).waiting!;
    expect(after.returnsToReceive).toBe(before.returnsToReceive - 1);
    expect(after.toRefund).toBe(before.toRefund + 1);
  });
});

describe('the mail log', () => {
  it('lists the mails a page at a time with the filtered count, newest first, filtered by status', async () => {
    const failed = await client.get<OutboxPage>('/admin/outbox?status=failed', { token: tokens.admin });
    expect(failed.status).toBe(200);
    expect(failed.body.total).toBe(2);
    expect(failed.body.items.map((mail) => mail.id)).toEqual(DEMO_FAILED_MAILS.map((mail) => mail.id));
    expect(failed.body.items[0]).toMatchObject({ status: 'failed', to: 'camille@example.com', error: expect.stringContaining('451'), attempts: 3 });
    expect(failed.body.items[0]).not.toHaveProperty('text');
    const page = await client.get<OutboxPage>('/admin/outbox?pageSize=1&page=2&sort=to&dir=asc', { token: tokens.admin });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.total).toBeGreaterThanOrEqual(2);
  });

  it('records the mails the shop sends (a password reset asked for)', async () => {
    expect((await client.post('/security/forgot-password', { email: 'lucia@example.com' })).status).toBeLessThan(300);
    const sent = await client.get<OutboxPage>('/admin/outbox?status=sent&to=lucia', { token: tokens.admin });
    expect(sent.body.total).toBeGreaterThanOrEqual(1);
  });

  it('resends a failed mail as a new one, once: the old is resent, the new sent and in the outbox; the dashboard counts one failed less', async () => {
    const [first] = DEMO_FAILED_MAILS;
    const resent = await client.post<{ id: string; resentAs: string; status: string }>(`/admin/outbox/${first.id}/resend`, undefined, { token: tokens.admin });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ id: first.id, status: 'sent', resentAs: expect.any(String) });
    const files = await readdir(api.app.mailer.outboxDir!);
    expect(files.some((name) => name.includes(resent.body.resentAs))).toBe(true);
    const again = await client.post(`/admin/outbox/${first.id}/resend`, undefined, { token: tokens.admin });
    expect(again.status).toBe(409);
    expect((await dashboardOf(tokens.admin)).mails!.failed).toBe(1);
    const [entry] = (await client.get<{ entries: { action: string; target: Record<string, string> }[] }>('/admin/audit?action=/admin/outbox/:id/resend', { token: tokens.admin })).body.entries;
    expect(entry).toMatchObject({ target: { id: first.id } });
  });
});

describe('the maintenance switch', () => {
  it('turns the storefront’s maintenance on and off, audited with what it was; the staff API keeps answering', async () => {
    expect((await client.get('/admin/settings', { token: tokens.admin })).body).toEqual({ maintenance: { on: false, forced: false } });
    expect(await client.put('/admin/settings/maintenance', { on: true }, { token: tokens.admin })).toMatchObject({ status: 200, body: { on: true, forced: false } });
    expect((await client.get<{ boSettings: { maintenance: boolean } }>('/init')).body.boSettings.maintenance).toBe(true);
    expect((await client.get('/admin/dashboard', { token: tokens.support })).status).toBe(200);
    const [entry] = (await client.get<{ entries: { before: unknown; after: unknown }[] }>('/admin/audit?action=/admin/settings/maintenance', { token: tokens.admin })).body.entries;
    expect(entry).toMatchObject({ before: { maintenance: false }, after: { on: true } });
    expect(await client.put('/admin/settings/maintenance', { on: false }, { token: tokens.admin })).toMatchObject({ status: 200, body: { on: false } });
    expect((await client.get<{ boSettings: { maintenance: boolean } }>('/init')).body.boSettings.maintenance).toBe(false);
  });
});

describe('the audit log, a numbered page at a time (the back office’s table)', () => {
  it('filters by person, action and dates, sorts, and counts the whole filtered log', async () => {
    expect((await client.put('/admin/staff/lucia%40example.com/roles/merchandiser', undefined, { token: tokens.admin })).status).toBe(200);
    type Numbered = { items: { id: number; actor: { email: string }; action: string; target: Record<string, string>; at: string }[]; total: number };
    const today = new Date().toISOString().slice(0, 10);
    const grants = await client.get<Numbered>(`/admin/audit?page=1&pageSize=5&actor=admin@&action=PUT /api/v5/admin/staff&since=${today}&until=${today}`, { token: tokens.admin });
    expect(grants.status).toBe(200);
    expect(grants.body.items[0]).toMatchObject({ actor: { email: 'admin@example.com' }, action: 'PUT /api/v5/admin/staff/:email/roles/:role', target: { email: 'lucia@example.com', role: 'merchandiser' } });
    expect(grants.body.total).toBeGreaterThanOrEqual(1);
    const all = await client.get<Numbered>('/admin/audit?page=1&pageSize=3&sort=at&dir=asc', { token: tokens.admin });
    expect(all.body.items).toHaveLength(3);
    expect(all.body.total).toBeGreaterThan(3);
    expect([...all.body.items].sort((a, b) => a.at.localeCompare(b.at))).toEqual(all.body.items);
    const second = await client.get<Numbered>('/admin/audit?page=2&pageSize=3&sort=at&dir=asc', { token: tokens.admin });
    expect(second.body.items[0].id).not.toBe(all.body.items[0].id);
    // The read before is in the log now (its entry is written as it answers).
    expect(second.body.total).toBe(all.body.total + 1);
    expect((await client.get('/admin/audit?page=1&pageSize=101', { token: tokens.admin })).status).toBe(400);
    expect((await client.get('/admin/audit?page=1&since=yesterday', { token: tokens.admin })).status).toBe(400);
    expect((await client.get('/admin/audit?page=1', { token: tokens.support })).status).toBe(403);
  });
});
