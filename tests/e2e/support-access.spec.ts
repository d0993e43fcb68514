import { expect, test } from '@playwright/test';
import { baseURL, hydrated, screenshot, watchProblems } from './support/shop';
import { CAMILLE, signIn, staffToken } from './support/accounts';

/**
 * Issue 36: a support agent opens Camille's account for her order, with a reason; Camille's
 * account home says so, in her language.
 */
test('the account home says when customer support opened the account, for which order and why', async ({ page, request }) => {
  test.setTimeout(60_000);
  const problems = watchProblems(page);
  const api = `${baseURL()}/api/v5`;
  // Staff sign in with the second factor (issue 36): the password, then the authenticator's code.
  const support = { token: await staffToken(request, 'support@example.com', 'Boutique2026') };
  const reason = `Colis annoncé livré mais jamais reçu (${Date.now().toString(36)})`;
  const opened = await request.post(`${api}/admin/customers/act-as`, {
    headers: { authorization: `Bearer ${support.token}` },
    data: { customer: CAMILLE.email, orderId: 100001, reason },
  });
  expect(opened.status()).toBe(201);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, CAMILLE);
  await hydrated(page);
  const lines = page.getByTestId('support-access');
  await expect(lines.first()).toContainText('Un conseiller du service client a ouvert votre compte le');
  await expect(lines.first()).toContainText(`pour la commande 100001 : ${reason}`);
  await screenshot(page, 'account-support-access-1280', 1280);
  expect(problems).toEqual([]);
});
