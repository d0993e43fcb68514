/** Who a service works for: the store, language and device of the request, and whether caches may answer. */
import type { DeviceCode } from '../../src/domain/store/device';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { StoreDefinition } from '../../src/domain/store/stores';

export interface ShopContext {
  store: StoreDefinition;
  locale: LocaleCode;
  device: DeviceCode;
  /** `no_cache=1`: read through the answer caches. */
  noCache: boolean;
}
