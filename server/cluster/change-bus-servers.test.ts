/**
 * The two change buses on the real servers: what one process publishes reaches another, a process
 * skips nothing it should see, and a lost connection is reported as `missed` once it is back.
 * Local PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL); each part skips when its server
 * does not answer.
 */
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../db/database';
import { decodeChange, type BusDelivery } from './change-bus';
import { CHANGES_CHANNEL, PostgresChangeBus } from './postgres-change-bus';
import { RedisChangeBus } from './redis-change-bus';
import { REDIS_URL, redisAnswers, scratchDatabase, uniquePrefix, type ScratchDatabase } from './test-services';

/** Resolves with the first delivery `accept` takes (the bus's own earlier traffic is let by). */
function nextDelivery(deliveries: BusDelivery[], accept: (delivery: BusDelivery) => boolean): Promise<BusDelivery> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const look = () => {
      const found = deliveries.find(accept);
      if (found) return resolve(found);
      if (Date.now() - started > 20_000) return reject(new Error(`nothing arrived; got ${JSON.stringify(deliveries)}`));
      setTimeout(look, 20);
    };
    look();
  });
}

describe('RedisChangeBus', () => {
  let available = false;
  const prefix = uniquePrefix('bus');
  const connections: Redis[] = [];
  // Named after this test's prefix, so the test kills its own subscriber and no other process's.
  const connectionName = prefix.replace(/[^A-Za-z0-9_-]/g, '_');
  const connect = () => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectionName });
    redis.on('error', () => {});
    connections.push(redis);
    return redis;
  };
  beforeAll(async () => {
    available = await redisAnswers();
    if (!available) console.warn('change-bus-servers.test.ts: no Redis at TEST_REDIS_URL or 127.0.0.1:6379, Redis part skipped');
  });
  afterAll(() => connections.forEach((redis) => redis.disconnect()));

  it('carries a change from one process to the other, and reports a lost connection once back', async (context) => {
    if (!available) return context.skip();
    const one = new RedisChangeBus(connect(), prefix);
    const two = new RedisChangeBus(connect(), prefix);
    const other = new RedisChangeBus(connect(), uniquePrefix('bus-other'));
    const received: BusDelivery[] = [];
    const elsewhere: BusDelivery[] = [];
    two.subscribe((delivery) => received.push(delivery));
    other.subscribe((delivery) => elsewhere.push(delivery));
    await Promise.all([two.ready(), other.ready()]);

    await one.publish({ from: 'one', products: [12], sizes: [40, 41] });
    expect(await nextDelivery(received, (d) => d.kind === 'event')).toEqual({ kind: 'event', event: { from: 'one', products: [12], sizes: [40, 41] } });

    // Kill this test's subscribers from the server side (never another process's: the Redis is
    // shared by every test and shop running now): the bus connects and subscribes again.
    const bystander = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, connectionName: `${connectionName}_bystander` });
    bystander.on('error', () => {});
    connections.push(bystander);
    await bystander.subscribe(`${prefix}bystander`);
    let bystanderLost = false;
    bystander.on('close', () => (bystanderLost = true));
    const admin = connect();
    const clients = (await admin.client('LIST')) as string;
    const subscribers = clients
      .split('\n')
      .filter((line) => line.includes(` name=${connectionName} `) && / sub=1\b/.test(line))
      .map((line) => /\bid=(\d+)/.exec(line)![1]);
    expect(subscribers.length).toBeGreaterThan(0);
    for (const id of subscribers) await admin.client('KILL', 'ID', id);
    await nextDelivery(received, (d) => d.kind === 'missed');
    await Promise.all([two.ready(), other.ready()]);
    await one.publish({ from: 'one', content: true });
    await nextDelivery(received, (d) => d.kind === 'event' && d.event.content === true);
    // Another process's subscriber on the same Redis was left alone.
    expect(bystanderLost).toBe(false);
    // Another prefix is another shop: it heard nothing of this one's changes.
    expect(elsewhere.filter((d) => d.kind === 'event')).toEqual([]);
    await Promise.all([one.close(), two.close(), other.close()]);
  }, 60_000);
});

describe('PostgresChangeBus', () => {
  let scratch: ScratchDatabase | null = null;
  let db: Db | null = null;
  beforeAll(async () => {
    scratch = await scratchDatabase('bus');
    if (!scratch) return console.warn('change-bus-servers.test.ts: no PostgreSQL at TEST_DATABASE_URL or 127.0.0.1:5432, PostgreSQL part skipped');
    db = (await createDatabase({ databaseUrl: scratch.url, poolSize: 2 })).db;
  });
  afterAll(async () => {
    await db?.destroy();
    await scratch?.drop();
  });

  it('carries changes by NOTIFY, split under its limit, and reports a lost connection once back', async (context) => {
    if (!scratch || !db) return context.skip();
    const one = new PostgresChangeBus(db, scratch.url);
    const two = new PostgresChangeBus(db, scratch.url);
    const received: BusDelivery[] = [];
    two.subscribe((delivery) => received.push(delivery));
    await two.ready();

    const products = Array.from({ length: 2500 }, (_, i) => 100_000 + i);
    await one.publish({ from: 'one', products });
    await nextDelivery(received, (d) => d.kind === 'event' && d.event.products?.at(-1) === products.at(-1));
    expect(received.flatMap((d) => (d.kind === 'event' ? d.event.products ?? [] : []))).toEqual(products);

    // Another program's notification on the channel is not a change.
    const admin = new pg.Client({ connectionString: scratch.url });
    await admin.connect();
    await admin.query('select pg_notify($1, $2)', [CHANGES_CHANNEL, 'not json']);
    // Ending the listening connection from the server side: the bus connects again and says `missed`.
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`);
    await admin.end();
    await nextDelivery(received, (d) => d.kind === 'missed');
    await two.ready();
    await one.publish({ from: 'one', sizes: [9] });
    await nextDelivery(received, (d) => d.kind === 'event' && d.event.sizes?.[0] === 9);
    expect(received.every((d) => d.kind === 'missed' || decodeChange(JSON.stringify(d.event)) !== null)).toBe(true);
    await Promise.all([one.close(), two.close()]);
  }, 60_000);
});
