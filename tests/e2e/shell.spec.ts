import { expect, test } from '@playwright/test';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';

test.describe('storefront shell', () => {
  test('the menu leads to pages in French and in Spanish without reloading the document', async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const { prefix, brands, lang } of [
      { prefix: '', brands: 'Marques', lang: 'fr-FR' },
      { prefix: '/es', brands: 'Marcas', lang: 'es-ES' },
    ]) {
      await page.goto(`${baseURL()}${prefix}/`);
      await hydrated(page);
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

      // Mega menu on hover, then a brand from it.
      const item = page.locator('.menu-bar__item', { has: page.locator('.menu-bar__link', { hasText: brands }) });
      await item.hover();
      await expect(item.locator('.mega-menu')).toBeVisible();
      const brand = item.locator('.mega-menu__list a').first();
      const name = (await brand.textContent())!.trim();
      const href = (await brand.getAttribute('href'))!;
      await brand.click();
      await expect(page).toHaveURL(`${baseURL()}${href}`);
      await expect(page.locator('h1')).toHaveText(name);
      await expect(page).toHaveTitle(new RegExp(`^${name} \\| `));
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);

      // A top-level entry without a panel: the localised listing.
      const novelties = page.locator('.menu-bar__link').first();
      const listing = (await novelties.getAttribute('href'))!;
      await novelties.click();
      await expect(page).toHaveURL(`${baseURL()}${listing}`);
      await expect(page.locator('.breadcrumb')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    }
    expect(problems).toEqual([]);
  });

  test('the country switch leads to the same page in the other store', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseURL()}/nouveautes`);
    await hydrated(page);
    await page.locator('.country-switch summary').click();
    await page.locator('.country-switch [data-store="boutique_de"]').click();
    await expect(page).toHaveURL(`${baseURL()}/de/neu`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.locator('h1')).toHaveText('Neu');
    // The choice is remembered: the French front door now leads to the German store.
    await page.goto(`${baseURL()}/`);
    await expect(page).toHaveURL(`${baseURL()}/de/`);
    // …until the visitor switches back.
    await hydrated(page);
    await page.locator('.country-switch summary').click();
    await page.locator('.country-switch [data-store="laboutiqueofficielle"]').click();
    await expect(page).toHaveURL(`${baseURL()}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
  });

  test('a modal closes with the browser back button and keeps focus inside while open', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseURL()}/marques`);
    await hydrated(page);
    // The outlet guard: no outlet email, so the popup opens over the current page.
    await page.locator('.menu-bar__link', { hasText: 'Outlet' }).click();
    const modal = page.getByRole('dialog', { name: 'Accès à l’outlet' });
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(`${baseURL()}/marques`);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await modal.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.goBack();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL(`${baseURL()}/marques`);
    await expect(page.locator('h1')).toHaveText('Marques');

    // Escape closes it too.
    await page.goto(`${baseURL()}/?outlet=1`);
    await hydrated(page);
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  });

  test('the header hides while reading down and comes back on a quick move up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${baseURL()}/`);
    await hydrated(page);
    const header = page.getByTestId('site-header');
    await expect(header).toHaveAttribute('data-scroll', 'normal');
    await page.mouse.wheel(0, 400);
    await page.mouse.wheel(0, 400);
    await expect(header).toHaveAttribute('data-scroll', 'hidden');
    await expect(header).not.toBeInViewport();
    await page.evaluate(() => window.scrollBy(0, -120));
    await expect(header).toHaveAttribute('data-scroll', 'fixed');
    await expect(header).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scroll', 'normal');
  });

  test('screenshots of the home and error pages, desktop and mobile', async ({ page, request }) => {
    const problems = watchProblems(page);
    const missing = await request.get(`${baseURL()}/cette-page-n-existe-pas`);
    expect(missing.status()).toBe(404);
    for (const [name, path] of [
      ['home', '/'],
      ['error', '/cette-page-n-existe-pas'],
    ]) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${baseURL()}${path}`);
      await hydrated(page);
      await screenshot(page, `shell-${name}-1280`, 1280);
      await screenshot(page, `shell-${name}-375`, 375);
    }
    await expect(page.locator('h1')).toHaveText('Page Introuvable');
    await expect(page.getByTestId('product-card')).not.toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the shell hydrates first and the islands as their code arrives, the server’s HTML in place meanwhile', async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 390, height: 844 });
    // The islands every page has (stores, header, footer, overlays) come in one chunk: hold it back.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/frame-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${baseURL()}/nouveautes`);
    // The server's HTML stays in place meanwhile: header, listing and footer are all there.
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.locator('h1')).toHaveText('Nouveautés');
    await expect(page.getByTestId('newsletter-form')).toBeAttached();
    await page.waitForTimeout(1_000);
    await expect(page.locator('html')).not.toHaveAttribute('data-hydrated', 'true');
    const cards = await page.getByTestId('product-thumbnail').count();
    expect(cards).toBeGreaterThan(0);
    release();
    await hydrated(page);
    // Hydrated in place: the same listing, and the header answers.
    await expect(page.getByTestId('product-thumbnail')).toHaveCount(cards);
    const toggle = page.getByTestId('mobile-menu-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(problems).toEqual([]);
  });
});
