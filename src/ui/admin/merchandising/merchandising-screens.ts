import { MERCHANDISER_ROLE } from '../../../domain/auth/roles';
import type { AdminScreen } from '../shell/admin-screen';

/** The merchandising screens of the back office (issue 39): products, catalogue imports, promotions, content. */
export const MERCHANDISING_SCREENS: AdminScreen[] = [
  { id: 'merchandising.products', path: '/admin/products', titleKey: 'merchandising.products.title', roles: [MERCHANDISER_ROLE], section: 'merchandising', inMenu: true, load: () => import('./products-screen') },
  {
    id: 'merchandising.product', path: '/admin/products/:key', titleKey: 'merchandising.product.title', roles: [MERCHANDISER_ROLE], section: 'merchandising',
    load: () => import('./product-screen'), samplePath: '/admin/products/1001',
  },
  { id: 'merchandising.imports', path: '/admin/catalogue/imports', titleKey: 'merchandising.imports.title', roles: [MERCHANDISER_ROLE], section: 'merchandising', inMenu: true, load: () => import('./imports-screen') },
  { id: 'merchandising.promotions', path: '/admin/promotions', titleKey: 'merchandising.promotions.title', roles: [MERCHANDISER_ROLE], section: 'merchandising', inMenu: true, load: () => import('./promotions-screen') },
  { id: 'merchandising.content', path: '/admin/content', titleKey: 'merchandising.content.title', roles: [MERCHANDISER_ROLE], section: 'merchandising', inMenu: true, load: () => import('./content-screen') },
  {
    id: 'merchandising.contentEntry', path: '/admin/content/entry/:name', titleKey: 'merchandising.contentEntry.title', roles: [MERCHANDISER_ROLE], section: 'merchandising',
    load: () => import('./content-entry-screen'), samplePath: '/admin/content/entry/seasonal-banner%2Flaboutiqueofficielle',
  },
];
