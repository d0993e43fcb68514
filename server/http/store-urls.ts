/**
 * Where each store is served (StoreInfo.baseUrl, page alternates). One host by default, the
 * language as a path prefix (DESIGN decision 5); PUBLIC_URL fixes the origin, STORE_BASE_URLS
 * gives a store its own host.
 */
import type { StoreInfo } from '../../src/domain/catalogue/site';
import { LOCALES, type LocaleCode } from '../../src/domain/store/locales';
import { STORE_IDS, STORES, productIndexName, storeForLocale, type StoreDefinition } from '../../src/domain/store/stores';
import type { ServerConfig } from '../core/config';

export type UrlConfig = Pick<ServerConfig, 'publicUrl' | 'storeBaseUrls'>;

export function storeBaseUrl(store: StoreDefinition, config: UrlConfig, requestOrigin: string): string {
  return config.storeBaseUrls[store.id] ?? `${config.publicUrl ?? requestOrigin}${LOCALES[store.locale].prefix}`;
}

export function storeInfos(config: UrlConfig, requestOrigin: string): StoreInfo[] {
  return STORE_IDS.map((id) => {
    const store = STORES[id];
    return {
      id: store.id,
      defaultLocale: store.defaultLocale,
      langCode: store.langCode,
      countryCode: store.countryCode,
      pictureFlagUrl: store.pictureFlagUrl,
      displayName: store.displayName,
      baseUrl: storeBaseUrl(store, config, requestOrigin),
      searchProductIndexName: productIndexName(store.id),
    };
  });
}

/** Absolute URL of a store-relative path in the store that speaks `locale` (hreflang alternates). */
export function localeUrl(locale: LocaleCode, path: string, config: UrlConfig, requestOrigin: string): string {
  return `${storeBaseUrl(storeForLocale(locale), config, requestOrigin)}${path === '/' ? '/' : path}`;
}
