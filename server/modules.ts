/**
 * The shop's modules, in the order their routes are registered: the one list (issue 41). A module
 * is `server/<area>/`, and this file is the only one that imports their routes; the composition
 * root (`app.ts`) registers the list. The search module is registered before it (`registerSearch`):
 * its indexes are built first, and the catalogue changes follow them.
 */
import type { ShopModule } from './http/shop-module';
import { accountsRoutes } from './accounts/accounts-routes';
import { administrationRoutes } from './administration/administration-routes';
import { alertsRoutes } from './alerts/alerts-routes';
import { auditRoutes } from './audit/audit-routes';
import { authRoutes } from './auth/auth-routes';
import { basketRoutes } from './basket/basket-routes';
import { catalogueRoutes } from './catalogue/catalogue-routes';
import { checkoutRoutes } from './checkout/checkout-routes';
import { contactRoutes } from './contact/contact-routes';
import { contentRoutes } from './content/content-routes';
import { giftcardsRoutes } from './giftcards/giftcards-routes';
import { mediaRoutes } from './media/media-routes';
import { mediaAdminRoutes } from './media/media-admin-routes';
import { merchandiseRoutes } from './merchandise/merchandise-routes';
import { newsletterRoutes } from './newsletter/newsletter-routes';
import { opsRoutes } from './ops/ops-routes';
import { ordersRoutes } from './orders/orders-routes';
import { outletRoutes } from './outlet/outlet-routes';
import { pagesRoutes, pagesSeoRoutes } from './pages/pages-routes';
import { paymentsRoutes } from './payments/payments-routes';
import { promotionsRoutes } from './promotions/promotions-routes';
import { ratingsRoutes } from './ratings/ratings-routes';
import { recentlyRoutes } from './recently/recently-routes';
import { remindersRoutes } from './reminders/reminders-routes';
import { returnsRoutes } from './returns/returns-routes';
import { rightsRoutes } from './rights/rights-routes';
import { supportRoutes } from './support/support-routes';
import { trackingRoutes } from './tracking/tracking-routes';
import { wishlistRoutes } from './wishlist/wishlist-routes';

export const SHOP_MODULES: readonly ShopModule[] = [
  { name: 'pages', api: pagesRoutes, site: pagesSeoRoutes },
  { name: 'content', api: contentRoutes },
  { name: 'catalogue', api: catalogueRoutes },
  { name: 'checkout', api: checkoutRoutes },
  { name: 'basket', api: basketRoutes },
  { name: 'alerts', api: alertsRoutes },
  { name: 'auth', api: authRoutes },
  { name: 'accounts', api: accountsRoutes },
  { name: 'audit', api: auditRoutes },
  { name: 'administration', api: administrationRoutes },
  { name: 'rights', api: rightsRoutes },
  { name: 'wishlist', api: wishlistRoutes },
  { name: 'recently', api: recentlyRoutes },
  { name: 'orders', api: ordersRoutes },
  { name: 'returns', api: returnsRoutes },
  { name: 'newsletter', api: newsletterRoutes },
  { name: 'reminders', api: remindersRoutes },
  { name: 'outlet', api: outletRoutes },
  { name: 'contact', api: contactRoutes },
  { name: 'support', api: supportRoutes },
  { name: 'ratings', api: ratingsRoutes },
  { name: 'giftcards', api: giftcardsRoutes },
  { name: 'ops', api: opsRoutes },
  { name: 'merchandise', api: merchandiseRoutes },
  { name: 'promotions', api: promotionsRoutes },
  { name: 'tracking', api: trackingRoutes },
  { name: 'media', api: mediaAdminRoutes, site: mediaRoutes },
  // The sandbox's hosted pages, as a real provider's would be: not under /api/v5, no shop session.
  { name: 'payments', site: paymentsRoutes },
];
