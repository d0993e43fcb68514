/**
 * The back office's products (issue 39; `boutique admin product list|edit`, the merchandising
 * screens): the catalogue listed as the shop filters, sorts and pages it, a product's texts and
 * labels edited at the version it was read at, and the recent imports. What was typed is read by
 * the domain's rules first, so that a wrong word never reaches the shop.
 */
import { productListProblem, productListQuery, type ProductListPage } from '../../domain/catalogue/admin-product-list';
import { MARKET_LABEL_CLASSES, PRODUCT_LABELS, type ProductEdit } from '../../domain/catalogue/merchandise-product';
import type { MarketLabelClass, ProductLabel } from '../../domain/catalogue/product';
import { asSupport, type AdminOutcome } from '../orders/admin-orders';
import type { ImportSummary } from '../ports/merchandise-api';
import { ProductUseCase, type Invalid, type ProductResult } from './merchandise-product';

export type ProductListResult = AdminOutcome<{ kind: 'found'; page: ProductListPage }>;

/** The list's query as typed (a URL's, a command line's): each word a string, left out for none. */
export type TypedListQuery = Partial<Record<'q' | 'brand' | 'category' | 'stock' | 'status' | 'sort' | 'dir' | 'page' | 'pageSize', string>>;

export class ListMerchandiseProducts extends ProductUseCase {
  async execute(typed: TypedListQuery = {}): Promise<ProductListResult | Invalid> {
    const problem = productListProblem(typed);
    if (problem) return { kind: 'invalid', message: problem };
    const query = productListQuery(typed);
    return asSupport(this.tokens, () => this.merchandise.list(query), (page) => ({ kind: 'found' as const, page }));
  }
}

/** A label as typed: one of the shop's, or `none`. */
export function readLabel(typed: string): ProductLabel | null | undefined {
  const word = typed.trim().toLowerCase().replace(/-/g, '_');
  if (word === 'none' || word === '') return null;
  return (PRODUCT_LABELS as readonly string[]).includes(word) ? (word as ProductLabel) : undefined;
}

/** Market labels as typed: `eco_friendly,exclusivity`, or `none`. */
export function readMarketLabels(typed: string): MarketLabelClass[] | undefined {
  const words = typed.split(/[,|]/).map((word) => word.trim().toLowerCase().replace(/-/g, '_')).filter(Boolean);
  if (words.length === 1 && words[0] === 'none') return [];
  return words.every((word) => (MARKET_LABEL_CLASSES as readonly string[]).includes(word)) ? [...new Set(words)] as MarketLabelClass[] : undefined;
}

export interface TypedEdit {
  key: string;
  texts?: ProductEdit['texts'];
  /** `promo`, `flash_sale`, `top_sale`, `new`, or `none`. */
  label?: string;
  /** `eco_friendly,exclusivity`, or `none`. */
  marketLabels?: string;
  /** The version the product was read at; left out: the edit is made whatever it is now. */
  version?: number;
}

export class EditMerchandiseProduct extends ProductUseCase {
  async execute(input: TypedEdit): Promise<ProductResult | Invalid> {
    const edit: ProductEdit = {};
    if (input.texts && Object.keys(input.texts).length > 0) edit.texts = input.texts;
    if (input.label !== undefined) {
      const label = readLabel(input.label);
      if (label === undefined) return { kind: 'invalid', message: `"${input.label}" is not a label: ${PRODUCT_LABELS.join(', ')} or none` };
      edit.label = label;
    }
    if (input.marketLabels !== undefined) {
      const labels = readMarketLabels(input.marketLabels);
      if (labels === undefined) return { kind: 'invalid', message: `"${input.marketLabels}" is not market labels: ${MARKET_LABEL_CLASSES.join(', ')} (separated by commas) or none` };
      edit.marketLabels = labels;
    }
    if (Object.keys(edit).length === 0) return { kind: 'invalid', message: 'Nothing to change: give a name, a description, a label or market labels' };
    if (input.version !== undefined && !(Number.isSafeInteger(input.version) && input.version >= 1)) return { kind: 'invalid', message: `${input.version} is not a product's version` };
    return this.product(() => this.merchandise.edit(input.key, edit, input.version));
  }
}

export type RecentImportsResult = AdminOutcome<{ kind: 'found'; items: ImportSummary[]; total: number }>;

export class ListRecentImports extends ProductUseCase {
  execute(page = 1, pageSize = 25): Promise<RecentImportsResult> {
    return asSupport(this.tokens, () => this.merchandise.recentImports(page, pageSize), (found) => ({ kind: 'found' as const, ...found }));
  }
}
