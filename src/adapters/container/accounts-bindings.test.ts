import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Login } from '../../application/auth/login';
import { ToggleWish } from '../../application/wishlist/toggle-wish';
import { ACCOUNT_API } from '../../application/ports/accounts-api';
import { AUTH_API } from '../../application/ports/auth-api';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { CUSTOMER_SESSION_STORE } from '../../application/ports/customer-session-store';
import { HttpAccountApi } from '../http/http-accounts-api';
import { HttpAuthApi } from '../http/http-auth-api';
import { anAddress } from '../in-memory/accounts-fixtures';
import { GET_PROFILE, LOGIN, LOGOUT, TOGGLE_WISH } from './accounts-tokens';
import { resolve } from './bind';
import { createBrowserContainer } from './browser';
import { createCliContainer } from './cli';
import { createSsrContainer } from './ssr';

const dir = mkdtempSync(join(tmpdir(), 'boutique-account-container-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const customer = { id: 1, email: 'camille@example.com', firstName: 'Camille', lastName: 'Martin', civility: 2, birthday: null, newsletter: true, roles: ['customer'] };
const json = (body: unknown, status = 200) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A shop that knows one customer and one access token. */
function fakeShop() {
  const calls: { path: string; body: unknown }[] = [];
  const fetch: typeof globalThis.fetch = async (input) => {
    const request = input as Request;
    const path = new URL(request.url).pathname.replace('/api/v5/', '');
    const text = await request.text();
    calls.push({ path, body: text ? JSON.parse(text) : undefined });
    if (path === 'security/login') return json({ token: 'jwt-1', refresh_token: 'r-1', expiresIn: 900, customer });
    if (path === 'security/logout') return json(undefined, 204);
    if (request.headers.get('authorization') !== 'Bearer jwt-1') return json({ code: 401, message: 'Veuillez vous connecter.' }, 401);
    if (path === 'secure/account/profile/v2') return json(customer);
    if (path === 'secure/account/addresses') return json([anAddress({ id: 11 })]);
    return json({ code: 404, message: 'Not Found' }, 404);
  };
  return { fetch, calls };
}

describe('account bindings', () => {
  it('give the browser and SSR the HTTP adapters and the use cases', () => {
    for (const container of [
      createBrowserContainer({ storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }),
      createSsrContainer({ storeId: 'boutique_es', locale: 'es', device: 0, apiBase: 'http://shop' }),
    ]) {
      expect(resolve(container, AUTH_API)).toBeInstanceOf(HttpAuthApi);
      expect(resolve(container, ACCOUNT_API)).toBeInstanceOf(HttpAccountApi);
      expect(resolve(container, LOGIN)).toBeInstanceOf(Login);
      expect(resolve(container, TOGGLE_WISH)).toBeInstanceOf(ToggleWish);
    }
  });

  it('let the CLI sign in with the refresh token in the body, kept in a private profile file', async () => {
    const shop = fakeShop();
    const profilePath = join(dir, 'profile.json');
    const container = createCliContainer({ api: 'http://shop', storeId: 'laboutiqueofficielle', profilePath, fetch: shop.fetch });
    expect(await resolve(container, LOGIN).execute({ email: 'camille@example.com', password: 'Boutique2026' })).toMatchObject({ kind: 'signed-in', session: { addresses: [{ id: 11 }] } });
    expect(shop.calls[0]).toEqual({ path: 'security/login', body: { _username: 'camille@example.com', _password: 'Boutique2026', refreshTransport: 'body' } });
    expect(statSync(profilePath).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(profilePath, 'utf8')).storage).toMatchObject({ 'auth._token.customLocal': 'Bearer jwt-1', 'auth._refresh_token.customLocal': 'r-1', 'auth.strategy': 'customLocal' });

    const next = createCliContainer({ api: 'http://shop', storeId: 'laboutiqueofficielle', profilePath, fetch: shop.fetch });
    expect(resolve(next, CUSTOMER_SESSION_STORE).get()?.customer.email).toBe('camille@example.com');
    expect(await resolve(next, GET_PROFILE).execute()).toMatchObject({ kind: 'found', customer: { id: 1 } });
    await resolve(next, LOGOUT).execute();
    expect(shop.calls.at(-1)).toEqual({ path: 'security/logout', body: { refresh_token: 'r-1' } });
    expect(resolve(createCliContainer({ api: 'http://shop', storeId: 'laboutiqueofficielle', profilePath }), AUTH_TOKEN_STORE).get()).toBeNull();
  });
});
