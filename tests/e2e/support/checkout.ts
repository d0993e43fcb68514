import { expect, type Page } from '@playwright/test';
import { baseURL, hydrated } from './shop';

/** Test cards of docs/checkout-api.md (any future expiry, any 3-digit CVC). */
export const CARDS = { success: '4242 4242 4242 4242', threeDSecure: '4000 0000 0000 3220', declined: '4000 0000 0000 0002' };
export const THREE_D_SECURE_CODE = '123456';

/** One available size of a novelty, in the basket; the basket page is shown. */
export async function addANovelty(page: Page): Promise<void> {
  await page.goto(`${baseURL()}/nouveautes`);
  await hydrated(page);
  await page.locator('article.product-card a.product-card__link').first().click();
  await expect(page.getByTestId('product')).toBeVisible();
  await page.locator('.sizes__option:not(.sizes__option--sold-out)').first().click();
  await page.getByTestId('add-to-basket').click();
  await expect(page.getByTestId('basket-count')).not.toHaveText('0');
  await page.goto(`${baseURL()}/checkout/basket`);
  await hydrated(page);
  await expect(page.getByTestId('basket-lines')).toBeVisible();
}

/** Step 2 ready: an address chosen and its carriers listed (the first one chosen). */
export async function shippingReady(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/shipping$/);
  await expect(page.getByTestId('carriers')).toBeVisible();
  await expect(page.getByTestId('carrier').locator('input:checked')).toHaveCount(1);
  await expect(page.getByTestId('shipping-continue')).not.toHaveAttribute('aria-disabled', 'true');
}

/** The sandbox provider's hosted card page: number, expiry, CVC, holder; then 3-D Secure when the card asks for it. */
export async function payOnHostedPage(page: Page, card: string, options: { code?: string } = {}): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox-pay\//);
  await page.locator('#number').fill(card);
  // Typed as a shopper does, without the slash: the page writes it in (issue 35).
  await page.locator('#expiry').pressSequentially('1230');
  await expect(page.locator('#expiry')).toHaveValue('12/30');
  await page.locator('#cvc').fill('123');
  await page.locator('#holder').fill('Camille Martin');
  await page.locator('button[value="pay"]').click();
  if (options.code) {
    await expect(page).toHaveURL(/\/challenge/);
    await page.locator('#code').fill(options.code);
    await page.locator('button[value="confirm"]').click();
  }
}

/** Clicks a document button and returns the downloaded file's name, size and first bytes. */
export async function download(page: Page, testId: string): Promise<{ name: string; size: number; head: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testId).click()]);
  const chunks: Buffer[] = [];
  for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
  const bytes = Buffer.concat(chunks);
  return { name: file.suggestedFilename(), size: bytes.length, head: bytes.subarray(0, 5).toString('latin1') };
}
