import { describe, expect, it } from 'vitest';
import { cutoffText, readCarrierCountry, readCents, readCutoff, readDeliveryDays, readEuros, readRelayNetwork } from './delivery-terms';
import { amountLeftForFreeShipping, deliveryDates, freeShippingThreshold, shippingPrice } from './shipping';

describe('the free-shipping threshold of a store (issue 34)', () => {
  it('is the carrier’s own in the country when it gives one, else the store’s, else 99 €', () => {
    expect(freeShippingThreshold(6900, 6000)).toBe(6900);
    expect(freeShippingThreshold(null, 6000)).toBe(6000);
    expect(freeShippingThreshold(null, null)).toBe(9900);
    expect(freeShippingThreshold(undefined)).toBe(9900);
    expect(freeShippingThreshold(null, 0)).toBe(0);
  });

  it('makes a Spanish basket of 60 € ship free and tells a 45 € one what is left', () => {
    const threshold = freeShippingThreshold(null, 6000);
    expect(shippingPrice(690, threshold, 6000)).toEqual({ freeShipping: true, priceWithDuty: 0 });
    expect(shippingPrice(690, threshold, 5999)).toEqual({ freeShipping: false, priceWithDuty: 690 });
    expect(amountLeftForFreeShipping(threshold, 4500)).toBe(1500);
  });
});

describe('a carrier’s cut-off, on its time zone’s clock', () => {
  const paris = (hour: number, minute = 0) => ({ hour, minute, timeZone: 'Europe/Paris' });

  it('ships the same day before the cut-off and the next working day from it, in winter (UTC+1)', () => {
    // Tuesday 1 December 2026, 13:59 and 14:00 in Paris.
    expect(deliveryDates(new Date('2026-12-01T12:59:00Z'), 1, paris(14)).shippingDate).toBe('2026-12-01');
    expect(deliveryDates(new Date('2026-12-01T13:00:00Z'), 1, paris(14)).shippingDate).toBe('2026-12-02');
  });

  it('holds in summer (UTC+2) and across the change of hour', () => {
    // Tuesday 30 June 2026, 13:59 and 14:00 in Paris.
    expect(deliveryDates(new Date('2026-06-30T11:59:00Z'), 1, paris(14)).shippingDate).toBe('2026-06-30');
    expect(deliveryDates(new Date('2026-06-30T12:00:00Z'), 1, paris(14)).shippingDate).toBe('2026-07-01');
    // Monday 30 March 2026, the day after the clocks went forward: 13:30 UTC is 15:30 in Paris.
    expect(deliveryDates(new Date('2026-03-30T13:30:00Z'), 0, paris(16)).shippingDate).toBe('2026-03-30');
    expect(deliveryDates(new Date('2026-03-30T13:30:00Z'), 0, paris(15, 30)).shippingDate).toBe('2026-03-31');
    // Friday 23 October 2026 (summer) and Monday 26 October (winter): 12:30 UTC is 14:30 then 13:30.
    expect(deliveryDates(new Date('2026-10-23T12:30:00Z'), 0, paris(14)).shippingDate).toBe('2026-10-26');
    expect(deliveryDates(new Date('2026-10-26T12:30:00Z'), 0, paris(14)).shippingDate).toBe('2026-10-26');
  });

  it('reads minutes and other time zones, and keeps 14:00 Paris as the default', () => {
    expect(deliveryDates(new Date('2026-12-01T15:29:00Z'), 0, paris(16, 30)).shippingDate).toBe('2026-12-01');
    expect(deliveryDates(new Date('2026-12-01T15:30:00Z'), 0, paris(16, 30)).shippingDate).toBe('2026-12-02');
    // 13:30 UTC is 13:30 in Lisbon (winter): before a 14:00 Lisbon cut-off, after a 14:00 Paris one.
    expect(deliveryDates(new Date('2026-12-01T13:30:00Z'), 0, { hour: 14, minute: 0, timeZone: 'Europe/Lisbon' }).shippingDate).toBe('2026-12-01');
    expect(deliveryDates(new Date('2026-12-01T13:30:00Z'), 0).shippingDate).toBe('2026-12-02');
  });
});

describe('what a merchant types', () => {
  it('reads euros with two decimals into cents, and refuses the rest in plain words', () => {
    expect(readEuros('the price', '4.90')).toEqual({ ok: true, value: 490 });
    expect(readEuros('the price', 5.9)).toEqual({ ok: true, value: 590 });
    expect(readEuros('the threshold', '60')).toEqual({ ok: true, value: 6000 });
    expect(readEuros('the price', '0')).toEqual({ ok: true, value: 0 });
    expect(readEuros('the price', '4,5')).toEqual({ ok: true, value: 450 });
    expect(readEuros('the threshold', 'abc')).toEqual({ ok: false, problem: 'the threshold "abc" is not an amount in euros (like 4.90)' });
    expect(readEuros('the price', '-1')).toEqual({ ok: false, problem: 'the price "-1" is negative' });
    expect(readEuros('the price', '4.999').ok).toBe(false);
    expect(readEuros('the price', '20000').ok).toBe(false);
    expect(readCents('price', 490)).toEqual({ ok: true, value: 490 });
    expect(readCents('price', 4.9).ok).toBe(false);
    expect(readCents('price', -1).ok).toBe(false);
  });

  it('reads delays, cut-offs, countries and relay networks', () => {
    expect(readDeliveryDays('the delay', '3')).toEqual({ ok: true, value: 3 });
    expect(readDeliveryDays('the delay', '-1').ok).toBe(false);
    expect(readDeliveryDays('the delay', '61').ok).toBe(false);
    expect(readCutoff('14:00')).toEqual({ ok: true, value: { hour: 14, minute: 0, timeZone: 'Europe/Paris' } });
    expect(readCutoff('9h30', 'Europe/Madrid')).toEqual({ ok: true, value: { hour: 9, minute: 30, timeZone: 'Europe/Madrid' } });
    expect(readCutoff('25:00')).toEqual({ ok: false, problem: 'the cut-off "25:00" is not a time of the day (00:00 to 23:59)' });
    expect(readCutoff('14:60').ok).toBe(false);
    expect(readCutoff('noon').ok).toBe(false);
    expect(readCutoff('14:00', 'Mars/Olympus')).toEqual({ ok: false, problem: '"Mars/Olympus" is not a time zone (like Europe/Paris)' });
    expect(cutoffText({ hour: 9, minute: 5, timeZone: 'Europe/Paris' })).toBe('09:05 Europe/Paris');
    expect(readCarrierCountry('es')).toEqual({ ok: true, value: 'ES' });
    expect(readCarrierCountry('Spain').ok).toBe(false);
    expect(readRelayNetwork('relais_pickup').ok).toBe(true);
    expect(readRelayNetwork('a b').ok).toBe(false);
  });
});
