/** `/admin/carriers…` and `/admin/delivery-terms…` through the shop's API client (issue 34). */
import type { CarrierTerms, DeliveryTerms, DeliveryTermsChange, StoreDeliveryTerms } from '../../domain/catalogue/carrier-terms';
import type { DeliveryTermsApi, OfferChange } from '../../application/ports/delivery-terms-api';
import type { HttpApiClient } from './api-client';

const carrierPath = (key: string) => `admin/carriers/${encodeURIComponent(key)}`;

export class HttpDeliveryTermsApi implements DeliveryTermsApi {
  constructor(private readonly client: HttpApiClient) {}

  terms(): Promise<DeliveryTerms> {
    return this.client.get('admin/delivery-terms');
  }

  carrier(key: string): Promise<CarrierTerms> {
    return this.client.get(carrierPath(key));
  }

  changeOffer(carrier: string, country: string, change: OfferChange): Promise<CarrierTerms> {
    return this.client.patch(`${carrierPath(carrier)}/countries/${encodeURIComponent(country)}`, change);
  }

  setCutoff(carrier: string, cutoff: { time: string; timeZone?: string }): Promise<CarrierTerms> {
    return this.client.put(`${carrierPath(carrier)}/cutoff`, cutoff);
  }

  setThreshold(storeId: string, euros: number): Promise<StoreDeliveryTerms> {
    return this.client.put(`admin/delivery-terms/stores/${encodeURIComponent(storeId)}`, { freeShippingThreshold: euros });
  }

  async history(limit?: number): Promise<DeliveryTermsChange[]> {
    const query = limit === undefined ? '' : `?limit=${limit}`;
    return (await this.client.get<{ changes: DeliveryTermsChange[] }>(`admin/delivery-terms/history${query}`)).changes;
  }
}
