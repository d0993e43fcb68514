/**
 * Lighthouse benchmark (npm run bench:lighthouse; not part of npm test): the mobile preset
 * (Lighthouse's default: Moto G Power screen, simulated slow 4G and 4× CPU slowdown), three runs
 * per page, the median by performance score, against a running shop:
 *
 *   BENCH_URL (http://localhost:3000, or the first argument) · BENCH_RUNS (3) · CHROME_PATH (/usr/bin/chromium)
 *   BENCH_PAGES: a comma-separated subset of the page names below · BENCH_LANG (fr-FR): the browser's language
 *   BENCH_REPORTS: a directory where each run's full Lighthouse report goes (`<page>-<run>.json`)
 *   BENCH_BLOCK: comma-separated URL patterns the browser does not load (`*.svg`: what do the pictures cost?)
 *   BENCH_BASELINE_URL: another shop (the previous build) measured in the same session, its runs
 *   interleaved with the first one's (a run of one, then of the other), so the machine's load
 *   weighs on both alike; the tables then show both side by side (old → new)
 *
 * Per page: the score and its metrics, the bytes transferred by resource type (the document,
 * scripts, stylesheets, pictures, fonts, in all), and the largest paint's element with its phases
 * (time to first byte, load delay, load time, render delay: where the LCP goes).
 *
 * Pages: the home, a listing, a product found in the home's links, the basket and the sign-in
 * page for an anonymous visitor; then, in a second browser where the demo customer Camille has
 * signed in and put a product in her basket, the checkout's shipping and payment steps, the
 * account's home and its order history. Start a production shop first (`PORT=3200 npm start`);
 * the machine's other load shows in the figures, so repeat a run that looks noisy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { INTERACTION_OF_PAGE } from './interaction-timing';

const BASE_URL = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const BASELINE_URL = process.env.BENCH_BASELINE_URL?.replace(/\/$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const REPORTS = process.env.BENCH_REPORTS;
const BLOCKED = process.env.BENCH_BLOCK ? process.env.BENCH_BLOCK.split(',').map((pattern) => pattern.trim()) : undefined;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The browser's language: a French browser gets the French home at `/` (another language is
 * redirected to its store's home first, SPEC §1, which Lighthouse counts against the page).
 */
const LANGUAGE = process.env.BENCH_LANG ?? 'fr-FR';
const CHROME_FLAGS = [`--accept-lang=${LANGUAGE}`, '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--no-default-browser-check'];

interface Page {
  name: string;
  path: string;
  /** Measured in the browser where the demo customer signed in (a private page). */
  signedIn?: boolean;
}

/** The seeded demo customer (README "Demo accounts"): two addresses, two saved cards, two orders. */
const CUSTOMER = { email: 'camille@example.com', password: 'Boutique2026' };

/** The resource types of the page weight columns (Lighthouse's resource summary), `total` last. */
const WEIGHT_TYPES = ['document', 'script', 'stylesheet', 'image', 'font', 'total'] as const;
type WeightType = (typeof WEIGHT_TYPES)[number];

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  /** Transferred bytes by resource type (compressed as served). */
  bytes: Record<WeightType, number>;
  /** The largest paint's element (its CSS selector, as Lighthouse names it). */
  lcpElement: string;
  /** The LCP's phases in ms (TTFB, Load Delay, Load Time, Render Delay; a text has only the first and the last). */
  lcpPhases: Record<string, number>;
  /** What the extra measures of the page found (`extraMeasures`), by column. */
  extra: Record<string, string>;
  /** Where the page ended after redirects. */
  finalUrl: string;
}

/**
 * Measures beyond Lighthouse's, run once per page and shop after its Lighthouse runs, in the same
 * browser: each gives the table columns of its own. The interactions' timing (INP) goes here:
 * tests/bench/interaction-timing.ts's `measureInteractions(page, baseUrl)` on a Playwright page
 * of that browser.
 */
type ExtraMeasure = (target: { port: number; baseUrl: string; page: Page }) => Promise<Record<string, string>>;
const extraMeasures: ExtraMeasure[] = [interactionToNextPaint];

/**
 * INP of the page's own interaction (add to basket on the product page, tick a filter on the
 * listing, open the menu on the home), at 4× CPU slowdown, the median of three, each in a fresh
 * context of the browser (no basket, no consent): interaction-timing.ts.
 */
async function interactionToNextPaint({ port, baseUrl, page }: { port: number; baseUrl: string; page: Page }): Promise<Record<string, string>> {
  const interaction = INTERACTION_OF_PAGE[page.name];
  if (!interaction) return {};
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const values: number[] = [];
    for (let run = 0; run < 3; run++) {
      const context = await browser.newContext({ locale: LANGUAGE });
      try {
        values.push(await interaction.measure(await context.newPage(), baseUrl));
      } finally {
        await context.close();
      }
    }
    return { INP: `${middle(values)} ms (${interaction.name})` };
  } finally {
    await browser.close();
  }
}

/** Product pages: the product links of the home, the shop's own pages for them, in their order. */
async function productPaths(baseUrl: string): Promise<string[]> {
  const html = await (await fetch(`${baseUrl}/`)).text();
  const links = [...new Set([...html.matchAll(/href="(\/p\/[^"?#]+)"/g)].map((match) => match[1]))];
  if (links.length === 0) throw new Error(`No product link on ${baseUrl}/`);
  return links;
}

/** Chromium with a DevTools port for Lighthouse; its own profile, removed afterwards. */
async function launchChromium(): Promise<{ port: number; close(): Promise<void> }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'boutique-lighthouse-'));
  const chrome: ChildProcess = spawn(CHROME_PATH, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 20_000);
    chrome.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chrome.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => chrome.once('exit', resolve));
      chrome.kill();
      await exited;
      // Chromium's helpers may still write into the profile for a moment after it exits.
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.error(`Could not remove ${profile}:`, error);
      }
    },
  };
}

/**
 * Signs the demo customer in and fills her basket in the browser Lighthouse then drives, as she
 * would: the access token and the basket live in the page's storage and the session's cookies in
 * the browser, which Lighthouse keeps between runs (it clears only caches and service workers), so
 * a request header alone could not make the checkout show a basket. She answers the cookie banner
 * on the way ("refuse all": no tracking), as a customer who has signed in and shopped has; the
 * anonymous pages are measured on a first visit, banner shown. Ends on the payment step with a
 * delivery chosen, so that step shows what a customer sees there.
 */
async function signInCustomer(port: number, baseUrl: string, products: string[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const hydrated = () => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.goto(`${baseUrl}/login?mode=connection`);
    await hydrated();
    await page.locator('.consent-banner__actions button').first().click();
    await page.locator('.consent-banner').waitFor({ state: 'detached' });
    await page.locator('[data-testid="login-form"] input[name="email"]').fill(CUSTOMER.email);
    await page.locator('[data-testid="login-form"] input[name="password"]').fill(CUSTOMER.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${baseUrl}/account`);
    for (const product of products) {
      await page.goto(`${baseUrl}${product}`);
      await hydrated();
      const size = page.locator('.sizes__option:not(.sizes__option--sold-out)').first();
      if ((await size.count()) === 0) continue;
      await size.click();
      await page.getByTestId('add-to-basket').click();
      await page.getByTestId('basket-count').filter({ hasNotText: /^0$/ }).waitFor();
      await page.goto(`${baseUrl}/checkout/shipping`);
      await hydrated();
      await page.locator('[data-testid="carrier"] input:checked').waitFor({ state: 'attached' });
      await page.getByTestId('shipping-continue').click();
      await page.waitForURL(`${baseUrl}/checkout/payment`);
      await page.close();
      return;
    }
    throw new Error(`None of ${products.length} products of the home has a size left to put in the basket`);
  } finally {
    // Disconnects Playwright; the browser, its cookies and storage stay for Lighthouse.
    await browser.close();
  }
}

async function audit(url: string, port: number, report?: string): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], blockedUrlPatterns: BLOCKED });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (report) writeFileSync(report, typeof result.report === 'string' ? result.report : result.report.join(''));
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const bytes = Object.fromEntries(WEIGHT_TYPES.map((type) => [type, resources.find((item) => item.resourceType === type)?.transferSize ?? 0])) as Record<WeightType, number>;
  // The element, then the phases' table (Lighthouse 12: a list of two items).
  const lcpItems = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: unknown[] }[] } | undefined)?.items ?? [];
  const element = (lcpItems[0]?.items?.[0] as { node?: { selector?: string } } | undefined)?.node?.selector ?? '?';
  const phases = (lcpItems[1]?.items ?? []) as { phase: string; timing: number }[];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    bytes,
    lcpElement: element,
    lcpPhases: Object.fromEntries(phases.map((phase) => [phase.phase, phase.timing])),
    extra: {},
    finalUrl: lhr.finalDisplayedUrl,
  };
}

/** Lighthouse sometimes loses the trace on a busy machine (NO_NAVSTART): such a run is made again. */
async function auditWithRetry(url: string, port: number, report?: string, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port, report);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`  retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const median = (runs: Run[]): Run => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
const middle = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One shop under test: its address, its product pages, its browsers (one anonymous, one signed in). */
interface Shop {
  label: string;
  baseUrl: string;
  products: string[];
  reports?: string;
}

/** The page's path on a shop: the product page is the first product of that shop's home. */
const pathOn = (page: Page, shop: Shop) => (page.name === 'product' ? shop.products[0] : page.path);

/** One run of the page on the shop, or a loud failure when Lighthouse measured another page (a redirect to the sign-in page). */
async function measureOnce(page: Page, shop: Shop, port: number, n: number): Promise<Run> {
  const url = `${shop.baseUrl}${pathOn(page, shop)}`;
  const run = await auditWithRetry(url, port, shop.reports && path.join(shop.reports, `${page.name}-${n}.json`));
  if (page.signedIn && run.finalUrl !== url) throw new Error(`${page.name}: Lighthouse measured ${run.finalUrl}, not ${url} (is the customer still signed in?)`);
  return run;
}

/** The extra measures of the page on the shop (their columns), in a new tab of the browser Lighthouse used. */
async function measureExtra(page: Page, shop: Shop, port: number): Promise<Record<string, string>> {
  const found: Record<string, string> = {};
  for (const measure of extraMeasures) Object.assign(found, await measure({ port, baseUrl: shop.baseUrl, page: { ...page, path: pathOn(page, shop) } }));
  return found;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const ms = (value: number) => String(Math.round(value));

/** The figures of a page's median run (TBT: the median of its own values), as table cells. */
function figures(runs: Run[]): Record<string, string> {
  const best = median(runs);
  return {
    score: String(best.score),
    TBT: ms(middle(runs.map((run) => run.tbt))),
    LCP: ms(best.lcp),
    FCP: ms(best.fcp),
    CLS: best.cls.toFixed(3),
    ...Object.fromEntries(WEIGHT_TYPES.map((type) => [`${type} KB`, kb(best.bytes[type])])),
    ...best.extra,
  };
}

/** The LCP's element and phases of the median run: `selector · TTFB 460 / Load Delay 80 / …`. */
function lcpCell(runs: Run[]): string {
  const best = median(runs);
  const phases = Object.entries(best.lcpPhases).map(([phase, timing]) => `${phase} ${Math.round(timing)}`).join(' / ');
  return `${best.lcpElement} · ${phases}`;
}

function printTable(header: string[], rows: string[][]): void {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  for (const line of [header, ...rows]) console.log(line.map((cell, column) => (cell ?? '').padEnd(widths[column])).join('  ').trimEnd());
}

const METRICS = ['score', 'LCP', 'FCP', 'TBT', 'CLS'];
const WEIGHTS = WEIGHT_TYPES.map((type) => `${type} KB`);

/**
 * The tables: one shop, its figures per page; two, each figure as `old → new`. Then the page
 * weights by type, and the LCP's element and phases, per shop.
 */
function report(pages: Page[], results: Map<string, Run[][]>, shops: Shop[]): void {
  const pair = (page: Page, column: string) => shops.map((_, index) => figures(results.get(page.name)![index])[column] ?? '').join(' → ');
  const extraColumns = [...new Set(pages.flatMap((page) => results.get(page.name)!.flatMap((runs) => Object.keys(median(runs).extra))))];
  const runsCell = (page: Page) => results.get(page.name)!.map((runs) => runs.map((run) => `${run.score}/${Math.round(run.tbt)}`).join(' ')).join(' | ');
  const where = (page: Page) => {
    const [shop] = shops;
    const best = median(results.get(page.name)![0]);
    const asked = `${shop.baseUrl}${pathOn(page, shop)}`;
    return best.finalUrl === asked ? pathOn(page, shop) : `${pathOn(page, shop)} → ${best.finalUrl.slice(shop.baseUrl.length)}`;
  };
  console.log(`\nScore and metrics (ms; TBT: the median of its own values)${shops.length > 1 ? `: ${shops.map((shop) => shop.label).join(' → ')}` : ''}`);
  printTable(
    ['page', ...METRICS, ...extraColumns, 'runs (score/TBT ms)', 'path'],
    pages.map((page) => [page.name, ...[...METRICS, ...extraColumns].map((column) => pair(page, column)), runsCell(page), where(page)]),
  );
  console.log('\nPage weight (KB transferred, compressed as served)');
  printTable(['page', ...WEIGHTS], pages.map((page) => [page.name, ...WEIGHTS.map((column) => pair(page, column))]));
  console.log('\nLargest contentful paint: element · phases (ms, simulated)');
  printTable(
    ['page', ...(shops.length > 1 ? ['shop'] : []), 'element · phases'],
    pages.flatMap((page) => shops.map((shop, index) => [page.name, ...(shops.length > 1 ? [shop.label] : []), lcpCell(results.get(page.name)![index])])),
  );
}

async function main(): Promise<void> {
  const shops: Shop[] = [];
  for (const [label, baseUrl] of [...(BASELINE_URL ? [['old', BASELINE_URL]] : []), ['new', BASE_URL]]) {
    const reports = REPORTS && (BASELINE_URL ? path.join(REPORTS, label) : REPORTS);
    shops.push({ label, baseUrl, products: await productPaths(baseUrl), reports });
  }
  const pages: Page[] = [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/homme' },
    { name: 'product', path: '(the first product of the home)' },
    { name: 'search', path: '/search/sweat' },
    { name: 'basket', path: '/checkout/basket' },
    { name: 'sign-in', path: '/login' },
    { name: 'listing-es', path: '/es/hombre' },
    { name: 'brands', path: '/marques' },
    { name: 'shipping', path: '/checkout/shipping', signedIn: true },
    { name: 'payment', path: '/checkout/payment', signedIn: true },
    { name: 'account', path: '/account', signedIn: true },
    { name: 'orders', path: '/account/history', signedIn: true },
  ];
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const chosen = wanted ? pages.filter((page) => wanted.includes(page.name)) : pages;
  for (const shop of shops) if (shop.reports) mkdirSync(shop.reports, { recursive: true });
  console.log(`Lighthouse mobile, ${shops.map((shop) => `${shop.label} ${shop.baseUrl}`).join(', ')}, browser in ${LANGUAGE}, median of ${RUNS} runs by score${shops.length > 1 ? ', runs interleaved' : ''}`);
  const results = new Map<string, Run[][]>();
  // Anonymous pages first, in browsers that never signed in; the customer's pages in others. Each
  // shop has its browser: the shops share `localhost`'s cookies otherwise (cookies ignore ports).
  for (const signedIn of [false, true]) {
    const group = chosen.filter((page) => Boolean(page.signedIn) === signedIn);
    if (group.length === 0) continue;
    const browsers: { port: number; close(): Promise<void> }[] = [];
    try {
      for (const shop of shops) {
        const chrome = await launchChromium();
        browsers.push(chrome);
        if (signedIn) await signInCustomer(chrome.port, shop.baseUrl, shop.products);
      }
      for (const page of group) {
        const runs: Run[][] = shops.map(() => []);
        for (let n = 1; n <= RUNS; n++) {
          // Alternately first: neither shop always gets the quieter moment after a pause.
          const order = shops.map((_, index) => index);
          if (n % 2 === 0) order.reverse();
          for (const index of order) runs[index].push(await measureOnce(page, shops[index], browsers[index].port, n));
        }
        for (const [index, shop] of shops.entries()) {
          const extra = await measureExtra(page, shop, browsers[index].port);
          for (const run of runs[index]) run.extra = extra;
        }
        results.set(page.name, runs);
        console.error(`  ${page.name} done`);
      }
    } finally {
      for (const chrome of browsers) await chrome.close();
    }
  }
  report(chosen, results, shops);
}

await main();
