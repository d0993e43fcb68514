/**
 * Outage benchmark (npm run bench:chaos; not part of npm test), issue 37's figures: the shop as
 * `npm start` runs it (scripts/start.mjs, the build first when stale), under the light load of
 * four loops (a basket priced, an uncached listing, a product, /ready), the kept home page and
 * four shoppers checking out, while what it depends on goes away at random moments:
 *
 *   pglite         the embedded database (nothing to restart) on a throwaway Redis: Redis stopped
 *   postgres       one process on a throwaway PostgreSQL cluster and Redis: PostgreSQL restarted,
 *                  stopped CHAOS_OUTAGE_SECONDS, its backends ended; then Redis stopped
 *   postgres ×2    the same with WORKERS=2
 *
 * For each: answers by kind (ok, 503 with Retry-After, other 503, 500, other status, reset,
 * refused, time-out), the slowest recovery after each fault (the moment the dependency was back
 * until every loop answered ok for good), the orders answered and read back (duplicates, missing,
 * partial, stock), and whether the process stayed up.
 *
 *   CHAOS_OUTAGE_SECONDS (10) · CHAOS_SETTLE_SECONDS (4) · CHAOS_RUNS (pglite,postgres,postgres2)
 */
import { runChaos, type ChaosOptions, type ChaosReport } from '../security/support/chaos-run';

const OUTAGE_MS = Number(process.env.CHAOS_OUTAGE_SECONDS ?? 10) * 1000;
const SETTLE_MS = Number(process.env.CHAOS_SETTLE_SECONDS ?? 4) * 1000;
const ASKED = (process.env.CHAOS_RUNS ?? 'pglite,postgres,postgres2').split(',').map((name) => name.trim());

const RUNS: Record<string, { label: string; options: ChaosOptions }> = {
  pglite: { label: 'PGlite, 1 process', options: { engine: 'pglite', redis: true, faults: ['redis stopped'], outageMs: OUTAGE_MS, settleMs: SETTLE_MS, command: 'npm-start' } },
  postgres: {
    label: 'PostgreSQL, 1 process',
    options: { engine: 'postgres', redis: true, faults: ['postgres restart', 'postgres stopped', 'postgres backends ended', 'redis stopped'], outageMs: OUTAGE_MS, settleMs: SETTLE_MS, command: 'npm-start' },
  },
  postgres2: {
    label: 'PostgreSQL, WORKERS=2',
    options: { engine: 'postgres', redis: true, faults: ['postgres restart', 'postgres stopped', 'postgres backends ended', 'redis stopped'], outageMs: OUTAGE_MS, settleMs: SETTLE_MS, command: 'npm-start', workers: 2 },
  },
};

const KINDS = ['ok', '503 retry-after', '503', '500', 'other status', 'reset', 'refused', 'timeout'] as const;

function row(label: string, report: ChaosReport): string {
  const kinds = KINDS.map((kind) => String(report.total(kind))).join(' | ');
  const recovery = report.faults.map((fault) => {
    const worst = Math.max(...Object.entries(fault.recoveredMs).filter(([loop]) => loop !== 'sign-in').map(([, ms]) => ms ?? Infinity));
    return `${fault.fault}: ${Number.isFinite(worst) ? `${(worst / 1000).toFixed(2)} s` : 'never'}`;
  }).join('; ');
  const orders = report.orders
    ? `${report.orders.orders} (${report.answeredOrders} answered, ${report.retriedOrders} retries; ${report.orders.duplicateKeys} doubled, ${report.orders.missingAnswered} missing, ${report.orders.partialOrders} partial, stock ${report.orders.stockMismatches.length ? report.orders.stockMismatches.join(', ') : 'matches'})`
    : '—';
  return `| ${label} | ${kinds} | ${recovery} | ${orders} | ${report.alive && report.exits.length === 0 ? 'up' : `DOWN (${report.exits.join(', ')})`} |`;
}

const lines = [
  `| run | ${KINDS.join(' | ')} | slowest recovery after each fault | orders | process |`,
  `|---|${KINDS.map(() => '---').join('|')}|---|---|---|`,
];
for (const name of ASKED) {
  const run = RUNS[name];
  if (!run) throw new Error(`CHAOS_RUNS: no run ${name} (${Object.keys(RUNS).join(', ')})`);
  console.error(`${run.label}…`);
  const report = await runChaos(run.options);
  lines.push(row(run.label, report));
  for (const sample of report.samples(['500', 'reset', 'refused', 'timeout', 'other status', '503'])) console.error(`  ${sample.slice(0, 200)}`);
  console.error(`  ${report.seconds.toFixed(0)} s; answers by loop ${JSON.stringify(report.counts)}`);
}
console.log(lines.join('\n'));
