/** The fit module's tables (migration 0022): size guide cells and per-model fit figures. */
import type { ColumnType } from 'kysely';
import type { SizeGuideKind } from '../../src/domain/catalogue/size-guide';
import type { CreatedAt } from '../db/column-types';

/** One measurement of one size in a guide (a category and a brand, '' for the category's own). */
export interface SizeGuideCellsTable {
  category_key: string;
  brand_key: ColumnType<string, string | undefined, string>;
  size_key: string;
  kind: SizeGuideKind;
  measure: string;
  min_mm: number;
  max_mm: number;
}

/** A model's figures (`model:<key>` or `product:<id>`), counted again as each return is accepted. */
export interface ModelFitTable {
  model: string;
  sold: number;
  too_small: number;
  too_large: number;
  counted_at: CreatedAt;
}

export interface FitTables {
  size_guide_cells: SizeGuideCellsTable;
  model_fit: ModelFitTable;
}
