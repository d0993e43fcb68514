import type { Basket } from '../../domain/basket/basket';
import { STORES } from '../../domain/store/stores';
import type { RequestContext } from '../ports/request-context';

/**
 * Where the parcel goes: the chosen relay point's or address's country, else the basket's
 * delivery country, else the store's own.
 */
export function destinationCountry(basket: Basket, context: RequestContext): string {
  const { state } = basket;
  const country = state.relayPoint?.countryIsoCode2 ?? state.shippingAddress?.countryIsoCode2 ?? state.countryIsoCode ?? state.totals?.countryIsoCode;
  return (country ?? STORES[context.storeId].countryCode).toUpperCase();
}
