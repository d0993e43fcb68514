/**
 * Interaction to next paint of the shop's three main interactions (issue 40), as the browser's
 * Event Timing API sees them, on a phone-like CPU (4× slowdown through the DevTools protocol):
 *
 * - add to basket: on a product page (1280 px), pick an available size, then click "add";
 * - tick a filter: on a listing (1280 px), tick the first unticked brand;
 * - open the menu: on the home at 390 px, tap the burger.
 *
 * Each figure is the longest `event` entry (durationThreshold 16) of the action's interactions,
 * in milliseconds: from the input to the next paint after its handlers. 0 means every event of it
 * took under 16 ms (the API reports nothing shorter). Used by `npm run bench:inp`
 * (inp.bench.ts), and importable by other benchmarks.
 */
import type { CDPSession, Page } from 'playwright-core';

export interface InteractionTimings {
  addToBasket: number;
  tickFilter: number;
  openMenu: number;
}

/** The CPU slowdown Lighthouse's mobile preset simulates. */
const CPU_SLOWDOWN = 4;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** In the page: keeps every Event Timing entry of an interaction from now on. */
function observeEvents(): void {
  const win = window as unknown as { __eventTimings: Array<{ name: string; duration: number; interactionId: number }> };
  win.__eventTimings = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (entry.interactionId) win.__eventTimings.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** The longest event of the interactions since `observeEvents`, once the browser has reported them. */
async function longestEvent(page: Page): Promise<number> {
  // Entries arrive after the paint that follows the handlers: a few frames and a quiet moment later.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))));
  await page.waitForTimeout(200);
  return page.evaluate(() => {
    const win = window as unknown as { __eventTimings: Array<{ duration: number }> };
    return Math.max(0, ...win.__eventTimings.map((entry) => entry.duration));
  });
}

async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 30_000 });
  // The code that loads on the page's first idle moment or first intent is not what is measured.
  await page.waitForLoadState('networkidle');
}

async function throttle(page: Page): Promise<CDPSession> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return session;
}

/** A product page with an available size, from the novelties' first products. */
async function productWithSizes(page: Page, baseUrl: string): Promise<void> {
  await openHydrated(page, `${baseUrl}/nouveautes`);
  const links = await page.locator('article.product-card a.product-card__link').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!));
  for (const href of links.slice(0, 8)) {
    await openHydrated(page, `${baseUrl}${href}`);
    if ((await page.locator('.sizes__option--available').count()) > 0) return;
  }
  throw new Error('no novelty with an available size among the first eight');
}

async function addToBasket(page: Page, baseUrl: string): Promise<number> {
  await page.setViewportSize(DESKTOP);
  await productWithSizes(page, baseUrl);
  const session = await throttle(page);
  try {
    await page.evaluate(observeEvents);
    await page.locator('.sizes__option--available').first().click();
    await page.getByTestId('add-to-basket').click();
    await page.getByTestId('basket-count').filter({ hasText: /[1-9]/ }).waitFor({ timeout: 30_000 });
    return await longestEvent(page);
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

async function tickFilter(page: Page, baseUrl: string): Promise<number> {
  await page.setViewportSize(DESKTOP);
  await openHydrated(page, `${baseUrl}/homme`);
  const session = await throttle(page);
  try {
    await page.evaluate(observeEvents);
    const brands = page.getByTestId('facet-brands');
    await brands.getByRole('checkbox', { checked: false }).first().click();
    await brands.getByRole('checkbox', { checked: true }).first().waitFor({ timeout: 30_000 });
    return await longestEvent(page);
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

async function openMenu(page: Page, baseUrl: string): Promise<number> {
  await page.setViewportSize(PHONE);
  await openHydrated(page, `${baseUrl}/`);
  const session = await throttle(page);
  try {
    await page.evaluate(observeEvents);
    await page.getByTestId('mobile-menu-toggle').click();
    await page.locator('#mobile-menu').waitFor({ state: 'visible', timeout: 30_000 });
    return await longestEvent(page);
  } finally {
    await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
}

/** Each interaction by the page it happens on (the Lighthouse bench's page names). */
export const INTERACTION_OF_PAGE: Readonly<Record<string, { name: keyof InteractionTimings; measure: (page: Page, baseUrl: string) => Promise<number> }>> = {
  product: { name: 'addToBasket', measure: addToBasket },
  listing: { name: 'tickFilter', measure: tickFilter },
  home: { name: 'openMenu', measure: openMenu },
};

/** The three interactions, one after the other, on `page` (its viewport is changed), against the shop at `baseUrl`. */
export async function measureInteractions(page: Page, baseUrl: string): Promise<InteractionTimings> {
  const base = baseUrl.replace(/\/$/, '');
  return {
    addToBasket: await addToBasket(page, base),
    tickFilter: await tickFilter(page, base),
    openMenu: await openMenu(page, base),
  };
}
