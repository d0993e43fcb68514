/** What a checkout scenario talks about, beside the shared world: kept here so other features' steps (returns) reach the same orders. */
import type { ShopWorld } from '../../support/world';
import type { Article } from '../../basket/support/basket-oracle';

export interface CheckoutScenario {
  article?: Article;
  stockBefore?: number;
  /** The last order each person placed. */
  orders: Map<string, number>;
  relayPointId?: string;
  /** Euros of vouchers and credits, as last looked at. */
  balance?: number;
}

const scenarios = new WeakMap<ShopWorld, CheckoutScenario>();

export const scenario = (world: ShopWorld): CheckoutScenario => {
  let found = scenarios.get(world);
  if (!found) scenarios.set(world, (found = { orders: new Map() }));
  return found;
};

export const theArticle = (world: ShopWorld): Article => {
  const article = scenario(world).article;
  if (!article) throw new Error('No article was put in a basket in this scenario');
  return article;
};

export const theOrderOf = (world: ShopWorld, name: string): number => {
  const id = scenario(world).orders.get(name);
  if (id === undefined) throw new Error(`${name} has placed no order in this scenario`);
  return id;
};
