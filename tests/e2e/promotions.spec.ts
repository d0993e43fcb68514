/**
 * A rule-based promotion in the basket, in two languages (issue 34): the merchandiser creates an
 * automatic "3 for 2 on T-shirts" through the admin API; a shopper with two T-shirts is told to
 * add one more, with three the cheapest is free, in the French and the German store; the basket
 * does not scroll sideways at 390 px. The promotion is disabled at the end, so the journeys that
 * follow on this worker's shop see the demo promotions only.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { generateCatalogue } from '../../server/demo/generate-catalogue';
import { staffToken } from './support/accounts';
import { baseURL, hydrated, watchProblems } from './support/shop';

const MERCH = { email: 'merch@example.com', password: 'Boutique2026' };
const TSHIRTS = ['100', '115', '129'];

/** A T-shirt sold in France and Germany, of a brand sold everywhere, with a size well in stock. */
function aTshirt() {
  const catalogue = generateCatalogue();
  const restricted = new Set(catalogue.brands.filter((brand) => brand.restricted).map((brand) => brand.id));
  const product = catalogue.products.find((candidate) =>
    candidate.categoryId === 100 && !restricted.has(candidate.brandId) && !candidate.isOnlyOutlet && candidate.prices.fr && candidate.prices.de
    && candidate.sizes.some((size) => size.stock >= 10));
  if (!product) throw new Error('the demo catalogue has no T-shirt for this journey');
  return { product, size: product.sizes.find((size) => size.stock >= 10)! };
}

async function signIn(request: APIRequestContext): Promise<string> {
  return staffToken(request, MERCH.email, MERCH.password);
}

/** Opens the T-shirt's page in a store, picks the size and adds it to the basket. */
async function addTheTshirt(page: Page, prefix: string, slug: string, sizeLabel: string): Promise<void> {
  await page.goto(`${baseURL()}${prefix}/p/${slug}`);
  await hydrated(page);
  await page.locator('.sizes__option:not(.sizes__option--sold-out)').filter({ has: page.locator('.sizes__label', { hasText: new RegExp(`^\\s*${sizeLabel}\\s*$`) }) }).first().click();
  await page.getByTestId('add-to-basket').click();
}

async function checkTheBasket(page: Page, prefix: string, texts: { missing: string; name: string }): Promise<void> {
  await page.goto(`${baseURL()}${prefix}/checkout/basket`);
  await hydrated(page);
  const lines = page.getByTestId('basket-line');
  await expect(lines).toHaveCount(1);
  await lines.first().getByTestId('basket-line-quantity').selectOption('2');
  await expect(page.getByTestId('basket-declined-promotion')).toHaveText(texts.missing);
  await expect(page.getByTestId('basket-applied-promotion')).toHaveCount(0);
  await lines.first().getByTestId('basket-line-quantity').selectOption('3');
  await expect(page.getByTestId('basket-applied-promotion')).toContainText(texts.name);
  await expect(page.getByTestId('basket-declined-promotions')).toHaveCount(0);
  await expect(page.getByTestId('basket-discount')).toContainText('€');
}

test.describe('promotions', () => {
  test('an automatic 3 for 2 on T-shirts shows in the basket in French and German', async ({ page, request }) => {
    test.setTimeout(90_000);
    const problems = watchProblems(page);
    const token = await signIn(request);
    const created = await request.post(`${baseURL()}/api/v5/admin/promotions`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        automatic: true, code: 'E2E-3FOR2', name: '3 for 2 on T-shirts', names: { fr: '3 pour 2 sur les T-shirts', de: '3 für 2 auf T-Shirts' },
        include: { categories: TSHIRTS }, effect: { kind: 'buy-x-get-y', buy: 3, pay: 2 },
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    try {
      const { product, size } = aTshirt();
      await page.setViewportSize({ width: 1280, height: 900 });
      await addTheTshirt(page, '', product.slugs.fr, size.label);
      await checkTheBasket(page, '', { missing: 'Ajoutez encore 1 article pour profiter de « 3 pour 2 sur les T-shirts »', name: '3 pour 2 sur les T-shirts' });
      const unit = (product.prices.fr.price / 100).toFixed(2).replace('.', ',');
      await expect(page.getByTestId('basket-applied-promotion')).toContainText(`-${unit}`);

      await addTheTshirt(page, '/de', product.slugs.de, size.label);
      await page.setViewportSize({ width: 390, height: 844 });
      await checkTheBasket(page, '/de', { missing: 'Legen Sie noch 1 Artikel dazu für „3 für 2 auf T-Shirts“', name: '3 für 2 auf T-Shirts' });
      // At 390 px the basket never scrolls sideways.
      const wider = await page.evaluate(() => [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className} ${Math.round(element.getBoundingClientRect().right)}`));
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), wider.slice(0, 10).join('\n')).toBe(true);
      await page.screenshot({ path: 'tests/screenshots/basket-promotions-390.png', fullPage: true });
      expect(problems).toEqual([]);
    } finally {
      await request.post(`${baseURL()}/api/v5/admin/promotions/E2E-3FOR2/disable`, { headers: { authorization: `Bearer ${token}` } });
    }
  });
});
