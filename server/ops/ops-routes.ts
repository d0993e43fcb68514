/**
 * `GET /admin/backup` (issue 16): support staff download a copy of the running shop's embedded
 * database — PGlite's data directory as a tar.gz, the form `boutique admin restore` and PGlite's
 * `loadDataDir` read back. No token: 401; a token without the `support` role: 403. On PostgreSQL
 * the shop cannot copy its server: 409, pointing to pg_dump.
 *
 * Probes for a load balancer or an orchestrator (issue 16), outside /api/v5 and the OpenAPI
 * document, never cached, no cookie (`registerHealthRoutes`, on the app itself):
 *
 *   GET /health — the process answers (liveness): 200 `{ status: 'ok' }`, no database call.
 *   GET /ready  — send it traffic (readiness): 200 when the database answers `select 1` and the
 *                 search indexes are built; 503 `{ status: 'not-ready', checks }` otherwise, and
 *                 from the moment the process starts draining on SIGTERM (server/main.ts).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { requireCustomer, requireRole } from '../http/customer-auth';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { BackupArchiveSchema, BackupRefusalSchemas } from './ops-schemas';
import { SUPPORT_ROLE } from '../../src/domain/auth/roles';
import { databaseAnswers, databaseCopy, type DatabaseBackup } from './ops-service';
import { opsText } from './ops-texts';
import type { Db } from '../db/database';

const backupName = (now: Date) => `boutique-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

export const opsRoutes: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const backup: DatabaseBackup = deps.backup ?? {};
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireRole(SUPPORT_ROLE, (locale) => opsText('supportOnly', locale)));

  app.get('/admin/backup', {
    compress: false,
    schema: {
      tags: ['orders'],
      summary: 'A copy of the embedded database (PGlite data directory, tar.gz) for `boutique admin restore` (support); 409 on PostgreSQL',
      security: [{ bearer: [] }],
      headers: ApiHeadersSchema,
      response: { ...withErrors({ 200: BackupArchiveSchema }), ...BackupRefusalSchemas },
    },
  }, async (_request, reply) => {
    const archive = valueOf(await databaseCopy(backup));
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${backupName(deps.now())}"`)
      .header('cache-control', 'private, no-store')
      .header('content-length', String(archive.size))
      .send(Readable.fromWeb(archive.stream() as WebReadableStream));
  });
};

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

/** On the app itself, not in a plugin's scope: the app's `lifecycle` is what server/main.ts drains. */
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
