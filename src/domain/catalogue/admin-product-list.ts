/**
 * The back office's product list (issue 39, `GET /admin/products`, `boutique admin product list`):
 * what a merchandiser filters and sorts 100,000 products by, and the words of each filter. Paging,
 * sorting and filtering are the database's; these are the rules both ends read the same way.
 */
import { LOW_STOCK_THRESHOLD } from './product-display';
import type { ProductStatus } from './merchandise-product';

/**
 * A product's stock as the list classes it: `out` when no size is in stock, `low` when one size at
 * least is down to LOW_STOCK_THRESHOLD or less (sold-out sizes too) while another is in stock,
 * `in` when every size has more. The three cover every product once.
 */
export const STOCK_CLASSES = ['in', 'low', 'out'] as const;
export type StockClass = (typeof STOCK_CLASSES)[number];

export function stockClassOf(stocks: readonly number[]): StockClass {
  if (!stocks.some((stock) => stock > 0)) return 'out';
  return stocks.some((stock) => stock <= LOW_STOCK_THRESHOLD) ? 'low' : 'in';
}

/**
 * Where a product stands for the merchant: `published` (on sale now), `draft` (published, but its
 * publication window opens later: not shown yet), `archived` (taken off sale, or its window closed).
 */
export const LIST_STATUSES = ['published', 'draft', 'archived'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

export function listStatusOf(product: { status: ProductStatus; publishAt: string | null; unpublishAt: string | null }, now: Date): ListStatus {
  if (product.status === 'archived') return 'archived';
  if (product.unpublishAt !== null && Date.parse(product.unpublishAt) <= now.getTime()) return 'archived';
  if (product.publishAt !== null && Date.parse(product.publishAt) > now.getTime()) return 'draft';
  return 'published';
}

export const PRODUCT_SORTS = ['key', 'name', 'brand', 'price', 'stock', 'created'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export type SortDirection = 'asc' | 'desc';

export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

export interface ProductListQuery {
  /** Part of the key, the model key, a SKU or the name (in the caller's language). */
  q?: string;
  /** A brand's slug. */
  brand?: string;
  /** A category's key: the category and the categories under it. */
  category?: string;
  stock?: StockClass;
  status?: ListStatus;
  sort: ProductSort;
  dir: SortDirection;
  /** 1-based. */
  page: number;
  pageSize: number;
}

/** One line of the list: what a merchandiser scans before opening a product. */
export interface ProductListItem {
  key: string;
  id: number;
  /** In the caller's language (French when it has none). */
  name: string;
  brand: string;
  brandSlug: string;
  category: string;
  status: ListStatus;
  stockClass: StockClass;
  /** Units over every size still sold. */
  stock: number;
  sizes: number;
  /** The French store's price in euros, or null when it has none. */
  price: number | null;
  /** The main picture's address, or null. */
  picture: string | null;
  version: number;
}

export interface ProductListPage {
  items: ProductListItem[];
  total: number;
}

/** The query a caller typed, read: unknown words are refused in plain terms (null: fine). */
export function productListProblem(raw: Record<string, string | undefined>): string | null {
  if (raw.stock && !(STOCK_CLASSES as readonly string[]).includes(raw.stock)) return `stock "${raw.stock}" is not one of ${STOCK_CLASSES.join(', ')}`;
  if (raw.status && !(LIST_STATUSES as readonly string[]).includes(raw.status)) return `status "${raw.status}" is not one of ${LIST_STATUSES.join(', ')}`;
  if (raw.sort && !(PRODUCT_SORTS as readonly string[]).includes(raw.sort)) return `sort "${raw.sort}" is not one of ${PRODUCT_SORTS.join(', ')}`;
  if (raw.dir && raw.dir !== 'asc' && raw.dir !== 'desc') return `dir "${raw.dir}" is not asc or desc`;
  for (const name of ['page', 'pageSize'] as const) {
    const value = raw[name];
    if (value !== undefined && !/^\d{1,6}$/.test(value)) return `${name} "${value}" is not a whole number`;
  }
  const pageSize = raw.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(raw.pageSize);
  if (pageSize < 1 || pageSize > MAX_PAGE_SIZE) return `pageSize ${pageSize} is not from 1 to ${MAX_PAGE_SIZE}`;
  if (raw.page !== undefined && Number(raw.page) < 1) return 'page starts at 1';
  if (raw.q !== undefined && raw.q.length > 100) return 'q is longer than 100 characters';
  return null;
}

/** The query with its defaults: newest first, 25 a page. Call after productListProblem. */
export function productListQuery(raw: Record<string, string | undefined>): ProductListQuery {
  const sort = (raw.sort as ProductSort | undefined) ?? 'created';
  const text = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
  return {
    q: text(raw.q),
    brand: text(raw.brand),
    category: text(raw.category),
    stock: text(raw.stock) as StockClass | undefined,
    status: text(raw.status) as ListStatus | undefined,
    sort,
    dir: (raw.dir as SortDirection | undefined) ?? (sort === 'created' ? 'desc' : 'asc'),
    page: raw.page === undefined ? 1 : Number(raw.page),
    pageSize: raw.pageSize === undefined ? DEFAULT_PAGE_SIZE : Number(raw.pageSize),
  };
}
