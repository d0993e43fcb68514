import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ProductDetailResponse } from '../../src/domain/catalogue/product';
import { productPath } from '../../src/domain/routing/listing-slugs';
import { LOCALES, LOCALE_CODES, type LocaleCode } from '../../src/domain/store/locales';
import { FIT_TEXTS } from '../../src/ui/product/fit-texts';
import { theFitProduct } from '../../features/returns/support/fit-oracle';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';

/** Issue 38: the size guide dialog by keyboard, and the fit advice of the demo's two fit models. */
async function pageUrl(request: APIRequestContext, productId: number, locale: LocaleCode): Promise<string> {
  const detail = (await (await request.get(`${baseURL()}/api/v5/products/${productId}`)).json()) as ProductDetailResponse;
  return `${baseURL()}${LOCALES[locale].prefix}${productPath(detail.product.slugs[locale])}`;
}

test.describe('size guide and fit advice', () => {
  test('the size guide opens and closes with the keyboard, focus moved in and given back (desktop, then mobile in English)', async ({ page }) => {
    const problems = watchProblems(page);
    const runsSmall = theFitProduct('many "too small" returns').id;
    await page.goto(await pageUrl(page.request, runsSmall, 'fr'));
    await hydrated(page);
    await expect(page.getByTestId('fit-advice')).toHaveText(FIT_TEXTS.fr.advice.small);
    const button = page.getByTestId('size-guide-button');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: FIT_TEXTS.fr.title });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    await expect(dialog.locator('th[scope="col"]').first()).toHaveText(FIT_TEXTS.fr.size);
    await expect(dialog.locator('tbody th[scope="row"]').first()).toBeVisible();
    await expect(dialog.getByTestId('fit-share')).toContainText('87');
    await screenshot(page, 'size-guide-fr-desktop', 1280);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await page.goto(await pageUrl(page.request, runsSmall, 'en'));
    await hydrated(page);
    await expect(page.getByTestId('fit-advice')).toHaveText('Runs small: consider one size up');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByTestId('size-guide-button').focus();
    await page.keyboard.press('Enter');
    const english = page.getByRole('dialog', { name: 'Size guide' });
    await expect(english).toContainText(' in)');
    await expect(english.getByTestId('fit-share')).toContainText('87% of fit returns said too small');
    await screenshot(page, 'size-guide-en-mobile', 390);
    await page.keyboard.press('Escape');
    await expect(english).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('the model with many "too small" returns says so in six languages, the one with two returns says nothing', async ({ request }) => {
    const runsSmall = theFitProduct('many "too small" returns').id;
    const quiet = theFitProduct('two returns').id;
    for (const locale of LOCALE_CODES) {
      const advice = FIT_TEXTS[locale].advice.small;
      const small = await (await request.get(await pageUrl(request, runsSmall, locale))).text();
      expect(small, locale).toContain('data-testid="fit-advice"');
      expect(small, locale).toContain(advice);
      const none = await (await request.get(await pageUrl(request, quiet, locale))).text();
      expect(none, locale).not.toContain('data-testid="fit-advice"');
      expect(none, locale).toContain('data-testid="size-guide-button"');
    }
  });
});
