/** The page view of the page on show (SPEC §3 "Tracking data", page part), read from the stores. */
import type { RootStore } from '../app/root-store';
import { LOCALES } from '../../domain/store/locales';
import { STORES } from '../../domain/store/stores';
import { pageTrackingData, type PageTrackingData } from '../../domain/tracking/page-view';
import { categoryPair } from '../../domain/tracking/product-payload';

/** Page type: the parse service's (product, category, brand…), else the route's own (checkout-shipping, account…). */
function pageType(root: RootStore): string {
  if (root.page.error) return root.page.error.status === 404 ? 'not-found' : 'error';
  return root.page.pageInfo?.type ?? root.page.route.id;
}

export function currentPage(root: RootStore, url: string, documentTitle: string): PageTrackingData {
  const { page, context } = root;
  const info = page.pageInfo;
  const product = page.product?.detail.product ?? null;
  const type = pageType(root);
  // A listing's breadcrumb is home › category › subcategory.
  const crumbs = info?.breadcrumb.slice(1).map((crumb) => crumb.name) ?? [];
  const listing = type === 'category' ? { category: crumbs[0] ?? info?.title ?? '', subcategory: crumbs[1] ?? '' } : { category: '', subcategory: '' };
  const store = STORES[context.storeId];
  return pageTrackingData({
    type,
    title: info?.title || page.cms?.title || documentTitle,
    url,
    ...(product ? categoryPair(product.category) : listing),
    brand: product?.brand.name ?? (type === 'brand' ? info?.title : ''),
    artist: product ? product.artists.map((artist) => artist.name).join(', ') : type === 'artist' ? info?.title : '',
    store: { id: store.id, countryCode: store.countryCode, langCode: context.locale, iso: LOCALES[context.locale].iso },
  });
}
