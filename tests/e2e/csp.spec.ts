import { expect, test, type Page } from '@playwright/test';
import { baseURL, hydrated, openNoveltyWithSizes, watchProblems } from './support/shop';

/**
 * The pages work under their Content-Security-Policy (tracker issue 16): every page of a journey
 * hydrates, loads its lazy chunks and styles, and the browser reports no violation at all, neither
 * as a `securitypolicyviolation` event nor as a console error.
 */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (text: string) => Promise<void> }).reportCspViolation(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame|evaluate)/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

const policyOf = (headers: Record<string, string>) => headers['content-security-policy'] ?? '';

test.describe('content security policy', () => {
  test('every page of a visit works under its policy, without a single violation', async ({ page }) => {
    const violations = await watchPolicy(page);
    const problems = watchProblems(page);
    const home = await page.goto(`${baseURL()}/`);
    expect(/script-src [^;]*/.exec(policyOf(home!.headers()))?.[0]).toMatch(/^script-src 'self'( https:\/\/www\.googletagmanager\.com)?$/);
    await hydrated(page);

    // A listing, a product page (lazy chunks), into the basket, then its page.
    await openNoveltyWithSizes(page, 1);
    await page.locator('.sizes__option:not(.sizes__option--sold-out)').first().click();
    await page.getByTestId('add-to-basket').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');

    for (const path of ['/checkout/basket', '/contact', '/account/login', '/es/', '/marques', '/no-such-page-here']) {
      await page.goto(`${baseURL()}${path}`);
      await hydrated(page);
    }
    // Back to a kept page: served from memory, still working.
    await page.goto(`${baseURL()}/`);
    await hydrated(page);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a page runs no inline script: its state is a JSON data block, the same in every answer', async ({ request }) => {
    const bodies = [];
    for (let i = 0; i < 2; i++) {
      const answer = await request.get(`${baseURL()}/homme`);
      const policy = policyOf(answer.headers());
      expect(policy).not.toContain('nonce-');
      expect(/script-src [^;]*/.exec(policy)?.[0]).not.toContain('unsafe-inline');
      const html = await answer.text();
      expect(html).toContain('<script type="application/json" id="boutique-state">');
      expect(html).not.toMatch(/<script(?![^>]*\b(src=|type="application\/(ld\+)?json"))[^>]*>/);
      bodies.push(html);
    }
    expect(bodies[1]).toBe(bodies[0]);
  });

  test("leaves Google Tag Manager out of a refusing visitor's pages", async ({ browser }) => {
    const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
    const now = Math.floor(Date.now() / 1000);
    await context.addCookies([{ name: 'cookie_consent', value: `v1.m0.k0.${now}`, url: baseURL() }]);
    const page = await context.newPage();
    const violations = await watchPolicy(page);
    const answer = await page.goto(`${baseURL()}/`);
    await hydrated(page);
    expect(policyOf(answer!.headers())).not.toContain('googletagmanager');
    await page.waitForTimeout(1_000);
    expect(violations).toEqual([]);
    // Were a bug to add GTM's script anyway, the browser would refuse it (and this watch would see it).
    await page.route(/googletagmanager\.com/, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }));
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.src = 'https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST';
      document.head.appendChild(script);
    });
    await expect.poll(() => violations.join('\n')).toContain('script-src');
    await context.close();
  });
});
