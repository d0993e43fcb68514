/**
 * Probes for a load balancer or an orchestrator (issue 16), outside /api/v5 and the OpenAPI
 * document, never cached, no cookie:
 *
 *   GET /health — the process answers (liveness): 200 `{ status: 'ok' }`, no database call.
 *   GET /ready  — send it traffic (readiness): 200 when the database answers `select 1` and the
 *                 search indexes are built; 503 `{ status: 'not-ready', checks }` otherwise, and
 *                 from the moment the process starts draining on SIGTERM (server/main.ts).
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    /** Readiness: `startDraining()` on SIGTERM, so the load balancer stops sending traffic. */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  readonly draining: boolean;
  startDraining(): void;
}

export interface HealthOptions {
  db: Db;
  /** Whether the search indexes are built and serve answers. */
  searchReady: () => boolean;
  /** A database that does not answer in this time is "not ready" (default 2 s). */
  databaseTimeoutMs?: number;
}

type Check = 'ok' | 'failing' | 'draining';

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export function registerHealthRoutes(app: FastifyInstance, options: HealthOptions): void {
  let draining = false;
  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
  } satisfies Lifecycle);

  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    noStore(reply);
    return { status: 'ok' };
  });

  app.get('/ready', { schema: { hide: true } }, async (_request, reply) => {
    noStore(reply);
    const checks: Record<string, Check> = {
      lifecycle: draining ? 'draining' : 'ok',
      database: (await databaseAnswers(options.db, options.databaseTimeoutMs ?? 2000)) ? 'ok' : 'failing',
      search: options.searchReady() ? 'ok' : 'failing',
    };
    const ready = Object.values(checks).every((check) => check === 'ok');
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
  });
}

async function databaseAnswers(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
