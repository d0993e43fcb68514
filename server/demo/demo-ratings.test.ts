import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate-catalogue';
import { MAX_DEMO_RATINGS_PER_PRODUCT, demoRatingCount, demoRatings, demoScores } from './demo-ratings';
import { Random } from './random';

describe('the demo ratings', () => {
  const products = generateCatalogue().products;

  it('are the same on every run, a few per rated product, none for unrated ones', () => {
    for (const product of products.slice(0, 50)) {
      expect(demoRatings(product)).toEqual(demoRatings(product));
      expect(demoRatings(product)).toHaveLength(demoRatingCount(product.scores.count));
      if (product.scores.count === 0) expect(demoRatings(product)).toEqual([]);
    }
    expect(Math.max(...products.map((product) => demoRatings(product).length))).toBeLessThanOrEqual(MAX_DEMO_RATINGS_PER_PRODUCT);
  });

  it('average what the catalogue planned, with stars from 1 to 5', () => {
    for (const product of products.filter((p) => p.scores.count > 0)) {
      const ratings = demoRatings(product);
      const average = ratings.reduce((sum, rating) => sum + rating.score, 0) / ratings.length;
      expect(Math.abs(average - product.scores.average)).toBeLessThanOrEqual(0.5);
      for (const rating of ratings) {
        expect(rating.score).toBeGreaterThanOrEqual(1);
        expect(rating.score).toBeLessThanOrEqual(5);
        expect(rating.author).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
        expect(Date.parse(rating.createdAt)).toBeLessThanOrEqual(Date.parse('2026-11-01T00:00:00Z'));
      }
    }
  });

  it('come from different shoppers on one product (each rates it once)', () => {
    for (const product of products) {
      const authors = demoRatings(product).map((rating) => rating.author);
      expect(new Set(authors).size).toBe(authors.length);
    }
  });

  it('keep the sum of the stars when they spread them', () => {
    const scores = demoScores(4.3, 10, new Random(3));
    expect(scores.reduce((a, b) => a + b, 0)).toBe(43);
  });
});
