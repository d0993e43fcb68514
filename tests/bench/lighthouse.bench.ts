/**
 * Lighthouse benchmark (npm run bench:lighthouse; not part of npm test): the mobile preset
 * (Lighthouse's default: Moto G Power screen, simulated slow 4G and 4× CPU slowdown), three runs
 * per page, the median by performance score, against a running shop:
 *
 *   BENCH_URL (http://localhost:3000, or the first argument) · BENCH_RUNS (3) · CHROME_PATH (/usr/bin/chromium)
 *   BENCH_PAGES: a comma-separated subset of the page names below · BENCH_LANG (fr-FR): the browser's language
 *
 * Pages: the home, a listing, a product found in the home's links, the basket and the sign-in
 * page. Start a production shop first (`PORT=3200 npm start`); the machine's other load shows in
 * the figures, so repeat a run that looks noisy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';

const BASE_URL = (process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000').replace(/\/$/, '');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
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
}

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

/** A product page: the first product link of the home, the shop's own page for it. */
async function productPath(): Promise<string> {
  const html = await (await fetch(`${BASE_URL}/`)).text();
  const link = /href="(\/p\/[^"?#]+)"/.exec(html)?.[1];
  if (!link) throw new Error(`No product link on ${BASE_URL}/`);
  return link;
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

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
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
async function auditWithRetry(url: string, port: number, attempts = 3): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.error(`  retrying ${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

const median = (runs: Run[]): Run => [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
const middle = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const pages: Page[] = [
    { name: 'home', path: '/' },
    { name: 'listing', path: '/homme' },
    { name: 'product', path: await productPath() },
    { name: 'basket', path: '/checkout/basket' },
    { name: 'sign-in', path: '/login' },
  ];
  const wanted = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
  const chosen = wanted ? pages.filter((page) => wanted.includes(page.name)) : pages;
  console.log(`Lighthouse mobile, ${BASE_URL}, browser in ${LANGUAGE}, median of ${RUNS} runs (by score; TBT is the median of its own values)`);
  const chrome = await launchChromium();
  const rows: string[][] = [];
  try {
    for (const page of chosen) {
      const runs: Run[] = [];
      for (let n = 0; n < RUNS; n++) runs.push(await auditWithRetry(`${BASE_URL}${page.path}`, chrome.port));
      const best = median(runs);
      rows.push([
        page.name,
        String(best.score),
        `${Math.round(middle(runs.map((run) => run.tbt)))} ms`,
        `${Math.round(best.lcp)} ms`,
        `${Math.round(best.fcp)} ms`,
        best.cls.toFixed(3),
        `${(best.scriptBytes / 1024).toFixed(1)} KB`,
        runs.map((run) => `${run.score}/${Math.round(run.tbt)}`).join(' '),
        best.finalUrl === `${BASE_URL}${page.path}` ? page.path : `${page.path} → ${best.finalUrl.slice(BASE_URL.length)}`,
      ]);
      console.error(`  ${page.name} done`);
    }
  } finally {
    await chrome.close();
  }
  const header = ['page', 'score', 'TBT', 'LCP', 'FCP', 'CLS', 'JS transferred', 'runs (score/TBT ms)', 'path'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column].length)));
  for (const row of [header, ...rows]) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  ').trimEnd());
}

await main();
