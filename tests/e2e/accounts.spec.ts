import { expect, test, type Page } from '@playwright/test';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';
import { CAMILLE, fillSignIn, newShopper, openAccountMenu, signIn, signOut } from './support/accounts';
import { demoStaffCode, untilNextTotpStep } from '../../server/testing/staff-second-factor';

/** The add-address form, filled with a Paris address. */
async function fillAddress(page: Page): Promise<void> {
  const form = page.getByTestId('address-form');
  await form.getByLabel('Adresse', { exact: true }).fill('18 rue Oberkampf');
  await form.getByLabel('Code postal').fill('75011');
  await form.getByLabel('Ville').fill('Paris');
  await form.getByLabel('Téléphone').fill('06 12 34 56 78');
}

/** Every visible field of the page is itself at its centre once scrolled to (nothing floats over it). */
async function fieldsUncovered(page: Page, where: string): Promise<void> {
  const fields = page.locator('main input:visible:not([type="hidden"]), main select:visible, main textarea:visible');
  // A signed-in page shows its form once the session is known, a moment after hydration.
  await expect(fields.first(), where).toBeVisible();
  const count = await fields.count();
  expect(count, where).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1) {
    const field = fields.nth(index);
    await field.focus();
    const covered = await field.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
      if (y < 0 || y > window.innerHeight) return 'out of view';
      const found = document.elementFromPoint(x, y);
      return found === element || element.contains(found) || (found instanceof HTMLLabelElement && found.control === element) ? null : found?.outerHTML.slice(0, 120) ?? 'nothing';
    });
    expect(covered, `${where}: field ${index}`).toBeNull();
  }
}

test.describe('accounts', () => {
  test('register, add an address, find it in the account, sign out (desktop)', async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    const shopper = newShopper();

    await page.goto(`${baseURL()}/login?mode=subscription`);
    await hydrated(page);
    await expect(page.locator('.centred-logo')).toBeVisible();
    // Nothing filled: the SPEC §5 general message and each field's own.
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-error')).toHaveText('Veuillez compléter tous les champs obligatoires');
    await expect(page.getByTestId('field-error-email')).toHaveText("L'adresse e-mail ne doit pas être vide");
    await screenshot(page, 'accounts-register-errors-1280', 1280);

    const form = page.getByTestId('register-form');
    await form.getByLabel('Mme').check();
    await form.getByLabel('Prénom').fill(shopper.firstName);
    await form.getByLabel('Nom', { exact: true }).fill(shopper.lastName);
    await form.getByLabel('Adresse e-mail').fill(shopper.email);
    await form.getByLabel('Mot de passe', { exact: true }).fill('court');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('field-error-password')).toContainText('au moins 8 caractères');
    await form.getByLabel('Mot de passe', { exact: true }).fill(shopper.password);
    await form.getByLabel(/newsletter/).check();
    await page.getByTestId('register-submit').click();

    // Registered and signed in: the account home, the name in the header.
    await expect(page).toHaveURL(`${baseURL()}/account`);
    await expect(page.getByTestId('account-welcome')).toHaveText(`Bonjour ${shopper.firstName} !`);
    await expect(page.getByTestId('account-menu-label')).toHaveText(shopper.firstName);
    await openAccountMenu(page);
    await expect(page.getByTestId('account-menu-name')).toHaveText(`${shopper.firstName} ${shopper.lastName}`);
    await page.screenshot({ path: 'tests/screenshots/accounts-menu-signed-in-1280.png' });
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 600);
    await screenshot(page, 'accounts-home-1280', 1280);

    // The address book: empty, then one address (the default).
    await page.getByTestId('account-tile-account-addresses').click();
    await expect(page.getByTestId('address-book-empty')).toBeVisible();
    await page.getByTestId('address-add').click();
    await expect(page).toHaveURL(`${baseURL()}/account/address-book/new`);
    await expect(page.getByTestId('address-form').getByLabel('Prénom')).toHaveValue(shopper.firstName);
    await page.getByTestId('address-submit').click();
    await expect(page.getByTestId('address-error')).toHaveText('Veuillez compléter tous les champs obligatoires');
    await screenshot(page, 'accounts-address-form-1280', 1280);
    await fillAddress(page);
    await page.getByTestId('address-submit').click();
    await expect(page).toHaveURL(`${baseURL()}/account/address-book`);
    const cards = page.getByTestId('address-card');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText('18 rue Oberkampf');
    await expect(cards.first()).toContainText('Par défaut');
    // SPEC §8: the last address stays.
    await cards.first().getByTestId('address-delete').click();
    await cards.first().getByTestId('address-delete-confirm').click();
    await expect(page.getByTestId('address-book-error')).toHaveText('Vous ne pouvez pas supprimer votre seule adresse. Ajoutez-en une autre, puis supprimez celle-ci.');
    await screenshot(page, 'accounts-address-book-1280', 1280);
    // Issue 35: a postcode that does not exist in the country is refused on its field.
    await page.getByTestId('address-add').click();
    await fillAddress(page);
    await page.getByTestId('address-form').getByLabel('Code postal').fill('7501');
    await page.getByTestId('address-submit').click();
    await expect(page.getByTestId('field-error-zipCode')).toHaveText("Ce code postal n'existe pas dans le pays choisi");
    // Once there is a second address, the refusal of the delete is gone.
    await page.getByTestId('address-form').getByLabel('Code postal').fill('75012');
    await page.getByTestId('address-submit').click();
    await expect(page).toHaveURL(`${baseURL()}/account/address-book`);
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('address-book-error')).toHaveCount(0);

    // A reload keeps the session (the hint cookie lets the server render the private page).
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('address-card')).toHaveCount(2);

    await signOut(page);
    // Signed out, a private page leads to the login page.
    await page.goto(`${baseURL()}/account/address-book`);
    await expect(page).toHaveURL(/\/login$/);
    expect(problems).toEqual([]);
  });

  test('a heart while signed out, sign in from the modal, the favourite is there (desktop)', async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    // Sign-in refusals first: empty fields, then a wrong password.
    await page.goto(`${baseURL()}/login`);
    await hydrated(page);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('Veuillez saisir votre identifiant et mot de passe.');
    await fillSignIn(page, 'login', { email: CAMILLE.email, password: 'PasLeBon2026' });
    await expect(page.getByTestId('login-error')).toHaveText('Votre identifiant ou votre mot de passe est incorrect.');
    await screenshot(page, 'accounts-login-1280', 1280);
    // The forgotten-password modal answers the same for any valid address.
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    const forgot = page.locator('dialog[data-modal="forgotten-password"]');
    await forgot.getByLabel('Adresse e-mail').fill('personne@example.com');
    await forgot.getByTestId('forgot-password-submit').click();
    await expect(forgot.getByTestId('forgot-password-sent')).toContainText('Si un compte existe pour cette adresse');
    await forgot.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(forgot).toBeHidden();

    await page.goto(`${baseURL()}/nouveautes`);
    await hydrated(page);
    const thumbnail = page.getByTestId('product-thumbnail').nth(1);
    const name = (await thumbnail.locator('.product-card__name').textContent())!.trim();
    const heart = thumbnail.getByTestId('wish-heart');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    const modal = page.locator('dialog[data-modal="connect"]');
    await expect(modal).toBeVisible();
    await expect(modal).toContainText('Connectez-vous pour ajouter ce produit à vos favoris.');
    await page.screenshot({ path: 'tests/screenshots/accounts-connect-modal-1280.png' });
    await fillSignIn(page, 'connect', CAMILLE);
    await expect(modal).toBeHidden();
    // Signed in where they were: the heart is filled, the header counts it.
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('account-menu-label')).toHaveText(CAMILLE.firstName);
    const count = Number(await page.getByTestId('favourites-count').textContent());
    expect(count).toBeGreaterThanOrEqual(1);

    // The product page shows the same heart, filled.
    await thumbnail.locator('a.product-card__link').click();
    await expect(page.getByTestId('product')).toBeVisible();
    await expect(page.locator('.product__wish')).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: 'tests/screenshots/accounts-product-heart-1280.png' });

    await page.getByRole('link', { name: /^Favoris,/ }).click();
    await expect(page).toHaveURL(`${baseURL()}/wishlist`);
    const wished = page.getByTestId('wish-item').filter({ hasText: name });
    await expect(wished).toHaveCount(1);
    await screenshot(page, 'accounts-wishlist-1280', 1280);
    // Removed from the favourites page: gone from the list and the counter.
    await wished.getByTestId('wish-heart').click();
    await expect(page.getByTestId('wish-item').filter({ hasText: name })).toHaveCount(0);
    await expect(page.getByTestId('favourites-count')).toHaveText(String(count - 1));

    await signOut(page);
    await expect(page.getByTestId('favourites-count')).toHaveText('0');
    expect(problems).toEqual([]);
  });

  test('from the basket: log in with the checkout’s header, register, add the first address, go on to delivery (desktop)', async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseURL()}/nouveautes`);
    await hydrated(page);
    await page.locator('article.product-card a.product-card__link').first().click();
    await expect(page.getByTestId('product')).toBeVisible();
    await page.locator('.sizes__option:not(.sizes__option--sold-out)').first().click();
    await page.getByTestId('add-to-basket').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    await page.goto(`${baseURL()}/checkout/basket`);
    await hydrated(page);
    await page.getByTestId('basket-continue').click();

    // SPEC §2 login layout from basket step 1: the tunnel header and the timeline.
    await expect(page).toHaveURL(`${baseURL()}/login?mode=connection&from=basket`);
    await expect(page.locator('.tunnel-header')).toBeVisible();
    await expect(page.locator('.checkout-timeline')).toBeVisible();
    await page.getByTestId('login-mode-subscription').click();
    await expect(page.locator('.checkout-timeline')).toBeVisible();
    await screenshot(page, 'accounts-login-from-basket-1280', 1280);
    const shopper = newShopper();
    const form = page.getByTestId('register-form');
    await form.getByLabel('M.', { exact: true }).check();
    await form.getByLabel('Prénom').fill('Hugo');
    await form.getByLabel('Nom', { exact: true }).fill('Lefèvre');
    await form.getByLabel('Adresse e-mail').fill(shopper.email);
    await form.getByLabel('Mot de passe', { exact: true }).fill(shopper.password);
    await page.getByTestId('register-submit').click();

    // SPEC §2: a signed-in customer with no address adds one before choosing a delivery.
    await expect(page).toHaveURL(`${baseURL()}/checkout/add_address`);
    await expect(page.getByTestId('address-form').getByLabel('Nom', { exact: true })).toHaveValue('Lefèvre');
    await fillAddress(page);
    await screenshot(page, 'accounts-checkout-add-address-1280', 1280);
    await page.getByTestId('address-submit').click();
    await expect(page).toHaveURL(`${baseURL()}/checkout/shipping`);
    expect(problems).toEqual([]);
  });

  test('the app banner lies over no form field on a phone (390 px, issue 35)', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${baseURL()}/`);
    await hydrated(page);
    await expect(page.getByTestId('app-banner')).toBeVisible();
    // Not closed: the form pages show it not, their fields stay free.
    await page.goto(`${baseURL()}/login?mode=connection`);
    await hydrated(page);
    await fieldsUncovered(page, 'sign-in');
    await page.getByTestId('login-mode-subscription').click();
    await expect(page.getByTestId('register-form')).toBeVisible();
    await fieldsUncovered(page, 'registration');
    await signIn(page, CAMILLE);
    for (const path of ['/account/modify', '/account/address-book', '/contact']) {
      await page.goto(`${baseURL()}${path}`);
      await hydrated(page);
      await page.waitForTimeout(1500);
      await expect(page.getByTestId('app-banner'), path).toHaveCount(0);
      if (path === '/account/address-book') await page.getByTestId('address-card').first().getByTestId('address-edit').click();
      await fieldsUncovered(page, path);
    }
    await page.goto(`${baseURL()}/checkout/add_address`);
    await hydrated(page);
    await fieldsUncovered(page, 'checkout address');
    // Back on a page without a form, the banner is there again.
    await page.goto(`${baseURL()}/`);
    await hydrated(page);
    await expect(page.getByTestId('app-banner')).toBeVisible();
  });

  test('the account on a phone: login, account home, address book, favourites (mobile)', async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${baseURL()}/`);
    await hydrated(page);
    // The app banner stays down for 7 days once closed: the account pages are shown without it.
    await page.getByTestId('app-banner').getByRole('button', { name: 'Fermer' }).click();
    await page.goto(`${baseURL()}/login?mode=connection`);
    await hydrated(page);
    await screenshot(page, 'accounts-login-375', 375);
    await page.getByTestId('login-mode-subscription').click();
    await expect(page.getByTestId('register-form')).toBeVisible();
    await screenshot(page, 'accounts-register-375', 375);

    await signIn(page, CAMILLE);
    await screenshot(page, 'accounts-home-375', 375);
    await page.goto(`${baseURL()}/account/address-book`);
    await hydrated(page);
    await expect(page.getByTestId('address-card')).not.toHaveCount(0);
    await screenshot(page, 'accounts-address-book-375', 375);
    await page.getByTestId('address-card').first().getByTestId('address-edit').click();
    await expect(page.getByTestId('address-form')).toBeVisible();
    await screenshot(page, 'accounts-address-edit-375', 375);
    await page.goto(`${baseURL()}/account/card-book`);
    await hydrated(page);
    await expect(page.getByTestId('card-row')).not.toHaveCount(0);
    await screenshot(page, 'accounts-cards-375', 375);
    await page.goto(`${baseURL()}/account/subscriptions`);
    await hydrated(page);
    await expect(page.getByTestId('newsletter-status')).toBeVisible();
    await screenshot(page, 'accounts-subscriptions-375', 375);
    // Signed in, a heart adds at once; the favourites page offers it in a size, for the basket.
    await page.goto(`${baseURL()}/nouveautes`);
    await hydrated(page);
    // The session and its favourites fill in after hydration.
    await expect(page.getByTestId('account-menu-label')).toHaveText(CAMILLE.firstName);
    await page.waitForLoadState('networkidle');
    const heart = page.getByTestId('product-thumbnail').first().getByTestId('wish-heart');
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`${baseURL()}/wishlist`);
    await hydrated(page);
    await expect(page.getByTestId('wish-item')).not.toHaveCount(0);
    await screenshot(page, 'accounts-wishlist-375', 375);
    await page.goto(`${baseURL()}/`);
    await hydrated(page);
    await signOut(page);
    expect(problems).toEqual([]);
  });
  test('in Spanish: Lucía signs in, finds her address, keeps a favourite and signs out (mobile)', async ({ page }) => {
    test.setTimeout(60_000);
    const problems = watchProblems(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${baseURL()}/es/login?mode=connection`);
    await hydrated(page);
    await expect(page.locator('html')).toHaveAttribute('lang', /^es/);
    const form = page.getByTestId('login-form');
    await form.locator('input[type="email"]').fill('lucia@example.com');
    await form.locator('input[type="password"]').fill('Boutique2026');
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(`${baseURL()}/es/account`);
    await expect(page.getByTestId('account-welcome')).toHaveText('¡Hola, Lucía!');
    await screenshot(page, 'accounts-home-es-375', 375);

    await page.goto(`${baseURL()}/es/account/address-book`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis direcciones');
    await expect(page.getByTestId('address-card')).toHaveCount(1);
    await expect(page.getByTestId('address-card')).toContainText('Madrid');

    await page.goto(`${baseURL()}/es/novedades`);
    await hydrated(page);
    const thumbnail = page.getByTestId('product-thumbnail').first();
    const name = (await thumbnail.locator('.product-card__name').textContent())!.trim();
    await thumbnail.getByTestId('wish-heart').click();
    await expect(thumbnail.getByTestId('wish-heart')).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`${baseURL()}/es/wishlist`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis favoritos');
    const wished = page.getByTestId('wish-item').filter({ hasText: name });
    await expect(wished).toHaveCount(1);
    await screenshot(page, 'accounts-wishlist-es-375', 375);
    await wished.getByTestId('wish-heart').click();
    await expect(page.getByTestId('wish-item').filter({ hasText: name })).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('a staff member signs in with the code of their authenticator, after a wrong one and a step back (desktop)', async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchProblems(page);
    const admin = { email: 'admin@example.com', password: 'Boutique2026' };
    // As passkeys.spec.ts does: the login page's passkey wait needs a domain, not an IP address.
    const shop = baseURL().replace('127.0.0.1', 'localhost');
    await page.goto(`${shop}/login?mode=connection`);
    await hydrated(page);
    await fillSignIn(page, 'login', admin);
    const step = page.getByTestId('login-second-factor-form');
    const code = step.getByLabel('Code à 6 chiffres ou code de secours');
    await expect(code).toBeFocused();
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    // Back to the password step, and on again.
    await page.getByTestId('login-code-back').click();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.getByTestId('login-form').getByLabel('Mot de passe', { exact: true })).toBeFocused();
    await fillSignIn(page, 'login', admin);
    await expect(code).toBeFocused();
    // The shop's refusal of a wrong code, announced as the form's errors are.
    await code.fill('000000');
    await page.getByTestId('login-code-submit').click();
    await expect(page.getByTestId('login-error')).toHaveText('Ce code est incorrect.');
    await expect(page.getByTestId('login-error')).toHaveAttribute('role', 'alert');
    await expect(code).toBeFocused();
    // The current code (another journey may have used this 30-second step's code already: then the next one).
    for (let attempt = 0; ; attempt += 1) {
      await code.fill(await demoStaffCode(admin.email));
      await page.getByTestId('login-code-submit').click();
      // Whichever comes first; the other wait ends quietly (resolved, never rejected).
      const outcome = await Promise.race([
        page.waitForURL(`${shop}/account`).then(() => 'signed-in' as const, () => 'none' as const),
        page.getByTestId('login-error').filter({ hasText: 'déjà servi' }).waitFor().then(() => 'replayed' as const, () => 'none' as const),
      ]);
      if (outcome === 'signed-in' || attempt > 0) break;
      await untilNextTotpStep();
    }
    await expect(page).toHaveURL(`${shop}/account`);
    expect(problems).toEqual([]);
  });
});
