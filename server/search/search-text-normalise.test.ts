import { describe, expect, it } from 'vitest';
import { allowedTypos, foldText, indexKeys, queryTerms, transpositions } from './search-text-normalise';
import { boundedLevenshtein, bestMatch, wordTypos } from './search-word-match';

describe('text normalisation', () => {
  it('folds case and accents', () => {
    expect(foldText('Sweat à Capuche ÉCRU Straße Œuvre')).toBe('sweat a capuche ecru strasse oeuvre');
  });

  it('indexes compound words by their parts and joined', () => {
    expect(indexKeys('Urban Tide - T-shirt Tie & Dye')).toEqual(['urban', 'tide', 't', 'shirt', 'tshirt', 'tie', 'dye']);
    expect(indexKeys("L'été Zénith")).toEqual(['l', 'ete', 'lete', 'zenith']);
  });

  it('reads query words with their compound parts', () => {
    expect(queryTerms('T-shrit  noir')).toEqual([
      { original: 'T-shrit', joined: 'tshrit', parts: ['t', 'shrit'] },
      { original: 'noir', joined: 'noir', parts: ['noir'] },
    ]);
    expect(queryTerms(' - , ')).toEqual([]);
  });

  it('allows typos as Algolia does by default', () => {
    expect([allowedTypos('tee'), allowedTypos('sweat'), allowedTypos('sweatshirt'), allowedTypos('12345')]).toEqual([0, 1, 2, 0]);
    expect(transpositions('abca')).toEqual(['baca', 'acba', 'abac']);
    expect(transpositions('aab')).toEqual(['aba']);
  });
});

describe('word matching', () => {
  it('bounds Levenshtein distances', () => {
    expect(boundedLevenshtein('shirt', 'shirt', 1)).toBe(0);
    expect(boundedLevenshtein('shirt', 'shirts', 1)).toBe(1);
    expect(boundedLevenshtein('shrit', 'shirt', 1)).toBe(2);
    expect(boundedLevenshtein('a', 'abcdef', 2)).toBe(3);
  });

  it('counts typos with prefixes, Levenshtein and transpositions', () => {
    expect(wordTypos('swe', 'sweat', true)).toBe(0);
    expect(wordTypos('swe', 'sweat', false)).toBeNull();
    expect(wordTypos('chemise', 'chemises', false)).toBe(1);
    expect(wordTypos('tshrit', 'tshirt', false)).toBe(1);
    expect(wordTypos('tshrit', 'tshirts', true)).toBe(1);
    expect(wordTypos('sweatshrit', 'sweatshirt', false)).toBe(2);
    expect(wordTypos('sweatshrit', 'sweatshirts', true)).toBe(1);
    expect(wordTypos('sweatshrit', 'sweatshirts', false)).toBeNull();
    expect(wordTypos('tee', 'tea', false)).toBeNull();
    expect(wordTypos('noir', 'blanc', true)).toBeNull();
  });

  it('prefers whole words', () => {
    expect(bestMatch('sweat', ['sweatshirt', 'sweat'], true)).toEqual({ typos: 0, exact: true });
    expect(bestMatch('sweat', ['sweatshirt'], true)).toEqual({ typos: 0, exact: false });
    expect(bestMatch('swaet', ['sweatshirt', 'sweat'], true)).toEqual({ typos: 1, exact: false });
    expect(bestMatch('xyz', ['sweat'], true)).toBeNull();
  });
});
