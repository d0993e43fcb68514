import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { aProductResponse } from '../../adapters/in-memory/catalogue-fixtures';
import { basketTestbed } from '../../adapters/in-memory/basket-testbed';
import type { TranslationCatalogue } from '../../domain/catalogue/site';
import { AppProviders } from '../app/root-context';
import type { AppServices } from '../app/app-services';
import { RootStore } from '../app/root-store';
import { createI18n } from '../i18n/create-i18n';
import { BasketTotals } from './basket-totals';
import { BasketMenu } from './basket-menu';
import { BasketDropdown } from './basket-dropdown';

const french = JSON.parse(readFileSync(new URL('../../../server/content/content-translations/fr.json', import.meta.url), 'utf8')) as TranslationCatalogue;
const tee = aProductResponse({ id: 12 });

async function rootWithTee() {
  const bed = basketTestbed({ pricing: { sizes: [{ productId: 12, sizeId: 1003, price: 24.5, originPrice: 35, stock: 5 }] }, products: [tee] });
  const services = { basket: { useCases: async () => bed, hasStoredBasket: () => true } } as unknown as AppServices;
  const root = new RootStore({ storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, services, { year: 2026, now: 0, origin: 'http://shop.test' });
  await root.basket.restore(root.site.freeShippingAmount);
  await root.basket.add(tee.product, 1003);
  return root;
}

const render = (root: RootStore, element: React.ReactElement) =>
  renderToString(
    <AppProviders root={root} i18n={createI18n('fr', french)}>
      {element}
    </AppProviders>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/\u202f|\u00a0/g, ' ');

describe('basket views', () => {
  it('totals: subtotal, shipping with carrier and date, total, and what is left for free shipping, in French euros', async () => {
    const html = render(await rootWithTee(), <BasketTotals />);
    expect(html).toContain('Plus que 74,50 € pour la livraison gratuite');
    expect(html).toContain('Sous-total');
    expect(html).toMatch(/data-testid="basket-subtotal">24,50 €/);
    expect(html).toMatch(/livraison estimée le \w+ \d+ \w+/);
  });

  it('header: the counter, and the dropdown with the line once opened', async () => {
    const root = await rootWithTee();
    const html = render(root, <BasketMenu />);
    expect(html).toContain('Panier, 1 article');
    // The dropdown's code loads once it is wanted (the browser journeys open it): never in the first HTML.
    expect(html).not.toContain('data-testid="basket-dropdown"');
    const dropdown = render(root, <BasketDropdown />);
    expect(dropdown).toContain('data-testid="basket-dropdown"');
    expect(dropdown).toContain('Taille : L · Quantité : 1');
  });

  it('dropdown: the figures add up, the lines, the shipping and the total (issue 35)', async () => {
    const root = await rootWithTee();
    const html = render(root, <BasketDropdown />);
    const figure = (testId: string) => {
      const found = new RegExp(`data-testid="${testId}">([^<]+)<`).exec(html);
      expect(found, testId).not.toBeNull();
      return Math.round(Number(found![1].replace(/[^\d,]/g, '').replace(',', '.')) * 100);
    };
    const lines = [...html.matchAll(/class="basket-dropdown__price">([^<]+)</g)].map((match) => Math.round(Number(match[1].replace(/[^\d,]/g, '').replace(',', '.')) * 100));
    expect(figure('basket-dropdown-subtotal')).toBe(lines.reduce((sum, cents) => sum + cents, 0));
    expect(figure('basket-dropdown-subtotal') + figure('basket-dropdown-shipping')).toBe(figure('basket-dropdown-total'));
    expect(figure('basket-dropdown-shipping')).toBeGreaterThan(0);
    expect(html).toContain('Livraison');
  });
});

describe('basket views: promotions', () => {
  it('shows each applied promotion with its amount under the discount, in the answer’s words', async () => {
    const bed = basketTestbed({
      pricing: { sizes: [{ productId: 12, sizeId: 1003, price: 24.5, originPrice: 35, stock: 5 }], promotions: { BIENVENUE10: { percent: 10, name: 'Bienvenue : -10 %' } } },
      products: [tee],
    });
    const services = { basket: { useCases: async () => bed, hasStoredBasket: () => true } } as unknown as AppServices;
    const root = new RootStore({ storeId: 'laboutiqueofficielle', locale: 'fr', device: 0 }, services, { year: 2026, now: 0, origin: 'http://shop.test' });
    await root.basket.restore(root.site.freeShippingAmount);
    await root.basket.add(tee.product, 1003);
    await root.basket.applyPromotion('BIENVENUE10');
    const html = render(root, <BasketTotals />);
    expect(html).toMatch(/data-testid="basket-discount">-2,45 €/);
    expect(html).toMatch(/data-testid="basket-applied-promotion"><dt>Bienvenue : -10 %<\/dt><dd>-2,45 €<\/dd>/);
    // The code's refusals are the promo form's; nothing automatic is waiting here.
    expect(html).not.toContain('basket-declined-promotions');
    // The header's dropdown says the same discount as the basket page, and its figures add up.
    root.basket.openDropdown({ autoClose: false });
    const dropdown = render(root, <BasketDropdown />);
    expect(dropdown).toMatch(/data-testid="basket-dropdown-subtotal">24,50 €/);
    expect(dropdown).toMatch(/data-testid="basket-dropdown-discount">-2,45 €/);
  });
});
