import assert from 'node:assert/strict';
import { Given, Then, When, type DataTable } from '@cucumber/cucumber';
import type { LocaleCode } from '../../../src/domain/store/locales';
import { storeIdForLocale } from '../../../src/domain/store/store-directory';
import type { StoreId } from '../../../src/domain/store/stores';
import { Actor } from '../../support/actor';
import { aDiscountedProductSoldInEveryStore, brandName, categoryPath, shownPrice } from '../../support/catalogue-oracle';
import { shopUrl } from '../../support/shop-server';
import { ListTheStores, LookUpProduct, TheField, TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';

Given('Sam the support agent uses the boutique command line', function (this: ShopWorld) {
  this.actors.set('Sam', Actor.named('Sam').whoCan(UseTheCli.against(shopUrl())));
});

Given('a discounted product sold in every store', function (this: ShopWorld) {
  this.product = aDiscountedProductSoldInEveryStore();
});

When('Sam looks it up in {store}', async function (this: ShopWorld, storeId: StoreId) {
  this.storeId = storeId;
  await this.actor('Sam').attemptsTo(LookUpProduct.withId(this.theProduct().id).in(storeId));
});

When('Sam looks up product {int} in {store}', async function (this: ShopWorld, productId: number, storeId: StoreId) {
  await this.actor('Sam').attemptsTo(LookUpProduct.withId(productId).in(storeId));
});

When('Sam lists the stores', async function (this: ShopWorld) {
  await this.actor('Sam').attemptsTo(ListTheStores);
});

Then('Sam sees its French name, its brand and its category path', function (this: ShopWorld) {
  const sam = this.actor('Sam');
  const product = this.theProduct();
  assertSucceeded(this);
  assert.match(TheLastCommand(sam).stdout, new RegExp(`^${escape(product.names.fr)} \\(#${product.id}\\)$`, 'm'));
  assert.equal(sam.asks(TheField('Brand')), brandName(product));
  assert.equal(sam.asks(TheField('Category')), categoryPath(product, 'fr').join(' > '));
});

Then('Sam sees its {language} name', function (this: ShopWorld, locale: LocaleCode) {
  const product = this.theProduct();
  assertSucceeded(this);
  assert.match(TheLastCommand(this.actor('Sam')).stdout, new RegExp(`^${escape(product.names[locale])} \\(#${product.id}\\)$`, 'm'));
});

Then('Sam sees its {language} price in euros with the original price and the discount', function (this: ShopWorld, locale: LocaleCode) {
  const { price, original, discount } = shownPrice(this.theProduct(), storeIdForLocale(locale));
  assert.equal(this.actor('Sam').asks(TheField('Price')), `${price} (was ${original}, -${discount}%)`);
});

Then('Sam sees its {language} price in euros', function (this: ShopWorld, locale: LocaleCode) {
  const { price } = shownPrice(this.theProduct(), storeIdForLocale(locale));
  assert.ok(price.includes('€'));
  assert.match(this.actor('Sam').asks(TheField('Price')) ?? '', new RegExp(`^${escape(price)}`));
});

Then('Sam sees each of its sizes with the stock left', function (this: ShopWorld) {
  const sizes = this.actor('Sam').asks(TheField('Sizes')) ?? '';
  const expected = [...this.theProduct().sizes]
    .sort((a, b) => a.rank - b.rank)
    .map((size) => ({ label: `${size.label} [${size.id}]`, stock: size.stock }))
    .map(({ label, stock }) => (stock <= 0 ? `${label} sold out` : stock <= 2 ? `${label} ${stock} (low)` : `${label} ${stock}`));
  assert.equal(sizes, expected.join(', '));
});

Then('Sam is told {string}', function (this: ShopWorld, message: string) {
  const run = TheLastCommand(this.actor('Sam'));
  assert.notEqual(run.exitCode, 0, 'the command should fail');
  assert.equal(run.stderr, `error: ${message}`);
  assert.equal(run.stdout, '');
});

Then('Sam sees these stores:', function (this: ShopWorld, expected: DataTable) {
  assertSucceeded(this);
  const rows = TheLastCommand(this.actor('Sam'))
    .stdout.split('\n')
    .slice(1)
    .map((line) => line.split(/\s{2,}/));
  assert.deepEqual(
    rows.map(([store, country, language, name]) => ({ store, country, language, name })),
    expected.hashes(),
  );
});

function assertSucceeded(world: ShopWorld): void {
  const run = TheLastCommand(world.actor('Sam'));
  assert.equal(run.exitCode, 0, `boutique ${run.args.join(' ')} failed: ${run.stderr}`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
