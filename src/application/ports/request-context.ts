import type { StoreId } from '../../domain/store/stores';
import type { LocaleCode } from '../../domain/store/locales';
import { token } from './token';

/** Device code of SPEC §7/§9: 0 desktop, 1 other. */
export type DeviceCode = 0 | 1;

/** What every API call carries in its headers (SPEC §7). */
export interface RequestContext {
  storeId: StoreId;
  locale: LocaleCode;
  device: DeviceCode;
}

export const REQUEST_CONTEXT = token<RequestContext>('RequestContext');
