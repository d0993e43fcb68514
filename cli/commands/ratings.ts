import { InvalidArgumentError, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { LIST_PRODUCT_RATINGS, RATE_PRODUCT } from '../../src/adapters/container/contact-ratings-tokens';
import { isApiError } from '../../src/application/ports/api-error';
import type { ProductScores } from '../../src/domain/catalogue/product';
import { RATING_COMMENT_MAX } from '../../src/domain/ratings/rating';
import { formatAverage } from '../../src/domain/ratings/rating-format';
import { STORES, type StoreDefinition } from '../../src/domain/store/stores';
import { CliError, answer, type CommandContext } from '../cli-context';
import { table } from '../format/table';
import { signedOut, wholeId } from './accounts-output';

const score = (value: string): number => {
  if (!/^[1-5]$/.test(value)) throw new InvalidArgumentError('a score is a whole number from 1 to 5.');
  return Number(value);
};

/** "4,3/5 from 12 ratings (1★ 0, …)": the average written the store's way, as on its product page. */
export const scoresLine = (scores: ProductScores, store: Pick<StoreDefinition, 'defaultLocale'>): string =>
  scores.count === 0 ? 'no rating yet' : `${formatAverage(scores.average, store.defaultLocale)}/5 from ${scores.count} rating${scores.count === 1 ? '' : 's'}${scores.distribution ? ` (${scores.distribution.map((n, i) => `${i + 1}★ ${n}`).join(', ')})` : ''}`;

/** `boutique rating add|list`: SPEC §6 ratings (rating needs a signed-in customer). */
export function registerRatingCommand(program: Command, context: () => CommandContext): void {
  const rating = program.command('rating').description('product ratings: add (or change) yours, list a product’s');
  rating
    .command('add')
    .description('rate a product 1 to 5, with an optional comment; rating it again changes your rating')
    .argument('<productId>', 'product id', wholeId('a product id'))
    .argument('<score>', 'stars, 1 to 5', score)
    .option('--comment <text>', `a short comment (${RATING_COMMENT_MAX} characters at most)`)
    .action(async (productId: number, stars: number, options: { comment?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), RATE_PRODUCT).execute(productId, { score: stars, comment: options.comment ?? null });
      switch (result.kind) {
        case 'signed-out':
          return signedOut();
        case 'invalid':
          throw new CliError(result.problem === 'comment-too-long' ? `A comment is ${RATING_COMMENT_MAX} characters at most.` : result.problem === 'score' ? 'A score is a whole number from 1 to 5.' : 'The comment holds control characters.');
        case 'refused':
          throw new CliError(result.code === 404 ? `Product ${productId} not found (404)` : `${result.message} (${result.code})`);
        case 'saved':
          return answer(ctx, { rating: result.rating, scores: result.scores }, () =>
            `Rated product ${productId}: ${result.rating.score}/5${result.rating.comment ? ` — “${result.rating.comment}”` : ''}\nScores now ${scoresLine(result.scores, STORES[ctx.options.storeId])}`);
      }
    });
  rating
    .command('list')
    .description('a product’s ratings and comments, newest first (10 a page)')
    .argument('<productId>', 'product id', wholeId('a product id'))
    .option('--page <n>', 'page (1 first)', wholeId('a page'))
    .action(async (productId: number, options: { page?: number }) => {
      const ctx = context();
      try {
        const page = await resolve(ctx.container(), LIST_PRODUCT_RATINGS).execute(productId, options.page ?? 1);
        answer(ctx, page, () => {
          if (page.total === 0) return `No rating for product ${productId} yet`;
          return `${table(['DATE', 'AUTHOR', 'SCORE', 'COMMENT'], page.ratings.map((entry) => [entry.date.slice(0, 10), entry.author, `${entry.score}/5`, (entry.comment ?? '').replace(/\s+/g, ' ')]))}\nPage ${page.page} of ${page.pages} (${page.total} ratings)`;
        });
      } catch (error) {
        if (isApiError(error) && error.isNotFound) throw new CliError(`Product ${productId} not found (404)`);
        throw error;
      }
    });
}
