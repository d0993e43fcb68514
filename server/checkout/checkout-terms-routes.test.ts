/**
 * The delivery terms through `/api/v5/admin/carriers…` and `/admin/delivery-terms…` as the demo
 * merchandiser (issue 34), and what shoppers are quoted on the next answer: the store's
 * free-shipping threshold in the basket and the header's call, a price at checkout, a carrier
 * disabled (SPEC §8's delivery errors), who changed what.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { CarrierTerms, DeliveryTerms, DeliveryTermsChange, StoreDeliveryTerms } from '../../src/domain/catalogue/carrier-terms';
import type { Carrier } from '../../src/domain/catalogue/carrier';
import { deliveryDates } from '../../src/domain/basket/shipping';
import { CARRIERS } from '../demo/carriers';
import { accountsClient } from '../testing/accounts-harness';
import { useApi } from '../testing/api-harness';
import { firstAddressId, newKey, placingBody, stockedSize } from '../testing/orders-test-kit';

const api = useApi();
const client = accountsClient(api);
let merch = '';
let shopper = '';

beforeAll(async () => {
  merch = (await client.signIn('merch@example.com')).token;
  shopper = (await client.signIn('camille@example.com')).token;
});

const as = () => ({ token: merch });
type Problem = { code: number; message: string };
type Detail = { price: number; defaultCarrier: Carrier };
const freeShipping = async (store: string) => (await api.get<{ freeShipping: number }>('/checkout/carriers/free-shipping?no_cache=1', { store })).body.freeShipping;
const carriersOf = (country: string, amount = 10, store = 'laboutiqueofficielle') => api.get<Carrier[] | Problem>(`/checkout/carriers?country=${country}&amount=${amount}`, { store });

/** A basket of one line worth `cents` or more in the Spanish store (the demo catalogue's first fitting size). */
async function basketWorth(minimumCents: number, maximumCents: number, store = 'boutique_es'): Promise<Detail> {
  const { demoCatalogue } = await import('../testing/catalogue-fixtures');
  const country = store === 'boutique_es' ? 'es' : 'fr';
  const product = demoCatalogue().products.find((p) => !p.isOnlyOutlet && p.prices[country] && p.prices[country].price >= minimumCents && p.prices[country].price < maximumCents
    && p.sizes.some((size) => size.stock > 2) && demoCatalogue().brands.find((brand) => brand.id === p.brandId)?.restricted !== true)!;
  const size = product.sizes.find((row) => row.stock > 2)!;
  const answer = await api.post<Detail>('/basket/detail', { basketItems: [{ productId: product.id, productSizeId: size.id, quantity: 1 }] }, { store });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('who may change the delivery terms', () => {
  it('answers 401 without a token and 403 to a shopper, before anything is read or written', async () => {
    for (const [method, path] of [['GET', '/admin/carriers'], ['GET', '/admin/delivery-terms'], ['PUT', '/admin/delivery-terms/stores/boutique_es'], ['PATCH', '/admin/carriers/colipost_home/countries/FR']] as const) {
      const body = method === 'GET' ? undefined : { freeShippingThreshold: 1, price: 1 };
      expect((await client.call(method, path, { body })).status, path).toBe(401);
      const refused = await client.call<Problem>(method, path, { body, token: shopper, lang: 'en' });
      expect(refused.status, path).toBe(403);
      expect(refused.body.message).toBe('For catalogue staff only.');
    }
    expect(await freeShipping('boutique_es')).toBe(99);
  });
});

describe('GET /admin/carriers', () => {
  it('lists the carriers with their countries, prices in cents, delays, cut-off and relay networks, and every store’s threshold', async () => {
    const answer = await client.get<DeliveryTerms>('/admin/carriers', as());
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body.carriers.map((carrier) => carrier.code)).toEqual(CARRIERS.map((carrier) => carrier.code));
    const home = answer.body.carriers[0];
    expect(home.cutoff).toEqual({ hour: 14, minute: 0, timeZone: 'Europe/Paris' });
    expect(home.countries.find((row) => row.isoCode2 === 'FR')).toEqual({ isoCode2: 'FR', price: 490, freeShippingAmount: null, deliveryDays: 3, active: true, relayNetwork: null });
    expect(answer.body.carriers[1].countries[0].relayNetwork).toBe('relais_pickup');
    expect(answer.body.stores).toContainEqual({ storeId: 'boutique_es', freeShippingThreshold: 9900, own: false, updatedBy: null, updatedAt: null });
    expect((await client.get<CarrierTerms>('/admin/carriers/2', as())).body.code).toBe('relais_pickup');
    expect(await client.get<Problem>('/admin/carriers/dhl', as())).toMatchObject({ status: 404, body: { code: 404 } });
  });
});

describe('a store’s free-shipping threshold', () => {
  it('sets the Spanish store at 60 €: its basket ships free from 60 € on the next answer, the header says 60, France stays at 99', async () => {
    const before = await basketWorth(6000, 9000);
    expect(before.defaultCarrier.price).toMatchObject({ freeShipping: false, freeShippingAmount: 9900 });
    const answer = await client.put<StoreDeliveryTerms>('/admin/delivery-terms/stores/boutique_es', { freeShippingThreshold: '60.00' }, as());
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ storeId: 'boutique_es', freeShippingThreshold: 6000, own: true, updatedBy: 'merch@example.com' });
    const after = await basketWorth(6000, 9000);
    expect(after.defaultCarrier.price).toMatchObject({ freeShipping: true, freeShippingAmount: 6000, priceWithDuty: 0 });
    expect(await freeShipping('boutique_es')).toBe(60);
    expect(await freeShipping('laboutiqueofficielle')).toBe(99);
    expect((await basketWorth(6000, 9000, 'laboutiqueofficielle')).defaultCarrier.price).toMatchObject({ freeShipping: false, freeShippingAmount: 9900 });
  });

  it('refuses a threshold that is not an amount, a negative one and an unknown store in plain words', async () => {
    for (const [store, value, words] of [['boutique_es', 'abc', 'is not an amount in euros'], ['boutique_es', -5, 'is negative'], ['boutique_es', '12.345', 'is not an amount'], ['boutique_xx', 60, 'Unknown store']] as const) {
      const answer = await client.put<Problem>(`/admin/delivery-terms/stores/${store}`, { freeShippingThreshold: value }, as());
      expect(answer.status, String(value)).toBe(400);
      expect(answer.body.message, String(value)).toContain(words);
    }
  });
});

describe('a carrier’s price, delay and state in a country', () => {
  it('shows a new price and delay at checkout on the next answer, in cents', async () => {
    const answer = await client.patch<CarrierTerms>('/admin/carriers/colipost_home/countries/ES', { price: 5.9, deliveryDays: 3 }, as());
    expect(answer.status).toBe(200);
    expect(answer.body.countries.find((row) => row.isoCode2 === 'ES')).toMatchObject({ price: 590, deliveryDays: 3 });
    const quoted = (await carriersOf('ES')).body as Carrier[];
    expect(quoted.find((carrier) => carrier.code === 'colipost_home')!.price).toMatchObject({ priceWithDuty: 590, freeShipping: false });
    // The carrier's own threshold in a country wins over the store's, until it is given back to the store.
    const own = await client.patch<CarrierTerms>('/admin/carriers/colipost_home/countries/ES', { freeShippingAmount: '5.00' }, as());
    expect(own.body.countries.find((row) => row.isoCode2 === 'ES')).toMatchObject({ freeShippingAmount: 500 });
    expect(((await carriersOf('ES')).body as Carrier[]).find((carrier) => carrier.code === 'colipost_home')!.price).toMatchObject({ freeShipping: true, freeShippingAmount: 500 });
    expect((await client.patch<Problem>('/admin/carriers/colipost_home/countries/ES', { freeShippingAmount: 'lots' }, as())).status).toBe(400);
    expect((await client.patch<CarrierTerms>('/admin/carriers/colipost_home/countries/ES', { freeShippingAmount: null }, as())).body.countries.find((row) => row.isoCode2 === 'ES')!.freeShippingAmount).toBeNull();
  });

  it('refuses a negative price, a bad delay, an unknown country and an empty change with a 400', async () => {
    for (const [country, body, words] of [
      ['FR', { price: -1 }, 'is negative'], ['FR', { price: 'abc' }, 'is not an amount'], ['FR', { deliveryDays: 'soon' }, 'is not a whole number of days'],
      ['XX', { price: 4 }, 'Unknown country'], ['FRA', { price: 4 }, 'is not a country code'], ['FR', {}, 'Nothing to change'],
      ['US', { price: 4 }, 'Unknown country'], ['GR', { relayNetwork: 'x' }, 'not a relay carrier'],
    ] as const) {
      const answer = await client.patch<Problem>(`/admin/carriers/colipost_home/countries/${country}`, body, as());
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message, JSON.stringify(body)).toContain(words);
    }
    expect((await client.patch<Problem>('/admin/carriers/chrono_express/countries/FI', { price: 20 }, as())).body.message).toContain('give its price and its delay');
  });

  it('disables a relay carrier in a country: the relay points there answer SPEC §8’s words, enabled again they come back', async () => {
    expect((await client.patch('/admin/carriers/relais_pickup/countries/BE', { active: false }, as())).status).toBe(200);
    const refused = await api.get<Problem>('/checkout/relay-points?country=BE&q=Bruxelles');
    expect(refused).toMatchObject({ status: 400, body: { message: 'Ce pays n\'est pas disponible à la livraison.' } });
    expect(((await carriersOf('BE')).body as Carrier[]).map((carrier) => carrier.code)).toEqual(['colipost_home', 'chrono_express']);
    expect((await client.patch('/admin/carriers/relais_pickup/countries/BE', { active: true }, as())).status).toBe(200);
    expect((await api.get<unknown[]>('/checkout/relay-points?country=BE&q=Bruxelles')).body.length).toBeGreaterThan(0);
  });

  it('lets a country lose its last carrier when no store sells from it (not delivered to), never a store’s own country (409)', async () => {
    expect((await client.patch('/admin/carriers/colipost_home/countries/FI', { active: false }, as())).status).toBe(200);
    expect(await carriersOf('FI')).toMatchObject({ status: 400, body: { message: 'Ce pays n\'est pas disponible à la livraison.' } });
    const basket = await api.post<Problem>('/basket/detail', { basketItems: [], countryIsoCode: 'FI' });
    expect(basket).toMatchObject({ status: 400, body: { message: 'Ce pays n\'est pas disponible à la livraison.' } });
    expect((await client.patch('/admin/carriers/chrono_express/countries/DE', { active: false }, as())).status).toBe(200);
    expect((await client.patch('/admin/carriers/relais_pickup/countries/DE', { active: false }, as())).status).toBe(200);
    const last = await client.patch<Problem>('/admin/carriers/colipost_home/countries/DE', { active: false }, as());
    expect(last.status).toBe(409);
    expect(last.body.message).toContain('boutique_de');
    expect(((await carriersOf('DE')).body as Carrier[]).map((carrier) => carrier.code)).toEqual(['colipost_home']);
  });
});

describe('an order for a carrier disabled at its destination', () => {
  it('is refused with SPEC §8’s "express delivery unavailable", and placed again once the carrier is back', async () => {
    expect((await client.patch('/admin/carriers/chrono_express/countries/FR', { active: false }, as())).status).toBe(200);
    const size = await stockedSize(api.db, 5);
    const body = placingBody(size, await firstAddressId(api.db, 'camille@example.com'), { carrierId: 3 });
    const refused = await client.post<Problem>('/secure/checkout/orders', body, { token: shopper, headers: { 'idempotency-key': newKey() } });
    expect(refused).toMatchObject({ status: 400, body: { message: "La livraison express n'est pas disponible pour cette destination." } });
    expect((await client.patch('/admin/carriers/chrono_express/countries/FR', { active: true }, as())).status).toBe(200);
    const placed = await client.post<{ order: { carrier: { code: string } } }>('/secure/checkout/orders', body, { token: shopper, headers: { 'idempotency-key': newKey() } });
    expect(placed.status).toBe(201);
  });
});

describe('a carrier’s cut-off', () => {
  it('sets it as data (the next quote ships by it, in its time zone), refuses 25:00 and an unknown time zone', async () => {
    const answer = await client.put<CarrierTerms>('/admin/carriers/chrono_express/cutoff', { time: '16:30' }, as());
    expect(answer).toMatchObject({ status: 200, body: { cutoff: { hour: 16, minute: 30, timeZone: 'Europe/Paris' } } });
    for (const [time, timeZone] of [['00:00', 'Europe/Paris'], ['23:59', 'Pacific/Kiritimati']]) {
      expect((await client.put('/admin/carriers/chrono_express/cutoff', { time, timeZone }, as())).status).toBe(200);
      const express = ((await carriersOf('FR')).body as Carrier[]).find((carrier) => carrier.code === 'chrono_express')!;
      const [hour, minute] = time.split(':').map(Number);
      expect(express.deliveryDate, `${time} ${timeZone}`).toMatchObject(deliveryDates(new Date(), 1, { hour, minute, timeZone }));
    }
    expect((await client.put('/admin/carriers/chrono_express/cutoff', { time: '16:30', timeZone: 'Europe/Paris' }, as())).status).toBe(200);
    for (const body of [{ time: '25:00' }, { time: 'noon' }, { time: '14:00', timeZone: 'Mars/Olympus' }]) {
      const refused = await client.put<Problem>('/admin/carriers/chrono_express/cutoff', body, as());
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('GET /admin/delivery-terms/history', () => {
  it('keeps who changed what and when, newest first', async () => {
    const answer = await client.get<{ changes: DeliveryTermsChange[] }>('/admin/delivery-terms/history?limit=100', as());
    expect(answer.status).toBe(200);
    const threshold = answer.body.changes.find((change) => change.subject === 'store boutique_es')!;
    expect(threshold).toMatchObject({ changedBy: 'merch@example.com', change: { before: { freeShippingThreshold: 9900 }, after: { freeShippingThreshold: 6000 } } });
    expect(answer.body.changes[0].subject).toBe('carrier chrono_express');
    expect(Date.parse(threshold.changedAt)).toBeGreaterThan(0);
  });
});
