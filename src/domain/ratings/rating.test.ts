import { describe, expect, it } from 'vitest';
import { authorName, checkRating, normaliseComment, summariseScores } from './rating';

describe('ratings', () => {
  it('accept whole scores from 1 to 5 only', () => {
    for (const score of [1, 2, 3, 4, 5]) expect(checkRating({ score })).toBeNull();
    for (const score of [0, 6, 2.5, Number.NaN, -1]) expect(checkRating({ score })).toBe('score');
  });

  it('keep a comment of 500 characters once trimmed, as plain text', () => {
    expect(checkRating({ score: 4, comment: `  ${'é'.repeat(500)}  ` })).toBeNull();
    expect(checkRating({ score: 4, comment: 'x'.repeat(501) })).toBe('comment-too-long');
    expect(checkRating({ score: 4, comment: 'bad\u0007bell' })).toBe('comment-invalid');
    expect(checkRating({ score: 4, comment: 'two\nlines' })).toBeNull();
    expect(normaliseComment('   ')).toBeNull();
    expect(normaliseComment(' <b>bold</b> ')).toBe('<b>bold</b>');
  });

  it('average to one decimal, with the count and the stars per score', () => {
    expect(summariseScores([0, 0, 0, 0, 0])).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
    expect(summariseScores([1, 0, 0, 1, 1])).toEqual({ average: 3.3, count: 3, distribution: [1, 0, 0, 1, 1] });
    expect(summariseScores([0, 0, 0, 2, 1])).toMatchObject({ average: 4.3, count: 3 });
  });

  it('show an author as first name and initial', () => {
    expect(authorName('Camille', 'Martin')).toBe('Camille M.');
    expect(authorName(' Lucía ', 'garcía')).toBe('Lucía G.');
    expect(authorName('Noor', '')).toBe('Noor');
  });
});
