import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { StoreId } from '../../../src/domain/store/stores';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import type { ShopWorld } from '../../support/world';
import { signIn, succeeded, person } from '../../accounts/support/people';
import { anArticleWellInStock, unitCents, type Article } from '../support/basket-oracle';
import { OrderWithTheCode, TheCodeOrder } from '../support/promotion-order-tasks';
import { CreateThePromotion } from '../support/promotion-tasks';

/** The article every shopper of a scenario orders. */
const articles = new WeakMap<ShopWorld, Article>();
const theArticle = (world: ShopWorld) => {
  let found = articles.get(world);
  if (!found) articles.set(world, (found = anArticleWellInStock()));
  return found;
};

const STORES: Record<string, StoreId> = { 'the French store': 'laboutiqueofficielle', 'the Spanish store': 'boutique_es', 'the Italian store': 'boutique_it' };
const shopped = new WeakMap<object, { storeId: StoreId; quantity: number }>();

async function create(world: ShopWorld, ...options: string[]): Promise<void> {
  await world.actor('Mona').attemptsTo(CreateThePromotion.with(...options));
  succeeded(world.actor('Mona'));
}

When('Mona creates the code {string} taking {int} % off, usable {int} times in all', async function (this: ShopWorld, code: string, percent: number, uses: number) {
  await create(this, '--code', code, '--name', code, '--percent', String(percent), '--usage-limit', String(uses));
});

When('Mona creates the code {string} taking {int} % off, once per customer', async function (this: ShopWorld, code: string, percent: number) {
  await create(this, '--code', code, '--name', code, '--percent', String(percent), '--per-customer-limit', '1');
});

When(/^(\S+) orders (\d+) of the article in (the \w+ store) with the code "([^"]+)"$/, async function (this: ShopWorld, name: string, quantity: string, store: string, code: string) {
  const storeId = STORES[store];
  assert.ok(storeId, `no store called ${store}`);
  if (!this.actors.has(name)) {
    await signIn(this, name, person(name).password);
    succeeded(this.actor(name));
  }
  await this.actor(name).attemptsTo(OrderWithTheCode(Number(quantity), theArticle(this), storeId, code));
  shopped.set(this.actor(name), { storeId, quantity: Number(quantity) });
});


const goodsOf = (world: ShopWorld, name: string) => {
  const bought = shopped.get(world.actor(name));
  assert.ok(bought, `${name} ordered nothing`);
  return (unitCents(theArticle(world), bought.storeId) * bought.quantity) / 100;
};

Then(/^(\S+)'s order takes (\d+) % off the articles with the code "([^"]+)"$/, function (this: ShopWorld, name: string, percent: string, code: string) {
  const { refusal, order } = this.actor(name).asks(TheCodeOrder);
  assert.equal(refusal, null, `the code was refused: ${refusal}`);
  assert.equal(order.promotionCode, code);
  assert.equal(order.amounts.goods, goodsOf(this, name));
  assert.equal(order.amounts.discount, Math.round(goodsOf(this, name) * Number(percent)) / 100);
});

Then(/^(\S+) is told "([^"]+)" and her order pays the full price$/, function (this: ShopWorld, name: string, message: string) {
  const { refusal, order } = this.actor(name).asks(TheCodeOrder);
  assert.equal(refusal, message, TheLastCommand(this.actor(name)).stdout);
  assert.equal(order.promotionCode, null);
  assert.equal(order.amounts.discount, 0);
  assert.equal(order.amounts.goods, goodsOf(this, name));
});
