/**
 * Lighthouse benchmark (npm run bench:lighthouse; not part of npm test): the mobile preset
 * (Lighthouse's default: Moto G Power screen, simulated slow 4G and 4× CPU slowdown), three runs
 * per page, the median by performance score, against a running shop:
 *
 *   BENCH_URL (http://localhost:3000, or the first argument) · BENCH_RUNS (3) · CHROME_PATH (/usr/bin/chromium)
 *   BENCH_PAGES: a comma-separated subset of the page names below · BENCH_LANG (fr-FR): the browser's language
 *   BENCH_REPORTS: a directory where each run's full Lighthouse report goes (`<page>-<run>.json`)
 *   BENCH_BLOCK: comma-separated URL patterns the browser does not load (`*.svg`: what do the pictures cost?)
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

const BASE_URL = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
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

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  cls: number;
  /** Transferred bytes of the page's scripts (compressed as served). */
  scriptBytes: number;
  /** Where the page ended after redirects. */
  finalUrl: string;
}

/** Product pages: the product links of the home, the shop's own pages for them, in their order. */
async function productPaths(): Promise<string[]> {
  const html = await (await fetch(`${BASE_URL}/`)).text();
  const links = [...new Set([...html.matchAll(/href="(\/p\/[^"?#]+)"/g)].map((match) => match[1]))];
  if (links.length === 0) throw new Error(`No product link on ${BASE_URL}/`);
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
async function signInCustomer(port: number, products: string[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const hydrated = () => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.goto(`${BASE_URL}/login?mode=connection`);
    await hydrated();
    await page.locator('.consent-banner__actions button').first().click();
    await page.locator('.consent-banner').waitFor({ state: 'detached' });
    await page.locator('[data-testid="login-form"] input[name="email"]').fill(CUSTOMER.email);
    await page.locator('[data-testid="login-form"] input[name="password"]').fill(CUSTOMER.password);
    await page.getByTestId('login-submit').click();
    await page.waitForURL(`${BASE_URL}/account`);
    for (const product of products) {
      await page.goto(`${BASE_URL}${product}`);
      await hydrated();
      const size = page.locator('.sizes__option:not(.sizes__option--sold-out)').first();
      if ((await size.count()) === 0) continue;
      await size.click();
      await page.getByTestId('add-to-basket').click();
      await page.getByTestId('basket-count').filter({ hasNotText: /^0$/ }).waitFor();
      await page.goto(`${BASE_URL}/checkout/shipping`);
      await hydrated();
      await page.locator('[data-testid="carrier"] input:checked').waitFor({ state: 'attached' });
      await page.getByTestId('shipping-continue').click();
      await page.waitForURL(`${BASE_URL}/checkout/payment`);
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
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: numeric('total-blocking-time'),
    lcp: numeric('largest-contentful-paint'),
    fcp: numeric('first-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    scriptBytes: resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
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

/** The page's median run, or a loud failure when Lighthouse measured another page (a redirect to the sign-in page). */
async function measure(page: Page, port: number): Promise<Run[]> {
  const url = `${BASE_URL}${page.path}`;
  const runs: Run[] = [];
  for (let n = 1; n <= RUNS; n++) {
    const run = await auditWithRetry(url, port, REPORTS && path.join(REPORTS, `${page.name}-${n}.json`));
    if (page.signedIn && run.finalUrl !== url) throw new Error(`${page.name}: Lighthouse measured ${run.finalUrl}, not ${url} (is the customer still signed in?)`);
    runs.push(run);
  }
  return runs;
}

function row(page: Page, runs: Run[]): string[] {
  const best = median(runs);
  return [
    page.name,
    String(best.score),
    `${Math.round(middle(runs.map((run) => run.tbt)))} ms`,
    `${Math.round(best.lcp)} ms`,
    `${Math.round(best.fcp)} ms`,
    best.cls.toFixed(3),
    `${(best.scriptBytes / 1024).toFixed(1)} KB`,
    runs.map((run) => `${run.score}/${Math.round(run.tbt)}`).join(' '),
    best.finalUrl === `${BASE_URL}${page.path}` ? page.path : `${page.path} → ${best.finalUrl.slice(BASE_URL.length)}`,
  ];
}

async function main(): Promise<void> {
  const products = await productPaths();
  const pages: Page[] = [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/homme' },
    { name: 'product', path: products[0] },
    { name: 'basket', path: '/checkout/basket' },
    { name: 'sign-in', path: '/login' },
    { name: 'shipping', path: '/checkout/shipping', signedIn: true },
    { name: 'payment', path: '/checkout/payment', signedIn: true },
    { name: 'account', path: '/account', signedIn: true },
    { name: 'orders', path: '/account/history', signedIn: true },
  ];
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const chosen = wanted ? pages.filter((page) => wanted.includes(page.name)) : pages;
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  console.log(`Lighthouse mobile, ${BASE_URL}, browser in ${LANGUAGE}, median of ${RUNS} runs (by score; TBT is the median of its own values)`);
  const rows: string[][] = [];
  // Anonymous pages first, in a browser that never signed in; the customer's pages in another one.
  for (const signedIn of [false, true]) {
    const group = chosen.filter((page) => Boolean(page.signedIn) === signedIn);
    if (group.length === 0) continue;
    const chrome = await launchChromium();
    try {
      if (signedIn) await signInCustomer(chrome.port, products);
      for (const page of group) {
        rows.push(row(page, await measure(page, chrome.port)));
        console.error(`  ${page.name} done`);
      }
    } finally {
      await chrome.close();
    }
  }
  const header = ['page', 'score', 'TBT', 'LCP', 'FCP', 'CLS', 'JS transferred', 'runs (score/TBT ms)', 'path'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  for (const line of [header, ...rows]) console.log(line.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}

await main();
