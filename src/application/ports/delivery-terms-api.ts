/** The delivery terms (`/admin/carriers…`, `/admin/delivery-terms…`, role merchandiser, 403 otherwise; issue 34). */
import type { CarrierTerms, DeliveryTerms, DeliveryTermsChange, StoreDeliveryTerms } from '../../domain/catalogue/carrier-terms';
import { token } from './token';

/** A carrier's offer in a country: price in euros (two decimals), delay in days, enabled or not. */
export interface OfferChange {
  price?: number;
  deliveryDays?: number;
  active?: boolean;
  relayNetwork?: string | null;
  /** Euros: the carrier's own free-shipping threshold here; null: the store's. */
  freeShippingAmount?: number | null;
}

export interface DeliveryTermsApi {
  terms(): Promise<DeliveryTerms>;
  carrier(key: string): Promise<CarrierTerms>;
  changeOffer(carrier: string, country: string, change: OfferChange): Promise<CarrierTerms>;
  setCutoff(carrier: string, cutoff: { time: string; timeZone?: string }): Promise<CarrierTerms>;
  setThreshold(storeId: string, euros: number): Promise<StoreDeliveryTerms>;
  history(limit?: number): Promise<DeliveryTermsChange[]>;
}

export const DELIVERY_TERMS_API = token<DeliveryTermsApi>('DeliveryTermsApi');
