import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from '../../src/domain/routing/route-table';
import { A11yAudit } from './support/a11y-audit';
import { lowestContrastBehind } from './support/a11y-contrast';
import { startMaintenanceShop } from './support/a11y-maintenance';
import { CAMILLE, signIn } from './support/accounts';
import { addANovelty, CARDS, payOnHostedPage, shippingReady } from './support/checkout';
import { customerWithDeliveredOrder, fileReturn } from './support/returns';
import { baseURL, hydrated, openNoveltyWithSizes } from './support/shop';

/**
 * Issue 16: axe-core (WCAG 2.0/2.1 A and AA) on every page of the shop, no serious or critical
 * violation allowed. Every route of the route table is visited, at desktop width, and the main
 * pages again at phone width, with the cookie banner, the menus and the modals open where the
 * shop has them. A route added to the table without a visit here fails the first test.
 */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

/** The routes each journey below audits (checked against the page's URL by every audit). */
const COVERED: Record<string, string[]> = {
  'the cookie banner, then its settings': ['home'],
  'the home page and its menus': ['home'],
  listings: ['catalogue'],
  'search, content and service pages': ['home', 'template', 'cms', 'search', 'search-query', 'search-more', 'unsubscribe', 'checkout-basket', 'contact'],
  'the product page and its modals': ['product'],
  'sign-in pages': ['login', 'autoconnect', 'autoconnect-token'],
  'the local-storage warning': ['catalogue'],
  'outlet gate and listing': ['home', 'outlet'],
  'account pages': ['account', 'account-profile', 'account-password', 'account-addresses', 'account-address', 'account-cards', 'account-orders', 'account-subscriptions', 'account-vouchers'],
  'account forms, rating and wishlist': ['account-address', 'account-giftcard', 'product', 'wishlist'],
  'checkout steps': ['checkout-basket', 'login', 'catalogue', 'checkout-shipping', 'checkout-payment', 'checkout-summary', 'checkout-confirm', 'account-order', 'checkout-add-address'],
  'return form and detail': ['account-order', 'account-returns', 'account-return'],
  'phone pages': ['home', 'catalogue', 'search-query', 'contact', 'login', 'product'],
  'phone pages signed in': ['account', 'checkout-basket', 'checkout-shipping', 'checkout-payment'],
  'maintenance page': ['maintenance'],
};

// Transitions finished at once: a menu or modal is audited in its final colours.
test.use({ reducedMotion: 'reduce' });

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${baseURL()}${path}`);
  await hydrated(page);
}

/** The first link of the page whose address starts with `prefix` (among `scope`'s links). */
async function firstHref(page: Page, prefix: string, scope = 'a'): Promise<string> {
  const href = await page.locator(`${scope}[href^="${prefix}"]`).first().getAttribute('href');
  expect(href, `a link to ${prefix}… on ${page.url()}`).toBeTruthy();
  return href!;
}

/** Opens each store-relative path and audits it as a page of its route. */
async function auditPages(page: Page, audit: A11yAudit, pages: [route: string, path: string][]): Promise<void> {
  for (const [route, path] of pages) {
    await open(page, path);
    await audit.check(route);
  }
}

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  // The longest file: its journeys are independent, so they spread over the workers (each its own shop).
  test.describe.configure({ mode: 'parallel' });
  test('every route of the route table is audited', () => {
    const covered = new Set(Object.values(COVERED).flat());
    expect(ROUTES.map((route) => route.id).filter((id) => !covered.has(id))).toEqual([]);
  });

  test('the audit fails on a serious violation', async ({ page }) => {
    // Not part of COVERED: this page is broken on purpose.
    const audit = new A11yAudit(page, ['contact']);
    await page.setViewportSize(DESKTOP);
    await open(page, '/contact');
    // Pale grey text on white and a picture without a text alternative.
    await page.locator('main').evaluate((main) => {
      main.insertAdjacentHTML('afterbegin', '<p style="color:#bbb;background:#fff">Texte pâle</p><img src="/favicon.ico" width="16" height="16">');
    });
    await audit.check('contact', 'broken on purpose');
    expect(audit.findings.join('\n')).toMatch(/color-contrast \(serious\)/);
    expect(audit.findings.join('\n')).toMatch(/image-alt \(critical\)/);
  });

  test('titles laid over pictures keep a 4.5:1 contrast', async ({ page }) => {
    // axe-core cannot tell the colour behind them (a gradient over a picture): measured here.
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      await open(page, '/');
      const titles = page.locator('.category-tile__title');
      await expect(titles).not.toHaveCount(0);
      for (const title of await titles.all()) {
        const ratio = await lowestContrastBehind(page, title);
        expect(ratio, `"${await title.innerText()}" at ${viewport.width}px`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  test.describe('first visit', () => {
    test.use({ storageState: { cookies: [], origins: [] } });

    test('the cookie banner, then its settings', async ({ page }) => {
      const audit = new A11yAudit(page, COVERED[test.info().title]);
      await page.setViewportSize(DESKTOP);
      await open(page, '/');
      const banner = page.getByTestId('consent-banner');
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Tout accepter' })).toBeEnabled();
      await audit.check('home', 'cookie banner');
      await banner.getByRole('button', { name: 'Personnaliser' }).click();
      await audit.check('home', 'cookie settings');
      await page.setViewportSize(PHONE);
      await audit.check('home', 'cookie settings');
      audit.expectClean();
    });
  });

  test('the home page and its menus', async ({ page }) => {
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(DESKTOP);
    await open(page, '/');
    await audit.check('home');
    // The mega menu of the first entry that has one.
    const item = page.locator('.menu-bar__item', { has: page.locator('.mega-menu') }).first();
    await item.hover();
    await expect(item.locator('.mega-menu')).toBeVisible();
    await audit.check('home', 'mega menu');
    await page.mouse.move(0, 600);
    // The search panel with suggestions.
    const input = page.getByTestId('search-input');
    await input.click();
    await input.pressSequentially('sweat', { delay: 30 });
    await expect(page.getByTestId('search-product').first()).toBeVisible();
    await audit.check('home', 'search panel');
    // The keyboard reaches every option: the list scrolls to the one the arrows choose.
    const options = page.getByRole('listbox').getByRole('option');
    await input.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await expect(options.last()).toBeInViewport({ ratio: 1 });
    await input.press('ArrowDown');
    await expect(options.first()).toBeInViewport({ ratio: 1 });
    await input.press('Escape');
    // The account dropdown and the country switch.
    await page.getByTestId('account-menu-toggle').hover();
    await expect(page.locator('#account-menu-panel')).toBeVisible();
    await audit.check('home', 'account menu');
    await page.mouse.move(0, 600);
    await page.locator('.country-switch summary').click();
    await audit.check('home', 'country switch');
    audit.expectClean();
  });

  test('listings', async ({ page }) => {
    test.setTimeout(90_000);
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(DESKTOP);
    await open(page, '/marques');
    await audit.check('catalogue');
    const brand = await firstHref(page, '/', '.mega-menu__list a');
    await auditPages(page, audit, [
      ['catalogue', brand],
      ['catalogue', '/nouveautes'],
      ['catalogue', '/homme/vetements'],
      ['catalogue', '/top-ventes'],
      ['catalogue', '/de/neu'],
      ['catalogue', '/cette-page-n-existe-pas'],
    ]);
    audit.expectClean();
  });

  test('search, content and service pages', async ({ page }) => {
    test.setTimeout(90_000);
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(DESKTOP);
    await open(page, '/es/');
    // Another language: its own `lang` and words.
    await audit.check('home');
    await auditPages(page, audit, [
      // The demo's template page shared by every store (server/demo/templates.ts) and a CMS page.
      ['template', '/tp/streetwear-lookbook'],
      ['cms', '/t/faq'],
      ['search', '/search'],
      ['search-query', '/search/sweat'],
      ['search-more', '/search/sweat/2'],
      ['unsubscribe', '/unsubscribe?email=camille%40example.com'],
      ['checkout-basket', '/checkout/basket'],
      ['contact', '/en/contact'],
      ['contact', '/contact'],
    ]);
    // The contact form with its errors.
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-error')).toBeVisible();
    await audit.check('contact', 'errors');
    audit.expectClean();
  });

  test('the product page and its modals', async ({ page }) => {
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(DESKTOP);
    await openNoveltyWithSizes(page, 1);
    await audit.check('product');
    // The connect modal of an anonymous heart.
    await page.locator('.product__wish').click();
    await expect(page.locator('dialog[data-modal="connect"]')).toBeVisible();
    await audit.check('product', 'connect modal');
    await page.keyboard.press('Escape');
    // The footer's newsletter confirmation.
    await page.getByTestId('newsletter-form').locator('input[name="email"]').fill(`a11y.${Date.now()}@example.com`);
    await page.getByTestId('newsletter-form').locator('button[type="submit"]').click();
    await expect(page.locator('dialog[data-modal="newsletter"]')).toBeVisible();
    await audit.check('product', 'newsletter confirmation');
    audit.expectClean();
  });

  test('sign-in pages', async ({ page }) => {
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(DESKTOP);
    await open(page, '/login?mode=connection');
    await audit.check('login');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('login-error')).toBeVisible();
    await audit.check('login', 'errors');
    await page.getByRole('button', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.locator('dialog[data-modal="forgotten-password"]')).toBeVisible();
    await audit.check('login', 'forgotten password modal');
    await open(page, '/login?mode=subscription');
    await audit.check('login', 'registration');
    await page.getByTestId('register-submit').click();
    await expect(page.getByTestId('register-error')).toBeVisible();
    await audit.check('login', 'registration errors');
    await open(page, '/autoconnect');
    await audit.check('autoconnect');
    await open(page, '/autoconnect/not-a-token');
    await expect(page.getByTestId('autoconnect-failed')).toBeVisible();
    await audit.check('autoconnect-token');
    audit.expectClean();
  });

  test('the local-storage warning', async ({ page }) => {
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    // A browser that refuses local storage (private mode of some browsers).
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('refused', 'QuotaExceededError');
      };
    });
    await page.setViewportSize(DESKTOP);
    await open(page, '/nouveautes');
    await expect(page.locator('dialog[data-modal="local-storage"]')).toBeVisible();
    await audit.check('catalogue', 'local-storage warning');
    audit.expectClean();
  });

  test('outlet gate and listing', async ({ page }) => {
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(DESKTOP);
    await open(page, '/?outlet=1');
    const popup = page.locator('dialog[data-modal="outlet"]');
    await expect(popup).toBeVisible();
    await audit.check('home', 'outlet gate');
    await popup.getByTestId('outlet-email').fill('stranger@example.com');
    await popup.getByTestId('outlet-submit').click();
    await expect(popup.getByTestId('outlet-error')).toBeVisible();
    await audit.check('home', 'outlet gate refused');
    await popup.getByTestId('outlet-email').fill('sam@example.com');
    await popup.getByTestId('outlet-submit').click();
    await expect(page).toHaveURL(`${baseURL()}/outlet`);
    await expect(page.getByTestId('product-thumbnail').first()).toBeVisible();
    await audit.check('outlet');
    audit.expectClean();
  });

  test('account pages', async ({ page }) => {
    test.setTimeout(90_000);
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(DESKTOP);
    await signIn(page, CAMILLE);
    await audit.check('account');
    await page.getByTestId('account-menu-toggle').hover();
    await expect(page.locator('#account-menu-panel')).toBeVisible();
    await audit.check('account', 'account menu');
    await page.mouse.move(0, 600);
    await auditPages(page, audit, [
      ['account-profile', '/account/modify'],
      ['account-password', '/account/modify-id'],
      ['account-addresses', '/account/address-book'],
      ['account-address', '/account/address-book/new'],
      ['account-cards', '/account/card-book'],
      ['account-orders', '/account/history'],
      ['account-subscriptions', '/account/subscriptions'],
      ['account-vouchers', '/account/voucher'],
    ]);
    audit.expectClean();
  });

  test('account forms, rating and wishlist', async ({ page }) => {
    test.setTimeout(90_000);
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(DESKTOP);
    await signIn(page, CAMILLE);
    await open(page, '/account/address-book');
    await page.getByTestId('address-edit').first().click();
    await expect(page.getByTestId('address-form')).toBeVisible();
    await audit.check('account-address', 'edit');
    await open(page, '/account/giftcard-activation');
    await audit.check('account-giftcard');
    await page.getByTestId('giftcard-code').fill('ZZZZ ZZZZ ZZZZ ZZZZ');
    await page.getByTestId('giftcard-submit').click();
    await expect(page.getByTestId('field-error-giftcard-code')).toBeVisible();
    await audit.check('account-giftcard', 'error');
    // A favourite and a rating on a product page, then the wishlist.
    await openNoveltyWithSizes(page, 1);
    const heart = page.locator('.product__wish');
    if ((await heart.getAttribute('aria-pressed')) !== 'true') await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.getByTestId('product-ratings').scrollIntoViewIfNeeded();
    await page.getByTestId('rate-product').click();
    await expect(page.getByTestId('rating-form')).toBeVisible();
    await audit.check('product', 'rating modal');
    await page.keyboard.press('Escape');
    await open(page, '/wishlist');
    await expect(page.getByTestId('wish-item')).not.toHaveCount(0);
    await audit.check('wishlist');
    audit.expectClean();
  });

  test('checkout steps', async ({ page }) => {
    test.setTimeout(150_000);
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(DESKTOP);
    await open(page, '/checkout/basket');
    await audit.check('checkout-basket', 'empty');
    // Anonymous: step 1 leads to the sign-in page of the tunnel.
    await addANovelty(page);
    await audit.check('checkout-basket', 'filled');
    await page.getByTestId('basket-continue').click();
    // The basket has the tunnel's timeline too: wait for the sign-in page itself.
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.locator('.checkout-timeline')).toBeVisible();
    await audit.check('login', 'checkout tunnel');
    await signIn(page, CAMILLE);
    await open(page, '/checkout/basket');
    await expect(page.getByTestId('basket-lines')).toBeVisible();
    // The header's basket dropdown, on a listing.
    await open(page, '/nouveautes');
    await page.locator('.basket-menu').hover();
    await expect(page.getByTestId('basket-dropdown')).toBeVisible();
    await audit.check('catalogue', 'basket dropdown');
    await open(page, '/checkout/basket');
    await page.getByTestId('basket-continue').click();
    await shippingReady(page);
    await audit.check('checkout-shipping');
    await page.getByTestId('shipping-address-add').click();
    await expect(page.getByTestId('address-form')).toBeVisible();
    await audit.check('checkout-shipping', 'new address form');
    await open(page, '/checkout/shipping');
    await shippingReady(page);
    await page.getByTestId('delivery-mode').getByText('Livraison en point relais').click();
    await page.getByLabel('Code postal ou ville').fill('75011');
    await page.getByTestId('relay-search-submit').click();
    await expect(page.getByTestId('relay-point').first()).toBeVisible();
    await audit.check('checkout-shipping', 'relay points');
    await page.getByTestId('delivery-mode').getByText('Livraison à domicile').click();
    await page.getByTestId('shipping-address').first().locator('input[type="radio"]').check();
    await shippingReady(page);
    await page.getByTestId('shipping-continue').click();
    await expect(page.getByTestId('payment-means')).toBeVisible();
    await audit.check('checkout-payment');
    await page.getByTestId('payment-summary-link').click();
    await expect(page.getByTestId('checkout-summary')).toBeVisible();
    await audit.check('checkout-summary');
    await page.getByTestId('summary-back').click();
    await page.getByTestId('payment-new-card').locator('input[type="radio"]').check();
    await page.getByTestId('place-order').click();
    await expect(page.locator('#terms-error')).toBeVisible();
    await audit.check('checkout-payment', 'terms error');
    await page.getByTestId('accept-terms').check();
    await page.getByTestId('place-order').click();
    await payOnHostedPage(page, CARDS.success);
    await expect(page.getByTestId('order-confirmation')).toBeVisible();
    await audit.check('checkout-confirm');
    await page.getByTestId('confirm-order-link').click();
    await expect(page.getByTestId('order-detail')).toBeVisible();
    await audit.check('account-order');
    await open(page, '/checkout/add_address');
    await audit.check('checkout-add-address');
    audit.expectClean();
  });

  test('return form and detail', async ({ page }) => {
    test.setTimeout(120_000);
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    const { shopper, orderId, token } = await customerWithDeliveredOrder(page.request);
    await signIn(page, shopper);
    await page.setViewportSize(DESKTOP);
    await open(page, `/account/history/${orderId}`);
    await audit.check('account-order', 'delivered');
    await open(page, `/account/history/${orderId}/product-return-detail`);
    await expect(page.getByTestId('return-form')).toBeVisible();
    await audit.check('account-returns');
    await page.getByTestId('return-submit').click();
    await expect(page.locator('#return-lines-error')).toBeVisible();
    await audit.check('account-returns', 'errors');
    const filed = await fileReturn(page.request, token, orderId, 1);
    await open(page, `/account/history/${orderId}/product-return-detail/${filed.id}`);
    await expect(page.getByTestId('return-detail')).toBeVisible();
    await audit.check('account-return');
    audit.expectClean();
  });

  test('phone pages', async ({ page }) => {
    test.setTimeout(90_000);
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(PHONE);
    await open(page, '/');
    await expect(page.getByTestId('app-banner')).toBeVisible();
    await audit.check('home', 'app banner');
    await page.getByTestId('mobile-menu-toggle').click();
    await expect(page.locator('#mobile-menu')).toBeVisible();
    await audit.check('home', 'mobile menu');
    await page.locator('#mobile-menu details summary').first().click();
    await audit.check('home', 'mobile menu section');
    await open(page, '/homme/vetements');
    await audit.check('catalogue');
    await page.getByRole('button', { name: /Filtres/ }).click();
    await expect(page.locator('#listing-facets')).toBeInViewport({ ratio: 1 });
    await audit.check('catalogue', 'filters');
    await auditPages(page, audit, [
      ['catalogue', '/cette-page-n-existe-pas'],
      ['search-query', '/search/sweat'],
      ['contact', '/contact'],
      ['login', '/login?mode=connection'],
    ]);
    await openNoveltyWithSizes(page, 1);
    await audit.check('product');
    audit.expectClean();
  });

  test('phone pages signed in', async ({ page }) => {
    test.setTimeout(90_000);
    const audit = new A11yAudit(page, COVERED[test.info().title]);
    await page.setViewportSize(PHONE);
    await signIn(page, CAMILLE);
    await audit.check('account');
    await addANovelty(page);
    await audit.check('checkout-basket', 'filled');
    await page.getByTestId('basket-continue').click();
    await shippingReady(page);
    await audit.check('checkout-shipping');
    await page.getByTestId('shipping-continue').click();
    await expect(page.getByTestId('payment-means')).toBeVisible();
    await audit.check('checkout-payment');
    audit.expectClean();
  });

  test('maintenance page', async ({ page }) => {
    test.setTimeout(180_000);
    const shop = await startMaintenanceShop();
    try {
      const audit = new A11yAudit(page, COVERED[test.info().title]);
      await page.setViewportSize(DESKTOP);
      await page.goto(`${shop.url}/`);
      await expect(page).toHaveURL(`${shop.url}/maintenance`);
      await audit.check('maintenance');
      await page.setViewportSize(PHONE);
      await audit.check('maintenance');
      audit.expectClean();
    } finally {
      await shop.stop();
    }
  });
});
