/**
 * The generated catalogue as rows of the shop tables (pure mapping, no I/O), in three parts so
 * that seeding streams: the tables products need, then the products a chunk at a time, then
 * associations (they reference products of later chunks) and the tables after them.
 */
import type { Insertable } from 'kysely';
import { LOCALE_CODES } from '../../src/domain/store/locales';
import { STORE_IDS, STORES } from '../../src/domain/store/stores';
import type { CatProduct, Catalogue } from '../catalogue/catalogue-types';
import type { Database } from '../db/schema';
import type { ShopTable } from '../db/shop-tables';
import { demoRatings } from './demo-ratings';

/**
 * The tables the demo catalogue fills (promotions and demo customers are seeded apart; alerts and
 * accounts are the shoppers'; the storefront's words and a store's own are the shop's, not the demo's).
 */
export type CatalogueTable = ShopTable;
export type Rows = { [T in CatalogueTable]: Insertable<Database[T]>[] };

const json = (value: unknown): string => JSON.stringify(value ?? null);

export type ProductTable = 'products' | 'product_translations' | 'product_sizes' | 'product_prices' | 'product_artists' | 'pictures' | 'product_ratings';
export type ReferenceTable = Exclude<CatalogueTable, ProductTable | 'product_associations'>;

/** Insertion order respects foreign keys. */
export const TABLES_BEFORE_PRODUCTS: ReferenceTable[] = ['stores', 'countries', 'brands', 'artists', 'categories', 'category_translations', 'catalogue_terms'];
export const PRODUCT_TABLES: ProductTable[] = ['products', 'product_translations', 'product_sizes', 'product_prices', 'product_artists', 'pictures', 'product_ratings'];
export const TABLES_AFTER_PRODUCTS: ReferenceTable[] = [
  'carriers', 'carrier_countries', 'store_sites', 'templates', 'cms_pages', 'redirects', 'referers',
];
export const CATALOGUE_TABLES: CatalogueTable[] = [...TABLES_BEFORE_PRODUCTS, ...PRODUCT_TABLES, 'product_associations', ...TABLES_AFTER_PRODUCTS];

/** Everything at once: what a test compares a seeded database with. */
export function catalogueRows(catalogue: Catalogue): Rows {
  return { ...referenceRows(catalogue), ...productRows(catalogue.products), product_associations: associationRows(catalogue.products) };
}

export function referenceRows(catalogue: Omit<Catalogue, 'products'>): Pick<Rows, ReferenceTable> {
  return {
    stores: STORE_IDS.map((id, position) => {
      const store = STORES[id];
      return {
        id,
        brand: store.brand,
        locale: store.locale,
        default_locale: store.defaultLocale,
        lang_code: store.langCode,
        country_code: store.countryCode,
        display_name: store.displayName,
        picture_flag_url: store.pictureFlagUrl,
        position,
      };
    }),
    countries: catalogue.countries.map((country) => ({
      iso_code2: country.isoCode2.toUpperCase(),
      names: json(country.names),
      active: country.active,
      store_id: country.storeId,
      vat_rate: country.vatRate,
    })),
    brands: catalogue.brands.map(({ id, name, slug, restricted }) => ({ id, name, slug, restricted })),
    artists: catalogue.artists.map(({ id, name, slug }) => ({ id, name, slug })),
    // Parents first, so the self reference is always satisfied.
    categories: [...catalogue.categories]
      .sort((a, b) => a.level - b.level)
      .map((category, position) => ({ id: category.id, key: String(category.id), parent_id: category.parentId, level: category.level, position })),
    category_translations: catalogue.categories.flatMap((category) =>
      LOCALE_CODES.map((locale) => ({ category_id: category.id, locale, name: category.names[locale], slug: category.slugs[locale] })),
    ),
    catalogue_terms: catalogue.terms.map((term) => ({
      kind: term.kind,
      key: term.key,
      names: json(term.names),
      hex: term.hex,
      size_kind: term.sizeKind,
      position: term.position,
    })),
    carriers: catalogue.carriers.map((carrier) => ({
      id: carrier.id,
      code: carrier.code,
      type: carrier.type,
      rank: carrier.rank,
      name: carrier.name,
      service_name: carrier.serviceName,
      descriptions: json(carrier.descriptions),
      logo: carrier.logo,
    })),
    carrier_countries: catalogue.carriers.flatMap((carrier) =>
      carrier.countries.map((country) => ({
        carrier_id: carrier.id,
        iso_code2: country.isoCode2.toUpperCase(),
        price: country.price,
        free_shipping_amount: country.freeShippingAmount,
        delivery_days: country.deliveryDays,
      })),
    ),
    store_sites: catalogue.sites.map((site) => ({
      store_id: site.storeId,
      menu: json(site.menu),
      footer: json(site.footer),
      header_banner: json(site.headerBanner),
      sale_banner: json(site.saleBanner),
      seasonal_banner: json(site.seasonalBanner),
      phone: site.phone,
      email: site.email,
      seller: site.seller === null ? null : json(site.seller),
    })),
    templates: catalogue.templates.map((template) => ({
      slug: template.slug,
      version: template.version,
      store_id: template.storeId ?? '',
      title: template.title,
      subtitle: template.subtitle ?? null,
      items: json(template.items),
    })),
    cms_pages: catalogue.cmsPages.map((page) => ({
      store_id: page.storeId,
      key: page.key,
      slug: page.slug,
      title: page.title,
      content: page.content,
    })),
    redirects: catalogue.redirects.map((redirect) => ({
      store_id: redirect.storeId ?? '',
      from_path: redirect.fromPath,
      to_path: redirect.toPath,
      code: redirect.code,
    })),
    referers: catalogue.referers.map(({ name, code }) => ({ name, code })),
  };
}

export function productRows(products: readonly CatProduct[]): Pick<Rows, ProductTable> {
  return {
    products: products.map((product) => ({
      id: product.id,
      key: String(product.id),
      brand_id: product.brandId,
      category_id: product.categoryId,
      gender: product.gender,
      range: product.range,
      color_code: product.color.code,
      color_hex: product.color.hex,
      color_names: json(product.color.names),
      material_code: product.material.code,
      material_names: json(product.material.names),
      size_kind: product.sizeKind,
      label: product.label,
      market_labels: json(product.marketLabels),
      is_only_outlet: product.isOnlyOutlet,
      display_in_listing: product.displayInListing,
      created_at: product.createdAt,
      sales_rank: product.salesRank,
      weight_grams: product.weightGrams,
      manufactured: product.manufactured,
    })),
    product_translations: products.flatMap((product) =>
      LOCALE_CODES.map((locale) => ({
        product_id: product.id,
        locale,
        name: product.names[locale],
        slug: product.slugs[locale],
        description: product.descriptions[locale],
        informations: json(product.informations[locale]),
      })),
    ),
    product_sizes: products.flatMap((product) =>
      product.sizes.map((size) => ({ id: size.id, product_id: product.id, sku: String(size.id), label: size.label, rank: size.rank, stock: size.stock })),
    ),
    product_prices: products.flatMap((product) =>
      Object.entries(product.prices).map(([country, price]) => ({
        product_id: product.id,
        country_code: country.toLowerCase(),
        price: price.price,
        original_price: price.originalPrice,
      })),
    ),
    product_artists: products.flatMap((product) =>
      product.artistIds.map((artistId, position) => ({ product_id: product.id, artist_id: artistId, position })),
    ),
    // Demo ratings: no account, the name they show (SPEC §6; scores are computed from them).
    product_ratings: ratingRows(products),
    pictures: products.flatMap((product) =>
      product.pictures.map((picture, position) => ({ product_id: product.id, position, path: picture.path, is_default: picture.default })),
    ),
  };
}

/** The demo's ratings of products: no account, the name they show (SPEC §6); they need a product's id and scores only. */
export function ratingRows(products: readonly Pick<CatProduct, 'id' | 'scores'>[]): Rows['product_ratings'] {
  return products.flatMap((product) =>
    demoRatings(product).map((rating) => ({
      product_id: rating.productId,
      customer_id: null,
      author: rating.author,
      score: rating.score,
      comment: rating.comment,
      created_at: rating.createdAt,
      updated_at: rating.createdAt,
    })),
  );
}

export function associationRows(products: readonly Pick<CatProduct, 'id' | 'associatedIds'>[]): Rows['product_associations'] {
  return products.flatMap((product) =>
    product.associatedIds.map((associatedId, position) => ({ product_id: product.id, associated_id: associatedId, position })),
  );
}
