/**
 * The merchant's catalogue (issue 32, DESIGN 17): bundles in (a validated, atomic, idempotent
 * import by the merchant's keys) and out (an export in the same format), and the day-to-day
 * changes of one product, its prices and its stock. Role `merchandiser` (or `admin`).
 */
export type { BundleProblem, CatalogueBundle, ImportCounts } from '../../src/domain/catalogue/catalogue-bundle';
