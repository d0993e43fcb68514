import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../documents/documents-order-fixture';
import { orderMail } from './orders-mails';

const amountOf = (text: string, label: string) => {
  const row = text.split('\n').find((line) => line.startsWith(label));
  expect(row, label).toBeDefined();
  return Number(row!.slice(label.length).replace(/[^\d,]/g, '').replace(',', '.'));
};

describe('the order mails', () => {
  it('write the delivery day as a long date in the order’s language, never the raw ISO day', () => {
    const order = sampleOrder({ carrier: { ...sampleOrder().carrier, deliveryDate: '2026-12-04' } });
    const french = orderMail('order-confirmation', { order, firstName: 'Camille', locale: 'fr', shop: 'Boutique', url: null }).text;
    expect(french).toContain('(4 décembre 2026)');
    expect(french).not.toContain('2026-12-04');
    expect(orderMail('order-confirmation', { order: sampleOrder({ carrier: { ...order.carrier, deliveryDate: '2026-12-01' } }), firstName: 'C', locale: 'fr', shop: 'B', url: null }).text).toContain('(1er décembre 2026)');
    expect(orderMail('order-confirmation', { order, firstName: 'Sanne', locale: 'nl', shop: 'Boutique', url: null }).text).toContain('(4 december 2026)');
    expect(orderMail('order-shipped', { order, firstName: 'Lena', locale: 'de', shop: 'Boutique', url: null }).text).toContain('(4. Dezember 2026)');
    expect(orderMail('order-confirmation', { order, firstName: 'Ann', locale: 'en', shop: 'Boutique', url: null }).text).toContain('(4 December 2026)');
  });

  it('put a space before the colon in French only', () => {
    const order = sampleOrder();
    const dutch = orderMail('order-confirmation', { order, firstName: 'Sanne', locale: 'nl', shop: 'Boutique', url: null }).text;
    expect(dutch).toContain('(Atelier Lumière, L): € 59,00');
    expect(dutch).not.toMatch(/ :/);
    const french = orderMail('order-confirmation', { order, firstName: 'Camille', locale: 'fr', shop: 'Boutique', url: null }).text;
    expect(french).toContain('(Atelier Lumière, L) : 59,00 €');
  });

  it('give the figures of the bill: lines + shipping − discount = total with VAT, − credit = what is paid', () => {
    // 138,80 − 13,88 + 4,90 = 129,82; 50,00 of credit; 79,82 paid by card.
    const { text } = orderMail('order-confirmation', { order: sampleOrder(), firstName: 'Camille', locale: 'fr', shop: 'Boutique', url: null });
    expect(amountOf(text, 'Sous-total articles')).toBe(138.8);
    expect(amountOf(text, 'Remise (BIENVENUE10)')).toBe(13.88);
    expect(amountOf(text, 'Livraison (Colissimo)')).toBe(4.9);
    expect(amountOf(text, 'Total TTC')).toBeCloseTo(138.8 - 13.88 + 4.9, 2);
    expect(amountOf(text, 'dont TVA (20 %)')).toBe(21.64);
    expect(amountOf(text, "Avoirs et bons d'achat utilisés")).toBe(50);
    expect(amountOf(text, 'Montant payé')).toBeCloseTo(129.82 - 50, 2);
    expect(text).toContain('votre paiement de 79,82 € est bien reçu');
  });

  it('ask a transfer for what is left to pay once the credit is spent', () => {
    const { text } = orderMail('order-confirmation', { order: sampleOrder({ status: 'awaiting_payment', paymentMethod: 'transfer' }), firstName: 'Camille', locale: 'fr', shop: 'Boutique', url: null });
    expect(text).toContain('votre virement de 79,82 €');
    expect(amountOf(text, 'Montant à payer')).toBe(79.82);
  });
});
