import { describe, expect, it } from 'vitest';
import type { ReturnOrder } from '../../src/domain/returns/returns';
import { STORES } from '../../src/domain/store/stores';
import { reasonsText, returnSummariesText, returnText } from './returns-output';

const reason = { id: 5, name: 'Article défectueux', transportLabelFree: true, active: true, delete: false };
const asked: ReturnOrder = {
  id: 42, reference: 'RT-000042', orderId: 100042, orderReference: '100042', status: 'accepted', statusLabel: 'Acceptée',
  returnOrderRefundTypeId: 1, refundType: 'credit', createdAt: '2026-11-20T09:30:00.000Z',
  goodsAmount: 39.9, fee: 5.99, refundAmount: 33.91, transportLabelFree: false,
  products: [{ id: 1, quantity: 1, totalPrice: 39.9, comment: 'Trop petit pour moi', reason: { ...reason, id: 1, name: 'Trop petit', transportLabelFree: false }, orderProduct: 311, orderProductPicture: null, orderProductTitle: 'Sweat à capuche', orderProductName: 'Nike', size: 'M' }],
  events: [{ status: 'waitClient', at: '2026-11-20T09:30:00.000Z', note: null }, { status: 'accepted', at: '2026-11-23T15:00:00.000Z', note: null }],
  refusalReason: null,
  settlement: { kind: 'credit', amount: 33.91, creditId: 7, expiresAt: '2027-11-23T15:00:00.000Z' },
  returnAddress: { name: 'Boutique Retours', street: '1 rue', zipCode: '59000', city: 'Lille', countryIsoCode2: 'FR' },
};

describe('returns output', () => {
  it('marks the reasons that travel back on a free label', () => {
    expect(reasonsText([reason])).toMatch(/5\s+Article défectueux\s+free/);
    expect(reasonsText([])).toBe('No return reason.');
  });

  it('shows a return with its amounts, products, settlement and history', () => {
    const text = returnText(asked, STORES.laboutiqueofficielle);
    expect(text).toMatch(/Return\s+RT-000042 \(#42\) of order 100042/);
    expect(text).toMatch(/Fee\s+5,99 €/);
    expect(text).toMatch(/Back\s+33,91 €/);
    expect(text).toMatch(/Settled\s+credit #7 of 33,91 €, valid until 23 novembre 2027/);
    expect(text).toMatch(/311\s+1\s+Nike Sweat à capuche\s+M\s+39,90 €\s+Trop petit\s+Trop petit pour moi/);
    expect(text).toContain('23/11/2026 15:00  accepted');
  });

  it('says a refund went partly to the card and partly to a credit', () => {
    const refunded = { ...asked, refundType: 'refund' as const, settlement: { kind: 'refund' as const, amount: 33.91, refunded: 20, credited: 13.91 } };
    expect(returnText(refunded, STORES.laboutiqueofficielle)).toMatch(/Settled\s+20,00 € refunded to the means of payment, 13,91 € as a credit/);
  });

  it('lists returns, with the customer for support staff, and says when there are none', () => {
    const summary = { id: 42, reference: 'RT-000042', orderId: 100042, status: 'waitClient' as const, statusLabel: 'En attente', createdAt: '2026-11-20T09:30:00.000Z', itemCount: 2, refundAmount: 33.91, refundType: 'credit' as const };
    expect(returnSummariesText('Returns', [summary], STORES.laboutiqueofficielle)).toMatch(/42\s+RT-000042\s+100042\s+20\/11\/2026\s+waitClient\s+2\s+33,91 €\s+credit$/m);
    expect(returnSummariesText('Returns', [{ ...summary, customerEmail: 'camille@example.com' }], STORES.laboutiqueofficielle)).toMatch(/credit\s+camille@example.com$/m);
    expect(returnSummariesText('Returns of order 1', [], STORES.laboutiqueofficielle)).toBe('Returns of order 1: none.');
  });
});
