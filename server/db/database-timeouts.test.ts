/**
 * Slow is not down (issue 37): on PostgreSQL a statement held up longer than the statement timeout
 * (here by a lock another session keeps) and a request that finds every pooled connection busy for
 * longer than the acquisition timeout are each a quick 503 with Retry-After, not a request piling
 * up; neither marks the database down. Runs with TEST_DATABASE_URL (CI sets it).
 */
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { createDatabase, type OpenedDatabase } from './database';

const POSTGRES = process.env.TEST_DATABASE_URL;

describe.skipIf(!POSTGRES)('a slow database on PostgreSQL', () => {
  let database: TestDatabase;
  const opened: OpenedDatabase[] = [];

  beforeAll(async () => {
    database = await createTestDatabase({ databaseUrl: POSTGRES });
  });

  afterAll(async () => {
    for (const each of opened) await each.db.destroy();
    await database?.dispose();
  });

  async function shopWith(options: { statementTimeoutMs?: number; acquireTimeoutMs?: number; poolSize?: number }) {
    const db = await createDatabase({ databaseUrl: database.databaseUrl!, ...options });
    opened.push(db);
    const app = await buildApp({ db: db.db, pages: false, mode: 'test' });
    return { app, db: db.db };
  }

  it('cancels a statement held up past DATABASE_STATEMENT_TIMEOUT_MS: 503, Retry-After, still ready', async () => {
    const { app } = await shopWith({ statementTimeoutMs: 300 });
    const locker = new pg.Client({ connectionString: database.databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table products in access exclusive mode');
      const began = performance.now();
      const answer = await app.inject({ url: '/api/v5/products/1012', headers: { store: 'laboutiqueofficielle' } });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(performance.now() - began).toBeLessThan(3000);
      expect(app.databaseHealth!.available).toBe(true);
      await locker.query('rollback');
      const after = await app.inject({ url: '/api/v5/products/1012', headers: { store: 'laboutiqueofficielle' } });
      expect(after.statusCode).toBe(200);
    } finally {
      await locker.end();
      await app.close();
    }
  });

  it('answers 503 when every pooled connection stays busy past DATABASE_ACQUIRE_TIMEOUT_MS', async () => {
    const { app, db } = await shopWith({ poolSize: 1, acquireTimeoutMs: 200 });
    try {
      const busy = sql`select pg_sleep(1.5)`.execute(db);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const began = performance.now();
      const answer = await app.inject({ url: '/api/v5/products/1013', headers: { store: 'laboutiqueofficielle' } });
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(performance.now() - began).toBeLessThan(1000);
      expect(app.databaseHealth!.available).toBe(true);
      await busy;
    } finally {
      await app.close();
    }
  });
});
