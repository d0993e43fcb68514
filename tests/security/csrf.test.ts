/**
 * CSRF (issue 16). What a foreign page can make a browser send: cookies (ambient), a form body
 * (urlencoded, multipart or text/plain), an `Origin` (its own, or `null`) — never an
 * `Authorization` header. So:
 * - the cookie-authenticated calls — only `POST /security/refresh` and `POST /security/logout`,
 *   which read the `refresh_token` cookie (HttpOnly, SameSite=Strict, Path=/api/v5/security) — are
 *   refused (403) from a foreign or `null` Origin, and the cookie's session is untouched; from the
 *   shop's own origin they work (the baseline);
 * - every other state-changing route authenticates by the bearer header only: sent with every
 *   cookie the shop sets (refresh, access-token mirror, session, outlet) and a foreign Origin,
 *   it acts as nobody — /secure and /admin answer 401 — and a form body is never taken as JSON;
 * - no CORS answer lets a foreign origin read an API answer with credentials.
 * The list of state-changing routes is read from the app: a new one is covered without an edit.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useApi } from '../../server/testing/api-harness';
import { accountsClient, type Session } from '../../server/testing/accounts-harness';
import { send } from './support/api-call';

const api = useApi();
const client = accountsClient(api);
const SHOP_ORIGIN = 'http://localhost:3000';
const FOREIGN = ['https://evil.example', 'null', 'http://localhost:3000.evil.example', 'http://localhost:3001'];

/** The cookie-authenticated routes: server/auth/auth-routes.ts reads the only cookie that authenticates. */
const COOKIE_ROUTES = ['POST /api/v5/security/refresh', 'POST /api/v5/security/logout'];

let a: Session & { email: string; password: string };

beforeAll(async () => {
  a = await client.register();
});

const cookieLogin = async () => {
  const answer = await send<{ token: string }>(api, 'POST', '/security/login', { body: { _username: a.email, _password: a.password }, headers: { origin: SHOP_ORIGIN, host: 'localhost:3000' } });
  expect(answer.status).toBe(200);
  const cookie = String([answer.headers['set-cookie']].flat()[0]);
  return { token: answer.body.token, refreshCookie: cookie.split(';')[0] };
};

describe('CSRF on cookie-authenticated calls', () => {
  it('refuses a refresh and a logout from a foreign or null Origin, and leaves the session alive', async () => {
    const { token, refreshCookie } = await cookieLogin();
    for (const origin of FOREIGN) {
      for (const path of ['/security/refresh', '/security/logout']) {
        for (const contentType of ['application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
          const answer = await api.app.inject({ method: 'POST', url: `/api/v5${path}`, headers: { cookie: refreshCookie, origin, referer: `${origin}/attack`, host: 'localhost:3000', 'content-type': contentType }, payload: contentType === 'application/json' ? '{}' : 'a=b' });
          expect(answer.statusCode, `${path} from ${origin} as ${contentType}`).toBe(403);
          expect(answer.headers['set-cookie'], 'no cookie set or cleared').toBeUndefined();
        }
      }
    }
    // Untouched: the access token still works, and the cookie refreshes from the shop's own page.
    expect((await send(api, 'GET', '/secure/account/profile/v2', { token })).status).toBe(200);
    const own = await api.app.inject({ method: 'POST', url: '/api/v5/security/refresh', headers: { cookie: refreshCookie, origin: SHOP_ORIGIN, host: 'localhost:3000', 'content-type': 'application/json' }, payload: '{}' });
    expect(own.statusCode).toBe(200);
  });

  it('logs out from the shop’s own origin (the baseline: the cookie is what authenticates there)', async () => {
    const { token, refreshCookie } = await cookieLogin();
    const answer = await api.app.inject({ method: 'POST', url: '/api/v5/security/logout', headers: { cookie: refreshCookie, origin: SHOP_ORIGIN, host: 'localhost:3000', 'content-type': 'application/json' }, payload: '{}' });
    expect(answer.statusCode).toBe(204);
    expect((await send(api, 'GET', '/secure/account/profile/v2', { token })).status).toBe(401);
  });
});

describe('CSRF on every other state-changing call (bearer only)', () => {
  it('acts as nobody with every cookie and a foreign Origin, and never takes a form body as JSON', async () => {
    const { token, refreshCookie } = await cookieLogin();
    const cookies = [refreshCookie, `auth._token.local=${encodeURIComponent(`Bearer ${token}`)}`, 'auth.strategy=local', 'session_id=3509560b-7f26-45c1-8639-46846da42a05', 'outlet=x'].join('; ');
    const writes = api.app.registeredRoutes.filter((route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method) && !route.hidden && route.url.startsWith('/api/v5/'));
    expect(writes.length).toBeGreaterThanOrEqual(30);
    const checked: string[] = [];
    for (const route of writes) {
      const name = `${route.method} ${route.url}`;
      if (COOKIE_ROUTES.includes(name)) continue;
      const url = route.url.replace(/:(\w+)/g, '1');
      for (const [contentType, payload] of [['application/x-www-form-urlencoded', 'email=victim%40example.com&score=5'], ['text/plain', '{"email":"victim@example.com","score":5,"x":"="}'], ['application/json', '{"email":"victim@example.com","score":5}']] as const) {
        const answer = await api.app.inject({ method: route.method as 'POST', url, headers: { cookie: cookies, origin: 'https://evil.example', referer: 'https://evil.example/', 'content-type': contentType }, payload });
        const where = `${name} (${contentType}): ${answer.statusCode} ${answer.body.slice(0, 200)}`;
        expect(answer.statusCode, where).toBeLessThan(500);
        if (/\/(secure|admin)\//.test(route.url)) expect(answer.statusCode, where).toBe(401);
        // A form a foreign page can post is not JSON: refused before any handler reads it.
        else if (contentType !== 'application/json') expect([400, 401, 403, 404, 415, 422], where).toContain(answer.statusCode);
        // Nothing in any answer speaks for the signed-in customer.
        expect(answer.body, where).not.toContain(a.email);
      }
      checked.push(name);
    }
    console.log(`[security csrf] cookie-authenticated: ${COOKIE_ROUTES.join(', ')}; bearer-only, checked with cookies from a foreign origin: ${checked.length} routes`);
  }, 120_000);

  it('answers no CORS preflight that would let a foreign origin send credentials', async () => {
    for (const url of ['/api/v5/secure/account/profile', '/api/v5/security/refresh', '/api/v5/security/login', '/api/v5/contact', '/1/indexes/products_fr/query']) {
      const answer = await api.app.inject({ method: 'OPTIONS', url, headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
      expect(answer.statusCode, url).toBeLessThan(500);
      const allowOrigin = answer.headers['access-control-allow-origin'];
      if (allowOrigin === 'https://evil.example') expect(answer.headers['access-control-allow-credentials'], url).not.toBe('true');
      if (url.startsWith('/api/')) expect(allowOrigin, url).not.toBe('https://evil.example');
    }
  });

  it('a bearer token is what authenticates: without it the cookies alone are nobody, with it the Origin does not matter', async () => {
    const { token, refreshCookie } = await cookieLogin();
    const onlyCookies = await api.app.inject({ method: 'GET', url: '/api/v5/secure/account/profile/v2', headers: { cookie: `${refreshCookie}; auth._token.local=${encodeURIComponent(`Bearer ${token}`)}` } });
    expect(onlyCookies.statusCode).toBe(401);
    const bearer = await send(api, 'GET', '/secure/account/profile/v2', { token, headers: { origin: 'https://evil.example' } });
    expect(bearer.status).toBe(200);
  });
});
