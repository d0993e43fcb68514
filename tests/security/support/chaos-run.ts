/**
 * One outage run (issue 37), shared by the proof in `npm test` (faults-database.test.ts) and
 * `npm run bench:chaos`: a throwaway PostgreSQL cluster (and Redis), the shop started on them, the
 * four loops of load and the checkouts, then the faults one after the other at random moments —
 * PostgreSQL restarted, stopped for a while, its backends ended; Redis stopped and started — with
 * load between them. It answers what the checks and the table need: answers by kind, the seconds
 * each fault took to recover from, the orders read back, whether the shop stayed up.
 */
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../server/testing/throwaway-postgres';
import { startThrowawayRedis, type ThrowawayRedis } from '../../../server/testing/throwaway-redis';
import { AnswerLog, browsingOf, runLoops, type AnswerKind } from './chaos-load';
import { checkOrders, prepareOrderSizes, runOrders, type OrdersCheck } from './chaos-orders';
import { startChaosShop, type ChaosShopOptions } from './chaos-shop';

export type FaultName = 'postgres restart' | 'postgres stopped' | 'postgres backends ended' | 'redis stopped';

export interface ChaosOptions {
  /** 'postgres': the shop on the throwaway cluster; 'pglite': on its embedded database (only Redis can fail). */
  engine: 'postgres' | 'pglite';
  redis: boolean;
  faults: FaultName[];
  /** How long PostgreSQL or Redis stays stopped (ms). */
  outageMs: number;
  /** Load before the first fault and after each (ms). */
  settleMs: number;
  command?: ChaosShopOptions['command'];
  workers?: number;
}

export interface FaultReport {
  fault: FaultName;
  /** From the moment the dependency was back (ms) until each loop answered ok for good. */
  recoveredMs: Record<string, number | null>;
}

export interface ChaosReport {
  counts: Record<string, Partial<Record<AnswerKind, number>>>;
  total: (kind: AnswerKind) => number;
  samples: (kinds: AnswerKind[]) => string[];
  faults: FaultReport[];
  orders: OrdersCheck | null;
  answeredOrders: number;
  retriedOrders: number;
  unansweredOrders: number;
  alive: boolean;
  shopErrors: string[];
  exits: string[];
  seconds: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Somewhere in the middle third of `ms`: a fault lands while requests are under way, not on a boundary. */
const randomWithin = (ms: number) => ms / 3 + Math.random() * (ms / 3);

async function inflict(fault: FaultName, postgres: ThrowawayPostgres | null, redis: ThrowawayRedis | null, outageMs: number): Promise<void> {
  if (fault === 'postgres restart') postgres!.restart();
  if (fault === 'postgres stopped') {
    postgres!.stop();
    await pause(outageMs);
    postgres!.start();
  }
  if (fault === 'postgres backends ended') await postgres!.terminateBackends();
  if (fault === 'redis stopped') {
    await redis!.stop();
    await pause(outageMs);
    await redis!.start();
  }
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const started = Date.now();
  const postgres = options.engine === 'postgres' ? await startThrowawayPostgres() : null;
  const redis = options.redis ? await startThrowawayRedis() : null;
  const shop = await startChaosShop({ databaseUrl: postgres?.url, redisUrl: redis?.url, command: options.command, workers: options.workers }).catch(async (error) => {
    postgres?.dispose();
    await redis?.dispose();
    throw error;
  });
  try {
    const sizes = postgres ? await prepareOrderSizes(postgres.url) : [];
    const log = new AnswerLog();
    const browsing = await browsingOf(shop.base);
    let running = true;
    const loops = runLoops(shop.base, log, browsing, () => running);
    const orders = postgres ? runOrders(shop.base, log, sizes, () => running) : Promise.resolve(null);
    const faults: FaultReport[] = [];
    await pause(options.settleMs);
    for (const fault of options.faults) {
      await pause(randomWithin(options.settleMs));
      await inflict(fault, postgres, redis, options.outageMs);
      const back = Date.now();
      await pause(options.settleMs);
      faults.push({ fault, recoveredMs: log.recoveredAfter(back) });
    }
    running = false;
    await Promise.all(loops);
    const run = await orders;
    return {
      counts: log.counts(),
      total: (kind) => log.total(kind),
      samples: (kinds) => log.samples(kinds),
      faults,
      orders: run && postgres ? await checkOrders(postgres.url, run, sizes) : null,
      answeredOrders: run?.answered.size ?? 0,
      retriedOrders: run?.retried ?? 0,
      unansweredOrders: run?.unanswered ?? 0,
      alive: shop.alive(),
      shopErrors: shop.errors,
      exits: [...shop.exits],
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await shop.stop();
    postgres?.dispose();
    await redis?.dispose();
  }
}
