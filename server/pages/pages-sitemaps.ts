/**
 * robots.txt and the XML sitemap of each store (SPEC §2 routes): every indexable page of a
 * store — home, special listings, categories, brands, artists, products, CMS and template pages —
 * as absolute URLs on the store's own base URL. Private screens and the gated outlet are left out.
 */
import { LISTING_SLUGS, artistPath, cmsPath, productPath, templatePagePath } from '../../src/domain/routing/listing-slugs';
import type { Db } from '../db/database';
import { LOCALES } from '../../src/domain/store/locales';
import { STORE_IDS, STORES, priceKey, type StoreDefinition } from '../../src/domain/store/stores';
import { brandVisibleIn, cachedReference, categoryChain, categoryPath, listedProductSlugs } from '../catalogue/catalogue-service';
import { cmsSlugsOfStore, templateSlugsOfStore } from '../content/content-service';
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
    listedProductSlugs(deps.db, locale, priceKey(store)),
    cmsSlugsOfStore(deps.db, store.id),
    templateSlugsOfStore(deps.db, store.id),
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
  for (const slug of cms) paths.add(cmsPath(slug));
  for (const slug of templates) if (!HOME_TEMPLATES.has(slug)) paths.add(templatePagePath(slug));
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
