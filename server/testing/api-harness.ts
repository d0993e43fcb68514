/**
 * Vitest helper: one app over one fresh seeded database per test file (PGlite clone, or a
 * PostgreSQL database when TEST_DATABASE_URL is set), called through `inject()`.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { renderMediaPath } from '../demo/pictures';
import { buildApp, type BuildAppOptions } from '../app';
import type { Db } from '../db/database';
import { createTestDatabase, type TestDatabase, type TestDatabaseOptions } from './test-database';

export interface CallOptions {
  store?: string;
  device?: string;
  lang?: string;
  headers?: Record<string, string>;
  body?: unknown;
}

export interface ApiAnswer<T> {
  status: number;
  body: T;
  headers: LightMyRequestResponse['headers'];
  raw: LightMyRequestResponse;
}

export interface ApiHarness {
  readonly app: FastifyInstance;
  readonly db: Db;
  get<T = unknown>(path: string, options?: CallOptions): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body: unknown, options?: CallOptions): Promise<ApiAnswer<T>>;
}

/** `where`: where the test database is made (e.g. `databaseUrl: ''` for PGlite whatever TEST_DATABASE_URL says). */
export function useApi(options: Omit<BuildAppOptions, 'db' | 'pages'> = {}, where: TestDatabaseOptions = {}): ApiHarness {
  let app: FastifyInstance | undefined;
  let database: TestDatabase | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(where);
    app = await buildApp({ drawings: renderMediaPath, ...options, db: database.db, pglite: database.pglite, pages: false, mode: 'test' });
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const call = async <T>(method: 'GET' | 'POST', path: string, options: CallOptions = {}): Promise<ApiAnswer<T>> => {
    if (!app) throw new Error('The app is not started');
    const headers: Record<string, string> = { ...options.headers };
    if (options.store !== undefined) headers.store = options.store;
    if (options.device !== undefined) headers.device = options.device;
    if (options.lang !== undefined) headers['accept-language'] = options.lang;
    const url = path.startsWith('/api/') || path.startsWith('/media/') || path.startsWith('/assets/') ? path : `/api/v5${path}`;
    const raw = await app.inject({ method, url, headers, ...(options.body !== undefined ? { payload: options.body as object } : {}) });
    const type = String(raw.headers['content-type'] ?? '');
    const parse = type.includes('json') && !raw.headers['content-encoding'] && raw.body !== '';
    return { status: raw.statusCode, body: (parse ? raw.json() : raw.body) as T, headers: raw.headers, raw };
  };

  return {
    get app() {
      if (!app) throw new Error('The app is not started');
      return app;
    },
    get db() {
      if (!database) throw new Error('The database is not created');
      return database.db;
    },
    get: (path, options) => call('GET', path, options),
    post: (path, body, options) => call('POST', path, { ...options, body }),
  };
}
