import { expect, test } from '@playwright/test';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';
import { newShopper, signIn } from './support/accounts';
import { addANovelty, shippingReady } from './support/checkout';

/** The seeded gift card of this journey: each journey takes its own code (README "Demo gift cards"). */
const CODE = 'cadeau050-demo-008';

test.describe('gift cards', () => {
  test('a new customer activates a gift card and finds the credit on /account/voucher', async ({ page, request }) => {
    const problems = watchProblems(page);
    const shopper = newShopper();
    const registered = await request.post(`${baseURL()}/api/v5/security/register`, {
      data: { civility: 2, firstName: shopper.firstName, lastName: shopper.lastName, email: shopper.email, password: shopper.password, newsletter: false, refreshTransport: 'body' },
    });
    expect(registered.status()).toBeLessThan(300);
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, shopper);

    await page.goto(`${baseURL()}/account/giftcard-activation`);
    await hydrated(page);
    const field = page.getByTestId('giftcard-code');
    // Badly typed: said at once, nothing sent.
    await field.fill('ABCD-EFGH');
    await expect(field).toHaveValue('ABCD EFGH');
    await page.getByTestId('giftcard-submit').click();
    await expect(page.getByTestId('field-error-giftcard-code')).toHaveText('Le code compte 16 caractères.');
    // Unknown: the shop's words.
    await field.fill('ZZZZ ZZZZ ZZZZ ZZZZ');
    await page.getByTestId('giftcard-submit').click();
    await expect(page.getByTestId('field-error-giftcard-code')).toHaveText('Ce code de carte cadeau n’existe pas. Vérifiez-le.');
    await screenshot(page, 'giftcards-refused-mobile', 390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await field.fill(CODE);
    await page.getByTestId('giftcard-submit').click();
    const done = page.getByTestId('giftcard-activated');
    await expect(done).toContainText('Carte cadeau activée : 50,00 €');
    await expect(done).toContainText('Carte cadeau CADE…O008');
    await expect(page.getByTestId('giftcard-balance')).toHaveText('Votre solde de bons et avoirs : 50,00 €');
    await screenshot(page, 'giftcards-activated-desktop', 1280);
    await screenshot(page, 'giftcards-activated-mobile', 390);

    await page.getByTestId('giftcard-vouchers-link').click();
    await expect(page).toHaveURL(`${baseURL()}/account/voucher`);
    await expect(page.getByTestId('vouchers-balance')).toContainText('50,00 €');
    await expect(page.getByTestId('credits-list').getByTestId('voucher-origin')).toHaveText('Carte cadeau CADE…O008');
    await screenshot(page, 'giftcards-vouchers-desktop', 1280);

    // The same code again: refused, the balance unchanged.
    await page.goto(`${baseURL()}/account/giftcard-activation`);
    await hydrated(page);
    await page.getByTestId('giftcard-code').fill(CODE);
    await page.getByTestId('giftcard-submit').click();
    await expect(page.getByTestId('field-error-giftcard-code')).toHaveText('Cette carte cadeau a déjà été activée.');
    expect(problems).toEqual([]);
  });

  test('a gift card that does not cover the order pays part of it: the switch lowers what is left to pay', async ({ page, request }) => {
    const problems = watchProblems(page);
    const shopper = newShopper();
    const registered = await request.post(`${baseURL()}/api/v5/security/register`, {
      data: { civility: 2, firstName: shopper.firstName, lastName: shopper.lastName, email: shopper.email, password: shopper.password, newsletter: false, refreshTransport: 'body' },
    });
    const { token } = (await registered.json()) as { token: string };
    const auth = { authorization: `Bearer ${token}` };
    expect((await request.post(`${baseURL()}/api/v5/secure/account/addresses`, {
      headers: auth,
      data: { label: 'Maison', civility: 2, firstName: shopper.firstName, lastName: shopper.lastName, street: '12 rue Oberkampf', streetDetails: '', zipCode: '75011', city: 'Paris', countryIsoCode2: 'FR', phoneNumber: '0612345678', company: '' },
    })).status()).toBeLessThan(300);
    expect((await request.post(`${baseURL()}/api/v5/secure/account/giftcards`, { headers: auth, data: { code: 'CADEAU025DEMO009' } })).status()).toBe(201);

    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, shopper);
    await addANovelty(page);
    await page.getByTestId('basket-continue').click();
    await shippingReady(page);
    await page.getByTestId('shipping-continue').click();
    await expect(page).toHaveURL(`${baseURL()}/checkout/payment`);
    const total = Number((await page.getByTestId('checkout-total').innerText()).replace(/[^\d,]/g, '').replace(',', '.'));
    expect(total).toBeGreaterThan(25);
    const toggle = page.getByTestId('use-balance');
    await expect(page.getByTestId('payment-balance-switch')).toContainText('Utiliser mes bons et avoirs (25,00 €)');
    await expect(page.getByTestId('payment-balance-summary')).toHaveCount(0);
    await toggle.check();
    await expect(page.getByTestId('payment-balance-share')).toHaveText('-25,00 €');
    const rest = (total - 25).toFixed(2).replace('.', ',');
    await expect(page.getByTestId('payment-to-pay')).toHaveText(`${rest} €`);
    await page.getByTestId('payment-transfer').locator('input').check();
    await screenshot(page, 'giftcards-payment-balance-desktop', 1280);
    await screenshot(page, 'giftcards-payment-balance-mobile', 390);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByTestId('accept-terms').check();
    await page.getByTestId('place-order').click();
    await expect(page).toHaveURL(/\/checkout\/confirm/);
    const vouchers = await request.get(`${baseURL()}/api/v5/secure/account/vouchers`, { headers: auth });
    expect(((await vouchers.json()) as { balance: number }).balance).toBe(0);
    expect(problems).toEqual([]);
  });
});
