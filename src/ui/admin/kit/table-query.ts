/**
 * A DataTable's page, sort and filters in the URL's query (issue 39), and back: a list's address
 * can be bookmarked, shared, and opened again with the same rows. `page` counts from 1.
 */
export interface PageQuery {
  page: number;
  pageSize: number;
  sort?: { key: string; dir: 'asc' | 'desc' };
  filters: Record<string, string>;
}

export const DEFAULT_PAGE_SIZE = 25;
export const MAX_PAGE_SIZE = 100;
/** Query names the table uses itself; a filter keeps its own key. */
const OWN = new Set(['page', 'pageSize', 'sort', 'dir']);

export interface QueryRules {
  /** Sortable column keys: a sort by anything else is dropped. */
  sortable: readonly string[];
  /** Filter keys: other names in the query are left alone (they belong to the screen). */
  filters: readonly string[];
  defaultPageSize?: number;
}

export function queryFromUrl(search: URLSearchParams, rules: QueryRules): PageQuery {
  const page = positive(search.get('page')) ?? 1;
  const pageSize = Math.min(positive(search.get('pageSize')) ?? rules.defaultPageSize ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const key = search.get('sort');
  const dir = search.get('dir') === 'desc' ? 'desc' : 'asc';
  const filters: Record<string, string> = {};
  for (const name of rules.filters) {
    if (OWN.has(name)) continue;
    const value = search.get(name)?.trim();
    if (value) filters[name] = value;
  }
  return { page, pageSize, ...(key && rules.sortable.includes(key) ? { sort: { key, dir } } : {}), filters };
}

/**
 * `query` written over `search` (other names kept): defaults are left out so that a list's plain
 * address stays plain.
 */
export function urlFromQuery(query: PageQuery, search: URLSearchParams, rules: QueryRules): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of [...OWN, ...rules.filters]) next.delete(name);
  for (const [name, value] of Object.entries(query.filters)) if (value.trim() !== '' && !OWN.has(name)) next.set(name, value.trim());
  if (query.sort) {
    next.set('sort', query.sort.key);
    if (query.sort.dir === 'desc') next.set('dir', 'desc');
  }
  if (query.page > 1) next.set('page', String(query.page));
  if (query.pageSize !== (rules.defaultPageSize ?? DEFAULT_PAGE_SIZE)) next.set('pageSize', String(query.pageSize));
  return next;
}

/** The sort after a click on a column's header: ascending, then descending, then ascending again. */
export function nextSort(current: PageQuery['sort'], key: string): NonNullable<PageQuery['sort']> {
  return current?.key === key && current.dir === 'asc' ? { key, dir: 'desc' } : { key, dir: 'asc' };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

function positive(value: string | null): number | undefined {
  if (value === null || !/^\d{1,6}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}
