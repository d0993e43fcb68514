import type { Container } from 'inversify';
import {
  ChangeCarrierOffer, ListDeliveryHistory, ListDeliveryTerms, SetCarrierCutoff, SetFreeShippingThreshold, ShowCarrier,
} from '../../application/merchandise/delivery-terms';
import { AUTH_TOKEN_STORE } from '../../application/ports/auth-token-store';
import { DELIVERY_TERMS_API, type DeliveryTermsApi } from '../../application/ports/delivery-terms-api';
import { API_CLIENT } from '../http/api-client';
import { HttpDeliveryTermsApi } from '../http/http-delivery-terms-api';
import { bindFactory, bindValue } from './bind';
import {
  CHANGE_CARRIER_OFFER, LIST_DELIVERY_HISTORY, LIST_DELIVERY_TERMS, SET_CARRIER_CUTOFF, SET_FREE_SHIPPING_THRESHOLD, SHOW_CARRIER,
} from './delivery-tokens';

export interface DeliveryAdapters {
  /** Replace the HTTP adapter (tests). */
  deliveryTermsApi?: DeliveryTermsApi;
}

/** The merchant's delivery terms (`boutique admin carriers …`, `… delivery threshold`); needs the core and account bindings (AUTH_TOKEN_STORE). */
export function bindDelivery(container: Container, adapters: DeliveryAdapters = {}): Container {
  if (adapters.deliveryTermsApi) bindValue(container, DELIVERY_TERMS_API, adapters.deliveryTermsApi);
  else bindFactory(container, DELIVERY_TERMS_API, (client) => new HttpDeliveryTermsApi(client), [API_CLIENT]);
  const deps = [DELIVERY_TERMS_API, AUTH_TOKEN_STORE] as const;
  bindFactory(container, LIST_DELIVERY_TERMS, (api, tokens) => new ListDeliveryTerms(api, tokens), deps);
  bindFactory(container, SHOW_CARRIER, (api, tokens) => new ShowCarrier(api, tokens), deps);
  bindFactory(container, CHANGE_CARRIER_OFFER, (api, tokens) => new ChangeCarrierOffer(api, tokens), deps);
  bindFactory(container, SET_CARRIER_CUTOFF, (api, tokens) => new SetCarrierCutoff(api, tokens), deps);
  bindFactory(container, SET_FREE_SHIPPING_THRESHOLD, (api, tokens) => new SetFreeShippingThreshold(api, tokens), deps);
  bindFactory(container, LIST_DELIVERY_HISTORY, (api, tokens) => new ListDeliveryHistory(api, tokens), deps);
  return container;
}
