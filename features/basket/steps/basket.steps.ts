import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { STORES, type StoreId } from '../../../src/domain/store/stores';
import { TheField, TheLastCommand } from '../../support/tasks/cli-tasks';
import type { ShopWorld } from '../../support/world';
import { anArticleWellInStock, anArticleWithStock, homeCarrier, nameIn, sizeNameIn, shown, shownUnit, unitCents, type Article } from '../support/basket-oracle';
import { AddToTheBasket, ApplyThePromoCode, FindASavedBasket, LookAtTheBasket, TheBasketLines, TheNotices, TheOutputLines } from '../support/basket-tasks';

/** What a basket scenario talks about, beside the shared world. */
interface BasketScenario {
  article?: Article;
  storeId: StoreId;
}

const scenarios = new WeakMap<ShopWorld, BasketScenario>();
const scenario = (world: ShopWorld): BasketScenario => {
  let found = scenarios.get(world);
  if (!found) scenarios.set(world, (found = { storeId: 'laboutiqueofficielle' }));
  return found;
};
const theArticle = (world: ShopWorld): Article => {
  const article = scenario(world).article;
  if (!article) throw new Error('No article was chosen in this scenario');
  return article;
};
const sam = (world: ShopWorld) => world.actor('Sam');

function assertSucceeded(world: ShopWorld): void {
  const run = TheLastCommand(sam(world));
  assert.equal(run.exitCode, 0, `boutique ${run.args.join(' ')} failed: ${run.stderr}`);
}

Given('an article well in stock', function (this: ShopWorld) {
  scenario(this).article = anArticleWellInStock();
});

Given('a basket with {int} of an article that has only {int} left in stock', async function (this: ShopWorld, quantity: number, stock: number) {
  const article = anArticleWithStock(stock);
  scenario(this).article = article;
  await sam(this).attemptsTo(FindASavedBasket(quantity, article, 'laboutiqueofficielle'));
});

Given('a basket in {store} with {int} of an article well in stock', async function (this: ShopWorld, storeId: StoreId, quantity: number) {
  const article = anArticleWellInStock();
  Object.assign(scenario(this), { article, storeId });
  await sam(this).attemptsTo(AddToTheBasket(quantity, article, storeId));
  assertSucceeded(this);
});

When('Sam adds {int} of it to the basket in {store}', async function (this: ShopWorld, quantity: number, storeId: StoreId) {
  scenario(this).storeId = storeId;
  await sam(this).attemptsTo(AddToTheBasket(quantity, theArticle(this), storeId));
});

When('Sam adds enough of it to the basket in {store} to reach free shipping', async function (this: ShopWorld, storeId: StoreId) {
  scenario(this).storeId = storeId;
  const quantity = Math.ceil(homeCarrier(storeId).freeShippingAmount / unitCents(theArticle(this), storeId));
  await sam(this).attemptsTo(AddToTheBasket(quantity, theArticle(this), storeId));
});

When('Sam recalculates it in {store}', async function (this: ShopWorld, storeId: StoreId) {
  scenario(this).storeId = storeId;
  await sam(this).attemptsTo(LookAtTheBasket(storeId));
});

When('Sam applies the promo code {string}', async function (this: ShopWorld, code: string) {
  await sam(this).attemptsTo(ApplyThePromoCode(code, scenario(this).storeId));
});

Then('the basket holds {int} of it at its price in {store}', function (this: ShopWorld, quantity: number, storeId: StoreId) {
  assertSucceeded(this);
  const article = theArticle(this);
  const unit = unitCents(article, storeId);
  const line = sam(this).asks(TheBasketLines).find((row) => row.product.endsWith(`(#${article.product.id})`));
  assert.ok(line, `no line for #${article.product.id} in:\n${TheLastCommand(sam(this)).stdout}`);
  assert.deepEqual(line, {
    product: `${nameIn(article, storeId)} (#${article.product.id})`,
    size: `${sizeNameIn(article, storeId)} (${article.size.id})`,
    quantity,
    unit: shownUnit(article, storeId),
    total: shown(unit * quantity, storeId),
  });
});

Then('the basket has {int} line(s)', function (this: ShopWorld, count: number) {
  assert.equal(sam(this).asks(TheBasketLines).length, count);
});

Then('the basket total adds the shipping of {store}: {word} €', function (this: ShopWorld, storeId: StoreId, amount: string) {
  const carrier = homeCarrier(storeId);
  assert.equal(shown(carrier.price, storeId), shown(Number(amount.replace(',', '.')) * 100, storeId), 'the carriers table agrees with the scenario');
  const articles = sam(this).asks(TheBasketLines).reduce((sum, line) => sum + unitCents(theArticle(this), storeId) * line.quantity, 0);
  assert.equal(sam(this).asks(TheField('Shipping')), shown(carrier.price, storeId));
  assert.equal(sam(this).asks(TheField('Total')), shown(articles + carrier.price, storeId));
});

Then('Sam is told the quantity was lowered from {int} to {int}', function (this: ShopWorld, from: number, to: number) {
  const article = theArticle(this);
  assert.deepEqual(sam(this).asks(TheNotices), [
    `Notice: only ${to} left of '${nameIn(article, 'laboutiqueofficielle')}' #${article.product.id} in size ${sizeNameIn(article, 'laboutiqueofficielle')}: quantity lowered from ${from} to ${to}.`,
  ]);
});

Then('the basket shows the promotion {string} taking {int} % off the articles', function (this: ShopWorld, code: string, percent: number) {
  assertSucceeded(this);
  const { storeId } = scenario(this);
  const lines = sam(this).asks(TheBasketLines);
  const discount = lines.reduce((sum, line) => sum + Math.round((unitCents(theArticle(this), storeId) * line.quantity * percent) / 100), 0);
  assert.match(sam(this).asks(TheField('Promotion')) ?? '', new RegExp(`^${code} \\(.+\\): -${shown(discount, storeId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  assert.equal(sam(this).asks(TheField('Discount')), `-${shown(discount, storeId)}`);
});

Then('the basket total is the articles minus the discount plus shipping', function (this: ShopWorld) {
  const { storeId } = scenario(this);
  const cents = (text: string | undefined) => Math.round(Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
  const articles = cents(sam(this).asks(TheField('Subtotal')));
  const discount = -cents(sam(this).asks(TheField('Discount')));
  const shipping = articles - discount >= homeCarrier(storeId).freeShippingAmount ? 0 : homeCarrier(storeId).price;
  assert.equal(sam(this).asks(TheField('Total')), shown(articles - discount + shipping, storeId));
});

Then('the code is refused with the message {string}', function (this: ShopWorld, message: string) {
  const run = TheLastCommand(sam(this));
  assert.notEqual(run.exitCode, 0, 'a refused code ends the command with a failure');
  assert.equal(run.stderr, `error: ${message}`);
});

Then('the basket has no promotion', function (this: ShopWorld) {
  assert.equal(sam(this).asks(TheField('Promotion')), undefined);
  assert.equal(sam(this).asks(TheField('Discount')), undefined);
  assert.ok(sam(this).asks(TheBasketLines).length > 0, 'the basket keeps its articles');
});

Then('shipping costs {word} €', function (this: ShopWorld, amount: string) {
  assertSucceeded(this);
  assert.equal(sam(this).asks(TheField('Shipping')), shown(Number(amount.replace(',', '.')) * 100, scenario(this).storeId));
});

Then('shipping is free', function (this: ShopWorld) {
  assertSucceeded(this);
  assert.match(sam(this).asks(TheField('Shipping')) ?? '', /^free/);
});

Then('Sam reads how much is left before shipping is free in {store}', function (this: ShopWorld, storeId: StoreId) {
  const left = homeCarrier(storeId).freeShippingAmount - unitCents(theArticle(this), storeId);
  assert.equal(STORES[storeId].locale, 'fr', 'the wording checked here is the French one');
  assert.ok(sam(this).asks(TheOutputLines).includes(`Plus que ${shown(left, storeId)} pour la livraison gratuite`), TheLastCommand(sam(this)).stdout);
});

Then('Sam reads {string}', function (this: ShopWorld, text: string) {
  assert.ok(sam(this).asks(TheOutputLines).includes(text), TheLastCommand(sam(this)).stdout);
});

Then('the article is named in Spanish', function (this: ShopWorld) {
  const article = theArticle(this);
  assert.notEqual(nameIn(article, 'boutique_es'), nameIn(article, 'laboutiqueofficielle'));
  assert.ok(sam(this).asks(TheBasketLines).some((line) => line.product === `${nameIn(article, 'boutique_es')} (#${article.product.id})`));
});

Then('the basket is delivered to {word}', function (this: ShopWorld, country: string) {
  assert.equal(sam(this).asks(TheField('Country')), country);
});

/** The article and the store of the basket scenario, for other basket steps (promotion rules). */
export const basketArticle = theArticle;
export const basketStore = (world: ShopWorld): StoreId => scenario(world).storeId;
export const setBasketArticle = (world: ShopWorld, article: Article, storeId: StoreId) => Object.assign(scenario(world), { article, storeId });
