import type { FastifyInstance } from 'fastify';
import type { ViteDevServer } from 'vite';
import type { PageAssets } from '../../src/ui/entry-server-assets';
import { CLIENT_ENTRY } from './client-manifest';
import { PROJECT_ROOT } from './client-build';

/** Vite in middleware mode: modules, HMR and the React refresh runtime, inside the Fastify app. */
export async function createViteDevServer(app?: FastifyInstance, root = PROJECT_ROOT): Promise<ViteDevServer> {
  const { createServer } = await import('vite');
  return createServer({
    root,
    configFile: `${root}/vite.config.ts`,
    appType: 'custom',
    // HMR shares the shop's HTTP server (one port) when there is one.
    server: { middlewareMode: true, ...(app ? { ws: { server: app.server } } : {}) },
  });
}

/**
 * Lets Vite answer the requests it knows (source modules, `/@vite/client`, public files, HMR)
 * before Fastify routes them; anything Vite passes on continues through Fastify as usual.
 */
export function createViteDevMiddleware(app: FastifyInstance, vite: ViteDevServer, skip: (url: string) => boolean): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (skip(request.url)) {
      done();
      return;
    }
    vite.middlewares(request.raw, reply.raw, () => done());
  });
  app.addHook('onClose', async () => {
    await vite.close();
  });
}

/** Head tags of a development page: Vite's client, the React refresh preamble and the entry. */
export async function devAssets(vite: ViteDevServer, url: string): Promise<PageAssets> {
  const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  return { head: `${head}\n<script type="module" src="/${CLIENT_ENTRY}"></script>`, body: '' };
}

/** Head tags of the back office's development document (server/ssr/admin-pages.ts): Vite's client, the preamble, its entry. */
export async function adminDevHead(vite: ViteDevServer): Promise<string> {
  const html = await vite.transformIndexHtml('/admin', '<html><head></head><body></body></html>');
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  return `${head}\n<script type="module" src="/src/ui/admin/entry-admin.tsx"></script>`;
}
