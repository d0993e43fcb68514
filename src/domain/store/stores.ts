import { LOCALES, type LocaleCode } from './locales';

/** SPEC §1 and DESIGN decision 5: one store per country, two brands. */
export const STORE_IDS = [
  'laboutiqueofficielle',
  'boutique_es',
  'boutique_it',
  'boutique_be',
  'boutique_de',
  'boutique_com',
] as const;
export type StoreId = (typeof STORE_IDS)[number];

export type Brand = 'laboutiqueofficielle' | 'boutique';

export interface StoreDefinition {
  id: StoreId;
  brand: Brand;
  /** The store's language. */
  locale: LocaleCode;
  /** ISO locale, e.g. fr-FR (SPEC "defaultLocale"). */
  defaultLocale: string;
  /** Lower-cased language code. */
  langCode: string;
  /** Upper-cased ISO 3166 alpha-2 country of the store ('IE' for the international store). */
  countryCode: string;
  displayName: string;
  pictureFlagUrl: string;
}

const definition = (
  id: StoreId,
  brand: Brand,
  locale: LocaleCode,
  countryCode: string,
  displayName: string,
): StoreDefinition => ({
  id,
  brand,
  locale,
  defaultLocale: LOCALES[locale].iso,
  langCode: locale.toLowerCase(),
  countryCode: countryCode.toUpperCase(),
  displayName,
  pictureFlagUrl: `/assets/flags/${countryCode.toLowerCase()}.svg`,
});

export const STORES: Record<StoreId, StoreDefinition> = {
  laboutiqueofficielle: definition('laboutiqueofficielle', 'laboutiqueofficielle', 'fr', 'FR', 'France'),
  boutique_es: definition('boutique_es', 'boutique', 'es', 'ES', 'España'),
  boutique_it: definition('boutique_it', 'boutique', 'it', 'IT', 'Italia'),
  boutique_be: definition('boutique_be', 'boutique', 'nl', 'BE', 'België'),
  boutique_de: definition('boutique_de', 'boutique', 'de', 'DE', 'Deutschland'),
  boutique_com: definition('boutique_com', 'boutique', 'en', 'IE', 'International'),
};

/** The name a store's pages, mails and documents sign with: one per brand. */
export const shopName = (store: Pick<StoreDefinition, 'brand'>): string =>
  store.brand === 'laboutiqueofficielle' ? 'La Boutique Officielle' : 'Boutique';

export const DEFAULT_STORE_ID: StoreId = 'laboutiqueofficielle';
export const FIRST_BRAND_STORE_ID: StoreId = 'laboutiqueofficielle';

export function isStoreId(value: unknown): value is StoreId {
  return typeof value === 'string' && (STORE_IDS as readonly string[]).includes(value);
}

export function storeForLocale(locale: LocaleCode): StoreDefinition {
  const found = STORE_IDS.map((id) => STORES[id]).find((store) => store.locale === locale);
  if (!found) throw new Error(`No store for locale ${locale}`);
  return found;
}

/** Search index names are derived from the store id (SPEC §3 "Store"). */
export function productIndexName(storeId: StoreId, replica?: string): string {
  return replica ? `${storeId}_products_${replica}` : `${storeId}_products`;
}

export function suggestionIndexName(storeId: StoreId): string {
  return `${storeId}_suggestions`;
}

/** Key of a store's prices in search hits: its lower-cased country code. */
export function priceKey(store: StoreDefinition): string {
  return store.countryCode.toLowerCase();
}
