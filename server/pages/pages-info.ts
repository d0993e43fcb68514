/** Title, description, breadcrumb and alternates of a page (SPEC "page info"), per language. */
import type { PageInfo } from '../../src/domain/catalogue/site';
import { LOCALE_CODES, type LocaleCode } from '../../src/domain/store/locales';
import { STORES, storeForLocale, shopName } from '../../src/domain/store/stores';
import { LISTING_NAMES, LISTING_SLUGS, artistPath as artistPathOf, cmsPath, productPath, templatePagePath } from '../../src/domain/routing/listing-slugs';
import { searchPath as searchPathOf } from '../../src/domain/routing/page-paths';
import type { ShopContext } from '../core/shop-context';
import { brandVisibleIn, cachedReference, categoryChain, categoryPath, productPaths, readProducts, soldIn, textIn } from '../catalogue/catalogue-service';
import { FREE_SHIPPING_PLACEHOLDER, cmsPageBySlug, cmsPageSlugsOfKey, templateVersions, translations, withStoreTerms } from '../content/content-service';
import { words } from './pages-texts';
import type { ListingKind, PageRef, ResolverDeps } from './pages-resolver';
import { localeUrl, type UrlConfig } from '../http/store-urls';

export interface PageInfoDeps extends ResolverDeps {
  urls: UrlConfig;
}

/** SPEC §9 listing types of the special listings. */
export const LISTING_TYPES: Record<ListingKind, string> = {
  topSales: 'TOPSALES',
  novelties: 'NOVELTY',
  sale: 'SALES',
  promotions: 'PROMO',
  flashSale: 'FLASH',
  outlet: 'OUTLET',
};

type Crumb = PageInfo['breadcrumb'][number];
type Described = Omit<PageInfo, 'alternates' | 'breadcrumb'> & { crumbs: Crumb[]; paths: Partial<Record<LocaleCode, string>> };

const crumb = (name: string, path: string): Crumb => ({ name, url: { path } });
const everyLocale = (path: (locale: LocaleCode) => string) =>
  Object.fromEntries(LOCALE_CODES.map((locale) => [locale, path(locale)])) as Record<LocaleCode, string>;

/** null when the page does not exist (any more) for this store. */
export async function describePage(deps: PageInfoDeps, context: ShopContext, ref: PageRef, path: string, origin: string): Promise<PageInfo | null> {
  const described = await describe(deps, context, ref, path);
  if (!described) return null;
  const { crumbs, paths, ...rest } = described;
  // The delivery terms of the descriptions: the store's real threshold, written as its prices are (never a fixed "99 €").
  const { title, description } = await withStoreTerms(deps.db, { ...context.store, locale: context.locale }, { title: rest.title, description: rest.description });
  const home = crumb(words('home', context.locale), '/');
  return {
    ...rest,
    title,
    description,
    breadcrumb: ref.type === 'home' ? [] : [home, ...crumbs],
    alternates: Object.fromEntries(
      Object.entries(paths).map(([locale, localePath]) => [locale, localeUrl(locale as LocaleCode, localePath, deps.urls, origin)]),
    ),
  };
}

async function describe(deps: PageInfoDeps, context: ShopContext, ref: PageRef, path: string): Promise<Described | null> {
  const { locale } = context;
  const shop = shopName(STORES[context.store.id]);
  const titled = (name: string) => `${name} | ${shop}`;
  const listingDescription = (name: string) => words('listingDescription', locale, { name, shop, freeShipping: FREE_SHIPPING_PLACEHOLDER });
  const reference = await cachedReference(deps.db, deps.cache, context.noCache);

  switch (ref.type) {
    case 'home': {
      const texts = await translations(deps.db, locale, context.store.id);
      const fill = (text: string | undefined) => text?.replace(/\{\{\s*brand\s*\}\}/g, shop);
      return {
        type: 'home',
        title: fill(texts['home.meta.title']) ?? shop,
        description: fill(texts['home.meta.description']) ?? listingDescription(shop),
        crumbs: [],
        paths: everyLocale(() => '/'),
      };
    }
    case 'product': {
      const record = (await readProducts(deps, [ref.id])).get(ref.id);
      if (!record || !soldIn(record, context.store, reference)) return null;
      // Behind the outlet gate: what a path is answers the same to every visitor (it is kept and
      // shared), so it names the outlet, never the product; its page takes the rest from the
      // product read, which only outlet access gets (server/catalogue).
      if (record.isOnlyOutlet) {
        const outlet = LISTING_NAMES.outlet[locale];
        return {
          type: 'product',
          id: record.id,
          title: titled(outlet),
          description: listingDescription(outlet),
          crumbs: [crumb(outlet, `/${LISTING_SLUGS[locale].outlet}`)],
          paths: {},
          outletOnly: true,
        };
      }
      const text = textIn(record, locale);
      const chain = categoryChain(reference, record.categoryId);
      return {
        type: 'product',
        id: record.id,
        title: titled(text.name),
        description: text.description,
        crumbs: [...chain.map((_, i) => crumb(chain[i].names[locale], categoryPath(chain.slice(0, i + 1), locale))), crumb(text.name, productPath(text.slug))],
        paths: productPaths(record, (other) => soldIn(record, storeForLocale(other), reference)),
      };
    }
    case 'category': {
      const chain = categoryChain(reference, ref.id);
      if (chain.length === 0) return null;
      const own = chain[chain.length - 1];
      const name = chain.length > 1 ? `${own.names[locale]} ${chain[0].names[locale]}` : own.names[locale];
      return {
        type: 'category',
        listingType: 'CATEGORY',
        id: own.id,
        title: titled(name),
        description: listingDescription(name),
        crumbs: chain.map((node, i) => crumb(node.names[locale], categoryPath(chain.slice(0, i + 1), locale))),
        paths: everyLocale((other) => categoryPath(chain, other)),
        filters: { categoryIds: [String(own.id)] },
      };
    }
    case 'brand': {
      const brand = reference.brands.get(ref.id);
      if (!brand || !brandVisibleIn(brand, context.store)) return null;
      const locales = LOCALE_CODES.filter((other) => brandVisibleIn(brand, storeForLocale(other)));
      return {
        type: 'brand',
        listingType: 'BRAND',
        id: brand.id,
        title: titled(brand.name),
        description: listingDescription(brand.name),
        crumbs: [crumb(LISTING_NAMES.brands[locale], `/${LISTING_SLUGS[locale].brands}`), crumb(brand.name, `/${brand.slug}`)],
        paths: Object.fromEntries(locales.map((other) => [other, `/${brand.slug}`])),
        filters: { brandIds: [String(brand.id)], brandSlugs: [brand.slug] },
      };
    }
    case 'artist': {
      const artist = reference.artists.get(ref.id);
      if (!artist) return null;
      const artistPath = artistPathOf(artist.slug, artist.id);
      return {
        type: 'artist',
        listingType: 'ARTIST',
        id: artist.id,
        title: titled(artist.name),
        description: listingDescription(artist.name),
        crumbs: [crumb(artist.name, artistPath)],
        paths: everyLocale(() => artistPath),
        filters: { artistIds: [String(artist.id)], artistSlugs: [artist.slug] },
      };
    }
    case 'listing':
    case 'brands': {
      const kind = ref.type === 'brands' ? 'brands' : ref.kind;
      const name = LISTING_NAMES[kind][locale];
      return {
        type: ref.type,
        ...(ref.type === 'listing' ? { listingType: LISTING_TYPES[ref.kind] } : {}),
        title: titled(name),
        description: listingDescription(name),
        crumbs: [crumb(name, `/${LISTING_SLUGS[locale][kind]}`)],
        paths: everyLocale((other) => `/${LISTING_SLUGS[other][kind]}`),
      };
    }
    case 'search': {
      const name = ref.query ? words('searchFor', locale, { q: ref.query }) : words('search', locale);
      const searchPath = searchPathOf(ref.query ?? '');
      return {
        type: 'search',
        listingType: 'search',
        title: titled(name),
        description: listingDescription(name),
        crumbs: [crumb(name, searchPath)],
        paths: everyLocale(() => searchPath),
        filters: ref.query ? { query: [ref.query] } : {},
      };
    }
    case 'cms':
      return describeCms(deps, context, ref.slug, titled);
    case 'template':
      return describeTemplate(deps, context, ref.slug, titled, listingDescription);
    case 'static':
      return { type: 'static', title: shop, description: listingDescription(shop), crumbs: [], paths: everyLocale(() => path) };
  }
}

async function describeCms(deps: PageInfoDeps, context: ShopContext, slug: string, titled: (name: string) => string): Promise<Described | null> {
  const own = await cmsPageBySlug(deps.db, context.store, slug, deps.contentView);
  if (!own) return null;
  const siblings = await cmsPageSlugsOfKey(deps.db, own.key);
  const paths: Partial<Record<LocaleCode, string>> = {};
  for (const sibling of siblings) {
    const store = STORES[sibling.store_id as keyof typeof STORES];
    if (store) paths[store.locale] = cmsPath(sibling.slug);
  }
  const text = own.content.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return {
    type: 'cms',
    title: titled(own.title),
    description: text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text,
    crumbs: [crumb(own.title, cmsPath(own.slug))],
    paths,
  };
}

async function describeTemplate(
  deps: PageInfoDeps,
  context: ShopContext,
  slug: string,
  titled: (name: string) => string,
  listingDescription: (name: string) => string,
): Promise<Described | null> {
  const rows = await templateVersions(deps.db, slug, 'v3');
  const own = rows.find((row) => row.store_id === context.store.id) ?? rows.find((row) => row.store_id === '');
  if (!own) return null;
  const shared = rows.some((row) => row.store_id === '');
  const locales = LOCALE_CODES.filter((locale) => shared || rows.some((row) => row.store_id === storeForLocale(locale).id));
  return {
    type: 'template',
    title: titled(own.title),
    description: own.subtitle ?? listingDescription(own.title),
    crumbs: [crumb(own.title, templatePagePath(slug))],
    paths: Object.fromEntries(locales.map((locale) => [locale, templatePagePath(slug)])),
  };
}

