/**
 * Every `/api/v5/admin` route the app registers (read from its route table, so a route added
 * tomorrow is called too), as each kind of caller (issue 32): anonymous gets 401 (its HEAD twin
 * too), a customer 403, and each staff member 403 unless their role is the route's or `admin`
 * (support/merchandiser/admin, tests/security/support/admin-roles.ts) — in which case the guard lets
 * the call through to its handler, which answers anything but 401, 403 or a 5xx. The calls name
 * things that do not exist (order 999999, product key `no-such-key`, nobody@example.com), so the
 * staff's calls change nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { hasRole, STAFF_ROLES } from '../../src/domain/auth/roles';
import { useApi } from '../../server/testing/api-harness';
import { accountsClient } from '../../server/testing/accounts-harness';
import { send, type Method } from './support/api-call';
import { roleOfAdminRoute, type AdminRouteRole } from './support/admin-roles';

const api = useApi();

const CALLERS = {
  customer: { email: 'camille@example.com', roles: ['customer'] },
  support: { email: 'support@example.com', roles: ['customer', 'support'] },
  merchandiser: { email: 'merch@example.com', roles: ['customer', 'merchandiser'] },
  admin: { email: 'admin@example.com', roles: ['customer', 'admin'] },
};
type Caller = keyof typeof CALLERS;
const tokens = new Map<Caller, string>();

beforeAll(async () => {
  const client = accountsClient(api);
  for (const [caller, { email }] of Object.entries(CALLERS)) tokens.set(caller as Caller, (await client.signIn(email)).token);
});

/** Path parameters that name nothing: `nobody@example.com`, order 999999, product key `no-such-key`… */
const PARAMS: Record<string, string> = { email: 'nobody@example.com', role: 'support', key: 'no-such-key', sku: 'no-such-sku', country: 'fr' };
/** Whether `roles` pass a route of `role` (`staff`: any staff role). */
const passes = (roles: readonly string[], role: AdminRouteRole) => (role === 'staff' ? STAFF_ROLES.some((staff) => hasRole(roles, staff)) : hasRole(roles, role));
const urlOf = (route: string) => route.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(PARAMS[name] ?? '999999'));

const adminRoutes = () =>
  api.app.registeredRoutes
    .filter((route) => route.method !== 'HEAD' && route.url.startsWith('/api/v5/admin/'))
    .map((route) => ({ method: route.method as Method, url: route.url }));

describe('every admin route', () => {
  it('is found in the route table, each with the staff role it needs', () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(25);
    expect(routes.filter((route) => roleOfAdminRoute(route.url) === undefined).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    expect(new Set(routes.map((route) => roleOfAdminRoute(route.url)))).toEqual(new Set(['support', 'merchandiser', 'admin', 'staff']));
  });

  it('answers 401 to anonymous callers, 403 to customers and to staff without its role, and lets its role (or admin) through', async () => {
    const seen: string[] = [];
    for (const { method, url } of adminRoutes()) {
      const role = roleOfAdminRoute(url)!;
      const path = urlOf(url);
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const where = (caller: string) => `${method} ${url} as ${caller}`;

      expect((await send(api, method, path, { body })).status, where('anonymous')).toBe(401);
      if (method === 'GET') expect((await send(api, 'HEAD', path)).status, `HEAD ${url} as anonymous`).toBe(401);

      for (const caller of Object.keys(CALLERS) as Caller[]) {
        const answer = await send(api, method, path, { token: tokens.get(caller), body });
        if (passes(CALLERS[caller].roles, role)) {
          expect([401, 403], `${where(caller)}: ${answer.text.slice(0, 200)}`).not.toContain(answer.status);
          expect(answer.status, where(caller)).toBeLessThan(500);
        } else {
          expect(answer.status, `${where(caller)}: ${answer.text.slice(0, 200)}`).toBe(403);
          expect(answer.body, where(caller)).toEqual({ code: 403, message: expect.any(String) });
        }
      }
      seen.push(`${method} ${url}`);
    }
    expect(seen).toContain('PATCH /api/v5/admin/products/:key/sizes/:sku/stock');
    expect(seen).toContain('DELETE /api/v5/admin/staff/:email/roles/:role');
    expect(seen).toContain('PUT /api/v5/admin/settings/maintenance');
    expect(seen).toContain('GET /api/v5/admin/dashboard');
  }, 120_000);
});
