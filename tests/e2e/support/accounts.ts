import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { staffSignInOverHttp } from '../../../server/testing/staff-second-factor';
import { baseURL, hydrated } from './shop';

/** The seeded demo customer of docs/accounts-api.md (two addresses, two cards). */
export const CAMILLE = { email: 'camille@example.com', password: 'Boutique2026', firstName: 'Camille', fullName: 'Camille Martin' };

/** A new shopper for each journey: registrations must not collide between runs on the same shop. */
export function newShopper() {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { firstName: 'Inès', lastName: 'Moreau', email: `ines.${stamp}@example.com`, password: 'Printemps2026' };
}

/** Fills the sign-in form of the login page or the connect modal and sends it. */
export async function fillSignIn(page: Page, prefix: 'login' | 'connect', credentials: { email: string; password: string }): Promise<void> {
  const form = page.getByTestId(`${prefix}-form`);
  await form.getByLabel('Adresse e-mail').fill(credentials.email);
  await form.getByLabel('Mot de passe', { exact: true }).fill(credentials.password);
  await page.getByTestId(`${prefix}-submit`).click();
}

export async function signIn(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.goto(`${baseURL()}/login?mode=connection`);
  await hydrated(page);
  await fillSignIn(page, 'login', credentials);
  await expect(page).toHaveURL(`${baseURL()}/account`);
}

/** Opens the account dropdown: on a pointer that hovers, hovering opens it (a click would close it again). */
export async function openAccountMenu(page: Page): Promise<void> {
  const toggle = page.getByTestId('account-menu-toggle');
  await toggle.hover();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(page.locator('#account-menu-panel')).toBeVisible();
}

/** The account dropdown's "log out", which leads home with the anonymous header. */
export async function signOut(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(`${baseURL()}/`);
  await expect(page.getByTestId('account-menu-label')).toHaveText('Mon compte');
  await expect(page.locator('#account-menu-panel')).toContainText('Se connecter');
}

/**
 * A staff token through the API (the shop runs in another process): the password, then the demo
 * authenticator's current code (server/testing/staff-second-factor.ts).
 */
export async function staffToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const post = async (path: string, data: unknown) => {
    const answer = await request.post(`${baseURL()}/api/v5${path}`, { data });
    const text = await answer.text();
    return { status: answer.status(), body: (text ? JSON.parse(text) : {}) as { token: string } };
  };
  const answer = await staffSignInOverHttp(post, email, password);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.token;
}
