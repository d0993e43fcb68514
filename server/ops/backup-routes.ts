/**
 * `GET /admin/backup` (issue 16): support staff download a copy of the running shop's embedded
 * database — PGlite's data directory as a tar.gz, the form `boutique admin restore` and PGlite's
 * `loadDataDir` read back. No token: 401; a token without the `support` role: 403. On PostgreSQL
 * the shop cannot copy its server: 409, pointing to pg_dump.
 */
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { requireCustomer } from '../http/customer-auth';
import { sendError } from '../http/errors';
import { ApiHeadersSchema, ErrorSchema, withErrors } from '../http/schemas/common';
import { SUPPORT_ROLE } from '../orders/orders-service';
import { orderText } from '../orders/orders-service';

/** What the shop can copy of itself: a dump of the embedded database, or nothing (an external server). */
export interface DatabaseBackup {
  dump?: () => Promise<Blob>;
}

/** A consistent copy: the checkpoint writes every committed page first, so a restore has little WAL to replay. */
export function pgliteBackup(pglite: PGlite | undefined): DatabaseBackup {
  if (!pglite) return {};
  return {
    async dump() {
      await pglite.exec('CHECKPOINT');
      return pglite.dumpDataDir('gzip');
    },
  };
}

export const POSTGRES_BACKUP_MESSAGE = 'This shop runs on a PostgreSQL server (DATABASE_URL): back it up with pg_dump, e.g. pg_dump --format=custom "$DATABASE_URL" > boutique.dump (docs/operations.md).';

const backupName = (now: Date) => `boutique-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`;

export const backupRoutes: FastifyPluginAsync<{ deps: ModuleDeps; backup: DatabaseBackup }> = async (app, { deps, backup }) => {
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.customer?.roles.includes(SUPPORT_ROLE)) return sendError(reply, 403, orderText('supportOnly', request.shop.locale));
  });

  app.get('/admin/backup', {
    compress: false,
    schema: {
      tags: ['orders'],
      summary: 'A copy of the embedded database (PGlite data directory, tar.gz) for `boutique admin restore` (support); 409 on PostgreSQL',
      security: [{ bearer: [] }],
      headers: ApiHeadersSchema,
      response: {
        ...withErrors({ 200: { description: 'The data directory as a gzip-compressed tar archive', content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } } } as never }),
        401: ErrorSchema,
        403: ErrorSchema,
        409: ErrorSchema,
      },
    },
  }, async (_request, reply) => {
    if (!backup.dump) return sendError(reply, 409, POSTGRES_BACKUP_MESSAGE);
    const archive = await backup.dump();
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="${backupName(deps.now())}"`)
      .header('cache-control', 'private, no-store')
      .header('content-length', String(archive.size))
      .send(Readable.fromWeb(archive.stream() as WebReadableStream));
  });
};
