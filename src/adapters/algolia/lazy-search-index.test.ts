import { describe, expect, it } from 'vitest';
import { ApiError } from '../../application/ports/api-error';
import type { SearchIndex } from '../../application/ports/search-index';
import { LazySearchIndex } from './lazy-search-index';

const answers: SearchIndex = {
  search: async () => ({ hits: [], page: 1, pages: 0, total: 0, facets: {} }) as never,
  suggest: async () => ({ suggestions: [], products: [] }) as never,
  topSales: async (count) => Array.from({ length: count }, (_, index) => ({ id: index }) as never),
  products: async (ids) => ids.map(() => null),
};

describe('LazySearchIndex', () => {
  it('loads its adapter with the first query, once for queries sent together', async () => {
    let loads = 0;
    const index = new LazySearchIndex(async () => {
      loads++;
      return answers;
    });
    expect(loads).toBe(0);
    const [sellers, products] = await Promise.all([index.topSales(2), index.products([7, 8, 9]), index.suggest('tee', 15)]);
    expect(sellers).toHaveLength(2);
    expect(products).toEqual([null, null, null]);
    await index.search({} as never);
    expect(loads).toBe(1);
  });

  it('answers a failed load as a network error, and loads again on the next query', async () => {
    let loads = 0;
    const index = new LazySearchIndex(async () => {
      loads++;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return answers;
    });
    const error = await index.topSales(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: ApiError.NETWORK_CODE, message: ApiError.NETWORK_MESSAGE });
    expect(await index.topSales(1)).toHaveLength(1);
    expect(loads).toBe(2);
  });

  it('passes the errors of the loaded adapter on as they are', async () => {
    const refused = new ApiError(400, 'Bad request');
    const index = new LazySearchIndex(async () => ({ ...answers, suggest: async () => Promise.reject(refused) }));
    await expect(index.suggest('x', 15)).rejects.toBe(refused);
  });
});
