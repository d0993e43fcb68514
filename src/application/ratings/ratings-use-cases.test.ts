import { describe, expect, it } from 'vitest';
import { InMemoryRatingApi } from '../../adapters/in-memory/in-memory-ratings-api';
import type { AuthTokens } from '../../domain/auth/auth-tokens';
import type { AuthTokenStore } from '../ports/auth-token-store';
import { ListProductRatings } from './list-product-ratings';
import { GetMyRating, RateProduct } from './rate-product';

const tokens = (signedIn: boolean): AuthTokenStore => {
  let stored: AuthTokens | null = signedIn ? ({ accessToken: 'a', refreshToken: 'r' } as AuthTokens) : null;
  return { get: () => stored, save: (value) => (stored = value), clear: () => (stored = null) };
};

describe('rating a product', () => {
  it('saves, then edits, the customer’s rating with a trimmed comment', async () => {
    const api = new InMemoryRatingApi([7]);
    const rate = new RateProduct(api, tokens(true));
    expect(await rate.execute(7, { score: 4, comment: '  Great  ' })).toMatchObject({ kind: 'saved', rating: { score: 4, comment: 'Great' }, scores: { average: 4, count: 1 } });
    expect(await rate.execute(7, { score: 2, comment: '   ' })).toMatchObject({ kind: 'saved', rating: { score: 2, comment: null } });
    expect(await new GetMyRating(api, tokens(true)).execute(7)).toMatchObject({ kind: 'rated', rating: { score: 2 } });
    expect((await new ListProductRatings(api).execute(7)).ratings).toHaveLength(1);
  });

  it('needs a connected user (SPEC §6), before and after the call', async () => {
    const api = new InMemoryRatingApi([7]);
    expect(await new RateProduct(api, tokens(false)).execute(7, { score: 5 })).toEqual({ kind: 'signed-out' });
    api.signedOut = true;
    expect(await new RateProduct(api, tokens(true)).execute(7, { score: 5 })).toEqual({ kind: 'signed-out' });
    expect(await new GetMyRating(api, tokens(false)).execute(7)).toEqual({ kind: 'signed-out' });
  });

  it('refuses a bad score or comment before calling, an unknown product after', async () => {
    const rate = new RateProduct(new InMemoryRatingApi([7]), tokens(true));
    expect(await rate.execute(7, { score: 0 })).toEqual({ kind: 'invalid', problem: 'score' });
    expect(await rate.execute(7, { score: 3, comment: 'x'.repeat(501) })).toEqual({ kind: 'invalid', problem: 'comment-too-long' });
    expect(await rate.execute(8, { score: 3 })).toMatchObject({ kind: 'refused', code: 404 });
    expect(await new GetMyRating(new InMemoryRatingApi([7]), tokens(true)).execute(7)).toEqual({ kind: 'not-rated' });
  });
});
