import { expect, test, type Page } from '@playwright/test';
import { baseURL, hydrated, watchProblems } from './support/shop';

const LISTING = '/homme/vetements';

const count = async (page: Page) => Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));

test.describe('listing filters', () => {
  test('a second brand and a second colour can be ticked: the lists keep their other values', async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseURL()}${LISTING}`);
    await hydrated(page);
    for (const facet of ['brands', 'colors']) {
      const list = page.getByTestId(`facet-${facet}`);
      if (facet === 'colors') await list.locator('summary').click();
      const before = await list.getByRole('checkbox').count();
      expect(before).toBeGreaterThan(2);
      await list.getByRole('checkbox', { checked: false }).first().click();
      await expect(list.getByRole('checkbox', { checked: true })).toHaveCount(1);
      await expect(list.getByRole('checkbox', { checked: false }).first()).toBeVisible();
      const one = await count(page);
      await list.getByRole('checkbox', { checked: false }).first().click();
      await expect(list.getByRole('checkbox', { checked: true })).toHaveCount(2);
      await expect(page).toHaveURL(new RegExp(`${facet}=[^&]+(~|--)[^&]+`));
      await expect.poll(() => count(page)).toBeGreaterThan(one);
    }
    expect(problems).toEqual([]);
  });

  test('on a phone the filter drawer stays open while ticking, until the shopper asks to see the products', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseURL()}${LISTING}`);
    await hydrated(page);
    const drawer = page.locator('#listing-facets');
    await page.getByRole('button', { name: /Filtres/ }).click();
    await expect(drawer).toBeInViewport({ ratio: 1 });
    const brands = page.getByTestId('facet-brands');
    await brands.getByRole('checkbox', { checked: false }).first().click();
    await expect(page).toHaveURL(/\?brands=[^&]+$/);
    await expect(brands.getByRole('checkbox', { checked: true })).toHaveCount(1);
    await expect(drawer).toHaveClass(/facets--open/);
    await brands.getByRole('checkbox', { checked: false }).first().click();
    await expect(brands.getByRole('checkbox', { checked: true })).toHaveCount(2);
    await expect(drawer).toHaveClass(/facets--open/);
    await page.locator('.facets__show').click();
    await expect(drawer).not.toHaveClass(/facets--open/);
    await expect(drawer).not.toBeInViewport();
  });
});
