/**
 * Delivery countries and their carriers, read once and cached (they change only with the
 * catalogue), and the default carrier's quote for a basket: price in cents (free at or above
 * the carrier's threshold, 99 € when it gives none) and delivery date from the injected clock.
 */
import type { Carrier, ShippingType } from '../../src/domain/catalogue/carrier';
import type { Cents } from '../../src/domain/money/money';
import { dutyFree } from '../../src/domain/basket/pricing';
import { deliveryDates, freeShippingThreshold, pickDefaultCarrier, shippingPrice } from '../../src/domain/basket/shipping';
import type { LocaleCode, Localized } from '../../src/domain/store/locales';
import type { Db } from '../db/database';
import type { TtlCache } from '../cache/ttl-cache';

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
}

export interface DeliveryCountry {
  isoCode2: string;
  active: boolean;
  vatRate: number;
  carriers: CarrierOffer[];
}

export async function loadDeliveryCountries(db: Db): Promise<Map<string, DeliveryCountry>> {
  const [countries, offers] = await Promise.all([
    db.selectFrom('countries').select(['iso_code2', 'active', 'vat_rate']).execute(),
    db
      .selectFrom('carrier_countries as cc')
      .innerJoin('carriers as c', 'c.id', 'cc.carrier_id')
      .select(['cc.iso_code2', 'cc.price', 'cc.free_shipping_amount', 'cc.delivery_days', 'c.id', 'c.code', 'c.type', 'c.rank', 'c.name', 'c.service_name', 'c.descriptions', 'c.logo'])
      .execute(),
  ]);
  const byCode = new Map<string, DeliveryCountry>(
    countries.map((row) => [row.iso_code2, { isoCode2: row.iso_code2, active: row.active, vatRate: row.vat_rate, carriers: [] }]),
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
    });
  }
  return byCode;
}

export function cachedDeliveryCountries(db: Db, cache: TtlCache, bypass = false): Promise<Map<string, DeliveryCountry>> {
  return cache.get('delivery-countries', () => loadDeliveryCountries(db), { bypass });
}

export function defaultCarrierOffer(country: DeliveryCountry): CarrierOffer | undefined {
  return pickDefaultCarrier(country.carriers);
}

/** SPEC §3 "Default carrier" for goods worth `goods` cents (after the promotion). */
export function quoteCarrier(offer: CarrierOffer, country: DeliveryCountry, goods: Cents, now: Date, locale: LocaleCode): Carrier {
  const threshold = freeShippingThreshold(offer.freeShippingAmount);
  const { freeShipping, priceWithDuty } = shippingPrice(offer.price, threshold, goods);
  const dates = deliveryDates(now, offer.deliveryDays);
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
