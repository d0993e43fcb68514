import { expect, test, type Page } from '@playwright/test';
import { baseURL, hydrated, watchProblems } from './support/shop';

/** The outlet item of the desktop menu bar (SPEC §2: the outlet listing, behind its gate). */
const outletMenuItem = (page: Page) => page.locator('nav.menu-bar a[href="/outlet"]:visible').first();
const footerForm = (page: Page) => page.getByTestId('newsletter-form');

async function openHome(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${baseURL()}/`);
  await hydrated(page);
}

test.describe('newsletter and outlet', () => {
  test('the outlet gate opens from the menu, refuses an unknown address and lets a customer in', async ({ page }) => {
    const problems = watchProblems(page);
    await openHome(page);
    await outletMenuItem(page).click();
    const popup = page.locator('dialog[data-modal="outlet"]');
    await expect(popup).toBeVisible();
    await expect(page).toHaveURL(`${baseURL()}/`);
    const email = popup.getByTestId('outlet-email');
    await expect(email).toHaveAttribute('type', 'email');

    await email.fill('stranger@example.com');
    await popup.getByTestId('outlet-submit').click();
    await expect(popup.getByTestId('outlet-error')).toContainText('Inscrivez-vous à la newsletter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: 'tests/screenshots/outlet-popup-refused-1280.png' });
    await email.press('End');
    await email.type('m');
    await expect(popup.getByTestId('outlet-error')).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');

    await email.fill('sam@example.com');
    await popup.getByTestId('outlet-submit').click();
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(`${baseURL()}/outlet`);
    await expect(page.getByTestId('product-thumbnail').first()).toBeVisible();
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'outlet')).toMatchObject({ path: '/' });

    // A reload renders the outlet on the server from the cookie's pass.
    const reloaded = await page.reload();
    expect(reloaded?.status()).toBe(200);
    expect(reloaded?.headers()['cache-control']).toBe('private, no-store');
    expect(problems).toEqual([]);
  });

  test('a newcomer subscribes from the footer, then opens the outlet with that address', async ({ page }) => {
    const problems = watchProblems(page);
    await openHome(page);
    const form = footerForm(page);
    const input = form.locator('input[name="email"]');
    const submit = form.locator('button[type="submit"]');
    await expect(submit).toBeDisabled();
    await input.fill('   ');
    await expect(submit).toBeDisabled();

    await input.fill('nina@example');
    await submit.click();
    await expect(form.getByTestId('newsletter-error')).toHaveText("L'adresse e-mail n'est pas valide.");

    await input.fill('  Nina.Newcomer@example.com ');
    await submit.click();
    const confirmation = page.locator('dialog[data-modal="newsletter"]');
    await expect(confirmation).toBeVisible();
    await expect(confirmation).toContainText('48 h');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'tests/screenshots/newsletter-confirmation-390.png' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await confirmation.getByTestId('newsletter-confirmation-close').click();
    await expect(confirmation).toHaveCount(0);
    await expect(input).toHaveValue('');

    await outletMenuItem(page).click();
    const popup = page.locator('dialog[data-modal="outlet"]');
    await popup.getByTestId('outlet-email').fill('nina.newcomer@example.com');
    await popup.getByTestId('outlet-submit').click();
    await expect(page).toHaveURL(`${baseURL()}/outlet`);
    await expect(page.getByTestId('product-thumbnail').first()).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the unsubscribe page asks for a confirmation by mail without the signed link', async ({ page }) => {
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL()}/unsubscribe.html?email=someone%40example.com`);
    await hydrated(page);
    await expect(page).toHaveURL(`${baseURL()}/unsubscribe?email=someone%40example.com`);
    await expect(page.locator('.unsubscribe-page input[name="email"]')).toHaveValue('someone@example.com');
    await page.getByTestId('unsubscribe-submit').click();
    await expect(page.getByTestId('unsubscribe-result')).toContainText('confirmer la désinscription');
    await page.screenshot({ path: 'tests/screenshots/unsubscribe-confirmation-390.png' });
    await page.goto(`${baseURL()}/unsubscribe?email=someone%40example.com&expires=99999999999&signature=${'A'.repeat(43)}`);
    await expect(page.getByTestId('unsubscribe-result')).toContainText("Ce lien n'est plus valide");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'tests/screenshots/unsubscribe-forged-1280.png' });
    expect(problems.filter((problem) => !problem.includes('403'))).toEqual([]);
  });
});
