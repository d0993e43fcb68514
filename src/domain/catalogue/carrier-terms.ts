/**
 * The delivery terms as a merchandiser sees them (issue 34: `/admin/carriers`,
 * `/admin/delivery-terms`, `boutique admin carriers …`). Amounts in cents (SPEC §9).
 */
import type { ShippingCutoff } from '../basket/shipping';

export interface CarrierCountryTerms {
  isoCode2: string;
  /** Cents, with duty. */
  price: number;
  /** Cents: the carrier's own threshold here (an override of the store's); null: the store's. */
  freeShippingAmount: number | null;
  deliveryDays: number;
  active: boolean;
  /** Relay carriers: the network whose points it serves here. */
  relayNetwork: string | null;
}

export interface CarrierTerms {
  id: number;
  code: string;
  type: string;
  rank: number;
  name: string;
  serviceName: string;
  cutoff: ShippingCutoff;
  countries: CarrierCountryTerms[];
}

export interface StoreDeliveryTerms {
  storeId: string;
  /** Cents from which shipping is free in the store (where a carrier gives no threshold of its own). */
  freeShippingThreshold: number;
  /** False: the shop's default (99 €), never set. */
  own: boolean;
  updatedBy: string | null;
  updatedAt: string | null;
}

export interface DeliveryTerms {
  carriers: CarrierTerms[];
  stores: StoreDeliveryTerms[];
}

export interface DeliveryTermsChange {
  id: number;
  changedAt: string;
  changedBy: string;
  /** What changed: "carrier colipost_home ES", "store boutique_es"… */
  subject: string;
  change: Record<string, unknown>;
}

/** delivery.json of a catalogue bundle (docs/catalogue-format.md): terms of the shop's carriers by code, and stores' thresholds. Cents. */
export interface DeliveryBundle {
  carriers: {
    code: string;
    /** "14:00": orders before it (in `timeZone`, Europe/Paris unless given) on a working day leave the same day. */
    cutoff?: string;
    timeZone?: string;
    countries?: {
      country: string;
      price: number;
      deliveryDays: number;
      /** The carrier's own threshold here (null or absent: the store's). */
      freeShippingAmount?: number | null;
      /** Default true. */
      active?: boolean;
      relayNetwork?: string | null;
    }[];
  }[];
  stores: { store: string; freeShippingThreshold: number }[];
}
