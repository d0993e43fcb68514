import { expect, test, type Page } from '@playwright/test';
import { baseURL, hydrated, openNoveltyWithSizes, screenshot, watchProblems } from './support/shop';

/** Adds one available size of the product page that is not already chosen; returns its label. */
async function addAnotherSize(page: Page, skip: string[]): Promise<string> {
  // Plenty in stock, so that a quantity of 2 can be chosen.
  const options = page.locator('.sizes__option--available');
  const count = await options.count();
  for (let index = 0; index < count; index += 1) {
    const label = (await options.nth(index).locator('.sizes__label').textContent())!.trim();
    if (skip.includes(label)) continue;
    await options.nth(index).click();
    await page.getByTestId('add-to-basket').click();
    return label;
  }
  throw new Error('no other available size on this product');
}

test.describe('basket', () => {
  test('add two sizes, change a quantity, promo codes, and the basket survives a reload', async ({ page }) => {
    test.setTimeout(45_000);
    // The page's own clock, so the dropdown's 3 s timers can be run through instead of waited for.
    await page.clock.install();
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openNoveltyWithSizes(page, 2);

    // Without a size, the button asks for one.
    await page.getByTestId('add-to-basket').click();
    await expect(page.getByTestId('add-to-basket-message')).toHaveText('Veuillez choisir une taille');

    const first = await addAnotherSize(page, []);
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    const dropdown = page.getByTestId('basket-dropdown');
    await expect(dropdown).toBeVisible();
    await expect(dropdown.getByTestId('basket-dropdown-line')).toHaveCount(1);
    // It closes by itself after 3 s.
    await page.clock.runFor(3_000);
    await expect(dropdown).toBeHidden();
    await addAnotherSize(page, [first]);
    await expect(page.getByTestId('basket-count')).toHaveText('2');
    await expect(dropdown.getByTestId('basket-dropdown-line')).toHaveCount(2);
    // Hovering the basket keeps it open (it holds products).
    await page.locator('.basket-menu > .header-tool').hover();
    await page.clock.runFor(3_200);
    await expect(dropdown).toBeVisible();
    await page.screenshot({ path: 'tests/screenshots/basket-dropdown-1280.png' });

    // Step 1 of the checkout, from the dropdown.
    await dropdown.getByRole('link', { name: 'Voir mon panier' }).click();
    await expect(page).toHaveURL(`${baseURL()}/checkout/basket`);
    await expect(page.locator('.checkout-timeline [aria-current="step"]')).toContainText('Panier');
    const lines = page.getByTestId('basket-line');
    await expect(lines).toHaveCount(2);
    await expect(page.getByTestId('basket-total')).toContainText('€');

    await lines.first().getByTestId('basket-line-quantity').selectOption('2');
    await expect(page.getByTestId('basket-lines')).not.toHaveAttribute('aria-busy', 'true');
    await expect(lines.first().getByTestId('basket-line-quantity')).toHaveValue('2');

    // Promo codes: empty, valid, then an expired one.
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-error')).toHaveText('Veuillez renseigner un code promo');
    await page.getByTestId('promo-input').fill('BIENVENUE10');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-applied')).toContainText('BIENVENUE10');
    await expect(page.getByTestId('basket-discount')).toBeVisible();
    await page.getByTestId('promo-remove').click();
    await page.getByTestId('promo-input').fill('ETE2024');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-error')).toContainText(/expir/i);
    await page.getByTestId('promo-input').fill('BIENVENUE10');
    await page.getByTestId('promo-apply').click();
    await expect(page.getByTestId('promo-applied')).toBeVisible();
    const total = await page.getByTestId('basket-total').textContent();

    // The basket lives in browser storage: a reload finds it intact.
    await page.reload();
    await hydrated(page);
    await expect(lines).toHaveCount(2);
    await expect(lines.first().getByTestId('basket-line-quantity')).toHaveValue('2');
    await expect(page.getByTestId('promo-applied')).toContainText('BIENVENUE10');
    await expect(page.getByTestId('basket-total')).toHaveText(total!);
    await expect(page.getByTestId('basket-carrier')).toBeVisible();
    await screenshot(page, 'basket-page-1280', 1280);
    await screenshot(page, 'basket-page-375', 375);

    // "Continue" sends an anonymous shopper to log in, with the timeline.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('basket-continue').click();
    await expect(page).toHaveURL(/\/login\?mode=connection&from=basket$/);
    await expect(page.locator('.checkout-timeline')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an empty basket offers a way back to the shop', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseURL()}/es/checkout/basket`);
    await hydrated(page);
    await expect(page.getByTestId('basket-empty')).toContainText('Tu cesta está vacía');
    await screenshot(page, 'basket-empty-375', 375);
  });
});
