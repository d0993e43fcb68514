import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { followInside } from './admin-link';
import { useAdminLocation, useAdminText } from '../shell/admin-location';
import { Button } from './button';
import { ScrollRegion } from './scroll-region';
import { buildCsv, csvFileName, fetchAllRows, type CsvValue } from './csv';
import { nextSort, pageCount, queryFromUrl, urlFromQuery, type PageQuery, type QueryRules } from './table-query';
import { useAsync } from './use-async';

export type { PageQuery } from './table-query';

export interface Column<T> {
  key: string;
  label: string;
  sortable?: boolean;
  render?: (row: T) => ReactNode;
  csv?: (row: T) => string | number;
}

export interface Filter {
  key: string;
  label: string;
  type: 'text' | 'select' | 'date';
  options?: { value: string; label: string }[];
}

export interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  filters?: Filter[];
  rowKey: (row: T) => string;
  /** Server-side paging, sorting, filtering. */
  fetchPage: (query: PageQuery) => Promise<{ rows: T[]; total: number }>;
  rowHref?: (row: T) => string;
  /** CSV export of the whole filtered list (all pages). */
  csvName?: string;
  /** A change of this value fetches the page again (after an action changed the list). */
  reloadKey?: unknown;
}

/** A cell's value when the column says nothing of it: the row's field of the column's key. */
function plainValue<T>(row: T, key: string): CsvValue {
  const value = (row as Record<string, unknown>)[key];
  return typeof value === 'string' || typeof value === 'number' ? value : value === null || value === undefined ? '' : String(value);
}


/**
 * A list of the back office (issue 39): the server pages, sorts and filters (fetchPage); the page,
 * the sort and the filters live in the URL's query; the table is a real one (caption, column
 * headers with scope, aria-sort on the sorted column) and the number of results is announced.
 */
export function DataTable<T>(props: DataTableProps<T>): React.JSX.Element {
  const { caption, columns, filters = [], rowKey, rowHref, csvName } = props;
  const { t } = useAdminText();
  const location = useAdminLocation();
  const rules: QueryRules = useMemo(() => ({ sortable: columns.filter((column) => column.sortable).map((column) => column.key), filters: filters.map((filter) => filter.key) }), [columns, filters]);
  const query = queryFromUrl(location.search, rules);
  const queryKey = JSON.stringify(query);
  const fetcher = useRef(props.fetchPage);
  fetcher.current = props.fetchPage;
  const state = useAsync(() => fetcher.current(query), [queryKey, props.reloadKey]);
  const [draft, setDraft] = useState<Record<string, string>>(query.filters);
  const filtersKey = JSON.stringify(query.filters);
  useEffect(() => setDraft(JSON.parse(filtersKey) as Record<string, string>), [filtersKey]);
  const [exporting, setExporting] = useState<'idle' | 'running' | 'failed' | number>('idle');
  const baseId = useId();

  const go = (next: PageQuery) => {
    const search = urlFromQuery(next, location.search, rules).toString();
    location.navigate(`${location.pathname}${search ? `?${search}` : ''}`);
  };
  const applyFilters = (event: FormEvent) => {
    event.preventDefault();
    go({ ...query, page: 1, filters: draft });
  };
  const clearFilters = () => {
    setDraft({});
    go({ ...query, page: 1, filters: {} });
  };

  const exportCsv = async () => {
    setExporting('running');
    try {
      const rows = await fetchAllRows((page, pageSize) => fetcher.current({ ...query, page, pageSize }));
      const header = columns.map((column) => column.label);
      const lines = rows.map((row) => columns.map((column) => (column.csv ? column.csv(row) : plainValue(row, column.key))));
      const blob = new Blob([buildCsv(header, lines)], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = csvFileName(csvName);
      document.body.append(link);
      link.click();
      link.remove();
      window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setExporting(rows.length);
    } catch {
      setExporting('failed');
    }
  };

  const data = state.data;
  const total = data?.total ?? 0;
  const pages = pageCount(total, query.pageSize);
  const loading = state.status === 'loading';
  const announce = loading ? t('kit.loading') : state.status === 'error' ? t('kit.error') : total === 0 ? t('kit.noResults') : t('kit.results', { count: total });

  return (
    <div className="admin-table">
      {filters.length > 0 ? (
        <form className="admin-table__filters" onSubmit={applyFilters} role="search" aria-label={`${t('kit.filters')} — ${caption}`}>
          {filters.map((filter) => {
            const id = `${baseId}-filter-${filter.key}`;
            const value = draft[filter.key] ?? '';
            const set = (next: string) => setDraft((all) => ({ ...all, [filter.key]: next }));
            return (
              <div className="admin-field admin-field--inline" key={filter.key}>
                <label className="admin-field__label" htmlFor={id}>
                  {filter.label}
                </label>
                {filter.type === 'select' ? (
                  <select id={id} className="admin-field__control" value={value} onChange={(event) => set(event.target.value)}>
                    <option value="">{t('kit.filter.any')}</option>
                    {(filter.options ?? []).map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input id={id} className="admin-field__control" type={filter.type === 'date' ? 'date' : 'search'} value={value} onChange={(event) => set(event.target.value)} />
                )}
              </div>
            );
          })}
          <div className="admin-table__filter-actions">
            <Button type="submit">{t('kit.filter.apply')}</Button>
            {Object.keys(query.filters).length > 0 ? (
              <Button variant="secondary" onClick={clearFilters}>
                {t('kit.filter.clear')}
              </Button>
            ) : null}
          </div>
        </form>
      ) : null}

      <div className="admin-table__bar">
        <p className="admin-table__count" role="status" aria-live="polite" data-testid="admin-table-count">
          {announce}
        </p>
        {csvName !== undefined ? (
          <div className="admin-table__export">
            <Button variant="secondary" onClick={() => void exportCsv()} busy={exporting === 'running'} disabled={total === 0}>
              {exporting === 'running' ? t('kit.csv.running') : t('kit.csv')}
            </Button>
            <span className="admin-table__export-state" role="status">
              {exporting === 'failed' ? t('kit.csv.failed') : typeof exporting === 'number' ? t('kit.csv.done', { count: exporting }) : ''}
            </span>
          </div>
        ) : null}
      </div>

      {state.status === 'error' ? (
        <div className="admin-table__error" role="alert">
          <p>{t('kit.error')}</p>
          <Button variant="secondary" onClick={state.reload}>
            {t('kit.retry')}
          </Button>
        </div>
      ) : null}

      <ScrollRegion label={caption}>
        <table aria-busy={loading || undefined}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const sorted = query.sort?.key === column.key ? query.sort.dir : undefined;
                return (
                  <th key={column.key} scope="col" aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : column.sortable ? 'none' : undefined}>
                    {column.sortable ? (
                      <button type="button" className="admin-table__sort" onClick={() => go({ ...query, page: 1, sort: nextSort(query.sort, column.key) })}>
                        {column.label}
                        <span aria-hidden="true" className="admin-table__sort-mark">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ' ↕'}
                        </span>
                      </button>
                    ) : (
                      column.label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {(data?.rows ?? []).map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => {
                  const content = column.render ? column.render(row) : plainValue(row, column.key);
                  const href = index === 0 && rowHref ? rowHref(row) : null;
                  const cell = href ? (
                    <a href={href} onClick={(event) => followInside(event, location.navigate)}>
                      {content}
                    </a>
                  ) : (
                    content
                  );
                  return index === 0 ? (
                    <th key={column.key} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={column.key}>{cell}</td>
                  );
                })}
              </tr>
            ))}
            {!loading && state.status !== 'error' && (data?.rows.length ?? 0) === 0 ? (
              <tr>
                <td colSpan={columns.length} className="admin-table__empty">
                  {t('kit.noResults')}
                </td>
              </tr>
            ) : null}
          </tbody>
        </table>
      </ScrollRegion>

      {pages > 1 ? (
        <nav className="admin-table__pages" aria-label={`${t('kit.pagination')} — ${caption}`}>
          <Button variant="secondary" disabled={query.page <= 1} onClick={() => go({ ...query, page: query.page - 1 })}>
            {t('kit.previous')}
          </Button>
          <span aria-current="page">{t('kit.page', { page: query.page, pages })}</span>
          <Button variant="secondary" disabled={query.page >= pages} onClick={() => go({ ...query, page: query.page + 1 })}>
            {t('kit.next')}
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
