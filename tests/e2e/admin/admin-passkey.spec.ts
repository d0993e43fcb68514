import { expect, test } from '@playwright/test';
import { consentCookie } from '../support/consent-state';
import { adminSignInShown, adminUrl, DEMO_STAFF, signInStaff, signOutStaff } from '../support/admin';
import { baseURL, hydrated, watchProblems } from '../support/shop';

/**
 * Issue 39: the staff member's account screen and the sign-in with a passkey (the storefront's
 * passkey use cases, through @simplewebauthn/browser), in Chromium's virtual authenticator;
 * WebAuthn refuses an IP address as the relying party, so the journey visits the shop as
 * `localhost`. The admin adds a passkey on "Mon compte", signs out, signs in again with the
 * passkey alone (a passkey is a second factor: the staff roles hold), and removes it (confirmed).
 */
test('an admin adds a passkey on the account screen, signs in with it, and removes it', async ({ page }) => {
  test.setTimeout(120_000);
  const problems = watchProblems(page);
  const url = baseURL().replace('127.0.0.1', 'localhost');
  await page.context().addCookies([consentCookie(url)]);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, 'admin', '/admin', url);

  // One session for the browser: the storefront's account pages open signed in.
  await page.goto(`${url}/account`);
  await hydrated(page);
  await expect(page).toHaveURL(`${url}/account`);

  await page.goto(adminUrl('/admin', url));
  await page.getByTestId('admin-account-link').click();
  await expect(page).toHaveURL(adminUrl('/admin/account', url));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon compte');
  await expect(page.getByRole('definition').filter({ hasText: 'Administrateur' })).toBeVisible();
  await expect(page.getByText('un code de l’application')).toBeVisible();
  const table = page.getByRole('table', { name: 'Clés d’accès' });
  await expect(page.getByTestId('admin-table-count')).toHaveText('Aucun résultat.');
  await page.getByTestId('admin-passkey-add').click();
  await expect(page.getByRole('status').filter({ hasText: 'Clé d’accès ajoutée.' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('admin-table-count')).toHaveText('1 résultat(s)');

  await signOutStaff(page);
  await adminSignInShown(page);
  await page.getByTestId('admin-passkey').click();
  await expect(page.getByTestId('admin-staff-email')).toContainText(DEMO_STAFF.admin.email);
  await page.goto(adminUrl('/admin/account', url));
  await expect(page.getByText('une clé d’accès', { exact: true })).toBeVisible();

  // Removing asks first: Escape keeps it, the focus back on its button; confirming removes it.
  const remove = table.getByRole('button', { name: /^Supprimer la clé d’accès/ });
  await remove.click();
  const dialog = page.getByRole('alertdialog', { name: 'Supprimer cette clé d’accès ?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Supprimer' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await remove.click();
  await dialog.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Clé d’accès supprimée.' })).toBeVisible();
  await expect(page.getByTestId('admin-table-count')).toHaveText('Aucun résultat.');
  expect(problems).toEqual([]);
});
