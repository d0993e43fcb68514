/**
 * The indexes' settings as Algolia takes them (`setSettings`), from the single description in
 * search-record.ts the embedded engine reads too: searchable attributes, facets (with the
 * `searchable(…)` ones search for facet values answers on), custom ranking, the limits the
 * embedded engine applies (values per facet, pagination), and standard replicas that sort on one attribute before relevance (exhaustive sort, as the
 * embedded replicas do).
 */
import type { Algoliasearch } from 'algoliasearch';
import type { LocaleCode } from '../../src/domain/store/locales';
import { productIndexName, suggestionIndexName, type StoreId, STORES } from '../../src/domain/store/stores';
import { DEFAULT_VALUES_PER_FACET, PAGINATION_LIMIT } from './search-params';
import { productIndexSettings, suggestionIndexSettings, type IndexSettings, type SortCriterion } from './search-record';

export type AlgoliaIndexSettings = Parameters<Algoliasearch['setSettings']>[0]['indexSettings'];

/** Algolia's default ranking criteria, after which a replica's sort attribute would come last. */
const RELEVANCE = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

const criterion = ({ attribute, direction }: SortCriterion): string => `${direction}(${attribute})`;

function baseSettings(settings: IndexSettings, locale: LocaleCode): AlgoliaIndexSettings {
  return {
    searchableAttributes: settings.searchableAttributes,
    attributesForFaceting: settings.attributesForFaceting,
    customRanking: settings.customRanking.map(criterion),
    attributesToHighlight: settings.searchableAttributes,
    indexLanguages: [locale],
    queryLanguages: [locale],
    ignorePlurals: true,
    maxValuesPerFacet: DEFAULT_VALUES_PER_FACET,
    paginationLimitedTo: PAGINATION_LIMIT,
  };
}

export interface StoreIndexSettings {
  /** Index name → settings; the primary product index first (it declares the replicas). */
  products: [string, AlgoliaIndexSettings][];
  suggestions: [string, AlgoliaIndexSettings];
}

export function algoliaSettingsFor(storeId: StoreId): StoreIndexSettings {
  const locale = STORES[storeId].locale;
  const settings = productIndexSettings(locale);
  const primary = productIndexName(storeId);
  const replicas = Object.entries(settings.replicas).map(([suffix, sort]): [string, AlgoliaIndexSettings] => [
    productIndexName(storeId, suffix),
    { ...baseSettings(settings, locale), ranking: [...sort.map(criterion), ...RELEVANCE] },
  ]);
  return {
    products: [[primary, { ...baseSettings(settings, locale), replicas: replicas.map(([name]) => name) }], ...replicas],
    suggestions: [suggestionIndexName(storeId), baseSettings(suggestionIndexSettings(locale), locale)],
  };
}
