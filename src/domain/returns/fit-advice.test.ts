import { describe, expect, it } from 'vitest';
import { FIT_MIN_RETURNS, FIT_MIN_SHARE_PERCENT, FIT_MIN_SOLD, fitAdvice, fitModelOf } from './fit-advice';

describe('fit advice thresholds', () => {
  it('are 20 units sold, 5 fit returns and 60 % in one direction', () => {
    expect([FIT_MIN_SOLD, FIT_MIN_RETURNS, FIT_MIN_SHARE_PERCENT]).toEqual([20, 5, 60]);
  });

  it('needs 20 units sold: 19 say nothing, 20 advise', () => {
    expect(fitAdvice({ sold: 19, tooSmall: 5, tooLarge: 0 })).toBeNull();
    expect(fitAdvice({ sold: 20, tooSmall: 5, tooLarge: 0 })).toEqual({ runs: 'small', sharePercent: 100, fitReturns: 5, sold: 20 });
  });

  it('needs 5 fit returns: 4 say nothing, 5 advise', () => {
    expect(fitAdvice({ sold: 100, tooSmall: 4, tooLarge: 0 })).toBeNull();
    expect(fitAdvice({ sold: 100, tooSmall: 0, tooLarge: 4 })).toBeNull();
    expect(fitAdvice({ sold: 100, tooSmall: 0, tooLarge: 5 })).toEqual({ runs: 'large', sharePercent: 100, fitReturns: 5, sold: 100 });
  });

  it('needs 60 % of the fit returns in one direction: 59 % says nothing, 60 % advises', () => {
    expect(fitAdvice({ sold: 500, tooSmall: 59, tooLarge: 41 })).toBeNull();
    expect(fitAdvice({ sold: 500, tooSmall: 60, tooLarge: 40 })).toEqual({ runs: 'small', sharePercent: 60, fitReturns: 100, sold: 500 });
    expect(fitAdvice({ sold: 500, tooSmall: 41, tooLarge: 59 })).toBeNull();
    expect(fitAdvice({ sold: 500, tooSmall: 40, tooLarge: 60 })).toMatchObject({ runs: 'large', sharePercent: 60 });
    // 3 of 5 is 60 %: the weakest advice given.
    expect(fitAdvice({ sold: 20, tooSmall: 3, tooLarge: 2 })).toMatchObject({ runs: 'small', sharePercent: 60 });
    // Just under 60 % is not rounded up.
    expect(fitAdvice({ sold: 1000, tooSmall: 599, tooLarge: 401 })).toBeNull();
  });

  it('says nothing of an even split, and rounds the share down', () => {
    expect(fitAdvice({ sold: 100, tooSmall: 5, tooLarge: 5 })).toBeNull();
    expect(fitAdvice({ sold: 24, tooSmall: 7, tooLarge: 1 })).toEqual({ runs: 'small', sharePercent: 87, fitReturns: 8, sold: 24 });
  });

  it('says nothing of two returns, whatever the sales', () => {
    expect(fitAdvice({ sold: 1000, tooSmall: 2, tooLarge: 0 })).toBeNull();
    expect(fitAdvice({ sold: 0, tooSmall: 0, tooLarge: 0 })).toBeNull();
  });

  it('takes a model key for the model, else the product', () => {
    expect(fitModelOf({ id: 1001, modelKey: 'HOODIE-01' })).toBe('model:HOODIE-01');
    expect(fitModelOf({ id: 1001, modelKey: null })).toBe('product:1001');
  });
});
