/**
 * Schemas of the merchandise routes: the catalogue import jobs and the export (the OpenAPI
 * source). The bundle's own files are described by docs/catalogue-format.schema.json.
 */
import { Type } from 'typebox';
import { ErrorSchema, Text } from '../http/schemas/common';

const Flag = Type.Optional(Type.String({ enum: ['true', 'false', '1', '0'] }));

export const ImportQuerySchema = Type.Object({
  dryRun: Flag,
  archiveMissing: Flag,
  /** The bundle's file name as the merchant has it (shown in the job and in errors). */
  name: Type.Optional(Text({ maxLength: 200, pattern: '^[^/\\\\\\u0000-\\u001f]*$' })),
}, { additionalProperties: false });

export const ImportParamsSchema = Type.Object({
  id: Type.String({ pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$', description: 'The import job id' }),
});

const ProblemSchema = Type.Object({
  file: Type.String(),
  line: Type.Optional(Type.Integer()),
  field: Type.Optional(Type.String()),
  message: Type.String(),
  /** `products.csv:812: price_de "12,5O" is not a price`. */
  text: Type.String(),
});

const CountsSchema = Type.Object({ created: Type.Integer(), changed: Type.Integer(), unchanged: Type.Integer(), archived: Type.Integer() });

export const ImportJobSchema = Type.Object({
  id: Type.String(),
  state: Type.String({ enum: ['queued', 'running', 'failed', 'done'] }),
  dryRun: Type.Boolean(),
  archiveMissing: Type.Boolean(),
  fileName: Type.String(),
  progress: Type.Union([Type.Object({ stage: Type.String(), done: Type.Integer(), total: Type.Integer() }), Type.Null()]),
  counts: Type.Union([CountsSchema, Type.Null()]),
  problems: Type.Array(ProblemSchema),
  createdAt: Type.String({ format: 'date-time' }),
  finishedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export const BundleUploadSchema = {
  description: 'The bundle: a .zip or a .tar.gz (application/zip, application/gzip)',
  content: { 'application/zip': { schema: { type: 'string', format: 'binary' } }, 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
} as never;

export const BundleArchiveSchema = {
  description: 'The catalogue as a bundle (docs/catalogue-format.md), a gzip-compressed tar archive',
  content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
} as never;

export const AdminRefusalSchemas = { 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema };
