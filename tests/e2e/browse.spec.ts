import { expect, test, type Page } from '@playwright/test';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';

const LISTING = '/homme/vetements';

/** The nodes of the page's structured-data script (one `@context` over a `@graph`). */
const structuredData = async (page: Page): Promise<Record<string, unknown>[]> => {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const data = JSON.parse((await scripts.textContent()) ?? '{}');
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
};
const nodeOf = (nodes: Record<string, unknown>[], type: string) => nodes.find((node) => node['@type'] === type);

const count = async (page: Page) => Number((await page.getByTestId('result-count').innerText()).replace(/\D/g, ''));

test.describe('browse', () => {
  test('filters a listing by brand, size and price, then goes back', async ({ page, request }) => {
    const problems = watchProblems(page);
    await page.goto(`${baseURL()}${LISTING}`);
    await hydrated(page);
    const all = await count(page);
    expect(all).toBeGreaterThan(48);
    await expect(page.getByTestId('product-thumbnail')).toHaveCount(48);
    await expect(page.getByTestId('next-page')).toHaveAttribute('href', `${LISTING}?page=2`);
    // Structured data: the products shown, and the breadcrumb as shown (names, absolute targets).
    const listingData = await structuredData(page);
    const items = nodeOf(listingData, 'ItemList')?.itemListElement as { position: number; url: string; name: string }[];
    expect(items).toHaveLength(48);
    const firstLink = page.getByTestId('product-thumbnail').first().locator('a').first();
    expect(items[0]).toMatchObject({ position: 1, name: await page.getByTestId('product-thumbnail').first().locator('h2').textContent() });
    expect(new URL(items[0].url).pathname).toBe(await firstLink.getAttribute('href'));
    const crumbs = (nodeOf(listingData, 'BreadcrumbList')?.itemListElement as { name: string; item: string }[]).map((crumb) => [crumb.name, new URL(crumb.item).pathname]);
    const visible = await page.locator('.breadcrumb li').evaluateAll((entries) =>
      entries.map((entry) => [entry.textContent ?? '', entry.querySelector('a')?.getAttribute('href') ?? window.location.pathname]),
    );
    expect(crumbs).toEqual(visible);

    await page.getByTestId('facet-brands').getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/\?brands=[^&]+$/);
    const byBrand = await count(page);
    expect(byBrand).toBeLessThan(all);

    await page.getByTestId('facet-sizes').getByRole('checkbox').first().click();
    await expect(page).toHaveURL(/\?brands=[^&]+&sizes=[^&]+$/);
    const bySize = await count(page);
    expect(bySize).toBeLessThanOrEqual(byBrand);

    const range = page.getByTestId('range-price');
    await range.locator('input[name="price-max"]').fill('60');
    await range.getByRole('button').click();
    await expect(page).toHaveURL(/&price=~60$/);
    for (const price of await page.getByTestId('product-thumbnail').getByTestId('price').allInnerTexts()) {
      expect(Number(price.replace(/[^\d,]/g, '').replace(',', '.'))).toBeLessThanOrEqual(60);
    }
    await screenshot(page, 'browse-listing-filtered-desktop', 1280);

    // The server render of the same URL holds the filtered products.
    const html = await (await request.get(page.url())).text();
    expect(html).toContain(`>${await count(page)} article`);

    await page.goBack();
    await expect(page).toHaveURL(/\?brands=[^&]+&sizes=[^&]+$/);
    await expect.poll(() => count(page)).toBe(bySize);
    await expect(page.getByTestId('facet-sizes').getByRole('checkbox', { checked: true })).toHaveCount(1);
    await page.goBack();
    await expect.poll(() => count(page)).toBe(byBrand);
    await page.goForward();
    await expect.poll(() => count(page)).toBe(bySize);

    await page.getByTestId('clear-all').click();
    await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
    expect(problems).toEqual([]);
  });

  test('an invalid page or filter value is a 404', async ({ request }) => {
    expect((await request.get(`${baseURL()}${LISTING}?page=abc`)).status()).toBe(404);
    expect((await request.get(`${baseURL()}${LISTING}?brands=%3Cscript%3E`)).status()).toBe(404);
    expect((await request.get(`${baseURL()}/p/no-such-product-999999`)).status()).toBe(404);
  });

  test('keeps what is typed in the search before its suggestions’ code has arrived', async ({ page }) => {
    // The panel's code comes with the first focus: held back a moment, the keystrokes meanwhile are kept.
    await page.route(/\/assets\/search-options-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto(`${baseURL()}/`);
    await hydrated(page);
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('sweat', { delay: 20 });
    await expect(input).toHaveValue('sweat');
    await expect(page.getByTestId('search-product').first()).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveValue('sweat');
  });

  test('searches with suggestions and opens a product', async ({ page }) => {
    const problems = watchProblems(page);
    await page.goto(`${baseURL()}/`);
    await hydrated(page);
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('sweat', { delay: 30 });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('search-product').first()).toBeVisible();
    await expect(page.getByTestId('search-product').first().locator('mark').first()).toHaveText(/sweat/i);
    // Viewport only: scrolling (as the full-page helper does) closes the panel, as SPEC §4 wants.
    await page.screenshot({ path: 'tests/screenshots/browse-search-panel-desktop.png' });

    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\/sweat$/);
    await expect(page.getByTestId('product-thumbnail').first()).toBeVisible();

    // Recent searches come back on focus with an empty field.
    await input.fill('');
    await input.focus();
    await expect(page.getByRole('option', { name: 'sweat' })).toBeVisible();
    await input.press('Escape');

    await input.fill('sweat capuche');
    await expect(page.getByTestId('search-product').first()).toBeVisible();
    await input.press('ArrowDown');
    const first = page.getByTestId('search-suggestion').or(page.getByTestId('search-product')).first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await page.getByTestId('search-product').first().click();
    await expect(page).toHaveURL(/\/p\//);
    await expect(page.getByTestId('product')).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    const productData = await structuredData(page);
    expect(nodeOf(productData, 'Product')?.offers).toMatchObject({ '@type': 'Offer', itemCondition: 'https://schema.org/NewCondition', hasMerchantReturnPolicy: { merchantReturnDays: 14 } });
    expect(nodeOf(productData, 'BreadcrumbList')).toBeDefined();
    const sizes = page.getByTestId('sizes').locator('label');
    if ((await sizes.count()) > 0) {
      await sizes.first().click();
      await expect(sizes.first()).toHaveClass(/sizes__option--selected/);
    }
    const thumbs = page.getByTestId('gallery').locator('.gallery__thumb');
    if ((await thumbs.count()) > 1) {
      await thumbs.first().focus();
      await page.keyboard.press('ArrowRight');
      await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    }
    await screenshot(page, 'browse-product-desktop', 1280);
    expect(problems).toEqual([]);
  });

  test('works at mobile width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${baseURL()}${LISTING}`);
    await hydrated(page);
    await expect(page.locator('#listing-facets')).not.toBeInViewport();
    await page.getByRole('button', { name: /Filtres/ }).click();
    await expect(page.locator('#listing-facets')).toBeInViewport({ ratio: 1 });
    // The picture waits for the drawer's slide to end.
    await expect.poll(() => page.locator('#listing-facets').evaluate((panel) => panel.getAnimations().length)).toBe(0);
    await page.screenshot({ path: 'tests/screenshots/browse-listing-filters-mobile.png' });
    await page.locator('.facets__show').click();
    await expect(page.locator('#listing-facets')).not.toBeInViewport();
    await screenshot(page, 'browse-listing-mobile', 375);
    await page.getByTestId('product-thumbnail').first().locator('a').first().click();
    await expect(page.getByTestId('product')).toBeVisible();
    await screenshot(page, 'browse-product-mobile', 375);
  });
});
