import { expect, test, type Page } from '@playwright/test';
import { baseURL, hydrated } from './support/shop';

/** The first listing of the menu bar, reached by a client navigation from the home page. */
async function openNovelties(page: Page): Promise<string> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseURL()}/`);
  await hydrated(page);
  const novelties = page.locator('.menu-bar__link').first();
  const href = (await novelties.getAttribute('href'))!;
  await novelties.click();
  return href;
}

test.describe('a slow or unreachable shop during a client navigation', () => {
  test('a parse answer slower than 10 s still shows the listing, never the 404 page', async ({ page }) => {
    test.setTimeout(60_000);
    await page.route('**/api/v5/parse', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      await route.continue();
    });
    const href = await openNovelties(page);
    await expect(page.getByTestId('loading-bar')).toHaveClass(/is-loading/);
    // The listing's skeleton meanwhile (SPEC §2), its code loaded on the shopper's first intent.
    await expect(page.getByTestId('skeleton-listing')).toBeVisible();
    await expect(page.locator('.breadcrumb')).toBeVisible({ timeout: 25_000 });
    await expect(page.getByTestId('skeleton-listing')).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL()}${href}`);
    await expect(page.getByTestId('error-page')).toHaveCount(0);
  });

  test('a parse call lost to the network offers to try again at the same address, and the retry shows the page', async ({ page }) => {
    await page.route('**/api/v5/parse', (route) => route.abort('connectionreset'));
    const href = await openNovelties(page);
    await expect(page.getByTestId('page-unreachable')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le site met du temps à répondre');
    await expect(page.getByTestId('error-page')).toHaveCount(0);
    await expect(page.getByText('Page Introuvable')).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL()}${href}`);

    await page.unroute('**/api/v5/parse');
    await page.getByRole('link', { name: 'Réessayer' }).click();
    await expect(page.locator('.breadcrumb')).toBeVisible();
    await expect(page).toHaveURL(`${baseURL()}${href}`);
    await expect(page.getByTestId('page-unreachable')).toHaveCount(0);
  });
});
