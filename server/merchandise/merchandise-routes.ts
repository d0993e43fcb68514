/**
 * `/admin/catalogue/*` and `/admin/products/*` (issue 32): the merchant's catalogue. No token: 401;
 * a token without the `merchandiser` role (or `admin`): 403.
 *
 *   POST /admin/catalogue/imports?dryRun&archiveMissing&name   the bundle (.zip or .tar.gz) as the
 *        body: 202 and the job; 409 while another import runs; 413 past CATALOGUE_UPLOAD_MAX_MB
 *   GET  /admin/catalogue/imports/{id}                          the job: state, progress, counts, problems
 *   GET  /admin/catalogue/export                                the catalogue as a bundle (tar.gz)
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer, requireRole } from '../http/customer-auth';
import { HttpError } from '../http/errors';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { MERCHANDISER_ROLE } from '../../src/domain/auth/roles';
import { problemText } from '../../src/domain/catalogue/catalogue-bundle';
import { exportCatalogue, importJob, startImport, type ImportJob } from './merchandise-service';
import { AdminRefusalSchemas, BundleArchiveSchema, BundleUploadSchema, ImportJobSchema, ImportParamsSchema, ImportQuerySchema } from './merchandise-schemas';
import { merchandiseText } from './merchandise-texts';

/** What an upload is saved as: readBundle tells the archive's kind by its extension. */
const BUNDLE_TYPES: Record<string, string> = { 'application/zip': '.zip', 'application/gzip': '.tar.gz', 'application/x-gzip': '.tar.gz' };
const DEFAULT_UPLOAD_MB = 2048;

const yes = (flag: string | undefined) => flag === 'true' || flag === '1';
const answerOf = (job: ImportJob) => ({ ...job, problems: job.problems.map((problem) => ({ ...problem, text: problemText(problem) })) });

/** Copies the body to `file`, refusing it (413) past `limit` bytes, whatever Content-Length said. */
async function saveUpload(body: Readable, file: string, limit: number): Promise<void> {
  let size = 0;
  try {
    await pipeline(
      body,
      async function* (chunks: AsyncIterable<Buffer>) {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > limit) throw new HttpError(413, `The bundle is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
          yield chunk;
        }
      },
      createWriteStream(file, { mode: 0o600 }),
    );
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}

export const merchandiseRoutes: FastifyPluginAsync<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const uploadLimit = (deps.catalogueUploadMaxMb ?? DEFAULT_UPLOAD_MB) * 1024 * 1024;
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireRole(MERCHANDISER_ROLE, (locale) => merchandiseText('merchandiserOnly', locale)));
  app.addHook('onSend', privateAnswer);
  // The archive streams to a file as it arrives: never whole in memory.
  app.addContentTypeParser(Object.keys(BUNDLE_TYPES), (_request, payload, done) => done(null, payload));

  app.post('/admin/catalogue/imports', {
    bodyLimit: uploadLimit,
    schema: {
      tags: ['merchandise'],
      summary: 'Import a catalogue bundle (docs/catalogue-format.md): validated whole, then written in one transaction; answers the job',
      security: [{ bearer: [] }],
      headers: ApiHeadersSchema,
      querystring: ImportQuerySchema,
      body: BundleUploadSchema,
      response: { ...withErrors({ 202: ImportJobSchema }), ...AdminRefusalSchemas },
    },
  }, async (request, reply) => {
    const type = String(request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const extension = BUNDLE_TYPES[type];
    if (!extension) throw new HttpError(415, 'Send the bundle as application/zip or application/gzip (a .tar.gz).');
    const query = request.query as { dryRun?: string; archiveMissing?: string; name?: string };
    const file = path.join(tmpdir(), `boutique-import-${randomUUID()}${extension}`);
    await saveUpload(request.body as Readable, file, uploadLimit);
    const job = valueOf(await startImport(deps, {
      file,
      fileName: query.name || `bundle${extension}`,
      dryRun: yes(query.dryRun),
      archiveMissing: yes(query.archiveMissing),
      by: customerContext(request).customer.id,
      onError: (error) => request.log.error({ err: error }, 'catalogue import failed'),
    }));
    return reply.status(202).header('location', `${request.url.split('?')[0]}/${job.id}`).send(answerOf(job));
  });

  app.get('/admin/catalogue/imports/:id', {
    schema: {
      tags: ['merchandise'],
      summary: 'An import job: its state, progress, counts (created, changed, unchanged, archived) and problems',
      security: [{ bearer: [] }],
      headers: ApiHeadersSchema,
      params: ImportParamsSchema,
      response: { ...withErrors({ 200: ImportJobSchema }), ...AdminRefusalSchemas },
    },
  }, async (request) => answerOf(valueOf(await importJob(deps, (request.params as { id: string }).id))));

  app.get('/admin/catalogue/export', {
    compress: false,
    schema: {
      tags: ['merchandise'],
      summary: 'The catalogue as a bundle (tar.gz): importing it back changes nothing',
      security: [{ bearer: [] }],
      headers: ApiHeadersSchema,
      response: { ...withErrors({ 200: BundleArchiveSchema }), ...AdminRefusalSchemas },
    },
  }, async (_request, reply) => {
    const archive = await exportCatalogue(deps);
    const stream = createReadStream(archive.file);
    stream.on('close', () => void archive.dispose());
    const day = deps.now().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'application/gzip')
      .header('content-disposition', `attachment; filename="catalogue-${day}.tar.gz"`)
      .send(stream);
  });
};
