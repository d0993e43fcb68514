import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_SCREENS } from '../../../src/ui/admin/shell/admin-registry';
import type { AdminScreen } from '../../../src/ui/admin/shell/admin-screen';
import { resolveScreen } from '../../../src/ui/admin/shell/admin-routes';
import { WCAG_TAGS } from '../support/a11y-audit';
import { adminSignInShown, adminUrl, DEMO_STAFF, signInStaff, submitStaffPassword } from '../support/admin';

/**
 * Issue 39: axe-core (WCAG 2.0/2.1 A and AA) on the back office, no serious or critical violation:
 * the sign-in (both steps), the shell's own pages, and every screen the three registries list, as
 * the admin (who may open them all). A screen whose path holds params is audited at its
 * `samplePath`, or skipped without one (named in the test's annotations).
 */
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const BLOCKING = new Set((process.env.A11Y_IMPACTS ?? 'serious,critical').split(',').map((impact) => impact.trim()));

test.use({ reducedMotion: 'reduce' });

class AdminAudit {
  readonly findings: string[] = [];
  readonly audited: string[] = [];

  constructor(private readonly page: Page) {}

  async check(label: string): Promise<void> {
    const results = await new AxeBuilder({ page: this.page }).withTags(WCAG_TAGS).analyze();
    const name = `${label} ${new URL(this.page.url()).pathname} @${this.page.viewportSize()?.width ?? '?'}px`;
    this.audited.push(name);
    for (const violation of results.violations) {
      if (!BLOCKING.has(violation.impact ?? '')) continue;
      for (const node of violation.nodes) {
        this.findings.push(`${name}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')} — ${node.failureSummary?.split('\n').slice(1).join(' ').trim() ?? violation.help}`);
      }
    }
  }

  expectClean(): void {
    expect(this.findings, `serious or critical accessibility violations on ${this.audited.length} audited back office state(s)`).toEqual([]);
  }
}

/** The address the audit opens for a screen: its path, its sample for a path with params, or none. */
function auditPath(screen: AdminScreen): string | null {
  if (!screen.path.includes(':')) return screen.path;
  return screen.samplePath ?? null;
}

/** What /admin shows the admin: the shell's welcome, or the screen registered there (the dashboard). */
const HOME_ID = ((resolved) => (resolved.kind === 'screen' ? resolved.screen.id : 'shell.home'))(resolveScreen(ADMIN_SCREENS, '/admin', ['admin']));

/** A screen is shown and has settled: its frame is there, its loading line gone, the network quiet. */
async function settled(page: Page, screenId: string): Promise<void> {
  await expect(page.locator(`.admin-screen[data-screen="${screenId}"]`)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.admin-screen__loading')).toHaveCount(0);
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

test('the back office sign-in, both steps, at desktop and phone width', async ({ page }) => {
  const audit = new AdminAudit(page);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.goto(adminUrl());
    await adminSignInShown(page);
    await audit.check('sign-in');
  }
  // A refusal shown (a wrong password).
  await submitStaffPassword(page, { email: DEMO_STAFF.admin.email, password: 'pas-le-bon-2026' });
  await expect(page.getByTestId('admin-signin-error')).not.toBeEmpty();
  await audit.check('sign-in refused');
  // The second step (the code), reached with the right password; no code is sent.
  await page.setViewportSize(DESKTOP);
  await submitStaffPassword(page, DEMO_STAFF.admin);
  await expect(page.getByTestId('admin-code-form')).toBeVisible();
  await audit.check('second factor');
  audit.expectClean();
});

test('every registered back office screen, as the admin', async ({ page }, testInfo) => {
  test.setTimeout(60_000 + ADMIN_SCREENS.length * 15_000);
  const audit = new AdminAudit(page);
  await page.setViewportSize(DESKTOP);
  await signInStaff(page, 'admin');
  await settled(page, HOME_ID);
  await audit.check('home');

  await page.goto(adminUrl('/admin/pas-une-page'));
  await settled(page, 'shell.not-found');
  await audit.check('404');

  const skipped: string[] = [];
  for (const screen of ADMIN_SCREENS) {
    const path = auditPath(screen);
    if (screen.id === HOME_ID) continue;
    if (!path) {
      skipped.push(`${screen.id} (${screen.path}: no samplePath)`);
      continue;
    }
    await page.goto(adminUrl(path));
    await settled(page, screen.id);
    await audit.check(screen.id);
  }
  if (skipped.length > 0) testInfo.annotations.push({ type: 'skipped screens', description: skipped.join(', ') });
  expect(audit.audited).toHaveLength(2 + ADMIN_SCREENS.filter((screen) => screen.id !== HOME_ID).length - skipped.length);

  // At phone width, with the menu open.
  await page.setViewportSize(PHONE);
  await page.goto(adminUrl());
  await settled(page, HOME_ID);
  await page.getByTestId('admin-menu-button').click();
  await expect(page.getByTestId('admin-nav')).toBeVisible();
  await audit.check('home, menu open');
  audit.expectClean();
});
