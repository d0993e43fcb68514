import { expect, test, type Page } from '@playwright/test';
import { CONSENT_STATE_FILE } from './support/consent-state';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';
import { signIn } from './support/accounts';

/** Three product pages of the novelties, as the listing links them. */
async function productPaths(page: Page, count: number): Promise<string[]> {
  await page.goto(`${baseURL()}/nouveautes`);
  await hydrated(page);
  const links = await page.locator('a.product-card__link, a.product-thumbnail__link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  const unique = [...new Set(links.filter((href) => href.startsWith('/p/')))];
  expect(unique.length).toBeGreaterThanOrEqual(count);
  return unique.slice(0, count);
}

/** A product page viewed: its view is recorded once the page's code has loaded (the composition root, at idle), so the shopper stays until the network is quiet. */
async function view(page: Page, path: string): Promise<void> {
  await page.goto(`${baseURL()}${path}`);
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

const strip = (page: Page) => page.getByTestId('recently-viewed');
const stripLinks = (page: Page) => strip(page).getByRole('listitem').locator('a.product-card__link');

async function expectStrip(page: Page, paths: string[]): Promise<void> {
  await expect(strip(page).getByRole('heading', { level: 2 })).toBeVisible();
  await expect(stripLinks(page)).toHaveCount(paths.length);
  expect(await stripLinks(page).evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(paths);
}

test.describe('recently viewed', () => {
  test('a visitor keeps them in the browser; signed in, they follow the customer to another browser', async ({ page, browser, request }) => {
    test.setTimeout(90_000);
    const problems = watchProblems(page);
    const email = `recent.${Date.now()}${Math.floor(Math.random() * 1000)}@example.com`;
    const shopper = { email, password: 'Printemps2026' };
    const registered = await request.post(`${baseURL()}/api/v5/security/register`, {
      data: { civility: 2, firstName: 'Inès', lastName: 'Moreau', email, password: shopper.password, refreshTransport: 'body' },
    });
    expect([200, 201]).toContain(registered.status());
    const [first, second, third] = await productPaths(page, 3);

    // A visitor: the list is the browser's; the page's own product is left out of its strip.
    await view(page, first);
    await expect(page.getByTestId('product')).toBeVisible();
    await view(page, second);
    await expectStrip(page, [first]);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as { productId: number }[]);
    expect(kept).toHaveLength(2);
    await page.goto(`${baseURL()}/checkout/basket`);
    await hydrated(page);
    await expectStrip(page, [second, first]);

    // Signing in takes the browser's list to the account.
    await signIn(page, shopper);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed'))).toBeNull();

    // Another browser: the same products once signed in, and a new view goes in front.
    const other = await browser.newContext({ storageState: CONSENT_STATE_FILE, locale: 'fr-FR' });
    const elsewhere = await other.newPage();
    await signIn(elsewhere, shopper);
    await elsewhere.goto(`${baseURL()}/checkout/basket`);
    await hydrated(elsewhere);
    await expectStrip(elsewhere, [second, first]);
    await view(elsewhere, third);
    await expectStrip(elsewhere, [second, first]);
    await screenshot(elsewhere, 'recently-viewed-product-1280', 1280);
    await screenshot(elsewhere, 'recently-viewed-product-390', 390);
    await elsewhere.goto(`${baseURL()}/checkout/basket`);
    await hydrated(elsewhere);
    await expectStrip(elsewhere, [third, second, first]);

    // Cleared from the account page: gone on every browser.
    await elsewhere.goto(`${baseURL()}/account`);
    await hydrated(elsewhere);
    await elsewhere.getByTestId('account-recently-clear').click();
    await expect(elsewhere.getByTestId('account-recently-status')).toHaveText('Votre liste des produits vus récemment est vide.');
    await screenshot(elsewhere, 'recently-viewed-account-390', 390);
    await page.goto(`${baseURL()}/checkout/basket`);
    await hydrated(page);
    await expect(page.getByTestId('basket-empty')).toBeVisible();
    await expect(strip(page)).toHaveCount(0);
    await other.close();
    expect(problems).toEqual([]);
  });

  test('the server never renders the strip, and it speaks the store’s language', async ({ page, request }) => {
    const [first, second] = await productPaths(page, 2);
    await view(page, first);
    await view(page, second);
    await expectStrip(page, [first]);
    // The page's HTML is the shared cached one: it holds no strip, whoever asks.
    for (const path of [second, '/checkout/basket']) {
      const html = await (await request.get(`${baseURL()}${path}`)).text();
      expect(html).not.toContain('recently-viewed');
    }
    const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
    expect(await (await request.get(`${baseURL()}${second}`, { headers: { cookie: cookies } })).text()).not.toContain('recently-viewed');

    // The German store: its own words, and its own product pages.
    await page.goto(`${baseURL()}/de/checkout/basket`);
    await hydrated(page);
    const german = page.getByTestId('recently-viewed');
    await expect(german.getByRole('heading', { level: 2 })).toHaveText('Zuletzt angesehen');
    await expect(german.locator('a.product-card__link').first()).toHaveAttribute('href', /^\/de\/p\//);
    await screenshot(page, 'recently-viewed-basket-de-1280', 1280);
    await screenshot(page, 'recently-viewed-basket-de-390', 390);
  });
});
