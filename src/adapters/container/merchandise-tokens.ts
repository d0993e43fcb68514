/** Typed tokens of the merchandise use cases (bound in merchandise-bindings.ts). */
import type { ExportCatalogue } from '../../application/merchandise/export-catalogue';
import type { ImportCatalogue } from '../../application/merchandise/import-catalogue';
import { token } from '../../application/ports/token';

export const IMPORT_CATALOGUE = token<ImportCatalogue>('ImportCatalogue');
export const EXPORT_CATALOGUE = token<ExportCatalogue>('ExportCatalogue');
