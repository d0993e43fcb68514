/**
 * A product and a brand named like markup, from the search engine to the header search's markup:
 * the engine returns the name as stored with only the highlight tags added (as Algolia does), the
 * domain splits it into text parts, and the view renders text, never HTML. (The Algolia adapter's
 * part of the trip is in src/adapters/algolia/algolia-highlights.integration.test.ts.)
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchEngine } from '../../../server/search/search-engine';
import { demoCatalogue } from '../../../server/testing/search-test-support';
import { HIGHLIGHT_TAGS, highlightParts, type TextPart } from '../../domain/search/search-results';
import { Highlighted } from './highlighted-text';
import { highlightWords } from './recent-searches';

const HOSTILE = '<img src=x onerror=alert(1)>';
let engine: SearchEngine;

beforeAll(() => {
  const catalogue = structuredClone(demoCatalogue());
  const product = catalogue.products.find((candidate) => candidate.prices.ie && !catalogue.brands.find((brand) => brand.id === candidate.brandId)?.restricted)!;
  catalogue.brands.find((brand) => brand.id === product.brandId)!.name = HOSTILE;
  for (const locale of Object.keys(product.names) as (keyof typeof product.names)[]) product.names[locale] = `${HOSTILE} & "Co" l'été`;
  engine = SearchEngine.fromCatalogue(catalogue, ['boutique_com']);
});

const markup = (parts: TextPart[]) => renderToStaticMarkup(<Highlighted parts={parts} />);

describe('a product named like markup', () => {
  it('is highlighted and rendered as text, in suggestions and in products', () => {
    const tags = { highlightPreTag: HIGHLIGHT_TAGS.pre, highlightPostTag: HIGHLIGHT_TAGS.post };
    const suggestions = engine.search('boutique_com_suggestions', { query: 'img', attributesToHighlight: ['text.en'], ...tags });
    const values = suggestions.hits.map((hit) => (hit._highlightResult as { text: { en: { value: string } } }).text.en.value);
    const brand = values.find((value) => value.includes('onerror'))!;
    expect(brand).toBe(`<${HIGHLIGHT_TAGS.pre}img${HIGHLIGHT_TAGS.post} src=x onerror=alert(1)>`);
    const products = engine.search('boutique_com_products', { query: 'img', ...tags }).hits;
    const name = products.map((hit) => hit.names as { en: string }).find((names) => names.en.startsWith(HOSTILE))!.en;

    for (const html of [markup(highlightParts(brand)), markup(highlightWords(name, 'img'))]) {
      expect(html).not.toMatch(/<img/i);
      expect(html).toContain('<span>&lt;</span><mark>img</mark><span> src=x onerror=alert(1)&gt;');
    }
    expect(markup(highlightWords(name, 'co'))).toBe(
      '<span>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;</span><mark>Co</mark><span>&quot; l&#x27;été</span>',
    );
  });
});
