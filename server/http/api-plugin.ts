/**
 * The v5 API scope (SPEC §7), mounted at /api/v5: shop context from the headers, JSON errors,
 * no shared caching of answers that depend on the store headers, and the modules' API routes
 * (server/modules.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import type { ShopModule } from './shop-module';
import { acceptEmptyJsonBodies } from './empty-json-body';
import { sendError } from './errors';
import { inputGuardHook } from './input-guard';
import { shopContextHook } from './request-context';

export const API_PREFIX = '/api/v5';

export const apiPlugin: FastifyPluginAsync<{ deps: ModuleDeps; modules: readonly ShopModule[] }> = async (app, { deps, modules }) => {
  app.addHook('onRequest', shopContextHook);
  acceptEmptyJsonBodies(app);
  app.addHook('preValidation', inputGuardHook);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    reply.header('vary', 'store, device, accept-language, accept-encoding');
    return payload;
  });

  for (const module of modules) if (module.api) await app.register(module.api, { deps });

  // Anything else under the prefix is an API 404, never a storefront page.
  const unknown = async (_request: unknown, reply: Parameters<typeof sendError>[0]) => sendError(reply, 404, 'Not Found');
  app.all('/', { schema: { hide: true } }, unknown);
  app.all('/*', { schema: { hide: true } }, unknown);
};
