import { expect, test, type Page } from '@playwright/test';
import { baseURL, hydrated, openNoveltyWithSizes, screenshot, watchProblems } from './support/shop';

/** Every request to Google Tag Manager, answered with an empty script (no network in the journeys). */
async function countGtmRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/googletagmanager\.com/, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/javascript', body: '' });
  });
  return requests;
}

const dataLayer = (page: Page) => page.evaluate(() => (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? null);

const cookie = async (page: Page, name: string) => (await page.context().cookies()).find((candidate) => candidate.name === name);

test.describe('cookie consent and tracking', () => {
  // A first visit: no answer to the banner yet (the other journeys start with one).
  test.use({ storageState: { cookies: [], origins: [] } });

  test('nothing loads before consent; measurement consent starts GTM and fills the dataLayer', async ({ page }) => {
    const problems = watchProblems(page);
    const gtm = await countGtmRequests(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseURL()}/`);
    await hydrated(page);

    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    // SPEC §9: the buttons take clicks only after a second.
    await expect(banner.getByRole('button', { name: 'Tout accepter' })).toBeDisabled();
    await screenshot(page, 'consent-banner-1280', 1280);
    expect(gtm).toEqual([]);
    expect(await dataLayer(page)).toBeNull();
    expect(await cookie(page, 'ab_test')).toBeUndefined();

    await banner.getByRole('button', { name: 'Personnaliser' }).click();
    await banner.getByLabel(/Mesure d'audience/).check();
    await banner.getByRole('button', { name: 'Enregistrer mes choix' }).click();
    await expect(banner).toBeHidden();

    await expect.poll(() => gtm.length).toBeGreaterThan(0);
    expect(gtm[0]).toContain('gtm.js?id=GTM-E2ETEST');
    const consent = await cookie(page, 'cookie_consent');
    expect(consent?.value).toMatch(/^v1\.m1\.k0\.\d+$/);
    expect(consent?.sameSite).toBe('Lax');
    expect(consent?.httpOnly).toBe(false);
    // The group is drawn with the first page view, which may come a moment after GTM's script request.
    await expect.poll(async () => (await cookie(page, 'ab_test'))?.value ?? '').toMatch(/^[AB]$/);
    await expect.poll(async () => (await dataLayer(page))?.filter((entry) => entry.event === 'page_view').length ?? 0).toBeGreaterThan(0);
    const pageView = (await dataLayer(page))!.find((entry) => entry.event === 'page_view')!;
    expect(pageView).toMatchObject({ page: { type: 'home', store: 'laboutiqueofficielle', country: 'FR', language: 'fr', iso_code: 'fr-FR' }, ab_test: expect.stringMatching(/^[AB]$/) });
    // Anonymous: the user data are reset, no identifying value.
    await expect.poll(async () => (await dataLayer(page))?.some((entry) => entry.event === 'user_data') ?? false).toBe(true);
    expect((await dataLayer(page))!.find((entry) => entry.event === 'user_data')).toMatchObject({ user: { customer_logged: false, email: null } });

    // The choice holds on the next pages: no banner, GTM again, a product view, then the basket.
    await openNoveltyWithSizes(page, 1);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    await expect.poll(async () => (await dataLayer(page))?.some((entry) => entry.event === 'view_item') ?? false).toBe(true);
    await page.locator('.sizes__option:not(.sizes__option--sold-out)').first().click();
    await page.getByTestId('add-to-basket').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await expect.poll(async () => (await dataLayer(page))?.some((entry) => entry.event === 'add_to_cart') ?? false).toBe(true);
    const added = (await dataLayer(page))!.find((entry) => entry.event === 'add_to_cart') as { ecommerce: { currency: string; items: Record<string, unknown>[] } };
    expect(added.ecommerce.currency).toBe('EUR');
    expect(added.ecommerce.items).toHaveLength(1);
    expect(Object.keys(added.ecommerce.items[0]).sort()).toEqual(
      ['artist', 'brand_range', 'category', 'currency', 'discount', 'fab', 'label', 'name', 'numb_pictures', 'product_id', 'promo', 'quantity', 'range', 'size_id', 'sizes', 'sizes_ids', 'subcategory', 'unit_price', 'variant', 'visible'].sort(),
    );
    expect(added.ecommerce.items[0]).toMatchObject({ quantity: 1, name: expect.any(String), brand_range: expect.any(String), unit_price: expect.any(Number), size_id: expect.any(Number) });
    expect(problems).toEqual([]);
  });

  test('refusing keeps GTM out and the dataLayer empty; the footer link opens the banner again', async ({ page }) => {
    const problems = watchProblems(page);
    const gtm = await countGtmRequests(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL()}/`);
    await hydrated(page);
    const banner = page.getByTestId('consent-banner');
    await expect(banner).toBeVisible();
    await screenshot(page, 'consent-banner-390', 390);
    await banner.getByRole('button', { name: 'Tout refuser' }).click();
    await expect(banner).toBeHidden();
    expect((await cookie(page, 'cookie_consent'))?.value).toMatch(/^v1\.m0\.k0\.\d+$/);

    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1_500);
    await expect(page.getByTestId('consent-banner')).toHaveCount(0);
    expect(gtm).toEqual([]);
    expect(await dataLayer(page)).toBeNull();
    expect(await cookie(page, 'ab_test')).toBeUndefined();

    // Changing one's mind from the footer: the banner comes back, with the keyboard on it.
    await page.getByTestId('cookie-settings').click();
    await expect(banner).toBeVisible();
    await expect(banner).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(banner).toBeHidden();
    await page.getByTestId('cookie-settings').click();
    await banner.getByRole('button', { name: 'Tout accepter' }).click();
    await expect.poll(() => gtm.length).toBeGreaterThan(0);
    expect((await cookie(page, 'cookie_consent'))?.value).toMatch(/^v1\.m1\.k1\.\d+$/);
    expect(problems).toEqual([]);
  });

  test('the shared page carries no consent or A/B cookie; its banner is in the HTML until the visitor has answered', async ({ request }) => {
    const answer = await request.get(`${baseURL()}/`);
    expect(answer.status()).toBe(200);
    const setCookies = answer.headersArray().filter((header) => header.name.toLowerCase() === 'set-cookie').map((header) => header.value);
    expect(setCookies.some((value) => /^(cookie_consent|ab_test)=/.test(value))).toBe(false);
    // Painted with the page (issue 40), not after the scripts; a visitor who answered gets a page without it (no flash).
    expect(await answer.text()).toContain('class="consent-banner"');
    const decidedAt = Math.floor(Date.now() / 1000);
    const answered = await request.get(`${baseURL()}/`, { headers: { cookie: `cookie_consent=v1.m0.k0.${decidedAt}` } });
    expect(await answered.text()).not.toContain('consent-banner');
  });
});
