/**
 * The v5 API scope (SPEC §7), mounted at /api/v5: shop context from the headers, JSON errors,
 * no shared caching of answers that depend on the store headers, and the route modules.
 */
import type { FastifyPluginAsync } from 'fastify';
import { basketRoutes } from '../basket/basket-routes';
import { productAlertRoutes } from '../alerts/product-alert-routes';
import { checkoutRoutes } from '../checkout/checkout-routes';
import { contentRoutes } from '../content/content-routes';
import { pageRoutes } from '../pages/page-routes';
import { productRoutes } from '../catalogue/product-routes';
import { siteRoutes } from '../content/site-routes';
import type { ModuleDeps } from '../core/module-deps';
import { accountRoutes } from '../accounts/account-routes';
import { authRoutes } from '../accounts/auth-routes';
import { wishRoutes } from '../wishlist/wish-routes';
import { ordersRoutes } from '../orders/orders-routes';
import { returnsRoutes } from '../returns/returns-routes';
import { newsletterRoutes } from '../newsletter/newsletter-routes';
import { outletRoutes } from '../outlet/outlet-routes';
import { contactRoutes } from '../contact/contact-routes';
import { ratingRoutes } from '../ratings/rating-routes';
import { trackingRoutes } from '../tracking/tracking-routes';
import { trackingHasherOf } from '../tracking/tracking-hasher';
import { giftcardRoutes } from '../giftcards/giftcard-routes';
import { backupRoutes } from '../ops/backup-routes';
import { acceptEmptyJsonBodies } from './empty-json-body';
import { sendError } from './errors';
import { inputGuardHook } from './input-guard';
import { shopContextHook } from './request-context';

export const API_PREFIX = '/api/v5';

export const apiPlugin: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  app.addHook('onRequest', shopContextHook);
  acceptEmptyJsonBodies(app);
  app.addHook('preValidation', inputGuardHook);
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    reply.header('vary', 'store, device, accept-language, accept-encoding');
    return payload;
  });

  await app.register(siteRoutes, { deps });
  await app.register(pageRoutes, { deps });
  await app.register(contentRoutes, { deps });
  await app.register(productRoutes, { deps });
  await app.register(checkoutRoutes, { deps });
  await app.register(basketRoutes, { deps });
  await app.register(productAlertRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(wishRoutes, { deps });
  await app.register(ordersRoutes, { deps });
  await app.register(returnsRoutes, { deps });
  await app.register(newsletterRoutes, { deps });
  await app.register(outletRoutes, { deps });
  await app.register(contactRoutes, { deps });
  await app.register(ratingRoutes, { deps });
  await app.register(giftcardRoutes, { deps });
  await app.register(backupRoutes, { deps, backup: deps.backup ?? {} });
  await app.register(trackingRoutes, { hasher: trackingHasherOf(deps.secret.key), rateLimits: deps.rateLimits });

  // Anything else under the prefix is an API 404, never a storefront page.
  const unknown = async (_request: unknown, reply: Parameters<typeof sendError>[0]) => sendError(reply, 404, 'Not Found');
  app.all('/', { schema: { hide: true } }, unknown);
  app.all('/*', { schema: { hide: true } }, unknown);
};
