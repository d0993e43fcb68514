import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/accounts';
import { download } from './support/checkout';
import { customerWithDeliveredOrder, fileReturn, supportAccepts } from './support/returns';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';

/** The order detail of a delivered order, then its return form. */
async function openReturnForm(page: Page, orderId: number, shot?: { name: string; width: number }): Promise<void> {
  await page.goto(`${baseURL()}/account/history/${orderId}`);
  await hydrated(page);
  await expect(page.getByTestId('order-returns')).toContainText('Retourner des articles');
  await expect(page.getByTestId('order-returns')).toContainText(/jusqu’au \d+ \S+ \d{4}/);
  if (shot) await screenshot(page, shot.name, shot.width);
  await page.getByTestId('start-return').click();
  await expect(page).toHaveURL(`${baseURL()}/account/history/${orderId}/product-return-detail`);
  await expect(page.getByTestId('return-form')).toBeVisible();
}

/** Chooses a line of the form, its quantity, its reason (by label) and a comment. */
async function chooseLine(page: Page, index: number, quantity: string, reason: string, comment: string): Promise<void> {
  const line = page.getByTestId('return-line').nth(index);
  await line.getByTestId('return-line-check').check();
  await line.getByTestId('return-line-quantity').selectOption(quantity);
  await line.getByTestId('return-line-reason').selectOption({ label: reason });
  await line.getByTestId('return-line-comment').fill(comment);
}

test.describe('Returns', () => {
  test('a newcomer returns two items of a delivered order and downloads the label (desktop, then mobile)', async ({ page }) => {
    const problems = watchProblems(page);
    const { shopper, orderId } = await customerWithDeliveredOrder(page.request);
    await signIn(page, shopper);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openReturnForm(page, orderId, { name: 'returns-order-detail-desktop', width: 1280 });
    await expect(page.getByTestId('return-line')).toHaveCount(2);

    // Sent empty: every missing field says so, nothing is filed.
    await page.getByTestId('return-submit').click();
    await expect(page.locator('#return-lines-error')).toHaveText('Choisissez au moins un article à retourner.');
    await expect(page.locator('#return-terms-error')).toBeVisible();
    await expect(page.locator('#return-refund-error')).toBeVisible();
    await screenshot(page, 'returns-form-errors-mobile', 390);
    await page.setViewportSize({ width: 1280, height: 900 });

    await chooseLine(page, 0, '2', 'Trop petit', 'court');
    await chooseLine(page, 1, '1', 'Article endommagé ou défectueux (étiquette offerte)', 'La couture de la manche est décousue.');
    await page.getByTestId('return-submit').click();
    await expect(page.getByTestId('return-line').nth(0)).toContainText('au moins 10 caractères');
    await page.getByTestId('return-line').nth(0).getByTestId('return-line-comment').fill('Trop petit pour moi, je fais du M.');
    // One reason without a free label: the 5,99 € fee is taken.
    await expect(page.getByTestId('return-summary-fee')).toHaveText('-5,99 €');
    await page.getByTestId('refund-type-credit').check();
    await page.getByTestId('return-terms').check();
    await screenshot(page, 'returns-form-desktop', 1280);
    await page.getByTestId('return-submit').dblclick();

    await expect(page).toHaveURL(new RegExp(`/account/history/${orderId}/product-return-detail/\\d+$`));
    await expect(page.getByTestId('return-detail')).toBeVisible();
    await expect(page.getByTestId('return-reference')).toHaveText(/Retour RT-\d{6}/);
    await expect(page.getByTestId('return-products').getByTestId('return-product')).toHaveCount(2);
    await expect(page.getByTestId('return-timeline')).toBeVisible();
    const label = await download(page, 'download-return-label');
    expect(label.name).toMatch(/^retour-RT-\d{6}\.pdf$/);
    expect(label.head).toBe('%PDF-');
    expect(label.size).toBeGreaterThan(500);
    await expect(page.getByTestId('return-point').first()).toBeVisible();
    await screenshot(page, 'returns-detail-desktop', 1280);
    await screenshot(page, 'returns-detail-mobile', 390);

    // The order lists its one return (the double click filed one).
    await page.goto(`${baseURL()}/account/history/${orderId}`);
    await hydrated(page);
    await expect(page.getByTestId('order-return')).toHaveCount(1);
    await screenshot(page, 'returns-order-detail-mobile', 390);
    // Everything is returned: no way to the form any more, and the form says why.
    await expect(page.getByTestId('start-return')).toHaveCount(0);
    await page.goto(`${baseURL()}/account/history/${orderId}/product-return-detail`);
    await hydrated(page);
    await expect(page.getByTestId('return-closed')).toContainText('déjà été retournés');
    // A forged return number is not found.
    await page.goto(`${baseURL()}/account/history/${orderId}/product-return-detail/99999999`);
    await hydrated(page);
    await expect(page.getByTestId('return-not-found')).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('a return is cancelled after confirming, and its items can be returned again (mobile)', async ({ page }) => {
    const { shopper, orderId } = await customerWithDeliveredOrder(page.request);
    await signIn(page, shopper);
    await page.setViewportSize({ width: 390, height: 844 });
    await openReturnForm(page, orderId);
    await chooseLine(page, 1, '1', 'Trop grand', 'Bien trop grand aux épaules.');
    await page.getByTestId('refund-type-refund').check();
    await page.getByTestId('return-terms').check();
    await screenshot(page, 'returns-form-mobile', 390);
    await page.getByTestId('return-submit').click();
    await expect(page.getByTestId('return-detail')).toBeVisible();

    await page.getByTestId('return-cancel').click();
    await expect(page.getByTestId('return-cancel-confirm')).toBeVisible();
    await page.getByTestId('return-cancel-no').click();
    await expect(page.getByTestId('return-cancel-confirm')).toHaveCount(0);
    await page.getByTestId('return-cancel').click();
    await page.getByTestId('return-cancel-yes').click();
    await expect(page.getByTestId('return-status')).toHaveText(/annulé/i);
    await expect(page.getByTestId('download-return-label')).toHaveCount(0);
    await expect(page.getByTestId('return-cancel')).toHaveCount(0);

    await openReturnForm(page, orderId);
    await expect(page.getByTestId('return-line')).toHaveCount(2);
  });

  test('support accepts a return as a credit: the customer sees it on the return and in the order amounts (desktop)', async ({ page }) => {
    const { shopper, orderId, token } = await customerWithDeliveredOrder(page.request);
    const filed = await fileReturn(page.request, token, orderId, 1);
    await supportAccepts(page.request, filed.id);
    await signIn(page, shopper);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseURL()}/account/history/${orderId}/product-return-detail/${filed.id}`);
    await hydrated(page);
    await expect(page.getByTestId('return-status')).toHaveText(/accepté/i);
    await expect(page.getByTestId('return-settlement')).toContainText(/Un avoir de .* valable jusqu’au/);
    await expect(page.getByTestId('download-return-label')).toHaveCount(0);
    await expect(page.getByTestId('return-cancel')).toHaveCount(0);
    await screenshot(page, 'returns-accepted-desktop', 1280);
    await page.goto(`${baseURL()}/account/history/${orderId}`);
    await hydrated(page);
    await expect(page.getByTestId('order-refund')).toContainText(`Avoir ${filed.reference}`);
    await expect(page.getByTestId('order-return')).toContainText(filed.reference);
  });
});
