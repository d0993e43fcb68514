import { expect, type Page } from '@playwright/test';
import { demoStaffCode, untilNextTotpStep } from '../../../server/testing/staff-second-factor';
import { baseURL } from './shop';

/**
 * The back office in the browser (issue 39): the demo staff (server/demo/seed-customers.ts), each
 * with its demo authenticator (server/demo/seed-second-factors.ts). The sign-in screen follows the
 * staff member's browser language: the journeys run in French (playwright.config.ts `locale`).
 */
export const DEMO_STAFF = {
  support: { email: 'support@example.com', password: 'Boutique2026', roles: ['support'] },
  merch: { email: 'merch@example.com', password: 'Boutique2026', roles: ['merchandiser'] },
  admin: { email: 'admin@example.com', password: 'Boutique2026', roles: ['admin'] },
} as const;
export type DemoStaffRole = keyof typeof DEMO_STAFF;

/** The back office's address on this worker's shop ('/admin/orders' → http://127.0.0.1:…/admin/orders), or on `base`. */
export const adminUrl = (path = '/admin', base = baseURL()): string => `${base}${path}`;

/** The sign-in screen is there (the bundle has run and checked the session). */
export async function adminSignInShown(page: Page): Promise<void> {
  await expect(page.getByTestId('admin-signin-form')).toBeVisible();
}

/** Fills the first step (e-mail, password) of the back office's sign-in and sends it. */
export async function submitStaffPassword(page: Page, credentials: { email: string; password: string }): Promise<void> {
  const form = page.getByTestId('admin-signin-form');
  await form.getByLabel('Adresse e-mail').fill(credentials.email);
  await form.getByLabel('Mot de passe').fill(credentials.password);
  await form.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** Types a code in the second step and sends it. */
export async function submitStaffCode(page: Page, code: string): Promise<void> {
  const form = page.getByTestId('admin-code-form');
  await form.getByLabel('Code de vérification').fill(code);
  await form.getByRole('button', { name: 'Vérifier' }).click();
}

/**
 * Signs a demo staff member in through the back office's own screens: /admin (or `path`), the
 * password, then the current code of the account's authenticator. A code of this 30-second step
 * already taken by an earlier sign-in of the same account (the shop refuses a replay) is retried
 * once with the next step's. Ends on the signed-in layout, the staff member's address in the banner.
 * `base`: another address of the shop (`http://localhost:…` for passkeys, which refuse an IP address).
 */
export async function signInStaff(page: Page, role: DemoStaffRole, path = '/admin', base = baseURL()): Promise<void> {
  const staff = DEMO_STAFF[role];
  await page.goto(adminUrl(path, base));
  await adminSignInShown(page);
  await submitStaffPassword(page, staff);
  for (let attempt = 0; ; attempt += 1) {
    await expect(page.getByTestId('admin-code-form')).toBeVisible();
    await submitStaffCode(page, await demoStaffCode(staff.email));
    // Whichever comes first: the signed-in banner, or the code refused.
    const settled = page.locator('[data-testid="admin-staff-email"], [data-testid="admin-signin-error"]:not(:empty)').first();
    await settled.waitFor({ timeout: 15_000 });
    const outcome = (await settled.getAttribute('data-testid')) === 'admin-staff-email' ? 'in' : 'refused';
    if (outcome === 'in') break;
    if (attempt > 0) throw new Error(`${staff.email} could not sign in to the back office: ${await page.getByTestId('admin-signin-error').textContent()}`);
    await untilNextTotpStep();
  }
  await expect(page.getByTestId('admin-staff-email')).toContainText(staff.email);
}

/** Signs out through the banner's button: back on the sign-in screen. */
export async function signOutStaff(page: Page): Promise<void> {
  await page.getByTestId('admin-sign-out').click();
  await adminSignInShown(page);
}
