/**
 * Staff roles through `/api/v5/admin/staff…`: the admin lists, grants and revokes; a change holds
 * at the next call of a token issued before it (a staff role once the session has a second
 * factor); the shop always keeps an admin.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RoleChange, StaffMember } from '../../src/domain/auth/staff';
import { useApi } from '../testing/api-harness';
import { accountsClient } from '../testing/accounts-harness';
import { totpCode } from '../testing/staff-second-factor';

const api = useApi();
const client = accountsClient(api);
let admin = '';

beforeAll(async () => {
  admin = (await client.signIn('admin@example.com')).token;
});

const as = (token: string) => ({ token });
const grant = (token: string, email: string, role: string) => client.put<RoleChange>(`/admin/staff/${encodeURIComponent(email)}/roles/${role}`, undefined, as(token));
const revoke = (token: string, email: string, role: string) => client.delete<RoleChange>(`/admin/staff/${encodeURIComponent(email)}/roles/${role}`, as(token));

describe('GET /admin/staff', () => {
  it('lists the open accounts holding a staff role, by e-mail, with every role', async () => {
    const answer = await client.get<{ staff: StaffMember[] }>('/admin/staff', as(admin));
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body.staff.map((member) => [member.email, member.roles])).toEqual([
      ['admin@example.com', ['customer', 'admin']],
      ['merch@example.com', ['customer', 'merchandiser']],
      ['support@example.com', ['customer', 'support']],
    ]);
    expect(answer.body.staff[0]).toMatchObject({ firstName: 'Admin', lastName: 'Boutique', id: expect.any(Number) });
  });

  it('is the admin’s alone: 401 anonymous, 403 for a customer, support and a merchandiser', async () => {
    expect((await client.get('/admin/staff')).status).toBe(401);
    for (const email of ['camille@example.com', 'support@example.com', 'merch@example.com']) {
      const token = (await client.signIn(email)).token;
      expect(await client.get('/admin/staff', as(token)), email).toMatchObject({ status: 403, body: { code: 403, message: 'Réservé aux administrateurs.' } });
      expect((await grant(token, email, 'admin')).status, email).toBe(403);
    }
  });
});

describe('granting and revoking a role', () => {
  it('takes effect on the next call of a token issued before, both ways', async () => {
    const camille = (await client.signIn('camille@example.com')).token;
    expect((await client.get('/admin/products/1001', as(camille))).status).toBe(403);

    const granted = await grant(admin, 'Camille@Example.com', 'merchandiser');
    expect(granted.status).toBe(200);
    expect(granted.body).toMatchObject({ changed: true, member: { email: 'camille@example.com', roles: ['customer', 'merchandiser'] } });
    expect((await grant(admin, 'camille@example.com', 'merchandiser')).body.changed).toBe(false);
    // The role waits for a second factor (issue 36): her session enrols an authenticator, then holds it.
    expect((await client.get('/admin/products/1001', as(camille))).body).toMatchObject({ code: 403, message: expect.stringContaining('Second facteur requis') });
    const { secret } = (await client.post<{ secret: string }>('/secure/account/second-factor/totp', undefined, as(camille))).body;
    expect((await client.post('/secure/account/second-factor/totp/confirm', { code: await totpCode(secret) }, as(camille))).status).toBe(200);
    expect((await client.get('/admin/products/1001', as(camille))).status).toBe(200);
    expect((await client.get<{ roles: string[] }>('/secure/account/profile/v2', as(camille))).body.roles).toEqual(['customer', 'merchandiser']);

    const revoked = await revoke(admin, 'camille@example.com', 'merchandiser');
    expect(revoked.body).toMatchObject({ changed: true, member: { roles: ['customer'] } });
    expect((await client.get('/admin/products/1001', as(camille))).status).toBe(403);
    expect((await revoke(admin, 'camille@example.com', 'merchandiser')).body.changed).toBe(false);
  });

  it('refuses an unknown account and a role that is not a staff role', async () => {
    expect(await grant(admin, 'nobody@example.com', 'support')).toMatchObject({ status: 404, body: { code: 404, message: 'Aucun compte ouvert n’a cette adresse e-mail.' } });
    expect((await grant(admin, 'camille@example.com', 'customer')).status).toBe(400);
    expect((await grant(admin, 'camille@example.com', 'root')).status).toBe(400);
  });

  it('never revokes the last admin’s role', async () => {
    expect(await revoke(admin, 'admin@example.com', 'admin')).toMatchObject({ status: 409, body: { code: 409, message: expect.stringContaining('dernier administrateur') } });
    expect((await grant(admin, 'support@example.com', 'admin')).body.member.roles).toEqual(['customer', 'support', 'admin']);
    const support = (await client.signIn('support@example.com')).token;
    expect((await revoke(support, 'admin@example.com', 'admin')).body).toMatchObject({ changed: true, member: { roles: ['customer'] } });
    expect((await client.get('/admin/staff', as(admin))).status).toBe(403);
    expect((await revoke(support, 'support@example.com', 'admin')).status).toBe(409);
    // Two admins revoking each other at once: one of them stays.
    expect((await grant(support, 'admin@example.com', 'admin')).status).toBe(200);
    const [a, b] = await Promise.all([revoke(admin, 'support@example.com', 'admin'), revoke(support, 'admin@example.com', 'admin')]);
    // The second is refused: 409 when it passed the role check before the first committed, 403 after.
    expect([a.status, b.status].filter((status) => status === 200)).toHaveLength(1);
    expect([a.status, b.status].find((status) => status !== 200)).toBeOneOf([403, 409]);
    const admins = (await api.db.selectFrom('customers').select(['email', 'roles']).execute()).filter((row) => row.roles.includes('admin'));
    expect(admins).toHaveLength(1);
  });
});
