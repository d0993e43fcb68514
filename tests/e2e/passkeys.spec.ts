import { expect, test, type Page } from '@playwright/test';
import { consentCookie } from './support/consent-state';
import { fillSignIn, newShopper } from './support/accounts';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';

/**
 * Passkeys in Chromium with its virtual authenticator (CDP WebAuthn): WebAuthn refuses an IP
 * address as the relying party, so these journeys visit the shop as `localhost`.
 */
const shopUrl = () => baseURL().replace('127.0.0.1', 'localhost');

async function openShop(page: Page): Promise<string> {
  const url = shopUrl();
  await page.context().addCookies([consentCookie(url)]);
  return url;
}

async function registerThroughTheApi(page: Page, url: string) {
  const shopper = newShopper();
  const answer = await page.request.post(`${url}/api/v5/security/register`, {
    data: { civility: 2, firstName: shopper.firstName, lastName: shopper.lastName, email: shopper.email, password: shopper.password, refreshTransport: 'body' },
  });
  expect(answer.status()).toBe(201);
  return shopper;
}

async function signOutFromTheMenu(page: Page, url: string): Promise<void> {
  const toggle = page.getByTestId('account-menu-toggle');
  await toggle.hover();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`${url}/`);
}

test.describe('passkeys', () => {
  test('a customer adds a passkey, signs out, signs in with it and removes it', async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchProblems(page);
    const url = await openShop(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    const shopper = await registerThroughTheApi(page, url);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${url}/login?mode=connection`);
    await hydrated(page);
    // The e-mail field offers passkeys in its suggestions (conditional UI); the device holds none yet.
    await expect(page.getByTestId('login-form').getByLabel('Adresse e-mail')).toHaveAttribute('autocomplete', 'username webauthn');
    await expect(page.getByTestId('passkey-sign-in')).toHaveText("Se connecter avec une clé d'accès");
    await screenshot(page, 'passkeys-login-fr-1280', 1280);
    await screenshot(page, 'passkeys-login-fr-390', 390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await fillSignIn(page, 'login', shopper);
    await expect(page).toHaveURL(`${url}/account`);

    await page.goto(`${url}/account/modify-id`);
    await hydrated(page);
    await expect(page.getByTestId('passkeys-empty')).toHaveText("Vous n’avez pas encore de clé d'accès.");
    await page.getByTestId('passkey-add').click();
    await expect(page.getByTestId('passkeys-done')).toContainText("Clé d'accès ajoutée.");
    const rows = page.getByTestId('passkey-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('passkey-name')).toHaveText('Chrome sur Linux');
    await expect(rows.first().getByTestId('passkey-last-used')).toHaveText('Pas encore utilisée');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0].isResidentCredential).toBe(true);
    await screenshot(page, 'passkeys-account-fr-1280', 1280);
    await screenshot(page, 'passkeys-account-fr-390', 390);

    // Conditional UI: on the login page the device offers its passkey at once (the virtual one picks it by itself).
    await page.setViewportSize({ width: 1280, height: 900 });
    await signOutFromTheMenu(page, url);
    await page.goto(`${url}/login?mode=connection`);
    await expect(page).toHaveURL(`${url}/account`);
    await expect(page.getByTestId('account-menu-label')).toHaveText(shopper.firstName);

    // The button, where the browser offers no autofill.
    await page.addInitScript(() => {
      PublicKeyCredential.isConditionalMediationAvailable = async () => false;
    });
    await signOutFromTheMenu(page, url);
    await page.goto(`${url}/login?mode=connection`);
    await hydrated(page);
    await page.getByTestId('passkey-sign-in').click();
    await expect(page).toHaveURL(`${url}/account`);
    await expect(page.getByTestId('account-menu-label')).toHaveText(shopper.firstName);

    // The German store: the same passkey, its use recorded, the words formal.
    await page.goto(`${url}/de/account/modify-id`);
    await hydrated(page);
    await expect(page.getByTestId('passkey-last-used')).toContainText('Zuletzt verwendet am');
    await expect(page.getByTestId('passkeys')).toContainText('Melden Sie sich ohne Passwort an');
    await screenshot(page, 'passkeys-account-de-1280', 1280);
    await screenshot(page, 'passkeys-account-de-390', 390);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${url}/account/modify-id`);
    await hydrated(page);
    await page.getByTestId('passkey-remove').click();
    await expect(page.getByTestId('passkeys-empty')).toBeVisible();
    await expect(page.getByTestId('passkeys-done')).toHaveText("Clé d'accès supprimée.");

    // The device still holds the credential: the shop no longer knows it.
    await signOutFromTheMenu(page, url);
    await page.goto(`${url}/login?mode=connection`);
    await hydrated(page);
    await page.getByTestId('passkey-sign-in').click();
    await expect(page.getByTestId('login-error')).toContainText("Cette clé d'accès n'est pas reconnue.");
    await expect(page).toHaveURL(`${url}/login?mode=connection`);
    await page.goto(`${url}/de/login?mode=connection`);
    await hydrated(page);
    await expect(page.getByTestId('passkey-sign-in')).toHaveText('Mit einem Passkey anmelden');
    await screenshot(page, 'passkeys-login-de-1280', 1280);
    await screenshot(page, 'passkeys-login-de-390', 390);
    expect(problems).toEqual([]);
  });

  test('without WebAuthn the login page shows no passkey button and the password still signs in', async ({ page }) => {
    const problems = watchProblems(page);
    const url = await openShop(page);
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, 'PublicKeyCredential');
    });
    const shopper = await registerThroughTheApi(page, url);
    await page.goto(`${url}/login?mode=connection`);
    await hydrated(page);
    await expect(page.getByTestId('login-submit')).toBeVisible();
    await expect(page.getByTestId('passkey-sign-in')).toHaveCount(0);
    await fillSignIn(page, 'login', shopper);
    await expect(page).toHaveURL(`${url}/account`);
    await page.goto(`${url}/account/modify-id`);
    await hydrated(page);
    await expect(page.getByTestId('passkeys-empty')).toBeVisible();
    await expect(page.getByTestId('passkey-add')).toHaveCount(0);
    await expect(page.getByTestId('passkeys')).toContainText("Ce navigateur ne permet pas d’utiliser les clés d'accès.");
    expect(problems).toEqual([]);
  });
});
