import { describe, expect, it } from 'vitest';
import { aProductResponse } from '../../src/adapters/in-memory/catalogue-fixtures';
import { STORES } from '../../src/domain/store/stores';
import { scoresLine } from '../commands/ratings';
import { productText } from './product-text';

describe('ratings in the CLI, written the store’s way (issue 35: "4.3/5" in French, German, Dutch)', () => {
  const response = { ...aProductResponse(), scores: { productId: 1, average: 4.25, count: 12 } };
  const ratingRow = (text: string) => text.split('\n').find((line) => line.startsWith('Rating'));

  it('shows a product’s average with the store’s decimal separator', () => {
    expect(ratingRow(productText(response, STORES.laboutiqueofficielle))).toMatch(/ 4,3\/5 \(12 reviews\)$/);
    expect(ratingRow(productText(response, STORES.boutique_de))).toMatch(/ 4,3\/5 /);
    expect(ratingRow(productText(response, STORES.boutique_be))).toMatch(/ 4,3\/5 /);
    expect(ratingRow(productText(response, STORES.boutique_com))).toMatch(/ 4\.3\/5 /);
  });

  it('says the scores after a rating the same way', () => {
    expect(scoresLine({ productId: 1, average: 4.25, count: 2 }, STORES.boutique_de)).toBe('4,3/5 from 2 ratings');
    expect(scoresLine({ productId: 1, average: 4, count: 1 }, STORES.boutique_com)).toBe('4.0/5 from 1 rating');
    expect(scoresLine({ productId: 1, average: 0, count: 0 }, STORES.boutique_es)).toBe('no rating yet');
  });
});
