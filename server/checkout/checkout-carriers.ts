/**
 * Delivery countries and their carriers, read once and cached (they change with the catalogue and
 * the merchant's delivery terms: both forget the cache key), and a carrier's quote for goods worth
 * some cents: price in cents (free at or above the carrier's threshold in the country, else the
 * store's, else 99 €) and delivery date from the injected clock and the carrier's cut-off.
 * The basket quotes its default carrier with it, the checkout every carrier of a destination, and
 * an order the carrier chosen: one rule for the three.
 */
import type { Carrier, ShippingType } from '../../src/domain/catalogue/carrier';
import { fromEuros, type Cents } from '../../src/domain/money/money';
import { dutyFree } from '../../src/domain/basket/pricing';
import { deliveryDates, freeShippingThreshold, pickDefaultCarrier, shippingPrice, type ShippingCutoff } from '../../src/domain/basket/shipping';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { TtlCache } from '../cache/ttl-cache';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { ShopContext } from '../core/shop-context';
import type { Db } from '../db/database';
import { countryCarrierThresholds, deliveryCountryRows, storeThreshold } from './checkout-repository';
import { checkoutText } from './checkout-texts';

export interface CarrierOffer {
  carrierId: number;
  code: string;
  type: ShippingType;
  rank: number;
  name: string;
  serviceName: string;
  descriptions: Localized;
  logo: string;
  /** Cents, with duty. */
  price: Cents;
  freeShippingAmount: Cents | null;
  deliveryDays: number;
  cutoff: ShippingCutoff;
  /** The network whose relay points it serves (relay carriers; the carrier's code unless the merchant names another). */
  relayNetwork: string;
}

export interface DeliveryCountry {
  isoCode2: string;
  active: boolean;
  vatRate: number;
  /** Its enabled offers only: a country whose carriers are all disabled is not delivered to (SPEC §8). */
  carriers: CarrierOffer[];
  /** The stores' free-shipping thresholds (cents; a store without one: 99 €), shared by every country. */
  storeThresholds: ReadonlyMap<string, Cents>;
}

export const DELIVERY_COUNTRIES_KEY = 'delivery-countries';

export async function loadDeliveryCountries(db: Db): Promise<Map<string, DeliveryCountry>> {
  const { countries, offers, thresholds } = await deliveryCountryRows(db);
  const storeThresholds = new Map(thresholds.map((row) => [row.store_id, row.free_shipping_threshold]));
  const byCode = new Map<string, DeliveryCountry>(
    countries.map((row) => [row.iso_code2, { isoCode2: row.iso_code2, active: row.active, vatRate: row.vat_rate, carriers: [], storeThresholds }]),
  );
  for (const row of offers) {
    byCode.get(row.iso_code2)?.carriers.push({
      carrierId: row.id,
      code: row.code,
      type: row.type as ShippingType,
      rank: row.rank,
      name: row.name,
      serviceName: row.service_name,
      descriptions: row.descriptions,
      logo: row.logo,
      price: row.price,
      freeShippingAmount: row.free_shipping_amount,
      deliveryDays: row.delivery_days,
      cutoff: { hour: row.cutoff_hour, minute: row.cutoff_minute, timeZone: row.cutoff_time_zone },
      relayNetwork: row.relay_network ?? row.code,
    });
  }
  return byCode;
}

export function cachedDeliveryCountries(db: Db, cache: TtlCache, bypass = false): Promise<Map<string, DeliveryCountry>> {
  return cache.get(DELIVERY_COUNTRIES_KEY, () => loadDeliveryCountries(db), { bypass });
}

export function defaultCarrierOffer(country: DeliveryCountry): CarrierOffer | undefined {
  return pickDefaultCarrier(country.carriers);
}

/** SPEC §3 "Default carrier" for goods worth `goods` cents (after the promotion), bought in the store `storeId`. */
export function quoteCarrier(offer: CarrierOffer, country: DeliveryCountry, goods: Cents, now: Date, locale: LocaleCode, storeId?: string): Carrier {
  const threshold = freeShippingThreshold(offer.freeShippingAmount, storeId === undefined ? null : country.storeThresholds.get(storeId));
  const { freeShipping, priceWithDuty } = shippingPrice(offer.price, threshold, goods);
  const dates = deliveryDates(now, offer.deliveryDays, offer.cutoff);
  // Price and delivery-date ids name the carrier's offer for this country (stable across answers).
  const offerId = offer.carrierId * 1000 + countryNumber(country.isoCode2);
  return {
    id: offer.carrierId,
    rank: offer.rank,
    code: offer.code,
    logo: offer.logo,
    type: offer.type,
    serviceName: offer.serviceName,
    name: offer.name,
    description: offer.descriptions[locale] ?? offer.descriptions.fr,
    price: { id: offerId, freeShipping, freeShippingAmount: threshold, priceWithoutDuty: dutyFree(priceWithDuty, country.vatRate), priceWithDuty },
    deliveryDate: { id: offerId, ...dates },
  };
}

/** Two letters as a number below 1000 (A=0 … Z=25): FR → 5*26+17. */
function countryNumber(isoCode2: string): number {
  return (isoCode2.charCodeAt(0) - 65) * 26 + (isoCode2.charCodeAt(1) - 65);
}

/** The delivery country of a basket or an order: known, active and served by a carrier. */
export function deliveryCountry(countries: ReadonlyMap<string, DeliveryCountry>, code: string, locale: LocaleCode): Outcome<DeliveryCountry> {
  const country = countries.get(code);
  if (!country) return fail('invalid-input', `Unknown country '${code}'`);
  if (!country.active || country.carriers.length === 0) return fail('invalid-input', checkoutText('countryNotDeliverable', locale));
  return succeed(country);
}

/**
 * GET /checkout/carriers: every carrier offered for a destination (home, relay, express), each
 * quoted for goods worth `amount` euros (after the promotion): price in cents, free at or above
 * the threshold, delivery date. Ordered by rank.
 */
export async function countryCarriers(deps: { db: Db; cache: TtlCache; now: () => Date }, context: ShopContext, countryIsoCode: string, amount: number): Promise<Outcome<Carrier[]>> {
  const countries = await cachedDeliveryCountries(deps.db, deps.cache, context.noCache);
  const country = countries.get(countryIsoCode.toUpperCase());
  if (!country || !country.active || country.carriers.length === 0) return fail('invalid-input', checkoutText('countryNotDeliverable', context.locale));
  const goods = fromEuros(amount);
  const now = deps.now();
  return succeed(
    [...country.carriers]
      .sort((a, b) => a.rank - b.rank || a.carrierId - b.carrierId)
      .map((offer) => quoteCarrier(offer, country, goods, now, context.locale, context.store.id)),
  );
}

/**
 * Cents from which shipping is free in a store's country (its default carrier's threshold there,
 * else the store's, else 99 €: SPEC §9). The default carrier is chosen by the same rule as the
 * basket's (`pickDefaultCarrier`: home delivery first, then the best rank, enabled offers only),
 * so this amount and POST /basket/detail always agree.
 */
export async function freeShippingCents(db: Db, store: { id: string; countryCode: string }): Promise<Cents> {
  const [rows, own] = await Promise.all([countryCarrierThresholds(db, store.countryCode.toUpperCase()), storeThreshold(db, store.id)]);
  return freeShippingThreshold(pickDefaultCarrier(rows)?.freeShippingAmount, own);
}
