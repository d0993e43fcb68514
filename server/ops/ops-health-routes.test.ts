/** GET /health and GET /ready: the shop's answers, a database that does not answer, draining. */
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import { useApi } from '../testing/api-harness';
import { registerHealthRoutes } from './ops-routes';

const api = useApi();

describe('GET /health and /ready on the shop', () => {
  it('answers alive and ready, uncached, without cookies, outside the OpenAPI document', async () => {
    for (const url of ['/health', '/ready']) {
      const answer = await api.app.inject({ method: 'GET', url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.headers['x-request-id']).toEqual(expect.any(String));
    }
    expect((await api.app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    expect((await api.app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ready', checks: { lifecycle: 'ok', database: 'ok', search: 'ok' } });
    const paths = Object.keys((api.app.swagger() as { paths: Record<string, unknown> }).paths);
    expect(paths.filter((path) => /health|ready/.test(path))).toEqual([]);
  });
});

describe('GET /ready when the shop cannot serve', () => {
  it('answers 503 when the database fails or the search is not built, and from the start of draining; /health stays 200', async () => {
    let db = api.db;
    const app = Fastify();
    let searchBuilt = true;
    // The probe's database can be swapped under it: a raw query only asks its provider for an executor.
    registerHealthRoutes(app, { db: { getExecutor: () => db.getExecutor() } as unknown as Kysely<Database>, searchReady: () => searchBuilt });
    // A server that is not there: connections are refused at once.
    const gone = new Kysely<Database>({ dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: 'postgres://shop@127.0.0.1:1/shop', connectionTimeoutMillis: 2000 }) }) });
    try {
      expect((await app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);

      searchBuilt = false;
      const noSearch = await app.inject({ method: 'GET', url: '/ready' });
      expect(noSearch.statusCode).toBe(503);
      expect(noSearch.json()).toEqual({ status: 'not-ready', checks: { lifecycle: 'ok', database: 'ok', search: 'failing' } });
      searchBuilt = true;

      app.lifecycle.startDraining();
      expect(app.lifecycle.draining).toBe(true);
      const draining = await app.inject({ method: 'GET', url: '/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'not-ready', checks: { lifecycle: 'draining', database: 'ok' } });

      db = gone;
      const down = await app.inject({ method: 'GET', url: '/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ status: 'not-ready', checks: { database: 'failing' } });
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await gone.destroy();
    }
  });
});
