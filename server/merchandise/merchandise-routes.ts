/**
 * `/admin/catalogue/*`, `/admin/products/*`, `/admin/stock/imports` and `/admin/prices/imports`
 * (issue 32): the merchant's catalogue. No token: 401; a token without the `merchandiser` role (or
 * `admin`): 403, before anything is read. The roles checked are the account's as stored, on every
 * call (`requireCustomer`), so a revoked role stops working at once.
 *
 *   POST /admin/catalogue/imports?dryRun&archiveMissing&name   the bundle (.zip or .tar.gz) as the
 *        body: 202 and the job; 409 while another import runs; 413 past CATALOGUE_UPLOAD_MAX_MB
 *   GET  /admin/catalogue/imports/{id}                          the job: state, progress, counts, problems
 *   GET  /admin/catalogue/export                                the catalogue as a bundle (tar.gz)
 *   POST /admin/products/{key}/pictures?name&position            a photo as the body (image/jpeg, png, webp, avif)
 *   DELETE /admin/products/{key}/pictures/{position}            PUT /admin/products/{key}/pictures/order
 *
 * Issue 39: GET /admin/products/{key} answers the product's version as its ETag; every change of
 * one product takes it back in If-Match and is then made only while nobody else changed the
 * product meanwhile (409 in the caller's words otherwise); without If-Match, as before. The back
 * office's list, editor and recent imports: merchandise-admin-routes.ts.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { ModuleDeps } from '../core/module-deps';
import { customerContext, privateAnswer, requireCustomer } from '../http/customer-auth';
import { requireMerchandiser } from '../http/merchandiser-only';
import { HttpError } from '../http/errors';
import { valueOf } from '../http/outcomes';
import { ApiHeadersSchema, withErrors } from '../http/schemas/common';
import { problemText, type PriceCountry } from '../../src/domain/catalogue/catalogue-bundle';
import {
  CsvBody, FeedCountsSchema, FeedQuerySchema, MerchandiseErrors, MerchandiseProductSchema, OutletBodySchema, PriceBodySchema, PriceParamsSchema,
  PictureOrderBodySchema, PictureParamsSchema, PictureQuerySchema, ProductKeyParamsSchema, SizeParamsSchema, StockBodySchema, StockChangedSchema,
  AdminRefusalSchemas, BundleArchiveSchema, ImportJobSchema, ImportParamsSchema, ImportQuerySchema,
} from './merchandise-schemas';
import { expectedVersion, merchandiseAdminRoutes, tagged } from './merchandise-admin-routes';
import {
  addPicture, changeStock, exportCatalogue, importJob, importPrices, importStock, markOutletOnly, orderPictures, removePicture, setPrice, setStatus, showProduct, startImport,
  type ImportJob, type MerchandiseDeps,
} from './merchandise-service';

const tags = ['merchandise'];
const security = [{ bearer: [] }];
const answers = <T extends object>(ok: T) => ({ ...withErrors({ 200: ok as never }), ...MerchandiseErrors });

/** A daily feed of a big shop (500,000 sizes) is a few megabytes; the API's other bodies stay at 1 MB. */
export const FEED_BODY_LIMIT = 32 * 1024 * 1024;

/** The feed's name in its problems: the caller's file name, without a path. */
const feedName = (request: FastifyRequest<{ Querystring: { file?: string } }>, fallback: string) =>
  request.query.file?.split(/[\\/]/).pop()?.trim() || fallback;

/** The CSV body as text; a feed sent as anything else is refused by Fastify (415) before this. */
const csvText = (body: unknown) => (typeof body === 'string' ? body : '');

/** What an upload is saved as: readBundle tells the archive's kind by its extension. */
const BUNDLE_TYPES: Record<string, string> = { 'application/zip': '.zip', 'application/gzip': '.tar.gz', 'application/x-gzip': '.tar.gz' };
const DEFAULT_UPLOAD_MB = 2048;

/** A photo's body: above the media module's 25 MB, so that a larger photo is refused in its words (naming the file); past this, 413. */
const PICTURE_BODY_LIMIT = 32 * 1024 * 1024;
/** What a photo may be sent as; what it really is, the media module reads from its bytes. */
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'application/octet-stream'];

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

export const merchandiseRoutes: FastifyPluginAsyncTypebox<{ deps: ModuleDeps }> = async (app, { deps }) => {
  const merchandise: MerchandiseDeps = { ...deps, log: app.log };
  app.addHook('onRequest', requireCustomer(deps.customers));
  app.addHook('onRequest', requireMerchandiser('catalogue'));
  app.addHook('onSend', privateAnswer);
  await app.register(merchandiseAdminRoutes, { deps, merchandise });
  app.addContentTypeParser(['text/csv', 'text/plain'], { parseAs: 'string', bodyLimit: FEED_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.get('/admin/products/:key', {
    schema: { tags, summary: 'A product as the merchant keeps it: every store’s price, sizes with SKU, GTIN and stock, status, publication window, outlet flag, texts', security, headers: ApiHeadersSchema, params: ProductKeyParamsSchema, response: answers(MerchandiseProductSchema) },
  }, async (request, reply) => tagged(reply, valueOf(await showProduct(merchandise, request.shop.locale, request.params.key))));

  app.put('/admin/products/:key/prices/:country', {
    schema: { tags, summary: 'Sets the product’s price (and crossed-out price) in a store country; a country without a price starts selling it', security, headers: ApiHeadersSchema, params: PriceParamsSchema, body: PriceBodySchema, response: answers(MerchandiseProductSchema) },
  }, async (request, reply) => {
    // The audit log's `before` (issue 36): the price the country had.
    const shown = await showProduct(merchandise, request.shop.locale, request.params.key);
    const expected = expectedVersion(request);
    if (shown.ok) request.auditBefore({ price: shown.value.prices.find((price) => price.country === request.params.country) ?? null });
    return tagged(reply, valueOf(await setPrice(merchandise, request.shop.locale, request.params.key, request.params.country as PriceCountry, request.body, expected)));
  });

  app.patch('/admin/products/:key/sizes/:sku/stock', {
    schema: { tags, summary: 'Sets a size’s stock ({ "set": 12 }) or moves it ({ "add": 3 }, { "add": -1 }; never below 0); a size back in stock mails its alerts', security, headers: ApiHeadersSchema, params: SizeParamsSchema, body: StockBodySchema, response: answers(StockChangedSchema) },
  }, async (request, reply) => tagged(reply, valueOf(await changeStock(merchandise, request.shop.locale, request.params.key, request.params.sku, request.body, expectedVersion(request)))));

  app.post('/admin/products/:key/publish', {
    schema: { tags, summary: 'Puts the product on sale (within its publication window)', security, headers: ApiHeadersSchema, params: ProductKeyParamsSchema, response: answers(MerchandiseProductSchema) },
  }, async (request, reply) => tagged(reply, valueOf(await setStatus(merchandise, request.shop.locale, request.params.key, 'published', expectedVersion(request)))));

  app.post('/admin/products/:key/archive', {
    schema: { tags, summary: 'Takes the product off sale: hidden from listings, search and pages, kept for orders and returns', security, headers: ApiHeadersSchema, params: ProductKeyParamsSchema, response: answers(MerchandiseProductSchema) },
  }, async (request, reply) => tagged(reply, valueOf(await setStatus(merchandise, request.shop.locale, request.params.key, 'archived', expectedVersion(request)))));

  app.put('/admin/products/:key/outlet-only', {
    schema: { tags, summary: 'Sells the product only in the outlet, or everywhere again', security, headers: ApiHeadersSchema, params: ProductKeyParamsSchema, body: OutletBodySchema, response: answers(MerchandiseProductSchema) },
  }, async (request, reply) => {
    const shown = await showProduct(merchandise, request.shop.locale, request.params.key);
    const expected = expectedVersion(request);
    if (shown.ok) request.auditBefore({ outletOnly: shown.value.outletOnly });
    return tagged(reply, valueOf(await markOutletOnly(merchandise, request.shop.locale, request.params.key, request.body.outletOnly, expected)));
  });

  app.addContentTypeParser(PICTURE_TYPES, { parseAs: 'buffer', bodyLimit: PICTURE_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post('/admin/products/:key/pictures', {
    bodyLimit: PICTURE_BODY_LIMIT,
    schema: {
      tags, summary: 'Adds a photo (the body: JPEG, PNG, WebP or AVIF, at most 25 MB and 50 megapixels) at a position (default: last); anything else is refused, naming the file, and nothing is kept',
      security, headers: ApiHeadersSchema, params: ProductKeyParamsSchema, querystring: PictureQuerySchema, consumes: PICTURE_TYPES, response: answers(MerchandiseProductSchema),
    },
  }, async (request, reply) => {
    const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const name = request.query.name?.split(/[\\/]/).pop()?.trim() || 'picture';
    return tagged(reply, valueOf(await addPicture(merchandise, request.shop.locale, request.params.key, { bytes, name }, request.query.position, expectedVersion(request))));
  });

  app.delete('/admin/products/:key/pictures/:position', {
    schema: { tags, summary: 'Takes the picture at that position off the product (1: the main one)', security, headers: ApiHeadersSchema, params: PictureParamsSchema, response: answers(MerchandiseProductSchema) },
  }, async (request, reply) => tagged(reply, valueOf(await removePicture(merchandise, request.shop.locale, request.params.key, request.params.position, expectedVersion(request)))));

  app.put('/admin/products/:key/pictures/order', {
    schema: { tags, summary: 'Puts the product’s pictures in a new order: { "order": [3, 1, 2] } lists every current position once', security, headers: ApiHeadersSchema, params: ProductKeyParamsSchema, body: PictureOrderBodySchema, response: answers(MerchandiseProductSchema) },
  }, async (request, reply) => tagged(reply, valueOf(await orderPictures(merchandise, request.shop.locale, request.params.key, request.body.order, expectedVersion(request)))));

  app.post('/admin/stock/imports', {
    bodyLimit: FEED_BODY_LIMIT,
    schema: {
      tags, summary: 'A daily stock feed (text/csv: sku,stock with 12, +3 or -1): every line checked first, then one transaction; sizes back in stock mail their alerts',
      security, headers: ApiHeadersSchema, querystring: FeedQuerySchema, body: CsvBody('sku,stock'), response: answers(FeedCountsSchema),
    },
  }, async (request) => valueOf(await importStock(merchandise, feedName(request, 'stock.csv'), csvText(request.body))));

  app.post('/admin/prices/imports', {
    bodyLimit: FEED_BODY_LIMIT,
    schema: {
      tags, summary: 'A daily price feed (text/csv: product_key or sku, country, price, optional original_price): every line checked first, then one transaction',
      security, headers: ApiHeadersSchema, querystring: FeedQuerySchema, body: CsvBody('product_key,country,price,original_price'), response: answers(FeedCountsSchema),
    },
  }, async (request) => valueOf(await importPrices(merchandise, feedName(request, 'prices.csv'), csvText(request.body))));

  const uploadLimit = (deps.catalogueUploadMaxMb ?? DEFAULT_UPLOAD_MB) * 1024 * 1024;
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
      // The body is the archive itself, streamed to a file (no JSON schema validates a stream).
      consumes: ['application/zip', 'application/gzip'],
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
