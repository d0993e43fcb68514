import type { Page } from '@playwright/test';

/** The variable that holds the address of the shop of Playwright's worker `index` (global-setup.ts). */
export const shopUrlVariable = (index: number): string => `E2E_BASE_URL_${index}`;

/** This worker's shop: its own (`TEST_PARALLEL_INDEX` is the worker's slot), or the one E2E_BASE_URL names. */
export const baseURL = (): string => {
  const slot = process.env.TEST_PARALLEL_INDEX;
  const url = (slot === undefined ? undefined : process.env[shopUrlVariable(Number(slot))]) ?? process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set (the global setup starts the shop)');
  return url;
};

/** Collects page errors and console errors (hydration mismatches show up there). */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) problems.push(message.text());
  });
  return problems;
}

export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * A full-page screenshot at a given width, with the lazy pictures (products, footer badges) and
 * the fonts loaded: the page is scrolled through so every lazy picture starts loading. A full-page
 * capture only paints what is near the viewport of parts the page renders when they come into view
 * (`content-visibility: auto`, the product cards): those are rendered for it.
 */
export async function screenshot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 900 });
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await nextFrame();
      await nextFrame();
    }
    window.scrollTo(0, 0);
    const pending = [...document.images].filter((img) => !img.complete);
    await Promise.all(
      pending.map(
        (img) =>
          new Promise((resolve) => {
            img.addEventListener('load', resolve, { once: true });
            img.addEventListener('error', resolve, { once: true });
            // A picture still pending after 2 s is shown as it is rather than failing the journey.
            setTimeout(resolve, 2000);
          }),
      ),
    );
    await document.fonts.ready;
    await nextFrame();
  });
  await page.screenshot({ path: `tests/screenshots/${name}.png`, fullPage: true });
}

/** Opens the product page of one of the first novelties that has at least `sizes` sizes in good stock (neither low nor sold out). */
export async function openNoveltyWithSizes(page: Page, sizes: number): Promise<void> {
  await page.goto(`${baseURL()}/nouveautes`);
  await hydrated(page);
  const links = await page.locator('article.product-card a.product-card__link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  for (const href of links.slice(0, 8)) {
    await page.goto(`${baseURL()}${href}`);
    await hydrated(page);
    if ((await page.locator('.sizes__option--available').count()) >= sizes) return;
  }
  throw new Error(`no novelty with ${sizes} available size(s) among the first eight`);
}
