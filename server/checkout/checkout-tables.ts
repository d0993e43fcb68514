/** The checkout module's tables: carriers, what they charge per destination, and our relay points. */
import type { ColumnType, Generated } from 'kysely';
import type { Localized } from '../../src/domain/store/locales';
import type { OpeningHours } from '../../src/domain/orders/relay-point';
import type { CreatedAt, Json } from '../db/column-types';

export interface CarriersTable {
  id: number;
  code: string;
  type: string;
  rank: number;
  name: string;
  service_name: string;
  descriptions: Json<Localized>;
  logo: string;
  /** Migration 0017: orders before this time (in `cutoff_time_zone`) on a working day leave the same day. */
  cutoff_hour: ColumnType<number, number | undefined, number>;
  cutoff_minute: ColumnType<number, number | undefined, number>;
  cutoff_time_zone: ColumnType<string, string | undefined, string>;
}

export interface CarrierCountriesTable {
  carrier_id: number;
  iso_code2: string;
  price: number;
  free_shipping_amount: number | null;
  delivery_days: number;
  /** Migration 0017: a disabled offer is not quoted (the country keeps its other carriers). */
  active: ColumnType<boolean, boolean | undefined, boolean>;
  /** The network whose relay points the carrier serves here (null: the carrier's code). */
  relay_network: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Migration 0017: a store's free-shipping threshold in cents (no row: 99 €). */
export interface StoreDeliveryTermsTable {
  store_id: string;
  free_shipping_threshold: number;
  updated_by: string;
  updated_at: CreatedAt;
}

/** Migration 0017: every change of the delivery terms, who made it and when. */
export interface DeliveryTermsHistoryTable {
  id: Generated<number>;
  changed_at: CreatedAt;
  changed_by: string;
  subject: string;
  change: Json<Record<string, unknown>>;
}

/** Migration 0005: a relay point of ours. */
export interface RelayPointsTable {
  id: string;
  carrier_code: string;
  name: string;
  street: string;
  zip_code: string;
  city: string;
  country_iso_code2: string;
  latitude: number;
  longitude: number;
  opening_hours: Json<OpeningHours[]>;
  active: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface CheckoutTables {
  carriers: CarriersTable;
  carrier_countries: CarrierCountriesTable;
  relay_points: RelayPointsTable;
  store_delivery_terms: StoreDeliveryTermsTable;
  delivery_terms_history: DeliveryTermsHistoryTable;
}
