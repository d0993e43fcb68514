/**
 * schema.org structured data of the shop's pages (issue 35 "Structured data for rich results"),
 * as pure functions of what the page already holds. A page writes one
 * `<script type="application/ld+json">` (`JsonLd`): one `@context` over a `@graph` of nodes.
 */
import { productCardFromHit } from '../../domain/catalogue/product-card';
import type { PageInfo } from '../../domain/catalogue/site';
import { absoluteUrl, type StoreBaseUrls } from '../../domain/routing/page-links';
import { searchPath } from '../../domain/routing/page-paths';
import { LOCALES, type LocaleCode } from '../../domain/store/locales';
import type { StoreDefinition } from '../../domain/store/stores';
import { urlToPath } from '../app/hrefs';
import type { ListingData } from '../listing/listing-data';

export type JsonLdNode = Record<string, unknown>;

export const SCHEMA_CONTEXT = 'https://schema.org';

/** Where the page's absolute URLs point: the store's base URL from /init, else the page origin (as the canonical URL). */
export interface UrlBase {
  locale: LocaleCode;
  baseUrls: StoreBaseUrls;
  origin: string;
}

/** Absolute URL of a store-relative path, as the canonical and hreflang links write it. */
export const absoluteIn = (base: UrlBase, path: string): string => absoluteUrl(base.locale, path, base.baseUrls, base.origin);

/** The nodes of one script: one `@context`, the nodes in a `@graph` (each keeps its own `@type`). */
export function jsonLdGraph(nodes: readonly (JsonLdNode | null)[]): JsonLdNode | null {
  const present = nodes.filter((node): node is JsonLdNode => node !== null);
  if (present.length === 0) return null;
  return { '@context': SCHEMA_CONTEXT, '@graph': present.map(withoutContext) };
}

function withoutContext(node: JsonLdNode): JsonLdNode {
  const { '@context': _context, ...rest } = node;
  return rest;
}

/**
 * BreadcrumbList of the visible breadcrumb (page-frame.tsx `Breadcrumb`): the same entries, names
 * and targets, the targets absolute. None where the page shows none (a single entry).
 */
export function breadcrumbListJsonLd(breadcrumb: PageInfo['breadcrumb'] | null | undefined, base: UrlBase): JsonLdNode | null {
  if (!breadcrumb || breadcrumb.length < 2) return null;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: breadcrumb.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteIn(base, urlToPath(crumb.url)),
    })),
  };
}

export interface ListedProduct {
  name: string;
  /** Store-relative path of the product page. */
  path: string;
}

/** ItemList of the products a listing shows, in their order; `offset` counts the products of the pages before the first one shown. */
export function itemListJsonLd(products: readonly ListedProduct[], base: UrlBase, offset = 0): JsonLdNode | null {
  if (products.length === 0) return null;
  return {
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: absoluteIn(base, product.path),
      name: product.name,
    })),
  };
}

/** ItemList of a listing's thumbnails (ListingView): the store's name and page of each hit, numbered from the first page shown. */
export function listingItemListJsonLd(data: Pick<ListingData, 'hits' | 'state'>, store: StoreDefinition, base: UrlBase): JsonLdNode | null {
  const products = data.hits.map((hit) => productCardFromHit(hit, store, base.locale));
  return itemListJsonLd(products, base, data.state.minPage * data.state.hitsPerPage);
}

/** The placeholder a search engine replaces with the shopper's words (`query-input`). */
export const SEARCH_TERM_PLACEHOLDER = 'search_term_string';

/**
 * Organization and WebSite of a store's home page; the WebSite's SearchAction opens the store's
 * search results page, `/search/{terms}` (SPEC §2), the page the header search leads to.
 */
export function homeJsonLd(shopName: string, base: UrlBase): JsonLdNode[] {
  const home = absoluteIn(base, '/');
  const organizationId = `${home}#organization`;
  // The results URL of one word, the word cut off: the prefix the shopper's words go after.
  const searchPrefix = absoluteIn(base, searchPath('x')).slice(0, -1);
  return [
    { '@type': 'Organization', '@id': organizationId, name: shopName, url: home },
    {
      '@type': 'WebSite',
      '@id': `${home}#website`,
      name: shopName,
      url: home,
      inLanguage: LOCALES[base.locale].iso,
      publisher: { '@id': organizationId },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${searchPrefix}{${SEARCH_TERM_PLACEHOLDER}}` },
        'query-input': `required name=${SEARCH_TERM_PLACEHOLDER}`,
      },
    },
  ];
}
