/** The checkout module's tables: carriers, what they charge per destination, and our relay points. */
import type { ColumnType } from 'kysely';
import type { Localized } from '../../src/domain/store/locales';
import type { OpeningHours } from '../../src/domain/orders/relay-point';
import type { Json } from '../db/column-types';

export interface CarriersTable {
  id: number;
  code: string;
  type: string;
  rank: number;
  name: string;
  service_name: string;
  descriptions: Json<Localized>;
  logo: string;
}

export interface CarrierCountriesTable {
  carrier_id: number;
  iso_code2: string;
  price: number;
  free_shipping_amount: number | null;
  delivery_days: number;
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
}
