import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { STORES, type StoreId } from '../../../src/domain/store/stores';
import type { LocaleCode } from '../../../src/domain/store/locales';
import { storeIdForLocale } from '../../../src/domain/store/store-directory';
import { brandNamed, brandSlugOf, lowestPrice, priceShown, productWithId, productsNamedWith } from '../../support/search-oracle';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { SearchTheCatalogue, TheFacet, TheNumberOfProductsFound, TheProductsListed } from '../../support/tasks/search-tasks';
import type { ShopWorld } from '../../support/world';

When('Sam searches {store} for {string}', async function (this: ShopWorld, storeId: StoreId, words: string) {
  this.storeId = storeId;
  await this.actor('Sam').attemptsTo(SearchTheCatalogue.for(words).in(storeId));
});

When('Sam searches {store} for {string} from the brand {string}', async function (this: ShopWorld, storeId: StoreId, words: string, brand: string) {
  this.storeId = storeId;
  await this.actor('Sam').attemptsTo(SearchTheCatalogue.for(words, { filters: [`brand=${brandNamed(brand).slug}`] }).in(storeId));
});

When('Sam searches {store} for {string}, cheapest first', async function (this: ShopWorld, storeId: StoreId, words: string) {
  this.storeId = storeId;
  await this.actor('Sam').attemptsTo(SearchTheCatalogue.for(words, { sort: 'price_asc' }).in(storeId));
});

When('Sam searches {store} for {string} filtered on {string}', async function (this: ShopWorld, storeId: StoreId, words: string, filter: string) {
  this.storeId = storeId;
  await this.actor('Sam').attemptsTo(SearchTheCatalogue.for(words, { filters: [filter] }).in(storeId));
});

Then('Sam is told how many products of {store} have {string} in their name', function (this: ShopWorld, storeId: StoreId, word: string) {
  assertSucceeded(this);
  assert.equal(this.actor('Sam').asks(TheNumberOfProductsFound), productsNamedWith(word, storeId).length);
});

Then('Sam is told how many {word} products of {store} have {string} in their name', function (this: ShopWorld, brand: string, storeId: StoreId, word: string) {
  assertSucceeded(this);
  assert.equal(this.actor('Sam').asks(TheNumberOfProductsFound), productsNamedWith(word, storeId, brand).length);
});

Then('Sam sees hoodies among them', function (this: ShopWorld) {
  assert.ok(this.actor('Sam').asks(TheProductsListed).some((product) => product.name.includes('Sweat à capuche')));
});

Then('Sam sees each product with its price in {store}, the original price and the discount when it is on sale', function (this: ShopWorld, storeId: StoreId) {
  const listed = this.actor('Sam').asks(TheProductsListed);
  assert.ok(listed.length > 0, 'no product listed');
  for (const product of listed) assert.equal(product.price, priceShown(productWithId(product.id), storeId), `price of #${product.id}`);
  assert.ok(listed.some((product) => product.price.includes('(was ')), 'no product on sale on the first page');
});

Then('Sam sees each product with its {language} name and its price in {store}', function (this: ShopWorld, locale: LocaleCode, storeId: StoreId) {
  const listed = this.actor('Sam').asks(TheProductsListed);
  assert.ok(listed.length > 0, 'no product listed');
  assert.equal(storeIdForLocale(locale), storeId);
  for (const product of listed) {
    const expected = productWithId(product.id);
    assert.equal(product.name, expected.names[locale]);
    assert.equal(product.price, priceShown(expected, storeId));
    assert.ok(product.price.includes('€'));
  }
});

Then('Sam sees how many of them each brand has', function (this: ShopWorld) {
  const storeId = this.storeId!;
  const brands = this.actor('Sam').asks(TheFacet('Brand'));
  assert.ok(brands.size > 0, 'no brand facet');
  const found = productsNamedWith('sweat', storeId);
  for (const [slug, count] of brands) assert.equal(count, found.filter((product) => brandSlugOf(product) === slug).length, `count of ${slug}`);
});

Then('every product Sam sees is from {word}', function (this: ShopWorld, brand: string) {
  const listed = this.actor('Sam').asks(TheProductsListed);
  assert.ok(listed.length > 0, 'no product listed');
  assert.deepEqual([...new Set(listed.map((product) => product.brand))], [brand]);
  // The brand facet is disjunctive: it keeps the other brands Sam could add, with what each would add.
  const facet = this.actor('Sam').asks(TheFacet('Brand'));
  assert.ok(facet.has(brandNamed(brand).slug), `the brand facet keeps ${brand}`);
  const found = productsNamedWith('sweat', this.storeId!);
  for (const [slug, count] of facet) assert.equal(count, found.filter((product) => brandSlugOf(product) === slug).length, `count of ${slug}`);
});

Then('Sam sees the cheapest of them first', function (this: ShopWorld) {
  const storeId = this.storeId!;
  const [first] = this.actor('Sam').asks(TheProductsListed);
  const cheapest = lowestPrice(productsNamedWith('sweat', storeId), storeId);
  assert.equal(productWithId(first.id).prices[STORES[storeId].countryCode.toLowerCase()].price, cheapest);
});

Then('the prices Sam sees never go down', function (this: ShopWorld) {
  const storeId = this.storeId!;
  const key = STORES[storeId].countryCode.toLowerCase();
  const prices = this.actor('Sam').asks(TheProductsListed).map((product) => productWithId(product.id).prices[key].price);
  assert.ok(prices.length > 1);
  assert.deepEqual(prices, [...prices].sort((a, b) => a - b));
});

Then('Sam is told that the filter {string} is unknown, with the filters there are', function (this: ShopWorld, filter: string) {
  const run = TheLastCommand(this.actor('Sam'));
  assert.notEqual(run.exitCode, 0, 'the command should fail');
  assert.equal(run.stdout, '');
  assert.equal(run.stderr.split('\n').length, 1);
  assert.match(run.stderr, new RegExp(`^error: .*unknown filter '${filter}'\\. Filters: category, brand, artist, size, color, material, gender, range, price, promotion, label\\.$`));
});

function assertSucceeded(world: ShopWorld): void {
  const run = TheLastCommand(world.actor('Sam'));
  assert.equal(run.exitCode, 0, `boutique ${run.args.join(' ')} failed: ${run.stderr}`);
}
