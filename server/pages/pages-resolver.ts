/**
 * Store-relative path → the page it shows (SPEC §2 routes): home, category /{gender}/{family}/{type},
 * brand /{slug}, artist /c-{slug}-{id}, product /p/{slug}, the localised listings, /search/…,
 * CMS /t/{slug}, template pages /tp/{slug} and the static screens; redirects from the table.
 * A slug of another language is answered with a 301 to this language's one.
 */
import { LOCALE_CODES, type LocaleCode } from '../../src/domain/store/locales';
import { LISTING_SLUGS, artistPath, artistSegment, cmsPath, productPath, type ListingSlugs } from '../../src/domain/routing/listing-slugs';
import { searchTerms } from '../../src/domain/routing/page-paths';
import { STATIC_PREFIXES } from '../../src/domain/routing/route-table';
import type { Db } from '../db/database';
import type { ShopContext } from '../core/shop-context';
import {
  brandVisibleIn, cachedReference, categoryChain, categoryPath, childBySlug, productsBySlug, readProducts, soldIn,
  type CategoryNode, type ProductRecordCache,
} from '../catalogue/catalogue-service';
import { cmsPageBySlug, cmsPageKeyOfSlug, cmsPageSlugInStore, findTemplate, type ContentView } from '../content/content-service';
import type { TtlCache } from '../cache/ttl-cache';
import { redirectOf } from './pages-repository';
import { hasControlCharacter } from '../../src/domain/text/control-characters';

export type ListingKind = Exclude<keyof ListingSlugs, 'brands'>;

export type PageRef =
  | { type: 'home' }
  | { type: 'product'; id: number }
  | { type: 'category'; id: number }
  | { type: 'brand'; id: number }
  | { type: 'artist'; id: number }
  | { type: 'listing'; kind: ListingKind }
  | { type: 'brands' }
  | { type: 'search'; query: string }
  | { type: 'cms'; slug: string }
  | { type: 'template'; slug: string }
  | { type: 'static'; name: string };

export type Resolution =
  | { kind: 'page'; ref: PageRef }
  | { kind: 'redirect'; code: 301 | 302; path: string }
  | { kind: 'not-found' };

export interface ResolverDeps {
  db: Db;
  cache: TtlCache;
  /** Products as last read, emptied on every catalogue change; absent: read each time. */
  products?: ProductRecordCache;
  /** The content this request sees (a staff preview: drafts, never cached); absent: what is live now. */
  contentView?: ContentView;
}

/** Screens the client serves without page data (SPEC §9 "excluded" paths). */

const page = (ref: PageRef): Resolution => ({ kind: 'page', ref });
const redirect = (path: string, code: 301 | 302 = 301): Resolution => ({ kind: 'redirect', code, path });
const NOT_FOUND: Resolution = { kind: 'not-found' };

/** A path segment as its text; null when it does not decode, or decodes to control characters (no page has them). */
function decodeSegment(segment: string): string | null {
  try {
    const text = decodeURIComponent(segment);
    return hasControlCharacter(text) ? null : text;
  } catch {
    return null;
  }
}

/** Other languages after the request's own, for "slug of another language" redirects. */
const othersThan = (locale: LocaleCode) => LOCALE_CODES.filter((other) => other !== locale);

/** Paths longer than this are resolved every time, never kept (the cache's keys stay small). */
const MAX_KEPT_PATH = 512;

/**
 * What a path of a store is (SPEC §7 "parse"), kept with the answer caches: a page render asks
 * for it once or twice, and it changes only with the catalogue or content.
 */
export function resolveRoute(deps: ResolverDeps, context: ShopContext, path: string): Promise<Resolution> {
  if (path.length > MAX_KEPT_PATH) return findRoute(deps, context, path);
  return deps.cache.get(`route:${context.store.id}:${context.locale}:${path}`, () => findRoute(deps, context, path), { bypass: context.noCache || deps.contentView?.preview });
}

async function findRoute(deps: ResolverDeps, context: ShopContext, path: string): Promise<Resolution> {
  // One leading slash only: `/\evil.example`, `//evil.example` or `/<tab>/evil.example` is another site to a browser.
  if (path !== '/' && path.endsWith('/')) return redirect(`/${path.replace(/\/+$/, '').replace(/^[\s/\\]+/, '')}`);
  const stored = await redirectOf(deps.db, context.store.id, path);
  if (stored) return redirect(stored.to_path, stored.code === 302 ? 302 : 301);
  if (path === '/') return page({ type: 'home' });

  const raw = path.slice(1).split('/');
  const segments = raw.map(decodeSegment);
  if (segments.some((segment) => segment === null || segment === '')) return NOT_FOUND;
  const parts = segments as string[];
  const [first, ...rest] = parts;

  if (first === 'p') return rest.length === 1 ? resolveProduct(deps, context, rest[0]) : NOT_FOUND;
  if (first === 'search') return page({ type: 'search', query: searchTerms(rest[0]) });
  if (first === 't') return rest.length === 1 ? resolveCms(deps, context, rest[0]) : NOT_FOUND;
  if (first === 'tp') return rest.length === 1 ? resolveTemplate(deps, context, rest[0]) : NOT_FOUND;
  if (STATIC_PREFIXES.includes(first)) return page({ type: 'static', name: first });

  const artist = artistSegment(first);
  if (artist && rest.length === 0) return resolveArtist(deps, context, artist.slug, artist.id);

  if (rest.length === 0) {
    const listing = resolveListing(context.locale, first);
    if (listing) return listing;
  }
  const category = await resolveCategory(deps, context, parts);
  if (category) return category;
  if (rest.length === 0) return resolveBrand(deps, context, first);
  return NOT_FOUND;
}

function listingKindOf(locale: LocaleCode, slug: string): keyof ListingSlugs | undefined {
  return (Object.keys(LISTING_SLUGS[locale]) as (keyof ListingSlugs)[]).find((kind) => LISTING_SLUGS[locale][kind] === slug);
}

function resolveListing(locale: LocaleCode, slug: string): Resolution | null {
  const kind = listingKindOf(locale, slug);
  if (kind) return page(kind === 'brands' ? { type: 'brands' } : { type: 'listing', kind });
  for (const other of othersThan(locale)) {
    const foreign = listingKindOf(other, slug);
    if (foreign) return redirect(`/${LISTING_SLUGS[locale][foreign]}`);
  }
  return null;
}

async function resolveCategory(deps: ResolverDeps, context: ShopContext, parts: string[]): Promise<Resolution | null> {
  if (parts.length > 3) return null;
  const reference = await cachedReference(deps.db, deps.cache, context.noCache);
  const walk = (locale: LocaleCode): CategoryNode | undefined => {
    let node: CategoryNode | undefined;
    for (const slug of parts) {
      node = childBySlug(reference, node ? node.id : null, slug, locale);
      if (!node) return undefined;
    }
    return node;
  };
  const own = walk(context.locale);
  if (own) return page({ type: 'category', id: own.id });
  for (const other of othersThan(context.locale)) {
    const node = walk(other);
    if (node) return redirect(categoryPath(categoryChain(reference, node.id), context.locale));
  }
  return null;
}

async function resolveBrand(deps: ResolverDeps, context: ShopContext, slug: string): Promise<Resolution> {
  const reference = await cachedReference(deps.db, deps.cache, context.noCache);
  const brand = reference.brandsBySlug.get(slug);
  return brand && brandVisibleIn(brand, context.store) ? page({ type: 'brand', id: brand.id }) : NOT_FOUND;
}

async function resolveArtist(deps: ResolverDeps, context: ShopContext, slug: string, id: number): Promise<Resolution> {
  const reference = await cachedReference(deps.db, deps.cache, context.noCache);
  const artist = reference.artists.get(id);
  if (!artist) return NOT_FOUND;
  return artist.slug === slug ? page({ type: 'artist', id }) : redirect(artistPath(artist.slug, artist.id));
}

async function resolveProduct(deps: ResolverDeps, context: ShopContext, slug: string): Promise<Resolution> {
  const rows = await productsBySlug(deps.db, slug);
  if (rows.length === 0) return NOT_FOUND;
  const productId = (rows.find((row) => row.locale === context.locale) ?? rows[0]).product_id;
  const reference = await cachedReference(deps.db, deps.cache, context.noCache);
  const record = (await readProducts(deps, [productId])).get(productId);
  if (!record || !soldIn(record, context.store, reference)) return NOT_FOUND;
  const ownSlug = record.texts[context.locale]?.slug;
  if (ownSlug && ownSlug !== slug) return redirect(productPath(encodeURIComponent(ownSlug)));
  return page({ type: 'product', id: productId });
}

async function resolveCms(deps: ResolverDeps, context: ShopContext, slug: string): Promise<Resolution> {
  if (await cmsPageBySlug(deps.db, context.store, slug, deps.contentView)) return page({ type: 'cms', slug });
  // The same page under another store's slug: send the visitor to this store's one.
  const key = await cmsPageKeyOfSlug(deps.db, slug);
  if (key === undefined) return NOT_FOUND;
  const own = await cmsPageSlugInStore(deps.db, context.store.id, key);
  return own !== undefined ? redirect(cmsPath(encodeURIComponent(own))) : NOT_FOUND;
}

async function resolveTemplate(deps: ResolverDeps, context: ShopContext, slug: string): Promise<Resolution> {
  return (await findTemplate(deps.db, context.store, slug, undefined, deps.contentView)) ? page({ type: 'template', slug }) : NOT_FOUND;
}
