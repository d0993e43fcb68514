import { expect, test, type Page } from '@playwright/test';
import { LISTING_SLUGS } from '../../src/domain/routing/listing-slugs';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../../src/domain/store/locales';
import { CAMILLE, signIn } from './support/accounts';
import { baseURL, hydrated } from './support/shop';

/** An iPhone-sized window (issue 35: the basket page was 399–430 px wide at 390). */
const PHONE = { width: 390, height: 844 };

/** What sticks out sideways on the page shown: the document's own overflow, and each element wider than the window or past its right edge. */
async function sideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width) found.push(`document ${root.scrollWidth}px wide`);
    if (document.body.scrollWidth > width) found.push(`body ${document.body.scrollWidth}px wide`);
    // A row that scrolls or clips on purpose (a carousel, a hidden slide-in menu) holds its own overflow.
    const heldByAncestor = (element: Element): boolean => {
      for (let parent = element.parentElement; parent && parent !== document.body && parent !== root; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflowX !== 'visible' || style.display === 'none' || style.visibility === 'hidden') return true;
      }
      return false;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}${element.getAttribute('data-testid') ? `[${element.getAttribute('data-testid')}]` : ''}`;
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.display === 'none' || style.visibility === 'hidden' || style.position === 'fixed') continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if ((box.width > width + 0.5 || box.right > width + 0.5) && !heldByAncestor(element)) found.push(`${name(element)} ${Math.round(box.left)}→${Math.round(box.right)}px`);
    }
    return found.slice(0, 8);
  });
}

/** Loads a page, waits for what shows late (the basket restored, the session checked), and measures it. */
async function measure(page: Page, url: string, ready?: string): Promise<string[]> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await hydrated(page);
  if (ready) await page.getByTestId(ready).first().waitFor();
  return sideways(page);
}

/** The first size of the product page that can be bought, into the basket. */
async function addToBasket(page: Page): Promise<void> {
  await page.locator('.sizes__option:not(.sizes__option--sold-out)').first().click();
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket-count')).not.toHaveText('0');
}

test.describe('phone layout', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('no main page of any store scrolls sideways at 390 px (issue 35)', async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    const check = async (locale: LocaleCode, label: string, url: string, ready?: string) => {
      const found = await measure(page, url, ready);
      if (found.length > 0) problems.push(`${locale} ${label} (${new URL(url).pathname}): ${found.join(', ')}`);
    };
    await signIn(page, CAMILLE);
    for (const locale of LOCALE_CODES) {
      const prefix = `${baseURL()}${LOCALES[locale].prefix}`;
      await check(locale, 'home', `${prefix}/`);
      await check(locale, 'listing', `${prefix}/${LISTING_SLUGS[locale].novelties}`, 'listing');
      const product = await page.locator('article.product-card a.product-card__link').first().getAttribute('href');
      await check(locale, 'product', new URL(product!, baseURL()).href, 'add-to-basket');
      await addToBasket(page);
      await check(locale, 'basket', `${prefix}/checkout/basket`, 'basket-line');
      await check(locale, 'shipping', `${prefix}/checkout/shipping`, 'carrier');
      await check(locale, 'payment', `${prefix}/checkout/payment`, 'accept-terms');
      await check(locale, 'search', `${prefix}/search/tee`);
      await check(locale, 'account', `${prefix}/account`, 'account-welcome');
      await check(locale, 'contact', `${prefix}/contact`, 'contact-form');
      await check(locale, 'not found', `${prefix}/no-such-page-35`, 'error-page');
    }
    // Signed out: the sign-in and the registration forms.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    for (const locale of LOCALE_CODES) {
      const prefix = `${baseURL()}${LOCALES[locale].prefix}`;
      await check(locale, 'login', `${prefix}/login?mode=connection`, 'login-form');
      await check(locale, 'register', `${prefix}/login?mode=subscription`, 'register-form');
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
