import { expect, test, type Page } from '@playwright/test';
import { menuOf } from '../../../src/ui/admin/shell/admin-routes';
import { ADMIN_SCREENS } from '../../../src/ui/admin/shell/admin-registry';
import type { StaffRole } from '../../../src/domain/auth/roles';
import { CAMILLE, signIn } from '../support/accounts';
import { adminSignInShown, adminUrl, DEMO_STAFF, signInStaff, signOutStaff, submitStaffCode, submitStaffPassword, type DemoStaffRole } from '../support/admin';
import { baseURL, hydrated, screenshot, watchProblems } from '../support/shop';

/**
 * The back office's shell (issue 39): sign-in with the second factor, refusals (a wrong code, a
 * customer), the menu each role sees, sign-out, the 390 px layout.
 */

/** The menu's screens the shell should show for `roles`, by the registries. */
const expectedMenu = (roles: readonly StaffRole[]) => menuOf(ADMIN_SCREENS, roles).flatMap((group) => group.screens.map((screen) => screen.id));
const shownMenu = (page: Page) => page.getByTestId('admin-nav').locator('a[data-screen]').evaluateAll((links) => links.map((link) => link.getAttribute('data-screen')));

test.describe('back office shell at 1280 px', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  test('a support agent signs in with the password then the second factor, sees the support menu, signs out', async ({ page }) => {
    const problems = watchProblems(page);
    await signInStaff(page, 'support');
    await expect(page).toHaveTitle(/Back-office/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('navigation', { name: 'Navigation du back-office' })).toBeVisible();
    expect(await shownMenu(page)).toEqual(expectedMenu(['support']));
    // The session survives a reload (restored from the browser's storage, checked with the shop).
    await page.reload();
    await expect(page.getByTestId('admin-staff-email')).toContainText(DEMO_STAFF.support.email);
    await screenshot(page, 'admin-home-support-1280', 1280);
    await signOutStaff(page);
    await expect(page.getByTestId('admin-signin-notice')).toHaveText('Vous êtes déconnecté.');
    // Signed out for good: a reload shows the sign-in again.
    await page.reload();
    await adminSignInShown(page);
    expect(problems).toEqual([]);
  });

  test('a wrong code is refused, a right one then lets the admin in; each role sees its own menu', async ({ page }) => {
    await page.goto(adminUrl());
    await adminSignInShown(page);
    await submitStaffPassword(page, DEMO_STAFF.admin);
    await expect(page.getByTestId('admin-code-form')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vérification en deux étapes');
    await submitStaffCode(page, '000000');
    await expect(page.getByTestId('admin-signin-error')).not.toBeEmpty();
    await expect(page.getByTestId('admin-code-form')).toBeVisible();
    await expect(page.getByTestId('admin-staff-email')).toHaveCount(0);
    // Starting again and signing in properly.
    await page.getByRole('button', { name: 'Recommencer' }).click();
    await signInStaff(page, 'admin');
    expect(await shownMenu(page)).toEqual(expectedMenu(['admin']));
    await signOutStaff(page);

    for (const role of ['merch'] as DemoStaffRole[]) {
      await signInStaff(page, role);
      expect(await shownMenu(page)).toEqual(expectedMenu(DEMO_STAFF[role].roles));
      await signOutStaff(page);
    }
  });

  test('a customer who signs in is told there is no back office for the account, and stays out', async ({ page }) => {
    await page.goto(adminUrl('/admin/orders'));
    await adminSignInShown(page);
    await submitStaffPassword(page, CAMILLE);
    await expect(page.getByTestId('admin-signin-error')).toHaveText('Ce compte n’a pas accès au back-office.');
    await expect(page.getByTestId('admin-staff-email')).toHaveCount(0);
    await page.reload();
    await adminSignInShown(page);
  });

  test('a customer signed in on the storefront who opens /admin gets the sign-in, and stays signed in on the storefront', async ({ page }) => {
    await signIn(page, CAMILLE);
    await page.goto(adminUrl());
    await adminSignInShown(page);
    await expect(page.getByTestId('admin-signin-notice')).toHaveCount(0);
    await page.goto(`${baseURL()}/account`);
    await hydrated(page);
    await expect(page).toHaveURL(`${baseURL()}/account`);
  });

  test('a wrong password is refused with the shop’s words', async ({ page }) => {
    await page.goto(adminUrl());
    await adminSignInShown(page);
    await submitStaffPassword(page, { email: DEMO_STAFF.merch.email, password: 'pas-le-bon-2026' });
    await expect(page.getByTestId('admin-signin-error')).not.toBeEmpty();
    await expect(page.getByTestId('admin-code-form')).toHaveCount(0);
  });

  test('an unknown back office address shows the back office’s own 404, inside the layout', async ({ page }) => {
    await signInStaff(page, 'merch', '/admin/pas/une/page');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await page.getByRole('link', { name: 'Retour à l’accueil du back-office' }).click();
    await expect(page).toHaveURL(adminUrl('/admin'));
    // The shell's welcome, or the screen registered at /admin (the dashboard).
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page introuvable');
    await expect(page.locator('.admin-screen[data-screen]')).toBeVisible();
  });
});

test('at 390 px the menu folds behind a button and nothing overflows; the language switch holds for the account', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInStaff(page, 'admin');
  const nav = page.getByTestId('admin-nav');
  const button = page.getByTestId('admin-menu-button');
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(nav).toBeHidden();
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(nav).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await screenshot(page, 'admin-home-admin-390', 390);

  // English for this account, kept in the browser for it.
  await page.getByTestId('admin-language').selectOption('en');
  await expect(page.getByTestId('admin-sign-out')).toHaveText('Sign out');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByTestId('admin-sign-out')).toHaveText('Sign out');
  await page.getByTestId('admin-language').selectOption('fr');
  await expect(page.getByTestId('admin-sign-out')).toHaveText('Se déconnecter');
});
