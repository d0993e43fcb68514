import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CatProduct } from '../../../server/catalogue/catalogue-types';
import { generateCatalogue } from '../../../server/demo/generate-catalogue';
import { STORES, priceKey, type StoreId } from '../../../src/domain/store/stores';
import { person, signIn, succeeded } from '../../accounts/support/people';
import type { Actor } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import {
  ChangeTheStock, ImportTheStockFile, LookAtTheMerchandise, LookUpInTheStore, PutOnSale, SetThePrice, TakeOffSale, TheComplaint, TheMerchandise, TheStoreProduct,
} from '../../support/tasks/merchandise-tasks';
import type { ShopWorld } from '../../support/world';

/** A product every store sells, with three sizes or more (each scenario runs on a fresh shop: @fresh-shop). */
const catalogue = generateCatalogue();
const restricted = new Set(catalogue.brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const everywhere = catalogue.products.find(
  (product) => !restricted.has(product.brandId) && !product.isOnlyOutlet && product.sizes.length >= 3 && Object.values(STORES).every((store) => product.prices[priceKey(store)]),
)!;

interface MerchandiseWorld extends ShopWorld {
  merchandise?: CatProduct;
  /** The stock each size of the product was given, by size id. */
  stockGiven?: Map<number, number>;
}

const theProduct = (world: MerchandiseWorld) => {
  if (!world.merchandise) throw new Error('No product was chosen in this scenario');
  return world.merchandise;
};
const key = (world: MerchandiseWorld) => String(theProduct(world).id);
const STORE_OF: Record<string, StoreId> = { German: 'boutique_de', French: 'laboutiqueofficielle' };
const COUNTRY_OF: Record<string, string> = { German: 'de', French: 'fr' };

/** What a store shows of the product, asked by someone (any actor can look at a store). */
async function inTheStore(actor: Actor, product: CatProduct, store: string) {
  await actor.attemptsTo(LookUpInTheStore.product(product.id, STORE_OF[store] ?? 'laboutiqueofficielle'));
  return actor.asks(TheStoreProduct);
}
const someone = (world: ShopWorld) => world.actors.values().next().value as Actor;

Given('{word} from the catalogue team is signed in', async function (this: ShopWorld, name: string) {
  await signIn(this, name, person(name).password);
  succeeded(this.actor(name));
});

Given('a product of the demo catalogue sold in every store', function (this: MerchandiseWorld) {
  assert.ok(everywhere, 'the demo catalogue has no product sold in every store with three sizes');
  this.merchandise = everywhere;
});

When(/^(\S+) sets the product's (\w+) price to ([\d.]+), crossed out from ([\d.]+)$/, async function (this: MerchandiseWorld, name: string, store: string, price: string, original: string) {
  await this.actor(name).attemptsTo(SetThePrice.of(key(this)).in(COUNTRY_OF[store]).to(String(price), String(original)));
  succeeded(this.actor(name));
});

When(/^(\S+) tries to set the product's (\w+) price to ([\d.]+)$/, async function (this: MerchandiseWorld, name: string, store: string, price: string) {
  await this.actor(name).attemptsTo(SetThePrice.of(key(this)).in(COUNTRY_OF[store]).to(String(price)));
});

Then(/^the (\w+) store sells the product at ([\d.]+) € instead of ([\d.]+) €$/, async function (this: MerchandiseWorld, store: string, price: string, original: string) {
  const shown = await inTheStore(someone(this), theProduct(this), store);
  assert.deepEqual({ price: shown.price, originPrice: shown.originPrice }, { price: Number(price), originPrice: Number(original) });
});

Then(/^the (\w+) store still sells the product at its former price$/, async function (this: MerchandiseWorld, store: string) {
  const former = theProduct(this).prices[COUNTRY_OF[store] as 'fr'];
  const shown = await inTheStore(someone(this), theProduct(this), store);
  assert.equal(shown.price, former.price / 100);
});

When(/^(\S+) sets the stock of the product's first size to (\d+)$/, async function (this: MerchandiseWorld, name: string, stock: number) {
  await this.actor(name).attemptsTo(ChangeTheStock.of(key(this), String(theProduct(this).sizes[0].id)).by(String(stock)));
  succeeded(this.actor(name));
});

When(/^(\S+) takes (\d+) of the product's first size out of stock$/, async function (this: MerchandiseWorld, name: string, units: number) {
  await this.actor(name).attemptsTo(ChangeTheStock.of(key(this), String(theProduct(this).sizes[0].id)).by(`-${units}`));
  succeeded(this.actor(name));
});

Then(/^the stores show (\d+) of the product's first size$/, async function (this: MerchandiseWorld, stock: number) {
  const size = theProduct(this).sizes[0];
  for (const store of ['French', 'German']) {
    const shown = await inTheStore(someone(this), theProduct(this), store);
    assert.equal(shown.productSizes.find((entry) => entry.productSizeId === size.id)?.quantity, Number(stock), store);
  }
});

When('{word} archives the product', async function (this: MerchandiseWorld, name: string) {
  await this.actor(name).attemptsTo(TakeOffSale(key(this)));
  succeeded(this.actor(name));
});

When('{word} publishes the product', async function (this: MerchandiseWorld, name: string) {
  await this.actor(name).attemptsTo(PutOnSale(key(this)));
  succeeded(this.actor(name));
});

Then(/^(\S+) sees the product (archived|published)$/, async function (this: MerchandiseWorld, name: string, status: string) {
  await this.actor(name).attemptsTo(LookAtTheMerchandise.of(key(this)));
  assert.equal(this.actor(name).asks(TheMerchandise).status, status);
});

When(
  /^(\S+) imports the stock file "([^"]+)" setting the product's first three sizes to "([^"]+)", "([^"]+)" and "([^"]+)"$/,
  async function (this: MerchandiseWorld, name: string, file: string, first: string, second: string, third: string) {
    const values = [first, second, third];
    const sizes = theProduct(this).sizes.slice(0, 3);
    await this.actor(name).attemptsTo(ImportTheStockFile.named(file).with(['sku,stock', ...sizes.map((size, index) => `${size.id},${values[index]}`)]));
    this.stockGiven = new Map(sizes.map((size, index) => {
      const value = values[index];
      return [size.id, /^[+-]/.test(value) ? Math.max(0, size.stock + Number(value)) : Number(value)];
    }));
  },
);

Then('{word} sees the import counted: {string}', function (this: ShopWorld, name: string, said: string) {
  const run = TheLastCommand(this.actor(name));
  assert.equal(run.exitCode, 0, run.stderr);
  assert.equal(run.stdout.trim(), said);
});

Then('{word} is told that nothing was changed because of {int} problem(s)', function (this: ShopWorld, name: string, problems: number) {
  const complaint = this.actor(name).asks(TheComplaint);
  assert.equal(complaint.exitCode, 1);
  assert.equal(complaint.lines.at(-1), `error: Nothing was changed: ${problems} problem${problems === 1 ? '' : 's'} (400)`);
});

Then('{word} reads the problem {string}', function (this: ShopWorld, name: string, problem: string) {
  assert.ok(this.actor(name).asks(TheComplaint).lines.includes(problem), TheLastCommand(this.actor(name)).stderr);
});

Then('the stores show the stock the file gave to the product\'s first three sizes', async function (this: MerchandiseWorld) {
  const shown = await inTheStore(someone(this), theProduct(this), 'French');
  for (const [sizeId, stock] of this.stockGiven ?? []) assert.equal(shown.productSizes.find((entry) => entry.productSizeId === sizeId)?.quantity, stock, `size ${sizeId}`);
});

Then('the stores show the product\'s sizes with the stock they had', async function (this: MerchandiseWorld) {
  const shown = await inTheStore(someone(this), theProduct(this), 'French');
  for (const size of theProduct(this).sizes) assert.equal(shown.productSizes.find((entry) => entry.productSizeId === size.id)?.quantity, size.stock, `size ${size.id}`);
});

Then('{word} is told the catalogue tools are reserved to catalogue staff', function (this: ShopWorld, name: string) {
  const complaint = this.actor(name).asks(TheComplaint);
  assert.equal(complaint.exitCode, 1);
  assert.deepEqual(complaint.lines, ['error: Reserved to catalogue staff (the merchandiser role): Réservé aux responsables du catalogue. (403)']);
});
