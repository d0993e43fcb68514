/** Typed tokens of the delivery terms' use cases (bound in delivery-bindings.ts; issue 34). */
import type {
  ChangeCarrierOffer, ListDeliveryHistory, ListDeliveryTerms, SetCarrierCutoff, SetFreeShippingThreshold, ShowCarrier,
} from '../../application/merchandise/delivery-terms';
import { token } from '../../application/ports/token';

export const LIST_DELIVERY_TERMS = token<ListDeliveryTerms>('ListDeliveryTerms');
export const SHOW_CARRIER = token<ShowCarrier>('ShowCarrier');
export const CHANGE_CARRIER_OFFER = token<ChangeCarrierOffer>('ChangeCarrierOffer');
export const SET_CARRIER_CUTOFF = token<SetCarrierCutoff>('SetCarrierCutoff');
export const SET_FREE_SHIPPING_THRESHOLD = token<SetFreeShippingThreshold>('SetFreeShippingThreshold');
export const LIST_DELIVERY_HISTORY = token<ListDeliveryHistory>('ListDeliveryHistory');
