import { describe, expect, it } from 'vitest';
import { generateCatalogue } from '../../../server/demo/generate-catalogue';
import { buildStoreRecords, buildSuggestionRecords } from '../../../server/search/search-records-from-catalogue';
import { ApiError } from '../../application/ports/api-error';
import { listingQuery } from '../../domain/search/listing-query';
import { STORES, type StoreId } from '../../domain/store/stores';
import { describeSearchIndexContract } from '../search-index.contract';
import { InMemorySearchIndex } from './in-memory-search-index';

const catalogue = generateCatalogue();
const indexes = new Map<StoreId, InMemorySearchIndex>();
const index = (storeId: StoreId) => {
  let found = indexes.get(storeId);
  if (!found) {
    found = new InMemorySearchIndex({ locale: STORES[storeId].locale, products: buildStoreRecords(catalogue, storeId), suggestions: buildSuggestionRecords(catalogue, storeId) });
    indexes.set(storeId, found);
  }
  return found;
};

describeSearchIndexContract('in memory', {
  index,
  records: (storeId) => buildStoreRecords(catalogue, storeId),
  suggestions: (storeId) => buildSuggestionRecords(catalogue, storeId),
});

describe('InMemorySearchIndex', () => {
  it('fails every call with the configured error', async () => {
    const failing = new InMemorySearchIndex({ locale: 'fr', failWith: new ApiError(0, 'Network Error') });
    await expect(failing.search(listingQuery())).rejects.toMatchObject({ code: 0 });
    await expect(failing.suggest('a', 15)).rejects.toMatchObject({ code: 0 });
    expect(failing.calls).toEqual(['search category "" relevance p1', 'suggest "a"']);
  });
});
