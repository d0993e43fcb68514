/**
 * What the search indexes hold (DESIGN decision 3). A product record is the listing hit of
 * SPEC §3 plus the attributes listings filter, facet and sort on, computed for one store: prices
 * and the `price`/`promotionPercent` numbers for its country, facet names in its language. The
 * settings below are the single description of each index, read by the embedded engine and pushed
 * as-is to Algolia by the indexer.
 */
import type { SuggestionKind } from '../../src/domain/search/search-results';
import type { Gender, ProductHit } from '../../src/domain/catalogue/product';
import type { Localized, LocaleCode } from '../../src/domain/store/locales';

export interface SearchRecord extends ProductHit {
  /** Name in the store's language. */
  name: string;
  isOnlyOutlet: boolean;
  displayInListing: boolean;
  /** At least one size in stock. */
  inStock: boolean;
  /** Ids of the three category levels, gender first. */
  categoryIds: number[];
  /** Store-language slugs of the three levels. */
  categorySlugs: string[];
  /** Hierarchical facets in the store's language: "Homme", "Homme > Vêtements", "Homme > Vêtements > Sweats". */
  category: { lvl0: string; lvl1: string; lvl2: string };
  /** Store-relative listing path of the product's category in the store's language (/homme/vetements/sweats). */
  categoryPath: string;
  artists: { id: number; name: string; slug: string }[];
  /** Labels of the sizes in stock (size filter); `sizes` lists them all. */
  availableSizes: string[];
  /** Colour name in the store's language, and its code. */
  color: string;
  colorCode: string;
  colorHex: string;
  material: string;
  materialCode: string;
  gender: Gender;
  range: string;
  isEcoFriendly: boolean;
  isExclusive: boolean;
  isFlashSale: boolean;
  /** Unix time in seconds the product came in (novelty sort and filters). */
  noveltyDate: number;
  /** 1 = best seller. */
  salesRank: number;
  /** Euros for the store's country (numeric filters, facets_stats). */
  price: number;
  originalPrice: number | null;
  /** 0 when not discounted. */
  promotionPercent: number;
  _tags: string[];
}



/** SPEC §3 "Search suggestion". */
export interface SuggestionRecord {
  objectID: string;
  kind: SuggestionKind;
  text: Localized;
  /** Store-relative paths per language. */
  urls: Localized;
  productsNumber?: number;
}

/** One sort of an index: the attribute first, then relevance (Algolia standard replicas). */
export interface SortCriterion {
  attribute: string;
  direction: 'asc' | 'desc';
}

export interface IndexSettings {
  /** Attribute paths searched, most important first (Algolia's `searchableAttributes`). */
  searchableAttributes: string[];
  attributesForFaceting: string[];
  customRanking: SortCriterion[];
  /** Replica suffix (after `{index}_`) → the sort it applies before relevance. */
  replicas: Record<string, SortCriterion[]>;
}

export const PRODUCT_REPLICAS = ['price_asc', 'price_desc', 'novelty', 'best_offers', 'flash_sale', 'top_sales'] as const;
export type ProductReplica = (typeof PRODUCT_REPLICAS)[number];

export function productIndexSettings(locale: LocaleCode): IndexSettings {
  return {
    searchableAttributes: [
      `names.${locale}`,
      'brand.name',
      'category.lvl2',
      'color',
      'material',
      'artists.name',
      'range',
    ],
    // searchable(…): the facets whose values a shopper searches ("search in brands"); Algolia
    // answers search for facet values on these only, and so does the embedded engine.
    attributesForFaceting: [
      'isOnlyOutlet', 'displayInListing', 'inStock',
      'categoryIds', 'categorySlugs', 'category.lvl0', 'category.lvl1', 'searchable(category.lvl2)',
      'brand.id', 'searchable(brand.name)', 'brand.slug',
      'artists.id', 'searchable(artists.name)', 'artists.slug',
      'searchable(availableSizes)', 'searchable(color)', 'colorCode', 'searchable(material)', 'materialCode', 'gender', 'searchable(range)',
      'label', 'isEcoFriendly', 'isExclusive', 'isFlashSale',
      'price', 'promotionPercent',
    ],
    customRanking: [
      { attribute: 'salesRank', direction: 'asc' },
      { attribute: 'noveltyDate', direction: 'desc' },
    ],
    replicas: {
      price_asc: [{ attribute: 'price', direction: 'asc' }],
      price_desc: [{ attribute: 'price', direction: 'desc' }],
      novelty: [{ attribute: 'noveltyDate', direction: 'desc' }],
      best_offers: [{ attribute: 'promotionPercent', direction: 'desc' }],
      flash_sale: [{ attribute: 'isFlashSale', direction: 'desc' }],
      top_sales: [{ attribute: 'salesRank', direction: 'asc' }],
    },
  };
}

export function suggestionIndexSettings(locale: LocaleCode): IndexSettings {
  return {
    searchableAttributes: [`text.${locale}`],
    attributesForFaceting: ['kind'],
    customRanking: [{ attribute: 'productsNumber', direction: 'desc' }],
    replicas: {},
  };
}
