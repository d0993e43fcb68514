import type { StoreId } from '../../domain/store/stores';
import type { LocaleCode } from '../../domain/store/locales';
import type { DeviceCode } from '../../domain/store/device';
import { token } from './token';

export type { DeviceCode };

/** What every API call carries in its headers (SPEC §7). */
export interface RequestContext {
  storeId: StoreId;
  locale: LocaleCode;
  device: DeviceCode;
}

export const REQUEST_CONTEXT = token<RequestContext>('RequestContext');
