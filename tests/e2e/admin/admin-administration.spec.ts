import { expect, test, type Page } from '@playwright/test';
import { adminUrl, signInStaff } from '../support/admin';
import { startTestShop } from '../support/test-shop-process';
import { watchProblems } from '../support/shop';

/**
 * The back office's administration (issue 39) as the admin, at 1280 px: the dashboard's figures,
 * a role granted and read in the audit log, a failed mail sent again — on the journeys' shared shop,
 * signed in once — and the maintenance switch on a shop of its own (the shared one must stay open
 * for the other journeys): on, the storefront shows the maintenance page; off, it opens again.
 */

const confirm = (page: Page) => page.getByRole('alertdialog');

test.describe.serial('the administration at 1280 px, as the admin', () => {
  let page: Page;
  let problems: string[];

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    problems = watchProblems(page);
    await signInStaff(page, 'admin');
  });

  test.afterAll(async () => {
    await page.close();
  });

  test('the dashboard shows today’s figures per store, what waits and the failed mails', async () => {
    await page.goto(adminUrl('/admin'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tableau de bord');
    const sales = page.getByTestId('admin-dashboard-sales');
    await expect(sales.locator('tbody tr')).toHaveCount(6);
    await expect(sales.locator('tbody tr').first()).toContainText('France');
    await expect(sales.locator('tbody tr').first()).toContainText('€');
    await expect(page.getByTestId('admin-dashboard-total-orders')).toHaveText(/^\d+$/);
    await expect(page.getByTestId('admin-dashboard-waiting')).toContainText(/Commandes à expédier : \d+/);
    await expect(page.getByTestId('admin-dashboard-mails')).toContainText(/Mails en échec : \d+/);
    await page.getByRole('link', { name: /Mails en échec/ }).click();
    await expect(page).toHaveURL(adminUrl('/admin/outbox?status=failed'));
    expect(problems).toEqual([]);
  });

  test('a role granted to a staff member is read in the audit log', async () => {
    await page.goto(adminUrl('/admin/staff'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Équipe et rôles');
    await page.getByLabel('Adresse e-mail').fill('lucia@example.com');
    await page.getByLabel('Rôle', { exact: true }).selectOption('merchandiser');
    await page.getByRole('button', { name: 'Donner le rôle' }).click();
    await expect(confirm(page)).toContainText('lucia@example.com recevra le rôle Merchandiser');
    await confirm(page).getByRole('button', { name: 'Donner le rôle' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Rôle Merchandiser donné à lucia@example.com.' })).toBeVisible();
    await expect(page.getByTestId('admin-staff-table').getByRole('row', { name: /lucia@example\.com/ })).toContainText('Merchandiser');

    await page.goto(adminUrl('/admin/audit'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Journal d’audit');
    await page.getByLabel('Personne (e-mail)').fill('admin@example.com');
    await page.getByLabel('Action', { exact: true }).fill('PUT /api/v5/admin/staff');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    const row = page.locator('tbody tr').first();
    await expect(row).toContainText('PUT /api/v5/admin/staff/:email/roles/:role');
    await expect(row).toContainText('email=lucia@example.com');
    await expect(row).toContainText('role=merchandiser');
    await expect(row).toContainText('admin@example.com');

    // The staff as they were: Lucía is a customer again (revoked, confirmed).
    await page.goto(adminUrl('/admin/staff'));
    await page.getByRole('button', { name: 'Retirer le rôle Merchandiser à lucia@example.com' }).click();
    await confirm(page).getByRole('button', { name: 'Retirer' }).click();
    await expect(page.getByTestId('admin-staff-table').getByRole('row', { name: /lucia@example\.com/ })).toHaveCount(0);
    // The last admin keeps the role: no revoke is offered for it.
    await expect(page.getByRole('button', { name: 'Retirer le rôle Administrateur à admin@example.com' })).toHaveCount(0);
  });

  test('a failed mail is sent again', async () => {
    await page.goto(adminUrl('/admin/outbox?status=failed'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mails envoyés et en échec');
    const failed = page.getByTestId('admin-outbox-resend');
    // The demo's two failed mails (server/demo/seed-mail-log.ts), the table loaded.
    await expect(page.getByTestId('admin-table-count')).toContainText(/[1-9]/);
    await expect(failed.first()).toBeVisible();
    const before = await failed.count();
    await failed.first().click();
    await expect(confirm(page)).toContainText('comme un nouveau mail');
    await confirm(page).getByRole('button', { name: 'Renvoyer' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Mail renvoyé à .+@example\.com\./ })).toBeVisible();
    await expect(failed).toHaveCount(before - 1);
    expect(problems).toEqual([]);
  });
});

test('the maintenance switch: on, the storefront shows the maintenance page; off, it opens again', async ({ page }) => {
  test.setTimeout(240_000);
  const shop = await startTestShop('administration shop');
  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInStaff(page, 'admin', '/admin/settings', shop.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Réglages');
    await expect(page.getByTestId('admin-maintenance-state')).toHaveText('Ouverte');
    await page.getByTestId('admin-maintenance-switch').click();
    await expect(confirm(page)).toContainText('Les clients ne pourront plus commander');
    await confirm(page).getByRole('button', { name: 'Mettre la boutique en maintenance' }).click();
    await expect(page.getByTestId('admin-maintenance-state')).toHaveText('En maintenance');

    const shopper = await page.context().browser()!.newPage();
    const answer = await shopper.goto(`${shop.url}/`);
    await expect(shopper).toHaveURL(`${shop.url}/maintenance`);
    expect(answer?.status()).toBe(503);
    expect(answer?.headers()['retry-after']).toBeTruthy();
    await expect(shopper.locator('.maintenance-page')).toBeVisible();

    // The back office keeps working meanwhile.
    await page.reload();
    await expect(page.getByTestId('admin-maintenance-state')).toHaveText('En maintenance');
    await page.getByTestId('admin-maintenance-switch').click();
    await confirm(page).getByRole('button', { name: 'Rouvrir la boutique' }).click();
    await expect(page.getByTestId('admin-maintenance-state')).toHaveText('Ouverte');
    const open = await shopper.goto(`${shop.url}/`);
    expect(open?.status()).toBe(200);
    await expect(shopper).toHaveURL(`${shop.url}/`);
    await shopper.close();
  } finally {
    await shop.stop();
  }
});
