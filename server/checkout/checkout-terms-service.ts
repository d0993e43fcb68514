/**
 * The delivery terms the merchant manages (issue 34, role merchandiser): a carrier's price, delay,
 * relay network and state in a country, a carrier's cut-off, a store's free-shipping threshold.
 * Each change is read by the domain's rules (`delivery-terms.ts`), written with its history line
 * (who, when, what) in one transaction, then announced: the delivery countries' cache key is
 * forgotten and every process forgets its pages and answers (`contentChanged`), so the next basket
 * answer quotes the new terms. A change that would leave a store's own country without a carrier
 * (its basket could not be priced) is refused.
 */
import { readCarrierCountry, readCutoff, readDeliveryDays, readEuros, readRelayNetwork, type TermReading } from '../../src/domain/basket/delivery-terms';
import { DEFAULT_FREE_SHIPPING_CENTS } from '../../src/domain/catalogue/carrier';
import type { CarrierTerms, DeliveryTerms, DeliveryTermsChange } from '../../src/domain/catalogue/carrier-terms';
import { STORE_IDS, STORES } from '../../src/domain/store/stores';
import type { CatalogueChanges } from '../cache/catalogue-changes';
import type { TtlCache } from '../cache/ttl-cache';
import { fail, succeed, type Outcome } from '../core/outcome';
import type { Db } from '../db/database';
import { committedUnit, type EffectLog, type UnitOfWork } from '../db/transaction';
import { DELIVERY_COUNTRIES_KEY } from './checkout-carriers';
import {
  carrierRows, countryKnown, historyRows, lockCountryOffers, lockOffer, lockStoreTerms, offerRows, recordChange, storeTermRows, writeCutoff, writeOffer,
  writeStoreThreshold,
} from './checkout-terms-repository';

export interface DeliveryTermsDeps {
  db: Db;
  cache: TtlCache;
  now: () => Date;
  catalogueChanges?: CatalogueChanges;
  log?: EffectLog;
}

/** Who changes the terms: the staff account's e-mail address (or its id when it has none). */
export type Staff = string;

export interface OfferInput {
  /** Euros with two decimals (a number or its text). */
  price?: number | string;
  deliveryDays?: number | string;
  active?: boolean;
  relayNetwork?: string | null;
  /** Euros: the carrier's own free-shipping threshold in the country (wins over the store's); null: the store's. */
  freeShippingAmount?: number | string | null;
}

const reading = <T>(found: TermReading<T>): Outcome<T> => (found.ok ? succeed(found.value) : fail('invalid-input', found.problem));

export async function deliveryTerms(db: Db): Promise<DeliveryTerms> {
  const [carriers, offers, stores] = await Promise.all([carrierRows(db), offerRows(db), storeTermRows(db)]);
  const own = new Map(stores.map((row) => [row.store_id, row]));
  return {
    carriers: carriers.map((carrier) => ({
      id: carrier.id,
      code: carrier.code,
      type: carrier.type,
      rank: carrier.rank,
      name: carrier.name,
      serviceName: carrier.service_name,
      cutoff: { hour: carrier.cutoff_hour, minute: carrier.cutoff_minute, timeZone: carrier.cutoff_time_zone },
      countries: offers
        .filter((offer) => offer.carrier_id === carrier.id)
        .map((offer) => ({
          isoCode2: offer.iso_code2,
          price: offer.price,
          freeShippingAmount: offer.free_shipping_amount,
          deliveryDays: offer.delivery_days,
          active: offer.active,
          relayNetwork: carrier.type === 'point_relais' ? (offer.relay_network ?? carrier.code) : offer.relay_network,
        })),
    })),
    stores: STORE_IDS.map((storeId) => {
      const row = own.get(storeId);
      return {
        storeId,
        freeShippingThreshold: row?.free_shipping_threshold ?? DEFAULT_FREE_SHIPPING_CENTS,
        own: row !== undefined,
        updatedBy: row?.updated_by ?? null,
        updatedAt: row ? new Date(row.updated_at).toISOString() : null,
      };
    }),
  };
}

/** A carrier by its code (`colipost_home`) or its id. */
export async function carrierTerms(db: Db, key: string): Promise<Outcome<CarrierTerms>> {
  const { carriers } = await deliveryTerms(db);
  const wanted = key.trim().toLowerCase();
  const found = carriers.find((carrier) => carrier.code === wanted || String(carrier.id) === wanted);
  return found ? succeed(found) : fail('not-found', `No carrier "${key.trim()}" (${carriers.map((carrier) => carrier.code).join(', ')})`);
}

/** The change committed, then told to every process: the next basket answer quotes it. */
function announce(deps: DeliveryTermsDeps, unit: UnitOfWork): void {
  unit.afterCommit(() => {
    deps.cache.forget(DELIVERY_COUNTRIES_KEY);
    deps.catalogueChanges?.contentChanged();
  });
}

/** The stores whose own country would have no carrier left without `carrierId`'s offer in `isoCode2`. */
function strandedStores(isoCode2: string, offers: { carrier_id: number; active: boolean }[], carrierId: number): string[] {
  if (offers.some((offer) => offer.active && offer.carrier_id !== carrierId)) return [];
  return STORE_IDS.filter((storeId) => STORES[storeId].countryCode === isoCode2);
}

export async function changeOffer(deps: DeliveryTermsDeps, by: Staff, carrierKey: string, countryTyped: string, input: OfferInput): Promise<Outcome<CarrierTerms>> {
  const carrier = await carrierTerms(deps.db, carrierKey);
  if (!carrier.ok) return carrier;
  const country = reading(readCarrierCountry(countryTyped));
  if (!country.ok) return country;
  if (!(await countryKnown(deps.db, country.value))) return fail('invalid-input', `Unknown country "${country.value}": the shop does not deliver there`);
  if (input.price === undefined && input.deliveryDays === undefined && input.active === undefined && input.relayNetwork === undefined && input.freeShippingAmount === undefined) {
    return fail('invalid-input', 'Nothing to change: give a price, a delay (days), enabled, a relay network or a free-shipping amount');
  }
  const own = input.freeShippingAmount === undefined || input.freeShippingAmount === null ? undefined : reading(readEuros('the free-shipping amount', input.freeShippingAmount));
  if (own && !own.ok) return own;
  const price = input.price === undefined ? undefined : reading(readEuros('the price', input.price));
  if (price && !price.ok) return price;
  const days = input.deliveryDays === undefined ? undefined : reading(readDeliveryDays('the delay', input.deliveryDays));
  if (days && !days.ok) return days;
  const network = input.relayNetwork === undefined || input.relayNetwork === null ? undefined : reading(readRelayNetwork(input.relayNetwork));
  if (network && !network.ok) return network;
  if (input.relayNetwork !== undefined && carrier.value.type !== 'point_relais') return fail('invalid-input', `${carrier.value.code} is not a relay carrier: it has no relay network`);
  const { id, code } = carrier.value;

  const refused = await committedUnit(deps.db, deps.log, async (unit) => {
    const current = await lockOffer(unit.trx, id, country.value);
    if (!current && (price === undefined || days === undefined)) {
      return fail('invalid-input', `${code} does not deliver to ${country.value} yet: give its price and its delay to start`);
    }
    const active = input.active ?? current?.active ?? true;
    if (current?.active && !active) {
      const stranded = strandedStores(country.value, await lockCountryOffers(unit.trx, country.value), id);
      if (stranded.length > 0) {
        return fail('wrong-state', `${code} is the last carrier enabled in ${country.value}, the country of ${stranded.join(', ')}: its basket could not be priced. Enable another carrier there first`);
      }
    }
    const next = {
      carrier_id: id,
      iso_code2: country.value,
      price: price?.value ?? current!.price,
      free_shipping_amount: input.freeShippingAmount === undefined ? (current?.free_shipping_amount ?? null) : (own?.value ?? null),
      delivery_days: days?.value ?? current!.delivery_days,
      active,
      relay_network: input.relayNetwork === undefined ? (current?.relay_network ?? null) : (network?.value ?? null),
    };
    await writeOffer(unit.trx, next);
    const before = current
      ? { price: current.price, deliveryDays: current.delivery_days, freeShippingAmount: current.free_shipping_amount, active: current.active, relayNetwork: current.relay_network }
      : null;
    const after = { price: next.price, deliveryDays: next.delivery_days, freeShippingAmount: next.free_shipping_amount, active: next.active, relayNetwork: next.relay_network };
    await recordChange(unit.trx, { by, at: deps.now(), subject: `carrier ${code} ${country.value}`, change: { before, after } });
    announce(deps, unit);
    return null;
  });
  if (refused) return refused;
  return carrierTerms(deps.db, code);
}

export async function changeCutoff(deps: DeliveryTermsDeps, by: Staff, carrierKey: string, input: { time: string; timeZone?: string }): Promise<Outcome<CarrierTerms>> {
  const carrier = await carrierTerms(deps.db, carrierKey);
  if (!carrier.ok) return carrier;
  const cutoff = reading(readCutoff(input.time, input.timeZone ?? carrier.value.cutoff.timeZone));
  if (!cutoff.ok) return cutoff;
  await committedUnit(deps.db, deps.log, async (unit) => {
    await writeCutoff(unit.trx, carrier.value.id, cutoff.value);
    await recordChange(unit.trx, { by, at: deps.now(), subject: `carrier ${carrier.value.code}`, change: { before: { cutoff: carrier.value.cutoff }, after: { cutoff: cutoff.value } } });
    announce(deps, unit);
  });
  return carrierTerms(deps.db, carrier.value.code);
}

export async function changeStoreThreshold(deps: DeliveryTermsDeps, by: Staff, storeTyped: string, euros: number | string): Promise<Outcome<DeliveryTerms['stores'][number]>> {
  const storeId = STORE_IDS.find((id) => id === storeTyped.trim().toLowerCase());
  if (!storeId) return fail('invalid-input', `Unknown store "${storeTyped.trim()}" (${STORE_IDS.join(', ')})`);
  const cents = reading(readEuros('the free-shipping threshold', euros));
  if (!cents.ok) return cents;
  await committedUnit(deps.db, deps.log, async (unit) => {
    const current = await lockStoreTerms(unit.trx, storeId);
    const at = deps.now();
    await writeStoreThreshold(unit.trx, storeId, cents.value, by, at);
    const before = current?.free_shipping_threshold ?? DEFAULT_FREE_SHIPPING_CENTS;
    await recordChange(unit.trx, { by, at, subject: `store ${storeId}`, change: { before: { freeShippingThreshold: before }, after: { freeShippingThreshold: cents.value } } });
    announce(deps, unit);
  });
  return succeed((await deliveryTerms(deps.db)).stores.find((store) => store.storeId === storeId)!);
}

export async function deliveryTermsHistory(db: Db, limit = 50): Promise<DeliveryTermsChange[]> {
  const rows = await historyRows(db, Math.min(Math.max(1, limit), 500));
  return rows.map((row) => ({ id: row.id, changedAt: new Date(row.changed_at).toISOString(), changedBy: row.changed_by, subject: row.subject, change: row.change }));
}
