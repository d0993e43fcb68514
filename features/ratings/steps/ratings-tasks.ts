import type { Task } from '../../support/actor';
import { UseTheCli } from '../../support/use-the-cli';

/** `boutique rating add PRODUCT SCORE [--comment TEXT]`. */
export const RateTheProduct = {
  numbered: (productId: number) => ({
    with: (stars: number, comment?: string): Task => async (actor) => {
      await actor.abilityTo(UseTheCli).run('--json', 'rating', 'add', String(productId), String(stars), ...(comment ? ['--comment', comment] : []));
    },
  }),
};

/** `boutique rating list PRODUCT`: the comments, newest first. */
export const ListTheRatings = {
  of: (productId: number): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'rating', 'list', String(productId));
  },
};

/** `boutique product ID --json`: the product and its scores. */
export const LookUpTheScores = {
  of: (productId: number): Task => async (actor) => {
    await actor.abilityTo(UseTheCli).run('--json', 'product', String(productId));
  },
};
