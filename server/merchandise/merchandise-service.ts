/**
 * The merchant's catalogue (issue 32, DESIGN 17): bundles in (a validated, atomic, idempotent
 * import by the merchant's keys) and out (an export in the same format), and the day-to-day
 * changes of one product, its prices and its stock. Role `merchandiser` (or `admin`).
 */
export type { BundleProblem, CatalogueBundle, ImportCounts } from '../../src/domain/catalogue/catalogue-bundle';

// Day-to-day changes: one product (merchandise-products.ts) and the daily feeds (merchandise-products-feeds.ts).
export { changeStock, markOutletOnly, setPrice, setStatus, showProduct, type MerchandiseDeps, type PriceInput, type StockInput } from './merchandise-products';
export { importPrices, importStock } from './merchandise-products-feeds';
