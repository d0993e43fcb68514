import { LOCALES, type Locale, type LocaleCode } from './locales';
import { STORES, STORE_IDS, isStoreId, productIndexName, type StoreDefinition, type StoreId } from './stores';

/** Stores in the order of SPEC §1 (France first). */
export function listStores(): StoreDefinition[] {
  return STORE_IDS.map((id) => STORES[id]);
}

export function findStore(id: string): StoreDefinition | undefined {
  return isStoreId(id) ? STORES[id] : undefined;
}

export function localeOfStore(storeId: StoreId): Locale {
  return LOCALES[STORES[storeId].locale];
}

/** The store serving a language; every shop language has exactly one store. */
export function storeIdForLocale(locale: LocaleCode): StoreId {
  const found = listStores().find((store) => store.locale === locale);
  if (!found) throw new Error(`No store for locale ${locale}`);
  return found.id;
}

export interface StoreSummary {
  id: StoreId;
  brand: StoreDefinition['brand'];
  countryCode: string;
  locale: LocaleCode;
  localeIso: string;
  displayName: string;
  productIndex: string;
}

export function summarizeStore(store: StoreDefinition): StoreSummary {
  return {
    id: store.id,
    brand: store.brand,
    countryCode: store.countryCode,
    locale: store.locale,
    localeIso: store.defaultLocale,
    displayName: store.displayName,
    productIndex: productIndexName(store.id),
  };
}

/** A clear message for an unknown store id, listing the valid ones. */
export function unknownStoreMessage(id: string): string {
  return `Unknown store '${id}'. Valid stores: ${STORE_IDS.join(', ')}`;
}
