/** Schemas of GET /admin/backup: a binary answer (the archive), documented as such, and its refusals. */
import { ErrorSchema } from '../http/schemas/common';

export const BackupArchiveSchema = {
  description: 'The data directory as a gzip-compressed tar archive',
  content: { 'application/gzip': { schema: { type: 'string', format: 'binary' } } },
} as never;

export const BackupRefusalSchemas = { 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema };
