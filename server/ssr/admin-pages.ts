/**
 * The back office's document (issue 39): `GET /admin` and `GET /admin/*` answer one HTML shell
 * (`<div id="admin-root">`, the admin bundle's script and styles from its Vite manifest); the
 * browser routes inside it, unknown addresses included (its own 404). No server rendering: staff
 * pages are private, never kept (`Cache-Control: no-store`), never indexed, never framed. Its files
 * are under `/admin/assets/` (dist/admin, `vite.admin.config.ts`); the storefront's build and pages
 * know nothing of them.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isAdminStale } from '../../scripts/build-state.mjs';
import { buildBrowserBundle, COMPILED, PROJECT_ROOT } from './client-build';
import { entryAssets, type EntryAssets, type Manifest } from './client-manifest';

export const ADMIN_ENTRY = 'src/ui/admin/entry-admin.tsx';
export const ADMIN_DIR = path.join(PROJECT_ROOT, 'dist', 'admin');
export const ADMIN_ROOT_ID = 'admin-root';
/** Where the admin bundle's files are served (vite.admin.config.ts `base`). */
export const ADMIN_ASSETS_PREFIX = '/admin/assets/';

export type AdminPagesMode = 'production' | 'development' | 'test';

export interface AdminPagesOptions {
  mode: AdminPagesMode;
  /** Built back office (default `dist/admin`). */
  adminDir?: string;
}

/** The tags of the admin bundle's entry: its stylesheets, its script, the chunks it imports at once (each with the nonce). */
export type AdminAssets = EntryAssets;

export function adminAssetsFromManifest(manifest: Manifest, entry = ADMIN_ENTRY): AdminAssets | null {
  return entryAssets(manifest, entry);
}

export async function readAdminAssets(adminDir: string): Promise<AdminAssets | null> {
  try {
    return adminAssetsFromManifest(JSON.parse(await readFile(path.join(adminDir, '.vite', 'manifest.json'), 'utf8')) as Manifest);
  } catch {
    return null;
  }
}

/** A fresh nonce per document: 128 random bits, base64. */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The back office's policy: scripts only by the document's nonce and what they load
 * ('strict-dynamic': the lazy screens; 'self' for browsers without it), the shop's own origin for
 * everything else, pictures also from data:/blob: (previews of files being uploaded), no plugin,
 * no framing by anyone, forms only to the shop. Development adds Vite's inline preamble and HMR socket.
 */
export function adminPolicy(nonce: string, mode: AdminPagesMode = 'production'): string {
  const development = mode === 'development';
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': development ? ["'self'", "'unsafe-inline'"] : [`'nonce-${nonce}'`, "'strict-dynamic'", "'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(development ? ['ws:', 'wss:'] : [])],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The document: the same for every address under /admin but for its nonce. */
export function adminDocument(assets: AdminAssets | null, nonce: string, devHead = ''): string {
  const n = escapeAttribute(nonce);
  const head = assets
    ? [
        ...assets.styles.map((file) => `<link rel="stylesheet" href="/admin/${file}">`),
        `<script type="module" crossorigin nonce="${n}" src="/admin/${assets.script}"></script>`,
        ...assets.preloads.map((file) => `<link rel="modulepreload" crossorigin nonce="${n}" href="/admin/${file}">`),
      ].join('\n')
    : devHead;
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex, nofollow">',
    '<meta name="referrer" content="same-origin">',
    '<title>Back-office — Boutique</title>',
    head,
    '</head>',
    '<body>',
    `<div id="${ADMIN_ROOT_ID}"></div>`,
    '<noscript>Le back-office a besoin de JavaScript. The back office needs JavaScript.</noscript>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** Builds a missing (from the sources: or stale) back office bundle, as the storefront's (client-build.ts). */
export async function ensureAdminBuild(root = PROJECT_ROOT, { checkSources = !COMPILED } = {}): Promise<'built' | 'fresh'> {
  const adminDir = path.join(root, 'dist', 'admin');
  const stale = checkSources ? isAdminStale(root, adminDir) : !existsSync(path.join(adminDir, '.vite', 'manifest.json'));
  if (!stale) return 'fresh';
  await buildBrowserBundle(root, 'vite.admin.config.ts');
  return 'built';
}

const HASHED_FILE = /-[A-Za-z0-9_-]{8}\.(js|css|woff2?|svg|png)(\.br|\.gz)?$/;

/** Head tags of the development document: Vite's client, the React refresh preamble, the entry from the sources. */
export type DevHead = () => Promise<string>;

/**
 * `GET /admin`, `GET /admin/*` (the document) and `/admin/assets/*` (the bundle). Registered
 * before the storefront's pages (server/app.ts); in development the storefront's Vite server
 * serves the sources and gives the preamble (`devHead`).
 */
export const adminPagesPlugin: FastifyPluginAsync<AdminPagesOptions & { devHead?: DevHead }> = async (app, options) => {
  const adminDir = options.adminDir ?? ADMIN_DIR;
  let assets: AdminAssets | null = null;
  if (options.mode !== 'development') {
    if (options.mode === 'production') await ensureAdminBuild(PROJECT_ROOT);
    assets = await readAdminAssets(adminDir);
    if (!assets) app.log.warn(`No back office build in ${adminDir}: /admin is served without its script (run \`npm run build\`).`);
    if (existsSync(path.join(adminDir, 'assets'))) {
      await app.register(fastifyStatic, {
        root: path.join(adminDir, 'assets'),
        prefix: ADMIN_ASSETS_PREFIX,
        preCompressed: true,
        decorateReply: false,
        cacheControl: false,
        index: false,
        setHeaders: (reply, file) => reply.header('cache-control', HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
      });
    }
  }

  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // /admin/assets/… that is not a file of the build: a plain 404, never the document.
    if (request.url.startsWith(ADMIN_ASSETS_PREFIX)) return reply.callNotFound();
    const nonce = newNonce();
    const devHead = options.mode === 'development' && options.devHead ? await options.devHead() : '';
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('x-frame-options', 'DENY')
      .header('referrer-policy', 'same-origin')
      .header('content-security-policy', adminPolicy(nonce, options.mode))
      .send(adminDocument(assets, nonce, devHead));
  };
  app.get('/admin', serve);
  app.get('/admin/*', serve);
};
