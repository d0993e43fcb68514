import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TranslationCatalogue } from '../../domain/catalogue/site';
import type { Order } from '../../domain/orders/order';
import { AppProviders } from '../app/root-context';
import type { AppServices } from '../app/app-services';
import { RootStore } from '../app/root-store';
import { createI18n } from '../i18n/create-i18n';
import { OrderTotals } from './order-parts';

const french = JSON.parse(readFileSync(new URL('../../../server/content/content-translations/fr.json', import.meta.url), 'utf8')) as TranslationCatalogue;

/** Issue 35: 80,89 € of goods and shipping (VAT 13,48 €), 30,90 € of it paid with a credit, 49,99 € by card. */
const order = {
  id: 7, reference: '7', status: 'paid', statusLabel: 'Payée', createdAt: '2026-11-20T09:30:00.000Z', paymentMethod: 'card', paymentMethodId: 12,
  amounts: { goods: 76.99, discount: 0, shipping: 3.9, balance: 30.9, total: 49.99, dutyFree: 67.41, vat: 13.48 },
  promotionCode: null, lines: [], carrier: { id: 1, code: 'colissimo', name: 'Colissimo', type: 'domicile', deliveryDate: '2026-11-23' },
  refunds: [],
} as unknown as Order;

const render = (shown: Order) => {
  const root = new RootStore({ storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, {} as AppServices, { year: 2026, now: 0, origin: 'http://shop.test' });
  return renderToString(
    <AppProviders root={root} i18n={createI18n('fr', french)}>
      <OrderTotals order={shown} />
    </AppProviders>,
  ).replace(/<!-- -->/g, '').replace(/\u202f|\u00a0/g, ' ');
};

describe('the order totals', () => {
  it('show the VAT of the total it stands under, and the credit as a means of payment after it', () => {
    const html = render(order);
    expect(html).toMatch(/data-testid="order-total">80,89 €/);
    expect(html).toMatch(/data-testid="order-vat">13,48 €/);
    expect(html).toMatch(/data-testid="order-credit">-30,90 €/);
    expect(html).toContain('Montant payé');
    expect(html).toMatch(/data-testid="order-paid">49,99 €/);
    // The total comes before its VAT, the credit after them.
    expect(html.indexOf('order-total')).toBeLessThan(html.indexOf('order-vat'));
    expect(html.indexOf('order-vat')).toBeLessThan(html.indexOf('order-credit'));
  });

  it('without credit: the total and its VAT, nothing more', () => {
    const html = render({ ...order, amounts: { ...order.amounts, balance: 0, total: 80.89 } });
    expect(html).toMatch(/data-testid="order-total">80,89 €/);
    expect(html).toMatch(/data-testid="order-vat">13,48 €/);
    expect(html).not.toContain('order-paid');
  });
});
