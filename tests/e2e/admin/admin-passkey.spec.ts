import { expect, test } from '@playwright/test';
import { consentCookie } from '../support/consent-state';
import { adminSignInShown, adminUrl, DEMO_STAFF, signInStaff, signOutStaff } from '../support/admin';
import { baseURL, hydrated, watchProblems } from '../support/shop';

/**
 * Issue 39: the back office's sign-in with a passkey (the storefront's passkey sign-in, through
 * @simplewebauthn/browser), in Chromium's virtual authenticator; WebAuthn refuses an IP address as
 * the relying party, so the journey visits the shop as `localhost`. The admin adds the passkey on
 * the storefront's account page (one session for the browser), signs out of the back office, and
 * signs in again with the passkey alone: a passkey is a second factor, the staff roles hold.
 */
test('an admin signs in to the back office with a passkey', async ({ page }) => {
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

  await page.goto(`${url}/account/modify-id`);
  await hydrated(page);
  await page.getByTestId('passkey-add').click();
  await expect(page.getByTestId('passkeys-done')).toContainText("Clé d'accès ajoutée.");

  await page.goto(adminUrl('/admin', url));
  await expect(page.getByTestId('admin-staff-email')).toContainText(DEMO_STAFF.admin.email);
  await signOutStaff(page);
  await adminSignInShown(page);
  await page.getByTestId('admin-passkey').click();
  await expect(page.getByTestId('admin-staff-email')).toContainText(DEMO_STAFF.admin.email);
  await expect(page.getByTestId('admin-nav')).toBeVisible();
  expect(problems).toEqual([]);

  // The passkey goes again (the demo admin keeps none).
  await page.goto(`${url}/account/modify-id`);
  await hydrated(page);
  await page.getByTestId('passkey-remove').click();
  await expect(page.getByTestId('passkeys-empty')).toBeVisible();
});
