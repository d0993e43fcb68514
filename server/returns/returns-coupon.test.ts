import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { OrderAddress, OrderRelayPoint } from '../../src/domain/orders/order';
import type { ReturnOrder } from '../../src/domain/returns/returns';
import { returnCouponPdf, returnSender } from './returns-coupon';
import { RETURN_WAREHOUSE } from './returns-view';

const textOf = (pdf: Buffer): string => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

const home: OrderAddress = {
  civility: 2, firstName: 'Camille', lastName: 'Martin', company: null, street: '12 rue des Lilas', streetDetails: null,
  zipCode: '75011', city: 'Paris', state: null, countryIsoCode2: 'FR', countryName: 'France', phoneNumber: null,
};
const relay: OrderRelayPoint = { id: 'FR-75011-01', name: 'Tabac de la Roquette', street: '45 rue de la Roquette', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR' };
// As placing writes an order for a relay point: the point's address in the customer's name.
const atRelay: OrderAddress = { ...home, company: relay.name, street: relay.street };

const ret = {
  id: 42, reference: 'RT-000042', orderId: 100042, orderReference: '100042', status: 'waitClient', statusLabel: 'En attente du colis',
  returnOrderRefundTypeId: 1, refundType: 'credit', createdAt: '2026-11-25T10:00:00.000Z', goodsAmount: 39.9, fee: 0, refundAmount: 39.9,
  transportLabelFree: true, events: [], refusalReason: null, settlement: null, returnAddress: { ...RETURN_WAREHOUSE },
  products: [{ id: 1, quantity: 1, totalPrice: 39.9, comment: '', reason: { id: 1, name: 'Trop petit' }, orderProduct: 311, orderProductPicture: null, orderProductTitle: 'T-shirt Logo', orderProductName: 'Nordvik', size: 'M' }],
} as unknown as ReturnOrder;

describe('the return label', () => {
  it('is sent by the customer from home, even when the order went to a relay point, and goes to the warehouse', async () => {
    const order = { shipping_address: atRelay, billing_address: home, relay_point: relay };
    expect(returnSender(order)).toBe(home);
    const text = textOf(await returnCouponPdf(ret, returnSender(order), 'fr'));
    expect(text).toContain('Expéditeur');
    expect(text).toContain('Camille Martin');
    expect(text).toContain('12 rue des Lilas');
    expect(text).not.toContain('Tabac de la Roquette');
    expect(text).not.toContain('45 rue de la Roquette');
    expect(text).toContain(RETURN_WAREHOUSE.street);
  });

  it('writes its last drop-off day with the shop’s date helper (French "1er")', async () => {
    // Created 17 November: 14 days later is 1 December.
    const text = textOf(await returnCouponPdf({ ...ret, createdAt: '2026-11-17T10:00:00.000Z' }, home, 'fr'));
    expect(text).toContain('À déposer au plus tard le 1er décembre 2026.');
  });

  it('sends from the delivery address of an order delivered at home', () => {
    const delivered = { ...home, street: '3 avenue Foch' };
    expect(returnSender({ shipping_address: delivered, billing_address: home, relay_point: null })).toBe(delivered);
  });
});
