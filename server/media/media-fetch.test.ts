/**
 * Pictures given by https URL are fetched into the store, and fetching cannot be turned against the
 * shop's own network: https only, no private or loopback address (by literal, by name, or after a
 * redirect) unless MEDIA_FETCH_ALLOW says so, a size cap and a deadline. The "other site" is an
 * https server of the test's own on 127.0.0.1, with a certificate made for it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { fetchPicture, type FetchSettings } from './media-fetch';
import { mediaFetchSettings, storeOriginals } from './media-service';
import { photo } from './media-test-kit';

let server: Server;
let port: number;
let cert: string;
let picture: Buffer;
let database: TestDatabase | undefined;
const dir = mkdtempSync(path.join(tmpdir(), 'media-fetch-'));

beforeAll(async () => {
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem'),
  ], { stdio: 'ignore' });
  cert = readFileSync(path.join(dir, 'cert.pem'), 'utf8');
  picture = await photo('jpeg', 200, 150, 41);
  server = createServer({ key: readFileSync(path.join(dir, 'key.pem')), cert }, (request, response) => {
    const url = new URL(request.url ?? '/', 'https://127.0.0.1');
    if (url.pathname === '/photo.jpg') return response.writeHead(200, { 'content-type': 'image/jpeg' }).end(picture);
    if (url.pathname === '/to-photo') return response.writeHead(302, { location: '/photo.jpg' }).end();
    if (url.pathname === '/to-private') return response.writeHead(301, { location: 'https://10.1.2.3/photo.jpg' }).end();
    if (url.pathname === '/loop') return response.writeHead(302, { location: '/loop' }).end();
    if (url.pathname === '/declared-big') return response.writeHead(200, { 'content-length': '5000' }).end(Buffer.alloc(5000));
    if (url.pathname === '/streamed-big') {
      response.writeHead(200);
      for (let chunk = 0; chunk < 10; chunk += 1) response.write(Buffer.alloc(500));
      return response.end();
    }
    if (url.pathname === '/slow') return; // never answers
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await database?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const settings = (overrides: Partial<FetchSettings> = {}): FetchSettings => ({
  allow: [], timeoutMs: 5_000, maxBytes: 2_000_000, maxRedirects: 3, ca: cert, ...overrides,
});
const at = (host: string, pathname: string) => `https://${host}:${port}${pathname}`;

describe('fetchPicture', () => {
  it('fetches the bytes from a host MEDIA_FETCH_ALLOW names, or at an address or in a network it names', async () => {
    for (const [host, allow] of [['localhost', ['localhost']], ['127.0.0.1', ['127.0.0.1']], ['127.0.0.1', ['127.0.0.0/8']]] as const) {
      const fetched = await fetchPicture(at(host, '/photo.jpg'), settings({ allow }));
      expect(fetched.ok && fetched.value.equals(picture), allow.join()).toBe(true);
    }
    const redirected = await fetchPicture(at('127.0.0.1', '/to-photo'), settings({ allow: ['127.0.0.1'] }));
    expect(redirected.ok && redirected.value.equals(picture)).toBe(true);
  });

  it.each([
    ['a loopback address', () => at('127.0.0.1', '/photo.jpg')],
    ['a name that resolves to loopback', () => at('localhost', '/photo.jpg')],
    ['an IPv6 loopback', () => `https://[::1]:${port}/photo.jpg`],
    ['a link-local address (cloud metadata)', () => 'https://169.254.169.254/latest/meta-data/'],
    ['a private network', () => 'https://10.1.2.3/photo.jpg'],
    ['an IPv4 address written as IPv6', () => `https://[::ffff:127.0.0.1]:${port}/photo.jpg`],
  ])('refuses %s unless allowed', async (_what, url) => {
    const refused = await fetchPicture(url(), settings());
    expect(refused).toMatchObject({ ok: false, kind: 'invalid-input', message: expect.stringContaining('is not on the public internet') });
  });

  it('refuses a redirect from an allowed host to one that is not', async () => {
    const refused = await fetchPicture(at('127.0.0.1', '/to-private'), settings({ allow: ['127.0.0.1'] }));
    expect(refused).toMatchObject({ ok: false, kind: 'invalid-input', message: expect.stringContaining('10.1.2.3 is not on the public internet') });
  });

  it('refuses http, endless redirects, pictures over the cap, missing pictures, and waits no longer than the deadline', async () => {
    const allow = ['127.0.0.1'];
    expect(await fetchPicture(`http://127.0.0.1:${port}/photo.jpg`, settings({ allow }))).toMatchObject({ ok: false, message: expect.stringContaining('over https only') });
    expect(await fetchPicture(at('127.0.0.1', '/loop'), settings({ allow }))).toMatchObject({ ok: false, message: expect.stringContaining('redirects more than 3 times') });
    for (const big of ['/declared-big', '/streamed-big']) {
      expect(await fetchPicture(at('127.0.0.1', big), settings({ allow, maxBytes: 1_000 })), big).toMatchObject({ ok: false, kind: 'invalid-input', message: expect.stringContaining('is larger than') });
    }
    expect(await fetchPicture(at('127.0.0.1', '/gone.jpg'), settings({ allow }))).toMatchObject({ ok: false, kind: 'invalid-input', message: expect.stringContaining('answered 404') });
    const started = Date.now();
    expect(await fetchPicture(at('127.0.0.1', '/slow'), settings({ allow, timeoutMs: 300 }))).toMatchObject({ ok: false, kind: 'provider-unavailable', message: expect.stringContaining('did not answer within 0.3 s') });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await fetchPicture('not a url', settings())).toMatchObject({ ok: false, kind: 'invalid-input' });
  });

  it('reads MEDIA_FETCH_ALLOW as a comma-separated list', () => {
    expect(mediaFetchSettings({ MEDIA_FETCH_ALLOW: ' Images.Internal , 10.0.0.0/8,' }).allow).toEqual(['images.internal', '10.0.0.0/8']);
    expect(mediaFetchSettings({}).allow).toEqual([]);
  });
});

describe('storeOriginals with https pictures', () => {
  it('fetches and stores them beside the bundle files', async () => {
    database = await createTestDatabase();
    const db: Db = database.db;
    const url = at('127.0.0.1', '/photo.jpg');
    const refused = 'https://10.1.2.3/photo.jpg';
    const stored = await storeOriginals(db, [url, refused], async () => null, { fetch: settings({ allow: ['127.0.0.1'] }) });
    expect(stored.get(url)).toMatchObject({ ok: true, value: expect.stringMatching(/^\/media\/originals\/[0-9a-f]{64}\.jpg$/) });
    expect(stored.get(refused)).toMatchObject({ ok: false, kind: 'invalid-input' });
  }, 120_000);
});
