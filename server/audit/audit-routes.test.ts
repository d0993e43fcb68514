/**
 * The staff audit log through the API (issue 36): every staff call of a staff route is recorded
 * by the one hook (reads too), with the redacted body and the route's `before`; only the admin
 * reads it; no route changes it and the database refuses to; a year's retention.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { accountsClient, DEMO_PASSWORD } from '../testing/accounts-harness';
import { purgeExpiredEntries, type AuditEntry } from './audit-service';

const api = useApi();
const client = accountsClient(api);
const tokens: Record<'admin' | 'support' | 'merch' | 'camille', string> = { admin: '', support: '', merch: '', camille: '' };
let camilleOrder = 0;

beforeAll(async () => {
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[who] = (await client.signIn(`${who}@example.com`)).token;
  const row = await api.db.selectFrom('orders').innerJoin('customers', 'customers.id', 'orders.customer_id').select('orders.id').where('customers.email', '=', 'camille@example.com').executeTakeFirstOrThrow();
  camilleOrder = row.id;
});

type Page = { entries: AuditEntry[]; nextCursor: number | null };
const audit = (query = '') => client.get<Page>(`/admin/audit${query}`, { token: tokens.admin });

describe('what the hook records', () => {
  it('records a support agent’s read of a customer’s order: who, from where, the route and its target, the status', async () => {
    expect((await client.get(`/admin/orders/${camilleOrder}`, { token: tokens.support, ip: '10.9.8.7' })).status).toBe(200);
    const page = await audit('?actor=support@&action=/admin/orders/:id');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body.entries[0]).toMatchObject({
      actor: { email: 'support@example.com', id: expect.any(Number) },
      actingFor: null,
      ip: '10.9.8.7',
      action: 'GET /api/v5/admin/orders/:id',
      target: { id: String(camilleOrder) },
      status: 200,
      before: null,
      after: null,
    });
    expect(Date.now() - Date.parse(page.body.entries[0].at)).toBeLessThan(60_000);
  });

  it('records a change with the body asked for and what the route says was before (a role grant, a price)', async () => {
    expect((await client.put('/admin/staff/lucia%40example.com/roles/support', undefined, { token: tokens.admin })).status).toBe(200);
    const [grant] = (await audit('?action=PUT /api/v5/admin/staff')).body.entries;
    expect(grant).toMatchObject({ actor: { email: 'admin@example.com' }, target: { email: 'lucia@example.com', role: 'support' }, status: 200, before: { roles: ['customer'] } });
    expect((await client.delete('/admin/staff/lucia%40example.com/roles/support', { token: tokens.admin })).status).toBe(200);
    expect((await audit('?action=DELETE /api/v5/admin/staff')).body.entries[0].before).toEqual({ roles: ['customer', 'support'] });

    const key = (await api.db.selectFrom('products').select('key').orderBy('id').limit(1).executeTakeFirstOrThrow()).key;
    const put = await client.put(`/admin/products/${key}/prices/fr`, { price: 42.5 }, { token: tokens.merch });
    expect(put.status).toBe(200);
    const [price] = (await audit('?actor=merch').then((answer) => answer.body.entries.filter((entry) => entry.action.endsWith('/prices/:country'))));
    expect(price).toMatchObject({ action: 'PUT /api/v5/admin/products/:key/prices/:country', target: { key, country: 'fr' }, after: { price: 42.5 }, before: { price: { country: 'fr', price: expect.any(Number) } } });
  });

  it('records a refused staff call too (a merchandiser on support’s routes), and nothing of customers’ calls', async () => {
    expect((await client.get('/admin/orders', { token: tokens.merch })).status).toBe(403);
    expect((await audit('?actor=merch&action=GET /api/v5/admin/orders')).body.entries[0]).toMatchObject({ status: 403 });
    const before = (await audit('?actor=camille')).body.entries.length;
    expect((await client.get('/secure/me/orders', { token: tokens.camille })).status).toBe(200);
    expect((await client.get('/admin/orders', { token: tokens.camille })).status).toBe(403);
    expect((await audit('?actor=camille')).body.entries).toHaveLength(before);
  });

  it('keeps no secret: a staff member’s sign-in and password change are not recorded, a secret in a staff body is redacted', async () => {
    await client.signIn('support@example.com');
    const support = (await client.signIn('support@example.com')).token;
    expect((await client.patch('/secure/account/password', { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmation: DEMO_PASSWORD }, { token: support })).status).toBeLessThan(500);
    expect((await client.post(`/admin/orders/${camilleOrder}/cancel`, { reason: 'test', password: 'hunter22', card: { number: '4242424242424242' } }, { token: tokens.admin })).status).toBeLessThan(500);
    const rows = await api.db.selectFrom('audit_entries').selectAll().execute();
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain(DEMO_PASSWORD);
    expect(everything).not.toContain('hunter22');
    expect(everything).not.toContain('4242424242424242');
    expect(rows.some((row) => row.action.includes('/security/') || row.action.includes('/secure/account/password'))).toBe(false);
    const cancel = rows.find((row) => row.action === 'POST /api/v5/admin/orders/:id/cancel');
    expect(cancel?.after).toEqual({ reason: 'test', password: '[redacted]', card: '[redacted]' });
  });
});

describe('reading the audit log', () => {
  it('is the admin’s alone: 401 anonymous, 403 for a customer, support and a merchandiser', async () => {
    expect((await client.get('/admin/audit')).status).toBe(401);
    for (const who of ['camille', 'support', 'merch'] as const) {
      expect(await client.get('/admin/audit', { token: tokens[who] }), who).toMatchObject({ status: 403, body: { code: 403, message: 'Réservé aux administrateurs.' } });
    }
  });

  it('pages with a cursor, newest first, and filters by dates', async () => {
    const first = await audit('?limit=2');
    expect(first.body.entries).toHaveLength(2);
    expect(first.body.entries[0].id).toBeGreaterThan(first.body.entries[1].id);
    const next = await audit(`?limit=2&cursor=${first.body.nextCursor}`);
    expect(next.body.entries[0].id).toBeLessThan(first.body.entries[1].id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await audit(`?since=${today}&until=${today}`)).body.entries.length).toBeGreaterThan(0);
    expect((await audit('?until=2000-01-01')).body.entries).toEqual([]);
    expect(await audit('?since=yesterday')).toMatchObject({ status: 400, body: { message: expect.stringContaining('AAAA-MM-JJ') } });
    expect((await audit('?limit=0')).status).toBe(400);
    expect((await audit('?cursor=abc')).status).toBe(400);
  });

  it('has no route that changes or removes an entry, and the database refuses it too', async () => {
    const [entry] = (await audit('?limit=1')).body.entries;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const path of ['/admin/audit', `/admin/audit/${entry.id}`]) {
        expect([404, 405], `${method} ${path}`).toContain((await client.call(method, path, { token: tokens.admin, body: method === 'DELETE' ? undefined : { status: 200 } })).status);
      }
    }
    await expect(sql`update audit_entries set status = 200 where id = ${entry.id}`.execute(api.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_entries where id = ${entry.id}`.execute(api.db)).rejects.toThrow(/append-only/);
    // Reading the log is itself a staff call, recorded: the entry is found further down, unchanged.
    const stored = await api.db.selectFrom('audit_entries').select(['status', 'action']).where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: entry.status, action: entry.action });
    expect(entry.action).toBe('GET /api/v5/admin/audit');
  });

  it('keeps entries one year: the retention removes older ones only', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    const young = new Date(Date.now() - 300 * 86_400_000);
    for (const at of [old, young]) {
      await api.db.insertInto('audit_entries').values({ at, actor_id: 1, actor_email: 'old@example.com', acting_for: null, ip: '10.0.0.1', action: 'GET /api/v5/admin/orders', target: '{}', status: 200, before: null, after: null, request_id: null }).execute();
    }
    expect(await purgeExpiredEntries({ db: api.db, now: () => new Date() })).toBe(1);
    const left = await api.db.selectFrom('audit_entries').select('at').where('actor_email', '=', 'old@example.com').execute();
    expect(left.map((row) => new Date(row.at).getTime())).toEqual([young.getTime()]);
    // A clock a year ahead cannot make the database drop younger entries either.
    expect(await purgeExpiredEntries({ db: api.db, now: () => new Date(Date.now() + 400 * 86_400_000) })).toBe(0);
  });
});
