/**
 * The back office's document (issue 39): one HTML shell for every /admin address, private and
 * never kept, never indexed or framed, scripts only by its nonce; the API under /api/v5/admin and
 * the storefront's pages are as they were.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';
import { ADMIN_DIR, adminAssetsFromManifest, adminDocument, adminPolicy, ensureAdminBuild, readAdminAssets } from './admin-pages';
import { CLIENT_DIR, ensureClientBuild } from './client-build';
import type { Manifest } from './client-manifest';

const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';
const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)?.[1];

describe('the back office document (unit)', () => {
  it("lists the entry's stylesheets, script and static imports from the manifest", () => {
    const assets = adminAssetsFromManifest({
      'src/ui/admin/entry-admin.tsx': { file: 'assets/entry-admin-AbCd1234.js', css: ['assets/entry-admin-Ef567890.css'], imports: ['_react.js'], isEntry: true },
      '_react.js': { file: 'assets/react-Gh901234.js' },
      'src/ui/admin/support/orders.tsx': { file: 'assets/orders-Kl345678.js' },
    });
    expect(assets).toEqual({ styles: ['assets/entry-admin-Ef567890.css'], script: 'assets/entry-admin-AbCd1234.js', preloads: ['assets/react-Gh901234.js'] });
    const html = adminDocument(assets, 'n0nce');
    expect(html).toContain('<div id="admin-root"></div>');
    expect(html).toContain('<script type="module" crossorigin nonce="n0nce" src="/admin/assets/entry-admin-AbCd1234.js"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/admin/assets/entry-admin-Ef567890.css">');
    expect(html).toContain('<link rel="modulepreload" crossorigin nonce="n0nce" href="/admin/assets/react-Gh901234.js">');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toContain('orders-Kl345678');
  });

  it('allows scripts by nonce only (and what they load), no framing, no plugin', () => {
    const policy = adminPolicy('abc');
    expect(directive(policy, 'script-src')).toBe("script-src 'nonce-abc' 'strict-dynamic' 'self'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('reads no assets without a build (the document still answers)', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'boutique-admin-'));
    try {
      expect(await readAdminAssets(empty)).toBeNull();
      expect(adminDocument(null, 'x')).toContain('<div id="admin-root"></div>');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('the back office document (server)', () => {
  let shop: TestServer;

  beforeAll(async () => {
    await ensureClientBuild();
    await ensureAdminBuild();
    shop = await startTestServer();
  }, 120_000);

  afterAll(async () => {
    await shop?.close();
  });

  it('answers /admin with the shell: HTML, no-store, noindex, a nonce-based policy matching the document', async () => {
    const response = await shop.app.inject({ url: '/admin' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const policy = String(response.headers['content-security-policy']);
    const nonce = nonceOf(policy);
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(response.body).toContain('<div id="admin-root"></div>');
    const script = /<script type="module" crossorigin nonce="([^"]+)" src="(\/admin\/assets\/entry-admin-[^"]+\.js)"><\/script>/.exec(response.body);
    expect(script?.[1]).toBe(nonce);
    // Every script tag carries the nonce; there is no inline script.
    for (const tag of response.body.match(/<script\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // A new nonce for each answer.
    const again = await shop.app.inject({ url: '/admin' });
    expect(nonceOf(String(again.headers['content-security-policy']))).not.toBe(nonce);
    // Its script is served, kept a year (hashed).
    const file = await shop.app.inject({ url: script![2] });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('javascript');
    expect(file.headers['cache-control']).toContain('immutable');
  });

  it('answers every other /admin address with the same shell (the browser routes, its own 404)', async () => {
    for (const url of ['/admin/', '/admin/orders', '/admin/orders/1001?tab=lines', '/admin/no/such/screen', '/admin/%E2%9C%93']) {
      const response = await shop.app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="admin-root"></div>');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    // A missing file of the bundle is a 404, not the document.
    const missing = await shop.app.inject({ url: '/admin/assets/nothing-here-12345678.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('admin-root');
  });

  it('leaves the API under /api/v5/admin and the storefront pages alone', async () => {
    const api = await shop.app.inject({ url: '/api/v5/admin/staff' });
    expect(api.headers['content-type']).toContain('application/json');
    expect([401, 403]).toContain(api.statusCode);
    const unknown = await shop.app.inject({ url: '/api/v5/admin/no-such-call' });
    expect(unknown.headers['content-type']).toContain('application/json');
    expect(unknown.body).not.toContain('admin-root');
    for (const url of ['/', '/homme', '/login', '/es', '/panier']) {
      const page = await shop.app.inject({ url });
      expect(page.statusCode, url).toBeLessThan(500);
      expect(page.body, url).not.toContain('admin-root');
      expect(page.body, url).not.toContain('/admin/assets/');
      expect(page.body, url).not.toContain('entry-admin');
    }
    // A storefront address that only starts like the back office is the storefront's.
    const lookalike = await shop.app.inject({ url: '/administration' });
    expect(lookalike.body).not.toContain('admin-root');
  });
});

describe('the storefront loads none of the back office', () => {
  const manifestOf = (dir: string) => JSON.parse(readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const sources = (manifest: Manifest) => Object.entries(manifest).flatMap(([key, chunk]) => [key, (chunk as { src?: string }).src ?? '']);

  it('builds no back office module into dist/client, and no storefront entry into dist/admin', async () => {
    await ensureClientBuild();
    await ensureAdminBuild();
    const client = sources(manifestOf(CLIENT_DIR));
    expect(client.filter((source) => source.includes('src/ui/admin'))).toEqual([]);
    const files = readdirSync(path.join(CLIENT_DIR, 'assets'), { recursive: true }).map(String).filter((file) => file.endsWith('.js'));
    for (const file of files) {
      const code = readFileSync(path.join(CLIENT_DIR, 'assets', file), 'utf8');
      expect(code.includes('/admin/assets/') || code.includes('entry-admin'), file).toBe(false);
    }
    const admin = manifestOf(ADMIN_DIR);
    expect(Object.keys(admin)).toContain('src/ui/admin/entry-admin.tsx');
    expect(sources(admin).filter((source) => source === 'src/ui/entry-client.tsx')).toEqual([]);
  }, 180_000);
});
