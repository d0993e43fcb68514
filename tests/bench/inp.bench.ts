/**
 * Interaction to next paint benchmark (npm run bench:inp; not part of npm test): add to basket,
 * tick a filter and open the menu at 4× CPU slowdown (interaction-timing.ts), the median of
 * BENCH_RUNS (3) runs, each in a fresh browser context (an empty basket, no consent), for each
 * shop given — the old build beside the new one:
 *
 *   npm run -s bench:inp -- http://localhost:3200 http://localhost:3302
 *
 * CHROME_PATH (/usr/bin/chromium). The goal (issue 40) is ≤ 100 ms each.
 */
import { chromium } from 'playwright-core';
import { measureInteractions, type InteractionTimings } from './interaction-timing';

const URLS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : [process.env.BENCH_URL ?? 'http://localhost:3000'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const GOAL_MS = 100;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const rows: Array<{ url: string; figures: InteractionTimings; runs: InteractionTimings[] }> = [];
  for (const url of URLS) {
    const runs: InteractionTimings[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ locale: 'fr-FR' });
      try {
        runs.push(await measureInteractions(await context.newPage(), url));
      } finally {
        await context.close();
      }
      console.error(`  ${url} run ${run + 1}: ${JSON.stringify(runs.at(-1))}`);
    }
    const figures = {
      addToBasket: median(runs.map((run) => run.addToBasket)),
      tickFilter: median(runs.map((run) => run.tickFilter)),
      openMenu: median(runs.map((run) => run.openMenu)),
    };
    rows.push({ url, figures, runs });
  }
  const ms = (value: number) => (value === 0 ? '< 16 ms' : `${Math.round(value)} ms`);
  console.log(`Interaction to next paint, 4× CPU slowdown, median of ${RUNS} (goal ≤ ${GOAL_MS} ms each)`);
  const table = [
    ['shop', 'add to basket', 'tick a filter', 'open the menu', 'runs (add/filter/menu)'],
    ...rows.map(({ url, figures, runs }) => [
      url,
      ms(figures.addToBasket),
      ms(figures.tickFilter),
      ms(figures.openMenu),
      runs.map((run) => [run.addToBasket, run.tickFilter, run.openMenu].map(Math.round).join('/')).join(' '),
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd());
} finally {
  await browser.close();
}
