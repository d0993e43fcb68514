import { describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, nextSort, pageCount, queryFromUrl, urlFromQuery, type QueryRules } from './table-query';

const rules: QueryRules = { sortable: ['date', 'total'], filters: ['status', 'store', 'from'] };
const read = (search: string) => queryFromUrl(new URLSearchParams(search), rules);

describe("a table's query in the URL", () => {
  it('reads page, page size, sort and filters, with defaults', () => {
    expect(read('')).toEqual({ page: 1, pageSize: 25, filters: {} });
    expect(read('page=3&pageSize=50&sort=date&dir=desc&status=paid&store=boutique_es')).toEqual({
      page: 3, pageSize: 50, sort: { key: 'date', dir: 'desc' }, filters: { status: 'paid', store: 'boutique_es' },
    });
    expect(read('sort=total').sort).toEqual({ key: 'total', dir: 'asc' });
  });

  it('drops what it cannot trust: a bad page, a page size over the limit, an unknown sort, unknown or empty filters', () => {
    expect(read('page=0').page).toBe(1);
    expect(read('page=-2').page).toBe(1);
    expect(read('page=abc').page).toBe(1);
    expect(read('page=1e3').page).toBe(1);
    expect(read('pageSize=5000').pageSize).toBe(MAX_PAGE_SIZE);
    expect(read('sort=password').sort).toBeUndefined();
    expect(read('dir=sideways&sort=date').sort).toEqual({ key: 'date', dir: 'asc' });
    expect(read('status=&other=x&store=%20').filters).toEqual({});
  });

  it('writes the query back over the other names, leaving defaults out', () => {
    const base = new URLSearchParams('tab=lines&page=9&status=old');
    expect(urlFromQuery({ page: 1, pageSize: 25, filters: {} }, base, rules).toString()).toBe('tab=lines');
    expect(urlFromQuery({ page: 2, pageSize: 100, sort: { key: 'date', dir: 'desc' }, filters: { status: 'paid', from: '2026-12-01', store: '' } }, base, rules).toString())
      .toBe('tab=lines&status=paid&from=2026-12-01&sort=date&dir=desc&page=2&pageSize=100');
    expect(urlFromQuery({ page: 1, pageSize: 25, sort: { key: 'total', dir: 'asc' }, filters: {} }, new URLSearchParams(), rules).toString()).toBe('sort=total');
  });

  it('round-trips: what is written reads back the same', () => {
    const query = { page: 4, pageSize: 10, sort: { key: 'total', dir: 'desc' as const }, filters: { status: 'shipped', store: 'boutique_de' } };
    expect(queryFromUrl(urlFromQuery(query, new URLSearchParams(), rules), rules)).toEqual(query);
  });

  it('sorts ascending, then descending on a second click, and ascending on another column', () => {
    expect(nextSort(undefined, 'date')).toEqual({ key: 'date', dir: 'asc' });
    expect(nextSort({ key: 'date', dir: 'asc' }, 'date')).toEqual({ key: 'date', dir: 'desc' });
    expect(nextSort({ key: 'date', dir: 'desc' }, 'date')).toEqual({ key: 'date', dir: 'asc' });
    expect(nextSort({ key: 'date', dir: 'desc' }, 'total')).toEqual({ key: 'total', dir: 'asc' });
  });

  it('counts pages, one at least', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});
