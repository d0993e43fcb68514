import { describe, expect, it } from 'vitest';
import { PARIS_RELAYS } from '../../src/adapters/in-memory/in-memory-orders';
import { STORES } from '../../src/domain/store/stores';
import { balanceText, deliveryText, openingText, relayPointsText } from './checkout-output';
import { dayText, momentText } from '../format/dates';
import { parseExpiry, paymentIdOf } from './sandbox-payer';

describe('checkout output and the sandbox payer', () => {
  it('groups following days with the same opening hours', () => {
    const week = [1, 2, 3, 4, 5].flatMap((day) => [{ day, open: '14:00', close: '19:00' }, { day, open: '09:00', close: '12:30' }]);
    const point = { ...PARIS_RELAYS[0], openingHours: [...week, { day: 6, open: '09:00', close: '13:00' }, { day: 7, open: '09:00', close: '13:00' }] };
    expect(openingText(point)).toBe('Mon-Fri 09:00-12:30 14:00-19:00; Sat-Sun 09:00-13:00');
    expect(openingText({ ...point, openingHours: [{ day: 1, open: '08:00', close: '19:00' }, { day: 3, open: '08:00', close: '19:00' }] })).toBe('Mon 08:00-19:00; Wed 08:00-19:00');
  });

  it('writes relay distances by the store’s one rule: a decimal below 10 km, whole kilometres above (issue 35)', () => {
    const points = [{ ...PARIS_RELAYS[0], distanceKm: 2.5 }, { ...PARIS_RELAYS[1], distanceKm: 255.6 }];
    const french = relayPointsText(points, '75011', STORES.laboutiqueofficielle);
    expect(french).toMatch(/FR-75011-1\s+2,5\s/);
    expect(french).toMatch(/FR-75011-2\s+256\s/);
    expect(relayPointsText(points, 'D02', STORES.boutique_com)).toMatch(/FR-75011-1\s+2\.5\s/);
  });

  it.each([
    ['12/30', { month: 12, year: 2030 }],
    [' 1 / 2031 ', { month: 1, year: 2031 }],
    ['13/30', null],
    ['1230', null],
  ])('reads the expiry %j', (text, expiry) => {
    expect(parseExpiry(text)).toEqual(expiry);
  });

  it('finds the payment id in the hosted page address, relative or absolute', () => {
    expect(paymentIdOf('http://127.0.0.1:3000/sandbox-pay/pay_abc/challenge', 'http://shop')).toEqual({ origin: 'http://127.0.0.1:3000', id: 'pay_abc' });
    expect(paymentIdOf('/sandbox-pay/pay_abc', 'http://shop:3000')).toEqual({ origin: 'http://shop:3000', id: 'pay_abc' });
    expect(() => paymentIdOf('https://bank.example.com/pay/1', 'http://shop')).toThrow(/not the sandbox provider/);
  });

  it('says "expected delivery" until the parcel is delivered, with dates the store\'s way (issue 35 item 19)', () => {
    const order = { status: 'shipped' as const, carrier: { id: 1, code: 'colipost', name: 'Colipost', type: 'domicile', deliveryDate: '2026-12-04' }, events: [{ status: 'paid' as const, at: '2026-12-01T09:00:00.000Z' }] };
    expect(deliveryText(order, STORES.laboutiqueofficielle)).toBe('expected delivery 4 décembre 2026');
    expect(deliveryText({ ...order, status: 'paid' }, STORES.boutique_de)).toBe('expected delivery 4. Dezember 2026');
    expect(deliveryText({ ...order, status: 'delivered', events: [...order.events, { status: 'delivered', at: '2026-12-03T15:20:00.000Z' }] }, STORES.boutique_es)).toBe('delivered 3 de diciembre de 2026');
    expect(deliveryText({ ...order, status: 'cancelled' }, STORES.boutique_com)).toBe('not delivered (cancelled)');
    expect(dayText('2026-12-04', STORES.boutique_it)).toBe('4 dicembre 2026');
    expect(momentText('2026-12-02T10:35:00.000Z', STORES.laboutiqueofficielle)).toBe('2 décembre 2026 à 10:35 UTC');
  });

  it('lists vouchers and credits with what is left, and says when there are none', () => {
    const voucher = { id: 3, kind: 'voucher' as const, code: 'BIENVENUE50', label: 'Bon de bienvenue', amount: 50, remaining: 12.5, expiresAt: '2027-11-24T10:00:00.000Z', origin: null };
    const card = { id: 4, kind: 'giftcard' as const, code: null, label: 'Carte cadeau', amount: 25, remaining: 25, expiresAt: '2026-01-01T00:00:00.000Z', origin: 'CADE…O001' };
    const text = balanceText({ balance: 12.5, vouchers: [voucher], credits: [card] }, STORES.laboutiqueofficielle, new Date('2026-06-01T00:00:00Z'));
    expect(text.split('\n')[0]).toBe('Balance 12,50 €');
    expect(text).toMatch(/3\s+voucher\s+BIENVENUE50\s+Bon de bienvenue\s+-\s+12,50 €\s+50,00 €\s+24\/11\/2027\n/);
    expect(text).toMatch(/4\s+giftcard\s+Carte cadeau\s+CADE…O001\s+25,00 €\s+25,00 €\s+01\/01\/2026 \(expired\)/);
    expect(balanceText({ balance: 0, vouchers: [], credits: [] }, STORES.laboutiqueofficielle)).toBe('No voucher or credit.');
  });
});
