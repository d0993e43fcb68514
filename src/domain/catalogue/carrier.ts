/** SPEC §3 "Default carrier". Carrier amounts are in cents. */
export type ShippingType = 'home' | 'point_relais' | 'express';

export interface CarrierPrice {
  id: number;
  freeShipping: boolean;
  /** Cents; the threshold from which shipping is free. */
  freeShippingAmount: number;
  priceWithoutDuty: number;
  priceWithDuty: number;
}

export interface DeliveryDate {
  id: number;
  shippingDate: string;
  deliveryDate: string;
}

export interface Carrier {
  id: number;
  rank: number;
  code: string;
  logo: string;
  type: ShippingType;
  serviceName: string;
  name: string;
  description: string;
  price: CarrierPrice;
  deliveryDate: DeliveryDate;
}

/** SPEC §9: 99 euros when the carrier gives none. */
export const DEFAULT_FREE_SHIPPING_CENTS = 9900;
