import { describe, expect, it } from 'vitest';
import { MAX_STORE_TEXT_LENGTH, storeTextProblems } from './content-store-texts';
import { storefrontWords } from './content-storefront-words';

describe("a store's own texts", () => {
  it('takes keys the storefront has, in any store', () => {
    expect(storeTextProblems({ boutique_be: { 'listing.filters': 'Filter' }, laboutiqueofficielle: {} })).toEqual([]);
  });

  it('locates every refused override by its file and key', () => {
    const problems = storeTextProblems({
      boutique_xx: { 'listing.filters': 'x' },
      boutique_de: { 'listing.filterz': 'Filter', 'listing.filters': 3 as unknown as string, 'header.skipToContent': 'x'.repeat(MAX_STORE_TEXT_LENGTH + 1) },
      boutique_it: [] as unknown as Record<string, string>,
    });
    expect(problems).toEqual([
      { file: 'texts/boutique_xx.json', message: expect.stringContaining('"boutique_xx" is not a store') },
      { file: 'texts/boutique_de.json', field: 'listing.filterz', message: 'listing.filterz is not a text of the storefront' },
      { file: 'texts/boutique_de.json', field: 'listing.filters', message: 'listing.filters is not a text' },
      { file: 'texts/boutique_de.json', field: 'header.skipToContent', message: `header.skipToContent is longer than ${MAX_STORE_TEXT_LENGTH} characters` },
      { file: 'texts/boutique_it.json', message: 'is not an object of texts by key' },
    ]);
  });

  it('ships the same keys in the six languages', () => {
    const words = storefrontWords();
    const keys = Object.keys(words.fr).sort();
    for (const locale of ['es', 'it', 'nl', 'de', 'en'] as const) expect(Object.keys(words[locale]).sort()).toEqual(keys);
  });
});
