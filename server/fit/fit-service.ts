/**
 * Fit advice and size guides (issue 38, docs/returns-api.md "Fit advice", docs/catalogue-format.md
 * "size-guides.csv"). The figures of a model are counted again from its orders and accepted returns
 * in the transaction that accepts a return (returns-admin.ts), and kept in `model_fit`: a product
 * page then reads one row by primary key, where counting would aggregate every order line of the
 * model on each view. Counted, not incremented: a count is right whatever happened before (a
 * return accepted before this code, a seed), and two acceptances at once each count what is
 * committed under the return's lock. Units sold between two acceptances are counted at the next
 * one; the advice only needs them to pass its threshold, so it is never shown early, only late.
 * The rule itself is the domain's (src/domain/returns/fit-advice.ts).
 */
import { fitAdvice, type FitAdvice } from '../../src/domain/returns/fit-advice';
import {
  MEASURE_NAMES, pickSizeGuideScope, sizeGuideColumns, sizeGuideScope, type BundleSizeGuideRow, type SizeGuide,
} from '../../src/domain/catalogue/size-guide';
import type { LocaleCode } from '../../src/domain/store/locales';
import type { Executor, Trx } from '../db/transaction';
import {
  allSizeGuideCells, categoryKeys, countModelFit, modelOfProduct, modelsOfReturn, readModelFit, replaceSizeGuideCells, sizeGuideCells, writeModelFit,
} from './fit-repository';

export { allSizeGuideCells, replaceSizeGuideCells };
export { FitAdviceSchema, SizeGuideSchema } from './fit-schemas';

/** Counts again the figures of a model and keeps them (inside the caller's transaction). */
export async function recountModelFit(trx: Trx, model: string, now: Date): Promise<void> {
  await writeModelFit(trx, model, await countModelFit(trx, model), now);
}

/** Counts again the figures of every model a return's lines belong to (the acceptance's transaction). */
export async function recountReturnFit(trx: Trx, returnId: number, now: Date): Promise<void> {
  for (const model of await modelsOfReturn(trx, returnId)) await recountModelFit(trx, model, now);
}

/** What a product page needs of its product to answer its fit and its guide. */
export interface FitProduct {
  id: number;
  brand: { slug: string; name: string };
  /** The product's category, then its parents up to the root. */
  categoryIds: readonly number[];
  /** The product's sizes in their order: key and name in the store's language. */
  sizes: readonly { key: string; name: string }[];
}

export interface ProductFitAnswer {
  fit: FitAdvice | null;
  sizeGuide: SizeGuide | null;
}

export async function productFit(db: Executor, product: FitProduct, locale: LocaleCode): Promise<ProductFitAnswer> {
  const [model, keys] = await Promise.all([modelOfProduct(db, product.id), categoryKeys(db, product.categoryIds)]);
  const chain = product.categoryIds.flatMap((id) => (keys.has(id) ? [keys.get(id)!] : []));
  const [figures, cells] = await Promise.all([model ? readModelFit(db, model) : null, sizeGuideCells(db, chain, product.brand.slug)]);
  return { fit: figures ? fitAdvice(figures) : null, sizeGuide: guideOf(cells, chain, product, locale) };
}

/** The product's guide: the most specific scope, its cells for the product's sizes; null when none. */
export function guideOf(cells: readonly BundleSizeGuideRow[], chain: readonly string[], product: Pick<FitProduct, 'brand' | 'sizes'>, locale: LocaleCode): SizeGuide | null {
  const scope = pickSizeGuideScope(new Set(cells.map((cell) => sizeGuideScope(cell.category, cell.brand))), chain, product.brand.slug);
  if (scope === null) return null;
  const own = cells.filter((cell) => sizeGuideScope(cell.category, cell.brand) === scope);
  const columns = sizeGuideColumns(own);
  const rows = product.sizes.flatMap((size) => {
    const mine = own.filter((cell) => cell.size === size.key);
    if (mine.length === 0) return [];
    const cellsOfSize = columns.map((column) => {
      const cell = mine.find((each) => each.kind === column.kind && each.measure === column.measure);
      return cell ? { minMm: cell.minMm, maxMm: cell.maxMm } : null;
    });
    return [{ size: size.key, name: size.name, cells: cellsOfSize }];
  });
  if (rows.length === 0) return null;
  return {
    brand: own[0].brand === null ? null : product.brand.name,
    columns: columns.map((column) => ({ ...column, name: MEASURE_NAMES[column.measure][locale] })),
    rows,
  };
}
