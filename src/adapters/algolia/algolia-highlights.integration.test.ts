/**
 * Highlights through the Algolia adapter: the shop asks for InstantSearch's tags, which no product
 * text holds, and turns the value (the stored text, tags added, nothing escaped) into text parts,
 * markup in a name included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../../server/search/search-engine';
import { startSearchServer, type SearchServer } from '../../../server/search/search-http-test-support';
import { demoCatalogue } from '../../../server/testing/search-test-support';
import { embeddedSearchSettings } from '../../domain/search/search-settings';
import { AlgoliaSearchIndex } from './algolia-search-index';

const HOSTILE = '<img src=x onerror=alert(1)> & <em>Co</em>';
let server: SearchServer;

beforeAll(async () => {
  const catalogue = structuredClone(demoCatalogue());
  const product = catalogue.products.find((candidate) => candidate.prices.ie && !catalogue.brands.find((brand) => brand.id === candidate.brandId)?.restricted)!;
  catalogue.brands.find((brand) => brand.id === product.brandId)!.name = HOSTILE;
  server = await startSearchServer(SearchEngine.fromCatalogue(catalogue, ['boutique_com']));
});

afterAll(async () => {
  await server?.close();
});

describe('AlgoliaSearchIndex highlights', () => {
  it('gives a brand named like markup as plain text parts', async () => {
    const index = new AlgoliaSearchIndex({
      settings: embeddedSearchSettings(`http://127.0.0.1:${server.port}`, server.keys.publicKey),
      context: { storeId: 'boutique_com', locale: 'en', device: 0 },
    });
    const answer = await index.suggest('img', 15);
    const suggestion = answer.suggestions.find((candidate) => candidate.text.en === HOSTILE)!;
    expect(suggestion.highlighted).toEqual([
      { text: '<', match: false },
      { text: 'img', match: true },
      { text: ' src=x onerror=alert(1)> & <em>Co</em>', match: false },
    ]);
    expect(answer.products.some((hit) => hit.brand.name === HOSTILE)).toBe(true);
  });
});
