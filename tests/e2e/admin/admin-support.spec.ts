/**
 * The support desk of the back office in Chromium (issue 39), as a new support agent would use it
 * at 1280 px: find Camille and her order, mark it paid and ship it with a tracking number; accept a
 * return as a credit; answer a contact message (and find the mail in the shop's outbox); then the
 * order and return screens at 390 px, without sideways scrolling. One sign-in for the whole journey
 * (the shop refuses a second factor code used twice in one 30-second step).
 */
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readOutboxDir } from '../../../server/mail/file-outbox-mailer';
import type { OutboxMail } from '../../../src/domain/mail/outbox-mail';
import { adminUrl, signInStaff } from '../support/admin';
import { customerWithDeliveredOrder, fileReturn } from '../support/returns';
import { baseURL } from '../support/shop';

const CAMILLE = { email: 'camille@example.com', password: 'Boutique2026' };

async function api<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await request.fetch(`${baseURL()}/api/v5${path}`, {
    method,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    data: options.body,
  });
  const text = await response.text();
  expect(response.status(), `${method} ${path}: ${text.slice(0, 300)}`).toBeLessThan(300);
  return (text ? JSON.parse(text) : null) as T;
}

/** Camille places a new order by bank transfer (she has an address in the demo): one to pay, then to ship. */
async function camilleOrders(request: APIRequestContext): Promise<{ id: number; token: string }> {
  const { token } = await api<{ token: string }>(request, 'POST', '/security/login', { body: { _username: CAMILLE.email, _password: CAMILLE.password, refreshTransport: 'body' } });
  const addresses = await api<{ id: number }[]>(request, 'GET', '/secure/account/addresses', { token });
  const html = await (await request.get(`${baseURL()}/nouveautes`)).text();
  const ids = [...new Set([...html.matchAll(/href="\/p\/[^"]*-(\d+)" class="product-card__link"/g)].map((match) => Number(match[1])))];
  for (const productId of ids) {
    const { product } = await api<{ product: { productSizes: { productSizeId: number; quantity: number }[] } }>(request, 'GET', `/products/${productId}`, { headers: { version: 'v3' } });
    const size = product.productSizes.find((candidate) => candidate.quantity >= 2);
    if (!size) continue;
    const placed = await api<{ order: { id: number } }>(request, 'POST', '/secure/checkout/orders', {
      token,
      headers: { 'idempotency-key': `e2e-support-${randomUUID()}` },
      body: { basketItems: [{ productId, productSizeId: size.productSizeId, quantity: 1 }], shipping: { addressId: addresses[0].id }, carrierId: 1, payment: { method: 'transfer' }, acceptTerms: true, device: 0 },
    });
    return { id: placed.order.id, token };
  }
  throw new Error('no novelty with stock');
}

/** The shop's file outbox (a fresh temporary folder per test shop, server/mail/file-outbox-mailer.ts): the mails of one reference. */
async function mailsAbout(reference: string): Promise<OutboxMail[]> {
  const folders = readdirSync(tmpdir()).filter((name) => name.startsWith('boutique-outbox-'));
  const mails = (await Promise.all(folders.map((name) => readOutboxDir(join(tmpdir(), name)).catch(() => [])))).flat();
  return mails.filter((mail) => mail.meta.reference === reference);
}

/** Confirms the open dialog with its button of that name. */
async function confirm(page: Page, name: string): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name, exact: true }).click();
  await expect(dialog).toBeHidden();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `page ${widths.scroll}px wide in a ${widths.client}px window`).toBeLessThanOrEqual(widths.client);
}

test('a support agent finds Camille’s order and ships it, accepts a return as a credit, answers a message; order and return screens fit a phone', async ({ page, request }) => {
  test.setTimeout(240_000);
  // Set up first (the staff token of the return's set-up, then the agent's own sign-in at the next code).
  const order = await camilleOrders(request);
  const delivered = await customerWithDeliveredOrder(request);
  const ret = await fileReturn(request, delivered.token, delivered.orderId, 2);
  const { reference } = await api<{ reference: string }>(request, 'POST', '/contact', {
    body: { email: 'lucia@example.com', name: 'Lucía', subject: 'delivery', message: 'Mi paquete no ha llegado todavía, ¿podéis mirarlo?' },
    headers: { store: 'boutique_es', 'accept-language': 'es-ES' },
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInStaff(page, 'support');

  await test.step('find Camille, then her order', async () => {
    await page.getByTestId('admin-nav').getByRole('link', { name: 'Clients' }).click();
    await page.getByLabel('E-mail, nom, n° de compte ou de commande').fill('Camille Martin');
    await page.getByRole('button', { name: 'Filtrer' }).click();
    await page.getByRole('link', { name: 'Camille Martin' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Camille Martin/);
    await page.getByTestId('support-customer-orders').getByRole('link', { name: String(order.id), exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Commande ${order.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('En attente de paiement');
  });

  await test.step('the transfer arrived: mark it paid, then ship it with its tracking number', async () => {
    await page.getByTestId('support-order-markPaid').click();
    await confirm(page, 'Marquer payée');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Payée');
    await page.getByTestId('support-order-ship').click();
    await page.getByRole('alertdialog').getByLabel('Numéro de suivi').fill('6A12345678901');
    await confirm(page, 'Expédier');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Expédiée');
    const timeline = page.getByTestId('support-order-timeline');
    await expect(timeline).toContainText('En attente de paiement');
    await expect(timeline).toContainText('suivi 6A12345678901');
    await expect(page.getByTestId('support-order-deliver')).toBeVisible();
  });

  await test.step('the orders list finds it by its filters', async () => {
    await page.goto(adminUrl(`/admin/orders?q=camille%40example.com&status=shipped`));
    await expect(page.getByRole('link', { name: String(order.id), exact: true })).toBeVisible();
  });

  await test.step('accept the return as a credit', async () => {
    await page.goto(adminUrl('/admin/returns?status=waitClient'));
    await page.getByRole('link', { name: ret.reference }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Retour ${ret.reference}`);
    await page.getByTestId('support-return-receive').click();
    await confirm(page, 'Colis reçu');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Colis reçu');
    await page.getByTestId('support-return-credit').click();
    await confirm(page, 'Accepter en avoir');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Accepté');
    const balance = await api<{ credits: { origin: string | null }[] }>(request, 'GET', '/secure/account/vouchers', { token: delivered.token });
    expect(balance.credits.map((credit) => credit.origin)).toContain(ret.reference);
  });

  await test.step('answer Lucía’s message by mail', async () => {
    await page.goto(adminUrl('/admin/messages?status=open'));
    await page.getByRole('link', { name: reference }).click();
    await expect(page.getByTestId('support-message-text')).toContainText('Mi paquete no ha llegado');
    await page.getByTestId('support-answer-text').fill('Tu paquete sale hoy con Colissimo.');
    await page.getByTestId('support-answer-send').click();
    await expect(page.getByTestId('support-answer')).toContainText('Tu paquete sale hoy con Colissimo.');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Traité');
    await expect.poll(async () => (await mailsAbout(reference)).filter((mail) => mail.kind === 'contact-answer').length).toBe(1);
    const [mail] = (await mailsAbout(reference)).filter((candidate) => candidate.kind === 'contact-answer');
    expect(mail).toMatchObject({ to: 'lucia@example.com', locale: 'es' });
    expect(mail.subject).toContain('respuesta a tu mensaje');
    expect(mail.text).toContain('Tu paquete sale hoy con Colissimo.');
  });

  await test.step('the order and return screens at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(adminUrl(`/admin/orders/${order.id}`));
    await expect(page.getByTestId('support-order-timeline')).toBeVisible();
    await noSidewaysScroll(page);
    await page.goto(adminUrl('/admin/orders'));
    await expect(page.getByRole('link', { name: String(order.id), exact: true })).toBeVisible();
    await noSidewaysScroll(page);
    await page.goto(adminUrl(`/admin/returns/${ret.id}`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(ret.reference);
    await noSidewaysScroll(page);
    await page.goto(adminUrl('/admin/returns'));
    await expect(page.getByRole('link', { name: ret.reference })).toBeVisible();
    await noSidewaysScroll(page);
  });
});
