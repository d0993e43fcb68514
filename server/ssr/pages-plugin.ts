import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { PageAssets } from '../../src/ui/app/html-document';
import type { RenderRequest, RenderResult } from '../../src/ui/entry-server';
import { createInjectFetch } from './inject-fetch';
import { readClientAssets } from './client-manifest';
import { CLIENT_DIR, PROJECT_ROOT, ensureClientBuild } from './client-build';
import { createViteDevMiddleware, createViteDevServer, devAssets } from './vite-dev';
import { clientSearchSettings, readSearchConfig } from '../search/search-config';
import { requestOrigin } from '../http/origin';

export type PagesMode = 'production' | 'development' | 'test';

export interface PagesPluginOptions {
  mode: PagesMode;
  /** Built client (default `dist/client`). */
  clientDir?: string;
}

type Render = (req: RenderRequest) => Promise<RenderResult>;

const RENDER_FAILURE_HTML = `<!doctype html><html lang="fr-FR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Erreur</title></head><body style="font-family:system-ui,sans-serif;text-align:center;padding:64px 16px"><h1>Une erreur s'est produite</h1><p>Une erreur s'est produite, merci de réessayer dans quelques instants.</p><p><a href="/">Retour à l'accueil</a></p></body></html>`;

/** Paths the pages never answer: the API and the generated media belong to the back end. */
const BACK_END_PATHS = /^\/(api|media)(\/|$)/;
/** Vite names hashed files `name-XXXXXXXX.ext`: they never change, so browsers keep them a year. */
const HASHED_FILE = /-[A-Za-z0-9_-]{8}\.(js|css|woff2?|svg|png|jpe?g|webp|avif)$/;

/**
 * Server-rendered storefront pages and the client bundle. Registered last by `buildApp`.
 * production/test: `dist/client` served by @fastify/static, pages rendered by
 * `src/ui/entry-server.tsx` (bundled into dist/server/main.js by `npm run build`, or loaded
 * through tsx from the sources), script/style tags from the Vite manifest.
 * development: Vite in middleware mode (HMR), the render module reloaded by Vite on change.
 * Pages reach the API in process through `app.inject()`.
 */
export const pagesPlugin: FastifyPluginAsync<PagesPluginOptions> = async (app, options) => {
  const clientDir = options.clientDir ?? CLIENT_DIR;
  const apiFetch = createInjectFetch(app);
  let render: Render;
  let assetsFor: (url: string) => Promise<PageAssets | null>;

  if (options.mode === 'development') {
    const vite = await createViteDevServer(app, PROJECT_ROOT);
    createViteDevMiddleware(app, vite, (url) => BACK_END_PATHS.test(url));
    render = async (req) => {
      const module = (await vite.ssrLoadModule('/src/ui/entry-server.tsx')) as { render: Render };
      return module.render(req);
    };
    assetsFor = (url) => devAssets(vite, url);
  } else {
    // Production builds a missing (from the sources: or stale) bundle, see ensureClientBuild;
    // tests build it once beforehand (never in parallel workers).
    if (options.mode === 'production') await ensureClientBuild(PROJECT_ROOT);
    const assets = await readClientAssets(clientDir);
    if (!assets) app.log.warn(`No client build in ${clientDir}: pages are served without their scripts and styles (run \`npm run build\`).`);
    await registerClientFiles(app, clientDir);
    ({ render } = await import('../../src/ui/entry-server'));
    assetsFor = async () => assets;
  }

  const searchConfig = readSearchConfig();
  const search = searchConfig.appId && searchConfig.searchKey ? clientSearchSettings(searchConfig, '') : undefined;
  const renderPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (BACK_END_PATHS.test(request.url)) return reply.callNotFound();
    let result: RenderResult;
    try {
      result = await render({
        url: request.url,
        headers: request.headers,
        fetch: apiFetch,
        apiBase: requestOrigin(request),
        assets: (await assetsFor(request.url)) ?? undefined,
        search,
      });
    } catch (error) {
      // A bug in a view must still answer a page, not the API's JSON error.
      request.log.error({ err: error }, 'Page render failed');
      return reply.status(500).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(RENDER_FAILURE_HTML);
    }
    reply.status(result.status).headers(result.headers);
    reply.header('server-timing', `data;dur=${result.timings.dataMs.toFixed(1)}, render;dur=${result.timings.renderMs.toFixed(1)}`);
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    return reply.send(result.html);
  };

  app.get('/', renderPage);
  app.get('/*', renderPage);
};

async function registerClientFiles(app: FastifyInstance, clientDir: string): Promise<void> {
  if (!existsSync(path.join(clientDir, 'assets'))) return;
  const cacheHeaders = (reply: FastifyReply, file: string) => {
    reply.header('cache-control', HASHED_FILE.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  };
  // Hashed bundles and public files under /assets/.
  await app.register(fastifyStatic, {
    root: path.join(clientDir, 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders: cacheHeaders,
  });
  // Top-level public files (favicon…), one route each, so they do not shadow the page routes.
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    globIgnore: ['assets/**', '.vite/**', '**/*.map'],
    decorateReply: false,
    cacheControl: false,
    index: false,
    setHeaders: cacheHeaders,
  });
}
