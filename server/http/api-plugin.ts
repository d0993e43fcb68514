/**
 * The v5 API scope (SPEC §7), mounted at /api/v5: shop context from the headers, JSON errors,
 * no shared caching of answers that depend on the store headers, and the route modules.
 */
import type { FastifyPluginAsync } from 'fastify';
import { basketRoutes } from '../basket/basket-routes';
import { alertsRoutes } from '../alerts/alerts-routes';
import { checkoutRoutes } from '../basket/checkout-routes';
import { relayPointRoutes } from '../checkout/relay-routes';
import { contentRoutes } from '../content/content-routes';
import { pagesRoutes } from '../pages/pages-routes';
import { catalogueRoutes } from '../catalogue/catalogue-routes';
import type { ModuleDeps } from '../core/module-deps';
import { accountsRoutes } from '../accounts/accounts-routes';
import { authRoutes } from '../auth/auth-routes';
import { wishlistRoutes } from '../wishlist/wishlist-routes';
import { ordersPlugin } from '../orders/orders-plugin';
import { returnsPlugin } from '../returns/return-routes';
import { newsletterRoutes } from '../newsletter/newsletter-routes';
import { outletRoutes } from '../outlet/outlet-routes';
import { contactRoutes } from '../contact/contact-routes';
import { ratingsRoutes } from '../ratings/ratings-routes';
import { trackingRoutes } from '../tracking/tracking-routes';
import { giftcardsRoutes } from '../giftcards/giftcards-routes';
import { opsRoutes } from '../ops/ops-routes';
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

  await app.register(pagesRoutes, { deps });
  await app.register(contentRoutes, { deps });
  await app.register(catalogueRoutes, { deps });
  await app.register(checkoutRoutes, { deps });
  await app.register(relayPointRoutes, { deps });
  await app.register(basketRoutes, { deps });
  await app.register(alertsRoutes, { deps });
  await app.register(authRoutes, { deps });
  await app.register(accountsRoutes, { deps });
  await app.register(wishlistRoutes, { deps });
  await app.register(ordersPlugin, { deps });
  await app.register(returnsPlugin, { deps });
  await app.register(newsletterRoutes, { deps });
  await app.register(outletRoutes, { deps });
  await app.register(contactRoutes, { deps });
  await app.register(ratingsRoutes, { deps });
  await app.register(giftcardsRoutes, { deps });
  await app.register(opsRoutes, { deps });
  await app.register(trackingRoutes, { deps });

  // Anything else under the prefix is an API 404, never a storefront page.
  const unknown = async (_request: unknown, reply: Parameters<typeof sendError>[0]) => sendError(reply, 404, 'Not Found');
  app.all('/', { schema: { hide: true } }, unknown);
  app.all('/*', { schema: { hide: true } }, unknown);
};
