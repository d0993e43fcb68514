/**
 * delivery.json in a catalogue bundle (issue 34): read and checked by the bundle's reader (problems
 * worded like the other files'), then written by the import in its transaction; a bundle with a
 * wrong delivery.json writes nothing.
 */
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { problemText } from '../../src/domain/catalogue/catalogue-bundle';
import type { DeliveryBundle } from '../../src/domain/catalogue/carrier-terms';
import { fastestSeeding } from '../db/seed-writers';
import { readBundle } from '../merchandise/merchandise-bundle-read';
import { applyBundle, readShopBundle } from '../merchandise/merchandise-import';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { loadDeliveryCountries } from './checkout-carriers';

const TWENTY = path.resolve(import.meta.dirname, '../../tests/fixtures/catalogue/twenty');
const NOW = new Date('2026-11-20T10:00:00.000Z');
let work: string;
let database: TestDatabase;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'delivery-bundle-test-'));
  database = await createTestDatabase();
}, 120_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
  await database?.dispose();
});

let folders = 0;
async function withDelivery(delivery: unknown): Promise<string> {
  const folder = path.join(work, `bundle-${(folders += 1)}`);
  await cp(TWENTY, folder, { recursive: true });
  await writeFile(path.join(folder, 'delivery.json'), typeof delivery === 'string' ? delivery : JSON.stringify(delivery, null, 2));
  return folder;
}

const TERMS: DeliveryBundle = {
  carriers: [
    { code: 'colipost_home', countries: [{ country: 'ES', price: 590, deliveryDays: 3 }, { country: 'FI', price: 1290, deliveryDays: 6, active: false }] },
    { code: 'chrono_express', cutoff: '16:30', timeZone: 'Europe/Paris' },
    { code: 'relais_pickup', countries: [{ country: 'ES', price: 450, deliveryDays: 5, relayNetwork: 'relais_pickup' }] },
  ],
  stores: [{ store: 'boutique_es', freeShippingThreshold: 6000 }],
};

describe('delivery.json read by the bundle reader', () => {
  it('gives the terms with the bundle, and no delivery when the file is absent', async () => {
    const reading = await readBundle(await withDelivery(TERMS));
    expect(reading.problems).toEqual([]);
    expect(reading.bundle!.delivery).toEqual(TERMS);
    expect((await readBundle(TWENTY)).bundle!.delivery).toBeUndefined();
  });

  it('words each problem with its field: a negative price, a cut-off of 25:00, an unknown store, a country twice, a carrier twice', async () => {
    const reading = await readBundle(await withDelivery({
      carriers: [
        { code: 'colipost_home', cutoff: '25:00', countries: [{ country: 'ES', price: -1, deliveryDays: 3 }] },
        { code: 'relais_pickup', countries: [{ country: 'ES', price: 1, deliveryDays: 3 }, { country: 'ES', price: 2, deliveryDays: 3 }] },
        { code: 'relais_pickup', timeZone: 'Mars/Olympus' },
      ],
      stores: [{ store: 'boutique_xx', freeShippingThreshold: 'abc' }],
    }));
    expect(reading.bundle).toBeNull();
    const texts = reading.problems.map(problemText);
    expect(texts.some((text) => text.startsWith('delivery.json: carriers[0].countries[0].price'))).toBe(true);
    expect(texts.some((text) => text.startsWith('delivery.json: stores[0].store "boutique_xx" is not one of'))).toBe(true);
    expect(texts.some((text) => text.startsWith('delivery.json: stores[0].freeShippingThreshold must be a whole number'))).toBe(true);
    const second = await readBundle(await withDelivery({
      carriers: [
        { code: 'colipost_home', cutoff: '25:00' },
        { code: 'relais_pickup', countries: [{ country: 'ES', price: 1, deliveryDays: 3 }, { country: 'ES', price: 2, deliveryDays: 3 }] },
        { code: 'relais_pickup', timeZone: 'Mars/Olympus' },
      ],
    }));
    expect(second.problems.map(problemText)).toEqual([
      'delivery.json: carriers[0].cutoff: the cut-off "25:00" is not a time of the day (00:00 to 23:59)',
      'delivery.json: carriers[1].countries[1].country "ES" is already the country of countries[0]',
      'delivery.json: carriers[2].code "relais_pickup" is already the code of carriers[1]',
      'delivery.json: carriers[2].cutoff: "Mars/Olympus" is not a time zone (like Europe/Paris)',
    ]);
    expect((await readBundle(await withDelivery('{ "carriers": [ }'))).problems.map(problemText)[0]).toMatch(/^delivery\.json:1: is not valid JSON/);
  });
});

describe('delivery.json written by the import', () => {
  const apply = async (delivery: DeliveryBundle) => {
    const shop = await readShopBundle(database.db);
    const outcome = await applyBundle({ db: database.db, seeding: fastestSeeding(database.db, database) }, { ...shop, delivery }, { dryRun: false, archiveMissing: false, now: NOW });
    if (!outcome.ok) throw new Error(outcome.message);
    return outcome.value;
  };

  it('refuses an unknown carrier or country, and a store’s country left without a carrier: nothing written', async () => {
    const refused = await apply({ carriers: [{ code: 'dhl' }, { code: 'colipost_home', countries: [{ country: 'ZZ', price: 1, deliveryDays: 1 }] }], stores: [{ store: 'boutique_es', freeShippingThreshold: 1 }] });
    expect(refused.problems.map(problemText)).toEqual([
      'delivery.json: carriers[0].code "dhl" is not a carrier of the shop (colipost_home, relais_pickup, chrono_express)',
      'delivery.json: carriers[1].countries[0].country "ZZ" is not a country of the shop',
    ]);
    const stranded = await apply({
      carriers: ['colipost_home', 'relais_pickup', 'chrono_express'].map((code) => ({ code, countries: [{ country: 'DE', price: 490, deliveryDays: 2, active: false }] })),
      stores: [{ store: 'boutique_es', freeShippingThreshold: 1 }],
    });
    expect(stranded.problems.map(problemText)).toEqual(['delivery.json: leaves DE, the country of boutique_de, without an enabled carrier: its basket could not be priced']);
    expect(await database.db.selectFrom('store_delivery_terms').selectAll().execute()).toEqual([]);
  });

  it('sets prices, delays, states, relay networks, cut-offs and thresholds in the import’s transaction, with a history line', async () => {
    const result = await apply(TERMS);
    expect(result.problems).toEqual([]);
    expect(result.deliveryChanged).toBe(true);
    const countries = await loadDeliveryCountries(database.db);
    const es = countries.get('ES')!;
    expect(es.carriers.find((offer) => offer.code === 'colipost_home')).toMatchObject({ price: 590, deliveryDays: 3 });
    expect(es.storeThresholds.get('boutique_es')).toBe(6000);
    expect(countries.get('FI')!.carriers).toEqual([]);
    expect(countries.get('FR')!.carriers.find((offer) => offer.code === 'chrono_express')!.cutoff).toEqual({ hour: 16, minute: 30, timeZone: 'Europe/Paris' });
    const history = await database.db.selectFrom('delivery_terms_history').selectAll().execute();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ changed_by: 'catalogue import', subject: 'delivery.json' });
  });

  it('goes out with the catalogue export, and the export imported back changes and records nothing', async () => {
    const exported = await readShopBundle(database.db);
    expect(exported.delivery!.stores).toEqual([{ store: 'boutique_es', freeShippingThreshold: 6000 }]);
    expect(exported.delivery!.carriers.find((carrier) => carrier.code === 'chrono_express')).toMatchObject({ cutoff: '16:30', timeZone: 'Europe/Paris' });
    const folder = path.join(work, 'exported');
    const { writeBundle } = await import('../merchandise/merchandise-service');
    await writeBundle(exported, folder);
    const reading = await readBundle(folder);
    expect(reading.problems).toEqual([]);
    expect(reading.bundle!.delivery).toEqual(exported.delivery);
    const again = await apply(exported.delivery!);
    expect(again).toMatchObject({ problems: [], deliveryChanged: false });
    expect(await database.db.selectFrom('delivery_terms_history').selectAll().execute()).toHaveLength(1);
  });
});
