import { expect, test } from '@playwright/test';
import { baseURL, screenshot, watchProblems } from './support/shop';

const LOCALES = [
  { prefix: '', lang: 'fr-FR', brand: 'La Boutique Officielle' },
  { prefix: '/es', lang: 'es-ES', brand: 'Boutique' },
  { prefix: '/it', lang: 'it-IT', brand: 'Boutique' },
  { prefix: '/nl', lang: 'nl-BE', brand: 'Boutique' },
  { prefix: '/de', lang: 'de-DE', brand: 'Boutique' },
  { prefix: '/en', lang: 'en-IE', brand: 'Boutique' },
];

/** A euro price as the shop formats it in any of its languages, e.g. "24,50 €" or "€24.50". */
const EURO_PRICE = /(\d+[.,]\d{2}\s?€|€\s?\d+[.,]\d{2})/;

test.describe('home page', () => {
  test('every language serves its home page from the server', async ({ request }) => {
    for (const locale of LOCALES) {
      for (const path of [`${locale.prefix}/`, locale.prefix || '/']) {
        const response = await request.get(`${baseURL()}${path}`);
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain(`<html lang="${locale.lang}"`);
        expect(html, path).toContain(`<span class="site-logo__name">${locale.brand}</span>`);
      }
    }
  });

  test('renders on the server, hydrates, and switches to Spanish', async ({ page, request }) => {
    // The raw HTML, before any JavaScript: header, menu, products with prices, footer, state once.
    const response = await request.get(`${baseURL()}/`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="fr-FR"');
    expect(html).toMatch(/<header class="site-header[^"]*"[^>]*>[\s\S]*La Boutique Officielle/);
    expect(html).toMatch(/<nav class="menu-bar" aria-label="Menu principal">[\s\S]*?<a [^>]*href="\/[^"]+"/);
    expect((html.match(/data-testid="product-card"/g) ?? []).length).toBeGreaterThanOrEqual(4);
    // A highlight's photo: the 314 square derivative of its original, the other squares in its srcset.
    expect(html).toMatch(/<img class="product-card__image" src="\/media\/p\/[0-9a-f]{64}\/sq314" srcSet="[^"]*\/sq202 202w[^"]*" sizes="[^"]+" width="314" height="314" alt="[^"]+"/);
    expect(html).toMatch(new RegExp(`data-testid="price">${EURO_PRICE.source}<`));
    expect(html).toMatch(/<footer class="site-footer">[\s\S]*© \d{4} La Boutique Officielle/);
    expect(html.split('<script type="application/json" id="boutique-state">').length - 1).toBe(1);

    const problems = watchProblems(page);
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/v5/')) apiCalls.push(req.url());
    });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseURL()}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The rest of the language follows the hydration by its catalogue's name (kept by the browser for good): not a page load.
    expect(apiCalls.filter((url) => !/\/api\/v5\/translations\?v=[0-9a-z]+$/.test(url)), 'hydration reuses the serialised state').toEqual([]);

    // The mega menu toggle only answers once React has hydrated the header.
    const toggle = page.locator('.menu-bar__toggle').first();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.menu-bar__item.is-open .mega-menu')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('basket-count')).toHaveText('0');
    await screenshot(page, 'home-fr-desktop', 1280);
    await screenshot(page, 'home-fr-mobile', 375);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Country and language switch: the same page in the Spanish store.
    await page.locator('.country-switch summary').click();
    await page.locator('.country-switch [data-store="boutique_es"]').click();
    await expect(page).toHaveURL(/\/es\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('combobox', { name: 'Buscar' })).toHaveAttribute('placeholder', '¿Qué estás buscando?');
    await expect(page.getByRole('navigation', { name: 'Menú principal' })).toBeVisible();
    await expect(page.locator('.site-logo__name')).toHaveText('Boutique');
    await expect(page.locator('.site-footer__credits')).toContainText('Todos los derechos reservados');
    await expect(page.getByTestId('price').first()).toHaveText(EURO_PRICE);
    await screenshot(page, 'home-es-desktop', 1280);

    // Mobile menu (hydrated behaviour on small screens).
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByTestId('mobile-menu-toggle').click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await screenshot(page, 'home-es-mobile-menu', 375);

    expect(problems).toEqual([]);
  });

  test('an unknown page answers 404 with the shop around it', async ({ request }) => {
    const response = await request.get(`${baseURL()}/es/no-such-page-anywhere/at-all`);
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="es-ES"');
    expect(html).toContain('Página no encontrada');
    expect(html).toContain('<footer class="site-footer">');
  });
});
