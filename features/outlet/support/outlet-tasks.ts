/** What a shopper does with outlet-only articles from the terminal (`boutique basket …` in their own profile). */
import type { StoreId } from '../../../src/domain/store/stores';
import type { Task } from '../../support/actor';
import { UseTheCli } from '../../support/use-the-cli';
import type { Article } from '../../basket/support/basket-oracle';

/** `boutique basket add PRODUCT SIZE` in the shopper's own profile (their session and outlet cookie). */
export const AddTheArticle = (article: Article, storeId: StoreId): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run('--store', storeId, 'basket', 'add', String(article.product.id), String(article.size.id));
};

/** `boutique basket show`: priced again by the shop. */
export const LookAtTheBasketAgain = (storeId: StoreId): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run('--store', storeId, 'basket', 'show');
};

/** `boutique newsletter subscribe EMAIL`, then `boutique outlet access EMAIL` (the pass is kept in the profile's cookies). */
export const SubscribeAndEnterTheOutlet = (email: string, storeId: StoreId): Task => async (actor) => {
  const cli = actor.abilityTo(UseTheCli);
  const subscribed = await cli.run('--store', storeId, 'newsletter', 'subscribe', email);
  if (subscribed.exitCode !== 0) throw new Error(`newsletter subscribe failed: ${subscribed.stderr}`);
  const entered = await cli.run('--store', storeId, 'outlet', 'access', email);
  if (entered.exitCode !== 0) throw new Error(`outlet access failed: ${entered.stderr}`);
};
