import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryKeyValueStorage } from '../storage/memory-key-value-storage';
import { StorageAuthTokenStore } from '../storage/storage-auth-token-store';
import { HttpApiClient } from './api-client';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Seen, response: ServerResponse) => void;

let server: Server;
let origin: string;
let seen: Seen[] = [];
let handler: Handler;

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body };
      seen.push(entry);
      handler(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  handler = (_request, response) => json(response, 200, { ok: true });
});

const context = { storeId: 'boutique_es', locale: 'es', device: 1 } as const;
const client = (extra: Partial<ConstructorParameters<typeof HttpApiClient>[0]> = {}) =>
  new HttpApiClient({ apiBase: origin, context, ...extra });

describe('HttpApiClient', () => {
  it('calls /api/v5 with the store, device, language and JSON headers', async () => {
    expect(await client().get('init')).toEqual({ ok: true });
    expect(seen[0].url).toBe('/api/v5/init');
    expect(seen[0].headers).toMatchObject({
      'content-type': 'application/json',
      store: 'boutique_es',
      device: '1',
      'accept-language': 'es-ES',
    });
    expect(seen[0].headers.authorization).toBeUndefined();
  });

  it("sends the outlet cookie's pass as outlet-pass, and never a value a header cannot carry", async () => {
    let cookie: string | undefined = '1799999999.abcDEF_-.c2FtQGV4YW1wbGUuY29t';
    const withPass = client({ outletPass: () => cookie });
    await withPass.get('init');
    expect(seen[0].headers['outlet-pass']).toBe(cookie);
    for (const bad of ['sam@example.com', 'a b', 'é', '', undefined, 'x'.repeat(601)]) {
      cookie = bad;
      await withPass.get('init');
      expect(seen.at(-1)!.headers['outlet-pass'], String(bad)).toBeUndefined();
    }
    await client().get('init');
    expect(seen.at(-1)!.headers['outlet-pass']).toBeUndefined();
  });

  it('repeats array search params and adds no_cache=1 when asked', async () => {
    await client({ noCache: true }).get('/templates', { searchParams: { 'templateSlugs[]': ['a', 'b'], skip: undefined } });
    expect(decodeURIComponent(seen[0].url)).toBe('/api/v5/templates?templateSlugs[]=a&templateSlugs[]=b&no_cache=1');
  });

  it('posts JSON bodies', async () => {
    await client().post('parse', { path: '/x' });
    expect(seen[0].method).toBe('POST');
    expect(JSON.parse(seen[0].body)).toEqual({ path: '/x' });
  });

  it('sends the bearer token when there is one', async () => {
    const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
    tokens.save({ accessToken: 'jwt-1', refreshToken: null, strategy: 'customLocal' });
    await client({ tokens }).get('secure/wishes');
    expect(seen[0].headers.authorization).toBe('Bearer jwt-1');
  });

  it('turns an HTTP error into ApiError with the status and the server message', async () => {
    handler = (_request, response) => json(response, 404, { code: 404, message: 'Product not found' });
    await expect(client().get('products/999')).rejects.toMatchObject({ name: 'ApiError', code: 404, message: 'Product not found' });
  });

  it('falls back to the status text, then the default message', async () => {
    handler = (_request, response) => {
      response.writeHead(503, 'Service Unavailable', { 'content-type': 'text/html' });
      response.end('<html>');
    };
    await expect(client().get('init')).rejects.toMatchObject({ code: 503, message: 'Service Unavailable' });
  });

  it('says Network Error (code 0) when nothing answers', async () => {
    const closed = new HttpApiClient({ apiBase: 'http://127.0.0.1:9', context });
    await expect(closed.get('init')).rejects.toMatchObject({ code: 0, message: 'Network Error' });
  });

  it('says Network Error (code 0) on timeout', async () => {
    handler = (_request, response) => setTimeout(() => json(response, 200, {}), 500);
    await expect(client({ timeoutMs: 50 }).get('init')).rejects.toMatchObject({ code: 0, message: 'Network Error' });
  });

  it('uses an injected fetch', async () => {
    const urls: string[] = [];
    const fetch: typeof globalThis.fetch = async (input) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return new Response(JSON.stringify({ freeShipping: 99 }), { headers: { 'content-type': 'application/json' } });
    };
    const inProcess = new HttpApiClient({ apiBase: 'http://shop.internal', context, fetch });
    expect(await inProcess.get('checkout/carriers/free-shipping')).toEqual({ freeShipping: 99 });
    expect(urls).toEqual(['http://shop.internal/api/v5/checkout/carriers/free-shipping']);
    expect(seen).toEqual([]);
  });

  describe('on 401', () => {
    const loggedIn = (refreshToken: string | null) => {
      const tokens = new StorageAuthTokenStore(new MemoryKeyValueStorage());
      tokens.save({ accessToken: 'old', refreshToken, strategy: 'customLocal' });
      return tokens;
    };

    it('refreshes the token once and repeats the call', async () => {
      handler = (request, response) => {
        if (request.url === '/api/v5/security/refresh') return json(response, 200, { token: 'new', refresh_token: 'r2' });
        if (request.headers.authorization === 'Bearer new') return json(response, 200, { id: 1 });
        return json(response, 401, { code: 401, message: 'Expired JWT Token' });
      };
      const tokens = loggedIn('r1');
      expect(await client({ tokens }).get('secure/account/profile/v2')).toEqual({ id: 1 });
      expect(seen.map((entry) => entry.url)).toEqual([
        '/api/v5/secure/account/profile/v2',
        '/api/v5/security/refresh',
        '/api/v5/secure/account/profile/v2',
      ]);
      expect(JSON.parse(seen[1].body)).toEqual({ refresh_token: 'r1', refreshTransport: 'body' });
      expect(seen[1].headers.authorization).toBeUndefined();
      expect(tokens.get()).toEqual({ accessToken: 'new', refreshToken: 'r2', strategy: 'customLocal' });
    });

    it('leaves the browser’s refresh token in its cookie: the body names none, the marker stays', async () => {
      handler = (request, response) => {
        if (request.url === '/api/v5/security/refresh') return json(response, 200, { token: 'new', refresh_token: null });
        if (request.headers.authorization === 'Bearer new') return json(response, 200, { id: 1 });
        return json(response, 401, { code: 401, message: 'Expired JWT Token' });
      };
      const tokens = loggedIn('bearer cookie');
      expect(await client({ tokens }).get('secure/account/profile/v2')).toEqual({ id: 1 });
      expect(JSON.parse(seen[1].body)).toEqual({});
      expect(tokens.get()).toEqual({ accessToken: 'new', refreshToken: 'bearer cookie', strategy: 'customLocal' });
    });

    it('shares one refresh between concurrent calls', async () => {
      handler = (request, response) => {
        if (request.url === '/api/v5/security/refresh') return setTimeout(() => json(response, 200, { token: 'new' }), 30);
        if (request.headers.authorization === 'Bearer new') return json(response, 200, { ok: request.url });
        return json(response, 401, { code: 401, message: 'Expired' });
      };
      const api = client({ tokens: loggedIn('r1') });
      await Promise.all([api.get('secure/a'), api.get('secure/b')]);
      expect(seen.filter((entry) => entry.url.endsWith('/security/refresh'))).toHaveLength(1);
    });

    it('logs out when the refresh fails', async () => {
      handler = (_request, response) => json(response, 401, { code: 401, message: 'Invalid JWT Refresh Token' });
      const tokens = loggedIn('r1');
      await expect(client({ tokens }).get('secure/wishes')).rejects.toMatchObject({ code: 401 });
      expect(tokens.get()).toBeNull();
      expect(seen).toHaveLength(2);
    });

    it('does nothing without a refresh token', async () => {
      handler = (_request, response) => json(response, 401, { code: 401, message: 'Expired' });
      const tokens = loggedIn(null);
      await expect(client({ tokens }).get('secure/wishes')).rejects.toMatchObject({ code: 401, message: 'Expired' });
      expect(seen).toHaveLength(1);
      expect(tokens.get()?.accessToken).toBe('old');
    });
  });
});
