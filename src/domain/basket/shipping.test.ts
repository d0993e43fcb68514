import { describe, expect, it } from 'vitest';
import { amountLeftForFreeShipping, deliveryDates, deliveryDelayDays, freeShippingThreshold, freeShippingThresholdEuros, pickDefaultCarrier, shippingPrice } from './shipping';

describe('shipping rules', () => {
  it('picks home delivery first, then the best rank', () => {
    const options = [
      { carrierId: 2, type: 'point_relais', rank: 1 },
      { carrierId: 3, type: 'home', rank: 3 },
      { carrierId: 1, type: 'home', rank: 2 },
    ];
    expect(pickDefaultCarrier(options)?.carrierId).toBe(1);
    expect(pickDefaultCarrier([{ carrierId: 2, type: 'point_relais', rank: 2 }])?.carrierId).toBe(2);
    expect(pickDefaultCarrier([])).toBeUndefined();
  });

  it.each([
    [null, 9900],
    [undefined, 9900],
    [12900, 12900],
    [0, 0],
  ])('threshold of %j is %i cents', (amount, expected) => {
    expect(freeShippingThreshold(amount)).toBe(expected);
  });

  it.each([
    [null, 99],
    [undefined, 99],
    [0, 99],
    [129, 129],
  ])('threshold of %j euros from the site data is %i euros', (amount, expected) => {
    expect(freeShippingThresholdEuros(amount)).toBe(expected);
  });

  it.each([
    { goods: 9899, free: false, price: 490 },
    { goods: 9900, free: true, price: 0 },
    { goods: 15000, free: true, price: 0 },
    { goods: 0, free: false, price: 490 },
  ])('goods of $goods cents ship free: $free', ({ goods, free, price }) => {
    expect(shippingPrice(490, 9900, goods)).toEqual({ freeShipping: free, priceWithDuty: price });
  });

  it('tells what is left to spend', () => {
    expect(amountLeftForFreeShipping(9900, 8670)).toBe(1230);
    expect(amountLeftForFreeShipping(9900, 12000)).toBe(0);
  });

  it.each([
    { now: '2026-11-23T09:00:00Z', days: 3, shipping: '2026-11-23', delivery: '2026-11-26', case: 'Monday morning ships the same day' },
    { now: '2026-11-23T13:30:00Z', days: 3, shipping: '2026-11-24', delivery: '2026-11-27', case: 'Monday after the cut-off (14:30 in Paris) ships on Tuesday' },
    { now: '2026-11-27T10:00:00Z', days: 3, shipping: '2026-11-27', delivery: '2026-12-02', case: 'Friday skips the weekend' },
    { now: '2026-11-28T10:00:00Z', days: 1, shipping: '2026-11-30', delivery: '2026-12-01', case: 'Saturday ships on Monday' },
    { now: '2026-11-22T23:30:00Z', days: 1, shipping: '2026-11-23', delivery: '2026-11-24', case: 'Sunday 23:30 UTC is Monday in Paris' },
    { now: '2026-07-06T11:59:00Z', days: 0, shipping: '2026-07-06', delivery: '2026-07-06', case: 'summer time: 13:59 in Paris is before the cut-off' },
  ])('$case', ({ now, days, shipping, delivery }) => {
    expect(deliveryDates(new Date(now), days)).toEqual({ shippingDate: shipping, deliveryDate: delivery });
  });

  it.each([
    { now: '2026-11-23T09:00:00Z', date: '2026-11-26', days: 3 },
    { now: '2026-11-23T00:00:00Z', date: '2026-11-26', days: 3 },
    { now: '2026-11-23T00:00:01Z', date: '2026-11-26', days: 3 },
    { now: '2026-11-27T00:00:00Z', date: '2026-11-26', days: 0 },
    { now: '2026-11-23T00:00:00Z', date: 'not a date', days: 0 },
  ])('SPEC §9: delivery delay from $now to $date is $days days', ({ now, date, days }) => {
    expect(deliveryDelayDays(new Date(now), date)).toBe(days);
  });
});
