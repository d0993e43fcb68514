import { describe, expect, it } from 'vitest';
import { listStatusOf, productListProblem, productListQuery, stockClassOf } from './admin-product-list';

describe('a product’s stock class', () => {
  it('is out when no size is in stock (or it has none)', () => {
    expect(stockClassOf([0, 0])).toBe('out');
    expect(stockClassOf([])).toBe('out');
  });

  it('is low when a size is down to 2 or less while another is in stock', () => {
    expect(stockClassOf([10, 2])).toBe('low');
    expect(stockClassOf([10, 0])).toBe('low');
    expect(stockClassOf([1])).toBe('low');
  });

  it('is in when every size has more than 2', () => {
    expect(stockClassOf([3, 40])).toBe('in');
  });
});

describe('a product’s status in the list', () => {
  const now = new Date('2026-12-03T12:00:00Z');
  it('is draft before its window opens, archived after it closes or when archived', () => {
    expect(listStatusOf({ status: 'published', publishAt: null, unpublishAt: null }, now)).toBe('published');
    expect(listStatusOf({ status: 'published', publishAt: '2026-12-10T00:00:00Z', unpublishAt: null }, now)).toBe('draft');
    expect(listStatusOf({ status: 'published', publishAt: null, unpublishAt: '2026-12-01T00:00:00Z' }, now)).toBe('archived');
    expect(listStatusOf({ status: 'archived', publishAt: '2026-12-10T00:00:00Z', unpublishAt: null }, now)).toBe('archived');
  });
});

describe('the list’s query', () => {
  it('has defaults: newest first, 25 a page', () => {
    expect(productListQuery({})).toEqual({ q: undefined, brand: undefined, category: undefined, stock: undefined, status: undefined, sort: 'created', dir: 'desc', page: 1, pageSize: 25 });
    expect(productListQuery({ sort: 'name', q: '  hoodie ', page: '3', pageSize: '100' })).toMatchObject({ sort: 'name', dir: 'asc', q: 'hoodie', page: 3, pageSize: 100 });
  });

  it('refuses unknown words and pages in plain terms', () => {
    expect(productListProblem({ stock: 'some' })).toBe('stock "some" is not one of in, low, out');
    expect(productListProblem({ status: 'live' })).toBe('status "live" is not one of published, draft, archived');
    expect(productListProblem({ sort: 'colour' })).toMatch(/^sort "colour"/);
    expect(productListProblem({ dir: 'up' })).toBe('dir "up" is not asc or desc');
    expect(productListProblem({ pageSize: '101' })).toBe('pageSize 101 is not from 1 to 100');
    expect(productListProblem({ page: '0' })).toBe('page starts at 1');
    expect(productListProblem({ page: 'two' })).toBe('page "two" is not a whole number');
    expect(productListProblem({ stock: 'low', status: 'draft', sort: 'price', dir: 'desc', page: '2', pageSize: '50' })).toBeNull();
  });
});
