/**
 * "Act as customer" (issue 36): a support agent opens a customer's session for one of their
 * orders with a reason; in it everything is audited with the agent as actor, the password, the
 * e-mail, the second factor and the cards stay out of reach; the customer sees that it happened.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../testing/api-harness';
import { accountsClient, DEMO_PASSWORD } from '../testing/accounts-harness';
import type { AuditEntry } from './audit-service';
import type { ActingSession } from './audit-service';

const api = useApi();
const client = accountsClient(api);
const tokens: Record<'admin' | 'support' | 'merch' | 'camille' | 'lucia', string> = { admin: '', support: '', merch: '', camille: '', lucia: '' };
let camilleOrder = 0;
let supportId = 0;
let camilleId = 0;
const REASON = 'Colis annoncé livré mais jamais reçu';

beforeAll(async () => {
  for (const who of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[who] = (await client.signIn(`${who}@example.com`)).token;
  const row = await api.db.selectFrom('orders').innerJoin('customers', 'customers.id', 'orders.customer_id').select(['orders.id', 'customers.id as customerId']).where('customers.email', '=', 'camille@example.com').executeTakeFirstOrThrow();
  camilleOrder = row.id;
  camilleId = row.customerId;
  supportId = (await api.db.selectFrom('customers').select('id').where('email', '=', 'support@example.com').executeTakeFirstOrThrow()).id;
});

const actAs = (body: unknown, token = tokens.support) => client.post<ActingSession & { message?: string }>('/admin/customers/act-as', body, { token });

describe('opening a customer’s session', () => {
  it('gives support a 15-minute customer session for one of the customer’s orders, without a refresh token', async () => {
    const answer = await actAs({ customer: 'Camille@Example.com', orderId: camilleOrder, reason: REASON });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ expiresIn: 900, customer: { id: camilleId, email: 'camille@example.com' }, orderId: camilleOrder, reason: REASON });
    expect(answer.body).not.toHaveProperty('refreshToken');
    const claims = JSON.parse(Buffer.from(answer.body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ sub: String(camilleId), act: String(supportId), roles: ['customer'] });
    const order = await client.get<{ id: number }>(`/secure/orders/${camilleOrder}`, { token: answer.body.token });
    expect(order).toMatchObject({ status: 200, body: { id: camilleOrder } });
  });

  it('refuses another customer’s order, a staff account, an unknown customer and a missing reason', async () => {
    expect(await actAs({ customer: 'lucia@example.com', orderId: camilleOrder, reason: REASON })).toMatchObject({ status: 422, body: { message: 'Cette commande n’appartient pas à ce client.' } });
    expect((await actAs({ customer: 'admin@example.com', orderId: camilleOrder, reason: REASON })).status).toBe(403);
    expect((await actAs({ customer: 'nobody@example.com', orderId: camilleOrder, reason: REASON })).status).toBe(404);
    expect(await actAs({ customer: 'camille@example.com', orderId: camilleOrder })).toMatchObject({ status: 400, body: { message: expect.stringContaining('raison') } });
    expect((await actAs({ customer: 'camille@example.com', reason: REASON })).status).toBe(400);
    expect((await actAs({})).status).toBe(400);
    expect(await api.db.selectFrom('support_accesses').select('id').where('reason', '=', REASON).execute()).toHaveLength(1);
  });

  it('is support’s: 401 anonymous, 403 for a merchandiser and a customer', async () => {
    const body = { customer: 'camille@example.com', orderId: camilleOrder, reason: REASON };
    expect((await client.post('/admin/customers/act-as', body)).status).toBe(401);
    expect(await actAs(body, tokens.merch)).toMatchObject({ status: 403, body: { message: 'Réservé au service client.' } });
    expect((await actAs(body, tokens.lucia)).status).toBe(403);
    expect((await actAs(body, tokens.camille)).status).toBe(403);
  });
});

describe('inside an acting session', () => {
  let session = '';
  beforeAll(async () => {
    session = (await actAs({ customer: 'camille@example.com', orderId: camilleOrder, reason: REASON })).body.token;
  });

  it('cannot change the password, see or remove the cards, nor reach a staff route', async () => {
    const refused = { status: 403, body: { code: 403, message: expect.stringContaining('service client') } };
    expect(await client.patch('/secure/account/password', { oldPassword: DEMO_PASSWORD, newPassword: 'Another1234', confirmation: 'Another1234' }, { token: session })).toMatchObject(refused);
    expect(await client.get('/secure/account/cards', { token: session })).toMatchObject(refused);
    expect(await client.delete('/secure/account/cards/1', { token: session })).toMatchObject(refused);
    expect(await client.get('/secure/account/cards', { token: session, lang: 'de' })).toMatchObject({ status: 403, body: { message: expect.stringContaining('Kundenservice') } });
    expect((await client.get('/admin/orders', { token: session })).status).toBe(403);
    // Camille's password is unchanged, her own session sees her cards.
    expect((await client.signIn('camille@example.com')).token).toBeTruthy();
    expect((await client.get('/secure/account/cards', { token: tokens.camille })).status).toBe(200);
  });

  it('is audited call by call, the agent as actor and the customer as the one acted for', async () => {
    expect((await client.get('/secure/me/orders', { token: session })).status).toBe(200);
    expect((await client.patch('/secure/account/profile', { firstName: 'Camille' }, { token: session })).status).toBe(200);
    const page = await client.get<{ entries: AuditEntry[] }>('/admin/audit?actor=support@example.com', { token: tokens.admin });
    const acting = page.body.entries.filter((entry) => entry.actingFor === camilleId);
    expect(acting.map((entry) => `${entry.action} ${entry.status}`)).toEqual(expect.arrayContaining([
      'PATCH /api/v5/secure/account/profile 200',
      'GET /api/v5/secure/me/orders 200',
      'GET /api/v5/secure/account/cards 403',
      'PATCH /api/v5/secure/account/password 403',
    ]));
    expect(acting.find((entry) => entry.action.endsWith('/password'))?.after).toEqual({ oldPassword: '[redacted]', newPassword: '[redacted]', confirmation: '[redacted]' });
    expect(page.body.entries.find((entry) => entry.action === 'POST /api/v5/admin/customers/act-as')).toMatchObject({ actor: { id: supportId }, actingFor: null, status: 201, after: { customer: 'camille@example.com', reason: REASON } });
    // The customer's own calls are not audited.
    expect((await client.get('/admin/audit?actor=camille', { token: tokens.admin })).body).toMatchObject({ entries: [] });
  });

  it('shows in the customer’s account: when, for which order, why — and to nobody else', async () => {
    const mine = await client.get<{ accesses: { orderId: number; reason: string; openedAt: string }[] }>('/secure/account/support-accesses', { token: tokens.camille });
    expect(mine.status).toBe(200);
    expect(mine.body.accesses.length).toBeGreaterThanOrEqual(2);
    expect(mine.body.accesses[0]).toMatchObject({ orderId: camilleOrder, reason: REASON, openedAt: expect.any(String) });
    expect((await client.get<{ accesses: unknown[] }>('/secure/account/support-accesses', { token: tokens.lucia })).body.accesses).toEqual([]);
    expect((await client.get('/secure/account/support-accesses')).status).toBe(401);
  });

  it('ends with the customer’s other sessions when she changes her password', async () => {
    const own = await client.signIn('camille@example.com');
    expect((await client.patch('/secure/account/password', { oldPassword: DEMO_PASSWORD, newPassword: 'Another1234', confirmation: 'Another1234' }, { token: own.token })).status).toBe(204);
    expect((await client.get('/secure/me/orders', { token: session })).status).toBe(401);
  });
});
