import type { Database } from './schema';

/** The tables a starter fills, in the order their foreign keys allow (emptied in the reverse order before a new start). */
export const SHOP_TABLES = [
  'stores', 'countries', 'brands', 'artists', 'categories', 'category_translations', 'catalogue_terms',
  'products', 'product_translations', 'product_sizes', 'product_prices', 'product_artists', 'pictures', 'product_ratings', 'product_associations',
  'carriers', 'carrier_countries', 'store_sites', 'templates', 'cms_pages', 'redirects', 'referers',
] as const satisfies readonly (keyof Database)[];
export type ShopTable = (typeof SHOP_TABLES)[number];
