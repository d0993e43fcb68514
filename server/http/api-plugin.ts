/**
 * The v5 API scope (SPEC §7), mounted at /api/v5: shop context from the headers, JSON errors,
 * no shared caching of answers that depend on the store headers, and the route modules.
 */
import type { FastifyPluginAsync } from 'fastify';
import { basketRoutes } from '../routes/basket-routes';
import { productAlertRoutes } from '../routes/product-alert-routes';
import { checkoutRoutes } from '../routes/checkout-routes';
import { contentRoutes } from '../routes/content-routes';
import { pageRoutes } from '../routes/page-routes';
import { productRoutes } from '../routes/product-routes';
import { siteRoutes } from '../routes/site-routes';
import type { AppDeps } from '../services/app-deps';
import { acceptEmptyJsonBodies } from './empty-json-body';
import { sendError } from './errors';
import { shopContextHook } from './request-context';

export const API_PREFIX = '/api/v5';

export const apiPlugin: FastifyPluginAsync<{ deps: AppDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', shopContextHook);
  acceptEmptyJsonBodies(app);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    reply.header('vary', 'store, device, accept-language, accept-encoding');
    reply.header('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
    return payload;
  });

  await app.register(siteRoutes, { deps });
  await app.register(pageRoutes, { deps });
  await app.register(contentRoutes, { deps });
  await app.register(productRoutes, { deps });
  await app.register(checkoutRoutes, { deps });
  await app.register(basketRoutes, { deps });
  await app.register(productAlertRoutes, { deps });

  // Anything else under the prefix is an API 404, never a storefront page.
  const unknown = async (_request: unknown, reply: Parameters<typeof sendError>[0]) => sendError(reply, 404, 'Not Found');
  app.all('/', { schema: { hide: true } }, unknown);
  app.all('/*', { schema: { hide: true } }, unknown);
};
