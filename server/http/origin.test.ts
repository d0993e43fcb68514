import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../core/config';
import { originPolicy, parseHost, trustedOriginHook, type OriginConfig } from './origin';

const defaults: OriginConfig = readConfig({});
const decide = (config: Partial<OriginConfig>, host: string, protocol = 'http', localPort?: number) =>
  originPolicy({ ...defaults, ...config })({ host, protocol, localPort });
const origin = (config: Partial<OriginConfig>, host: string, protocol = 'http', localPort?: number) => {
  const decision = decide(config, host, protocol, localPort);
  return decision.ok ? decision.origin : `refused: ${decision.message}`;
};

describe('parseHost', () => {
  it('reads names, IPv4 and bracketed IPv6 addresses with an optional port', () => {
    expect(parseHost('Shop.Example')).toEqual({ hostname: 'shop.example', port: null });
    expect(parseHost('127.0.0.1:3000')).toEqual({ hostname: '127.0.0.1', port: 3000 });
    expect(parseHost('[::1]:8080')).toEqual({ hostname: '[::1]', port: 8080 });
    expect(parseHost('web_1:80')).toEqual({ hostname: 'web_1', port: 80 });
  });

  it('refuses what no Host header can be', () => {
    for (const host of ['[::1', 'a b', '127.0.0.1:99999', 'host@evil.example', 'evil.example/x', 'x:', ':80', 'a\u0000b', 'a\nb', '[zz::1]', 'é.example', 'x'.repeat(300)]) {
      expect(parseHost(host), JSON.stringify(host)).toBeNull();
    }
  });
});

describe('the trusted origin of a request', () => {
  it('by default trusts localhost, 127.0.0.1 and [::1] at the shop port only', () => {
    expect(origin({}, 'localhost:3000')).toBe('http://localhost:3000');
    expect(origin({}, '127.0.0.1:3000')).toBe('http://127.0.0.1:3000');
    expect(origin({}, '[::1]:3000')).toBe('http://[::1]:3000');
    expect(origin({}, 'localhost:3001')).toBe('http://localhost:3000');
    expect(origin({}, 'localhost')).toBe('http://localhost:3000');
  });

  it('also trusts the port the shop really listens on (PORT=0, test servers)', () => {
    expect(origin({}, '127.0.0.1:41234', 'http', 41234)).toBe('http://127.0.0.1:41234');
    expect(origin({}, '127.0.0.1:41234', 'http', 3000)).toBe('http://localhost:3000');
    expect(origin({}, 'evil.example:41234', 'http', 41234)).toBe('http://localhost:3000');
  });

  it('gives an unknown host the configured origin, never its own name', () => {
    expect(origin({}, 'evil.example')).toBe('http://localhost:3000');
    expect(origin({ publicUrl: 'https://shop.example/boutique' }, 'evil.example')).toBe('https://shop.example');
    expect(origin({ port: 8080, allowedHosts: ['localhost:8080'] }, 'evil.example:8080')).toBe('http://localhost:8080');
  });

  it('uses the configured origin for the hosts of PUBLIC_URL and STORE_BASE_URLS, scheme included', () => {
    const config = { publicUrl: 'https://shop.example', storeBaseUrls: { boutique_es: 'https://es.shop.example' } };
    expect(origin(config, 'shop.example')).toBe('https://shop.example');
    expect(origin(config, 'ES.shop.example')).toBe('https://es.shop.example');
    expect(origin(config, 'localhost:3000')).toBe('http://localhost:3000');
    expect(origin(config, 'other.example')).toBe('https://shop.example');
  });

  it('follows ALLOWED_HOSTS: a port-less entry matches every port', () => {
    const config = { allowedHosts: ['shop.internal', 'admin.internal:8443'] };
    expect(origin(config, 'shop.internal:9000')).toBe('http://shop.internal:9000');
    expect(origin(config, 'shop.internal', 'https')).toBe('https://shop.internal');
    expect(origin(config, 'admin.internal:8443', 'https')).toBe('https://admin.internal:8443');
    expect(origin(config, 'admin.internal:8444')).toBe('http://localhost:3000');
    expect(origin(config, 'localhost:3000')).toBe('http://localhost:3000');
    expect(origin({ allowedHosts: ['localhost:80'] }, 'localhost')).toBe('http://localhost');
  });

  it('answers the configured origin without a Host header, and refuses a malformed one', () => {
    expect(origin({}, '')).toBe('http://localhost:3000');
    for (const host of ['[::1', 'a b', '127.0.0.1:99999', 'host@evil.example']) expect(origin({}, host)).toBe('refused: Invalid Host header');
  });
});

describe('the trusted origin of in-process requests', () => {
  it('keeps the host of the port the shop listens on, as the server render asks the API', async () => {
    const app = Fastify();
    app.addHook('onRequest', trustedOriginHook(defaults));
    app.get('/origin', async (request) => request.trustedOrigin);
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      expect((await app.inject({ url: '/origin', headers: { host: `localhost:${port}` } })).body).toBe(`http://localhost:${port}`);
      expect((await app.inject({ url: '/origin', headers: { host: `localhost:${port + 1}` } })).body).toBe('http://localhost:3000');
      expect((await app.inject({ url: '/origin', headers: { host: 'evil.example' } })).body).toBe('http://localhost:3000');
    } finally {
      await app.close();
    }
  });
});
