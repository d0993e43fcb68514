/**
 * The daily feeds of a warehouse or an ERP (issue 32, docs/catalogue-format.md "Daily feeds"):
 * `stock.csv` (`sku,stock`: 12, +3 or -1) and `prices.csv` (`product_key` or `sku`, `country`,
 * `price`, optionally `original_price`). Every line is read and checked first, each problem located
 * (`stock.csv:12: stock "-x" is not a stock (12, +3 or -1)`); with any problem nothing is written.
 * Then one transaction writes what changed, and after it commits search, caches and pages follow
 * on every process and sizes back in stock mail their alerts, as every stock write does.
 */
import { parse } from 'csv-parse/sync';
import {
  changedStock, originalPriceProblem, problemText, readCountry, readKey, readPrice, readStockChange,
  type BundleProblem, type CellReading, type PriceCountry, type StockChange,
} from '../../src/domain/catalogue/catalogue-bundle';
import type { FeedCounts } from '../../src/domain/catalogue/merchandise-product';
import { alertRestocks, stockAlertDeps, type StockMove } from '../alerts/alerts-service';
import { fail, succeed, type Outcome } from '../core/outcome';
import { committedUnit } from '../db/transaction';
import { refreshFingerprints } from './merchandise-export';
import { lockPrices, lockSizesBySku, productIdsByKey, productIdsBySku, writePrices, writeStocks, type PriceRow } from './merchandise-repository';
import type { MerchandiseDeps } from './merchandise-products';

/** A refusal names this many problems, then how many more there are. */
const PROBLEMS_SHOWN = 50;

interface Line {
  line: number;
  cells: Record<string, string>;
}

/** The file's lines under its header, or its problems (columns missing or unknown, a broken quote…). */
function readCsv(file: string, text: string, required: string[], optional: string[], oneOf: string[] = []): { lines: Line[]; problems: BundleProblem[] } {
  const problems: BundleProblem[] = [];
  if (text.includes('\uFFFD')) return { lines: [], problems: [{ file, message: 'is not UTF-8 text' }] };
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with where it ends (csv-parse's types do not follow the option).
    records = parse(text, { info: true, bom: true, skip_empty_lines: true, relax_column_count: true, max_record_size: 1_000_000 }) as unknown as typeof records;
  } catch (error) {
    const where = error as { lines?: number; message?: string };
    return { lines: [], problems: [{ file, line: where.lines, message: `is not CSV: ${where.message ?? 'unreadable'}` }] };
  }
  const header = records[0]?.record.map((name) => name.trim().toLowerCase());
  if (!header) return { lines: [], problems: [{ file, message: `is empty: its first line names the columns (${[...required, ...oneOf].join(', ')})` }] };
  const known = new Set([...required, ...optional, ...oneOf]);
  for (const name of header) if (!known.has(name)) problems.push({ file, line: 1, field: name, message: `column "${name.slice(0, 40)}" is not one of ${[...known].join(', ')}` });
  for (const name of required) if (!header.includes(name)) problems.push({ file, line: 1, field: name, message: `column ${name} is missing` });
  if (oneOf.length > 0 && oneOf.filter((name) => header.includes(name)).length !== 1) problems.push({ file, line: 1, message: `one column of ${oneOf.join(' or ')} names the product` });
  if (new Set(header).size !== header.length) problems.push({ file, line: 1, message: 'a column is named twice' });
  if (problems.length > 0) return { lines: [], problems };
  const lines: Line[] = [];
  for (const { record, info } of records.slice(1)) {
    if (record.length !== header.length) {
      problems.push({ file, line: info.lines, message: `has ${record.length} cells, the header ${header.length}` });
      continue;
    }
    lines.push({ line: info.lines, cells: Object.fromEntries(header.map((name, index) => [name, record[index]])) });
  }
  return { lines, problems };
}

/** A cell read by its rule; a problem located at its line otherwise. */
function cell<T>(file: string, line: Line, reading: CellReading<T>, problems: BundleProblem[]): T | undefined {
  if (reading.ok) return reading.value;
  problems.push({ file, line: line.line, message: reading.problem });
  return undefined;
}

function refused(problems: BundleProblem[]): Outcome<never> {
  const shown = problems.slice(0, PROBLEMS_SHOWN).map(problemText);
  if (problems.length > PROBLEMS_SHOWN) shown.push(`… and ${problems.length - PROBLEMS_SHOWN} more problems`);
  return fail('invalid-input', `Nothing was changed: ${problems.length === 1 ? '1 problem' : `${problems.length} problems`}\n${shown.join('\n')}`);
}

/** Problems of a refused unit: nothing it read is written. */
class Refused extends Error {
  constructor(readonly problems: BundleProblem[]) {
    super('refused feed');
  }
}

async function oneTransaction<T>(deps: MerchandiseDeps, work: Parameters<typeof committedUnit<T>>[2]): Promise<Outcome<T>> {
  try {
    return succeed(await committedUnit(deps.db, deps.log, work));
  } catch (error) {
    if (error instanceof Refused) return refused(error.problems);
    throw error;
  }
}

/** A key cell repeated in one file: ambiguous, refused. */
function once(file: string, seen: Map<string, number>, what: string, id: string, line: Line, problems: BundleProblem[]): void {
  const first = seen.get(id);
  if (first !== undefined) problems.push({ file, line: line.line, message: `${what} is already on line ${first}` });
  else seen.set(id, line.line);
}

export async function importStock(deps: MerchandiseDeps, file: string, text: string): Promise<Outcome<FeedCounts>> {
  const { lines, problems } = readCsv(file, text, ['sku', 'stock'], []);
  const changes: { line: Line; sku: string; change: StockChange }[] = [];
  const seen = new Map<string, number>();
  for (const line of lines) {
    const sku = cell(file, line, readKey('sku', line.cells.sku), problems);
    const change = cell(file, line, readStockChange('stock', line.cells.stock), problems);
    if (sku !== undefined) once(file, seen, `sku "${sku}"`, sku, line, problems);
    if (sku !== undefined && change !== undefined) changes.push({ line, sku, change });
  }
  if (problems.length > 0) return refused(problems);
  const sent = { count: 0 };
  const counts = await oneTransaction(deps, async (unit) => {
    const sizes = new Map((await lockSizesBySku(unit.trx, changes.map((change) => change.sku))).map((size) => [size.sku, size]));
    const unknown = changes.filter((change) => !sizes.has(change.sku));
    if (unknown.length > 0) throw new Refused(unknown.map(({ line, sku }) => ({ file, line: line.line, message: `sku "${sku}" is not a size of the shop` })));
    const moves: (StockMove & { stock: number })[] = [];
    for (const { sku, change } of changes) {
      const size = sizes.get(sku)!;
      const stock = changedStock(size.stock, change);
      if (stock !== size.stock) moves.push({ productSizeId: size.id, stockBefore: size.stock, stockAfter: stock, stock });
    }
    await writeStocks(unit.trx, moves.map((move) => ({ id: move.productSizeId, stock: move.stockAfter })));
    await alertRestocks(stockAlertDeps(deps), unit, moves, sent);
    if (moves.length > 0) unit.afterCommit(() => deps.catalogueChanges?.refreshSizes(moves.map((move) => move.productSizeId)));
    return { changed: moves.length, unchanged: changes.length - moves.length };
  });
  return counts.ok ? succeed({ ...counts.value, alertsSent: sent.count }) : counts;
}

interface PriceLine {
  line: Line;
  /** A product key, or a SKU of one of its sizes. */
  product: string;
  country: PriceCountry;
  price: number;
  /** undefined: the file has no original_price column, the current one stays. */
  originalPrice: number | null | undefined;
}

export async function importPrices(deps: MerchandiseDeps, file: string, text: string): Promise<Outcome<FeedCounts>> {
  const { lines, problems } = readCsv(file, text, ['country', 'price'], ['original_price'], ['product_key', 'sku']);
  const bySku = lines.length > 0 && 'sku' in lines[0].cells;
  const column = bySku ? 'sku' : 'product_key';
  const prices: PriceLine[] = [];
  for (const line of lines) {
    const product = cell(file, line, readKey(column, line.cells[column]), problems);
    const country = cell(file, line, readCountry('country', line.cells.country), problems);
    const price = cell(file, line, readPrice('price', line.cells.price), problems);
    const originalCell = line.cells.original_price;
    const originalPrice = originalCell === undefined ? undefined : originalCell.trim() === '' ? null : cell(file, line, readPrice('original_price', originalCell), problems);
    if (product !== undefined && country !== undefined && price !== undefined && (originalCell === undefined || originalPrice !== undefined)) {
      prices.push({ line, product, country, price, originalPrice });
    }
  }
  if (problems.length > 0) return refused(problems);
  return oneTransaction(deps, async (unit) => {
    const ids = await (bySku ? productIdsBySku : productIdsByKey)(unit.trx, prices.map((price) => price.product));
    const current = new Map((await lockPrices(unit.trx, [...ids.values()])).map((row) => [`${row.product_id} ${row.country_code}`, row]));
    const found: BundleProblem[] = [];
    const seen = new Map<string, number>();
    const writes: PriceRow[] = [];
    for (const { line, product, country, price, originalPrice } of prices) {
      const productId = ids.get(product);
      if (productId === undefined) {
        found.push({ file, line: line.line, message: `${column} "${product}" is not ${bySku ? 'a size' : 'a product'} of the shop` });
        continue;
      }
      once(file, seen, `the ${country} price of ${bySku ? `the product of sku "${product}"` : `product "${product}"`}`, `${productId} ${country}`, line, found);
      const before = current.get(`${productId} ${country}`);
      const original = originalPrice === undefined ? (before?.original_price ?? null) : originalPrice;
      const problem = originalPriceProblem(price, original);
      if (problem) found.push({ file, line: line.line, message: originalPrice === undefined ? `${problem} (kept: the file has no original_price)` : problem });
      else if (before?.price !== price || before.original_price !== original) writes.push({ product_id: productId, country_code: country, price, original_price: original });
    }
    if (found.length > 0) throw new Refused(found);
    await writePrices(unit.trx, writes);
    const changedProducts = [...new Set(writes.map((write) => write.product_id))];
    await refreshFingerprints(unit.trx, changedProducts);
    if (changedProducts.length > 0) unit.afterCommit(() => deps.catalogueChanges?.refreshProducts(changedProducts));
    return { changed: writes.length, unchanged: prices.length - writes.length };
  });
}
