/**
 * delivery.json of a catalogue bundle (issue 34, docs/catalogue-format.md): the terms of the shop's
 * carriers by code (cut-off; price, delay, own threshold, state and relay network per country, in
 * cents) and the stores' free-shipping thresholds. Its schema is the bundle reader's; its rules are
 * checked here without a database (`deliveryProblems`), and it is written by the import in the
 * import's transaction (`writeDeliveryBundle`): listed offers are set, unlisted ones left as they
 * are, and a store's own country left without a carrier refuses the whole import.
 */
import { Type } from 'typebox';
import { readCutoff } from '../../src/domain/basket/delivery-terms';
import type { BundleProblem } from '../../src/domain/catalogue/catalogue-bundle';
import type { DeliveryBundle } from '../../src/domain/catalogue/carrier-terms';
import { STORE_IDS, STORES } from '../../src/domain/store/stores';
import type { Executor, Trx } from '../db/transaction';
import { carrierRows, countryCodes, offerRows, recordChange, servedCountries, storeTermRows, writeCutoff, writeOffer, writeStoreThreshold } from './checkout-terms-repository';

const FILE = 'delivery.json';
const Cents = (description: string) => Type.Integer({ minimum: 0, maximum: 1_000_000, description });

export const DeliverySchema = Type.Object({
  carriers: Type.Array(Type.Object({
    code: Type.String({ pattern: '^[a-z0-9_-]{1,40}$', description: "a carrier's code (colipost_home…)" }),
    cutoff: Type.Optional(Type.String({ pattern: '^\\d{1,2}:\\d{2}$', description: 'a time like 14:00' })),
    timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: 'Europe/Paris unless given' })),
    countries: Type.Optional(Type.Array(Type.Object({
      country: Type.String({ pattern: '^[A-Z]{2}$', description: 'a country code in capitals (FR, ES…)' }),
      price: Cents('Cents, with duty'),
      deliveryDays: Type.Integer({ minimum: 0, maximum: 60, description: 'Working days' }),
      freeShippingAmount: Type.Optional(Type.Union([Cents("Cents: the carrier's own threshold here"), Type.Null()])),
      active: Type.Optional(Type.Boolean({ description: 'Default true' })),
      relayNetwork: Type.Optional(Type.Union([Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$', description: "a relay network's code" }), Type.Null()])),
    }, { additionalProperties: false }))),
  }, { additionalProperties: false })),
  stores: Type.Optional(Type.Array(Type.Object({
    store: Type.String({ enum: [...STORE_IDS] }),
    freeShippingThreshold: Cents('Cents from which the store ships free'),
  }, { additionalProperties: false }))),
}, { additionalProperties: false, description: "delivery.json (optional): the terms of the shop's carriers by code (cut-off; price and delay in cents and working days, own threshold, state, relay network per country) and the stores' free-shipping thresholds (cents)" });

const problem = (field: string, message: string): BundleProblem => ({ file: FILE, field, message: `${field} ${message}` });

/** What the schema cannot say: a real cut-off and time zone, each carrier, country and store once. */
export function deliveryProblems(delivery: DeliveryBundle): BundleProblem[] {
  const problems: BundleProblem[] = [];
  const carriers = new Map<string, number>();
  delivery.carriers.forEach((carrier, index) => {
    const at = `carriers[${index}]`;
    const seen = carriers.get(carrier.code);
    if (seen !== undefined) problems.push(problem(`${at}.code`, `"${carrier.code}" is already the code of carriers[${seen}]`));
    else carriers.set(carrier.code, index);
    if (carrier.cutoff !== undefined || carrier.timeZone !== undefined) {
      const cutoff = readCutoff(carrier.cutoff ?? '14:00', carrier.timeZone);
      if (!cutoff.ok) problems.push({ file: FILE, field: `${at}.cutoff`, message: `${at}.cutoff: ${cutoff.problem}` });
    }
    const countries = new Map<string, number>();
    (carrier.countries ?? []).forEach((offer, place) => {
      const before = countries.get(offer.country);
      if (before !== undefined) problems.push(problem(`${at}.countries[${place}].country`, `"${offer.country}" is already the country of countries[${before}]`));
      else countries.set(offer.country, place);
    });
  });
  const stores = new Map<string, number>();
  (delivery.stores ?? []).forEach((store, index) => {
    const seen = stores.get(store.store);
    if (seen !== undefined) problems.push(problem(`stores[${index}].store`, `"${store.store}" is already the store of stores[${seen}]`));
    else stores.set(store.store, index);
  });
  return problems;
}

const BY = 'catalogue import';

/**
 * The terms written in the import's transaction; problems (an unknown carrier or country, a store's
 * country left without a carrier) make the import write nothing. `changed`: something was written.
 */
export async function writeDeliveryBundle(trx: Trx, delivery: DeliveryBundle, at: Date): Promise<{ problems: BundleProblem[]; changed: boolean }> {
  const problems: BundleProblem[] = [];
  const known = new Map((await carrierRows(trx)).map((row) => [row.code, row.id]));
  const countries = new Set(await countryCodes(trx));
  delivery.carriers.forEach((carrier, index) => {
    if (!known.has(carrier.code)) problems.push(problem(`carriers[${index}].code`, `"${carrier.code}" is not a carrier of the shop (${[...known.keys()].join(', ')})`));
    (carrier.countries ?? []).forEach((offer, place) => {
      if (!countries.has(offer.country)) problems.push(problem(`carriers[${index}].countries[${place}].country`, `"${offer.country}" is not a country of the shop`));
    });
  });
  if (problems.length > 0) return { problems, changed: false };
  // Only what differs is written: the same delivery.json twice changes nothing and records nothing.
  const carriers = new Map((await carrierRows(trx)).map((row) => [row.id, row]));
  const offers = new Map((await offerRows(trx)).map((row) => [`${row.carrier_id}:${row.iso_code2}`, row]));
  const thresholds = new Map((await storeTermRows(trx)).map((row) => [row.store_id, row.free_shipping_threshold]));
  let changed = false;
  for (const carrier of delivery.carriers) {
    const id = known.get(carrier.code)!;
    if (carrier.cutoff !== undefined || carrier.timeZone !== undefined) {
      const current = carriers.get(id)!;
      const cutoff = readCutoff(carrier.cutoff ?? '14:00', carrier.timeZone);
      if (cutoff.ok && (cutoff.value.hour !== current.cutoff_hour || cutoff.value.minute !== current.cutoff_minute || cutoff.value.timeZone !== current.cutoff_time_zone)) {
        await writeCutoff(trx, id, cutoff.value);
        changed = true;
      }
    }
    for (const offer of carrier.countries ?? []) {
      const row = {
        carrier_id: id, iso_code2: offer.country, price: offer.price, delivery_days: offer.deliveryDays,
        free_shipping_amount: offer.freeShippingAmount ?? null, active: offer.active ?? true, relay_network: offer.relayNetwork ?? null,
      };
      const current = offers.get(`${id}:${offer.country}`);
      const same = current && current.price === row.price && current.delivery_days === row.delivery_days && current.free_shipping_amount === row.free_shipping_amount
        && current.active === row.active && (current.relay_network ?? null) === row.relay_network;
      if (same) continue;
      await writeOffer(trx, row);
      changed = true;
    }
  }
  for (const store of delivery.stores ?? []) {
    if (thresholds.get(store.store) === store.freeShippingThreshold) continue;
    await writeStoreThreshold(trx, store.store, store.freeShippingThreshold, BY, at);
    changed = true;
  }
  const served = new Set(await servedCountries(trx));
  for (const storeId of STORE_IDS) {
    const country = STORES[storeId].countryCode;
    if (!served.has(country)) problems.push({ file: FILE, message: `leaves ${country}, the country of ${storeId}, without an enabled carrier: its basket could not be priced` });
  }
  if (changed && problems.length === 0) await recordChange(trx, { by: BY, at, subject: 'delivery.json', change: { after: delivery as unknown as Record<string, unknown> } });
  return { problems, changed };
}

const time = (hour: number, minute: number) => `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

/** The shop's delivery terms as delivery.json holds them (the catalogue export's): importing it back changes nothing. */
export async function deliveryBundleOf(db: Executor): Promise<DeliveryBundle> {
  const [carriers, offers, stores] = await Promise.all([carrierRows(db), offerRows(db), storeTermRows(db)]);
  return {
    carriers: carriers.map((carrier) => ({
      code: carrier.code,
      cutoff: time(carrier.cutoff_hour, carrier.cutoff_minute),
      timeZone: carrier.cutoff_time_zone,
      countries: offers.filter((offer) => offer.carrier_id === carrier.id).map((offer) => ({
        country: offer.iso_code2,
        price: offer.price,
        deliveryDays: offer.delivery_days,
        freeShippingAmount: offer.free_shipping_amount,
        active: offer.active,
        relayNetwork: offer.relay_network,
      })),
    })),
    stores: stores.map((row) => ({ store: row.store_id, freeShippingThreshold: row.free_shipping_threshold })).sort((a, b) => STORE_IDS.indexOf(a.store as never) - STORE_IDS.indexOf(b.store as never)),
  };
}
