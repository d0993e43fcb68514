import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { StoreId } from '../../../src/domain/store/stores';
import { TheField, TheLastCommand } from '../../support/tasks/cli-tasks';
import type { ShopWorld } from '../../support/world';
import { anArticleWellInStock, shown, unitCents } from '../support/basket-oracle';
import { AddToTheBasket, TheBasketLines, TheOutputLines } from '../support/basket-tasks';
import { CreateThePromotion, DisableThePromotion, automaticHandle } from '../support/promotion-tasks';
import { basketArticle, basketStore, setBasketArticle } from './basket.steps';

const mona = (world: ShopWorld) => world.actor('Mona');
const sam = (world: ShopWorld) => world.actor('Sam');

async function create(world: ShopWorld, ...options: string[]): Promise<void> {
  await mona(world).attemptsTo(CreateThePromotion.with(...options));
  const run = TheLastCommand(mona(world));
  assert.equal(run.exitCode, 0, `boutique ${run.args.join(' ')} failed: ${run.stderr}`);
}

const cents = (text: string | undefined) => Math.round(Number((text ?? '').replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
const articles = (world: ShopWorld, storeId: StoreId) => sam(world).asks(TheBasketLines).reduce((sum, line) => sum + unitCents(basketArticle(world), storeId) * line.quantity, 0);

/** The `Automatic` row of a promotion in the last basket output. */
function automaticRow(world: ShopWorld, name: string): string {
  const row = sam(world).asks(TheOutputLines).find((line) => line.startsWith('Automatic') && line.includes(`${name}:`));
  assert.ok(row, `no automatic promotion ${name} in:\n${TheLastCommand(sam(world)).stdout}`);
  return row.replace(/^Automatic\s+/, '');
}

Given('a basket in {store} with articles worth {int} € or more', async function (this: ShopWorld, storeId: StoreId, euros: number) {
  const article = anArticleWellInStock();
  setBasketArticle(this, article, storeId);
  await sam(this).attemptsTo(AddToTheBasket(Math.ceil((euros * 100) / unitCents(article, storeId)), article, storeId));
});

When('Mona creates an automatic {string} promotion: buy {int}, pay {int} in the category of the article', async function (this: ShopWorld, name: string, buy: number, pay: number) {
  await create(this, '--automatic', '--name', name, '--buy', String(buy), '--pay', String(pay), '--category', String(basketArticle(this).product.categoryId));
});

When('Mona creates an automatic {string} promotion with the tiers {string}', async function (this: ShopWorld, name: string, tiers: string) {
  await create(this, '--automatic', '--name', name, '--tiers', tiers);
});

When('Mona creates an automatic {string} promotion offering the shipping', async function (this: ShopWorld, name: string) {
  await create(this, '--automatic', '--name', name, '--free-shipping');
});

When('Mona creates an automatic {string} promotion taking {int} € off the basket', async function (this: ShopWorld, name: string, euros: number) {
  await create(this, '--automatic', '--name', name, '--amount', String(euros));
});

When('Mona creates an automatic {string} promotion taking {int} € off from {int} €', async function (this: ShopWorld, name: string, euros: number, minimum: number) {
  await create(this, '--automatic', '--name', name, '--amount', String(euros), '--minimum', String(minimum));
});

When('Mona creates an exclusive automatic {string} promotion taking {int} % off the basket', async function (this: ShopWorld, name: string, percent: number) {
  await create(this, '--automatic', '--exclusive', '--name', name, '--percent', String(percent));
});

When('Mona creates the code {string} taking {int} € off from {int} € for newsletter subscribers', async function (this: ShopWorld, code: string, euros: number, minimum: number) {
  await create(this, '--code', code, '--name', code, '--amount', String(euros), '--minimum', String(minimum), '--segment', 'newsletter');
});

When('Mona creates the code {string} taking {int} % off from {word}', async function (this: ShopWorld, code: string, percent: number, day: string) {
  await create(this, '--code', code, '--name', code, '--percent', String(percent), '--from', day);
});

When('Mona disables the automatic promotion {string}', async function (this: ShopWorld, name: string) {
  await mona(this).attemptsTo(DisableThePromotion(automaticHandle(name)));
  assert.equal(TheLastCommand(mona(this)).exitCode, 0, TheLastCommand(mona(this)).stderr);
});

Then('the basket shows the automatic promotion {string} taking {int} article(s) off', function (this: ShopWorld, name: string, count: number) {
  const storeId = basketStore(this);
  const off = unitCents(basketArticle(this), storeId) * count;
  assert.equal(automaticRow(this, name), `${name}: -${shown(off, storeId)}`);
  assert.equal(sam(this).asks(TheField('Discount')), `-${shown(off, storeId)}`);
});

Then('the basket shows the automatic promotion {string} taking {int} % off the articles', function (this: ShopWorld, name: string, percent: number) {
  const storeId = basketStore(this);
  const off = Math.round((articles(this, storeId) * percent) / 100);
  assert.equal(automaticRow(this, name), `${name}: -${shown(off, storeId)}`);
});

Then('the basket shows the automatic promotion {string} taking {word} €', function (this: ShopWorld, name: string, amount: string) {
  const storeId = basketStore(this);
  assert.equal(automaticRow(this, name), `${name}: -${shown(cents(amount), storeId)}`);
});

Then('the basket applies the code {string} too', function (this: ShopWorld, code: string) {
  assert.match(sam(this).asks(TheField('Promotion')) ?? '', new RegExp(`^${code} \\(`));
  const discount = -cents(sam(this).asks(TheField('Discount')));
  assert.ok(discount > 500, `the discount (${discount}) adds the code to the automatic promotion`);
});

Then('Sam reads what is missing to reach {int} € in French', function (this: ShopWorld, euros: number) {
  const storeId = basketStore(this);
  const missing = euros * 100 - articles(this, storeId);
  const expected = `Offer: Dès ${shown(euros * 100, storeId)} d’achat : encore ${shown(missing, storeId)}`;
  assert.ok(sam(this).asks(TheOutputLines).includes(expected), `${expected} not in:\n${TheLastCommand(sam(this)).stdout}`);
});
