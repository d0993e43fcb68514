/**
 * What a module gives the app: its Fastify plugin for the v5 API (mounted under /api/v5, with the
 * shop context, input guard and JSON errors of `api-plugin.ts`) and, for the few that answer at the
 * site root (media, the sandbox's hosted pages, robots.txt and sitemaps), one for the site. The one
 * list of modules is `server/modules.ts`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';

export type ModulePlugin = FastifyPluginAsync<{ deps: ModuleDeps }>;

export interface ShopModule {
  name: string;
  /** Routes under /api/v5. */
  api?: ModulePlugin;
  /** Routes at the site root. */
  site?: ModulePlugin;
}
