/**
 * robots.txt and the XML sitemap of each store (SPEC §2 routes): every indexable page of a
 * store — home, special listings, categories, brands, artists, products, CMS and template pages —
 * as absolute URLs on the store's own base URL. Private screens and the gated outlet are left out.
 */
import { LISTING_SLUGS, artistPath, cmsPath, productPath, templatePagePath } from '../../src/domain/routing/listing-slugs';
import type { Db } from '../db/database';
import { LOCALES } from '../../src/domain/store/locales';
import { STORE_IDS, STORES, priceKey, type StoreDefinition } from '../../src/domain/store/stores';
import { brandVisibleIn, cachedReference, categoryChain, categoryPath } from '../catalogue/catalogue-reference';
import { storeBaseUrl, type UrlConfig } from '../http/store-urls';
import type { TtlCache } from '../cache/ttl-cache';

export interface SitemapDeps {
  db: Db;
  cache: TtlCache;
  urls: UrlConfig;
}

/** Screens search engines have no business crawling (SPEC §9 "excluded" paths that are private or per visitor). */
export const DISALLOWED_PATHS = ['/account', '/checkout', '/login', '/wishlist', '/search', '/autoconnect', '/unsubscribe', '/maintenance'];

const HOME_TEMPLATES = new Set(['top_categorie_homepage', 'home_highlights', 'home_slider']);

export function sitemapPath(store: StoreDefinition): string {
  return `${LOCALES[store.locale].prefix}/sitemap.xml`;
}

/** Store-relative paths of every indexable page of a store. */
export async function storePaths(deps: SitemapDeps, store: StoreDefinition): Promise<string[]> {
  const locale = store.locale;
  const reference = await cachedReference(deps.db, deps.cache);
  const { outlet: _outlet, ...listings } = LISTING_SLUGS[locale];
  const [products, cms, templates] = await Promise.all([
    deps.db
      .selectFrom('products')
      .innerJoin('product_translations', (join) => join.onRef('product_translations.product_id', '=', 'products.id').on('product_translations.locale', '=', locale))
      .innerJoin('product_prices', (join) => join.onRef('product_prices.product_id', '=', 'products.id').on('product_prices.country_code', '=', priceKey(store)))
      .select(['products.id', 'products.brand_id', 'product_translations.slug'])
      .where('products.display_in_listing', '=', true)
      .where('products.is_only_outlet', '=', false)
      .orderBy('products.id')
      .execute(),
    deps.db.selectFrom('cms_pages').select('slug').where('store_id', '=', store.id).orderBy('slug').execute(),
    deps.db.selectFrom('templates').select('slug').where('store_id', 'in', [store.id, '']).orderBy('slug').execute(),
  ]);
  const paths = new Set<string>(['/', '/contact']);
  for (const slug of Object.values(listings)) paths.add(`/${slug}`);
  for (const node of reference.categories.values()) paths.add(categoryPath(categoryChain(reference, node.id), locale));
  for (const brand of reference.brands.values()) if (brandVisibleIn(brand, store)) paths.add(`/${brand.slug}`);
  for (const artist of reference.artists.values()) paths.add(artistPath(artist.slug, artist.id));
  for (const product of products) {
    const brand = reference.brands.get(product.brand_id);
    if (brand && brandVisibleIn(brand, store)) paths.add(productPath(product.slug));
  }
  for (const page of cms) paths.add(cmsPath(page.slug));
  for (const template of templates) if (!HOME_TEMPLATES.has(template.slug)) paths.add(templatePagePath(template.slug));
  return [...paths];
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export async function sitemapXml(deps: SitemapDeps, store: StoreDefinition, origin: string): Promise<string> {
  const base = storeBaseUrl(store, deps.urls, origin);
  const paths = await storePaths(deps, store);
  const urls = paths.map((path) => `<url><loc>${escapeXml(`${base}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt of a host: the stores it serves, their private screens disallowed and their sitemaps. */
export function robotsTxt(urls: UrlConfig, origin: string): string {
  const all = STORE_IDS.map((id) => STORES[id]).map((store) => ({ store, base: new URL(storeBaseUrl(store, urls, origin)) }));
  const here = all.filter(({ base }) => base.origin === new URL(origin).origin);
  const served = here.length > 0 ? here : all;
  const lines = ['User-agent: *'];
  for (const { base } of served) {
    const prefix = base.pathname.replace(/\/+$/, '');
    for (const path of DISALLOWED_PATHS) lines.push(`Disallow: ${prefix}${path}`);
  }
  lines.push('Disallow: /api/', '');
  for (const { store, base } of served) lines.push(`Sitemap: ${base.origin}${sitemapPath(store)}`);
  return `${lines.join('\n')}\n`;
}
