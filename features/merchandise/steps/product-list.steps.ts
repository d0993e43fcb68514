import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { CatProduct } from '../../../server/catalogue/catalogue-types';
import { generateCatalogue } from '../../../server/demo/generate-catalogue';
import { succeeded } from '../../accounts/support/people';
import type { Actor } from '../../support/actor';
import {
  ChangeTheStock, ListTheProducts, LookAtTheMerchandise, LookUpInTheStore, RenameTheProduct, SetThePrice, TheComplaint, TheMerchandise, TheProductList,
} from '../../support/tasks/merchandise-tasks';
import type { ShopWorld } from '../../support/world';

const catalogue = generateCatalogue();
const LOCALE_OF: Record<string, string> = { French: 'fr', German: 'de', English: 'en' };

interface ListWorld extends ShopWorld {
  merchandise?: CatProduct;
  /** The product's version when Mona opened it. */
  opened?: number;
}

const theProduct = (world: ListWorld) => {
  if (!world.merchandise) throw new Error('No product was chosen in this scenario');
  return world.merchandise;
};
const key = (world: ListWorld) => String(theProduct(world).id);
const brandOf = (product: CatProduct) => catalogue.brands.find((brand) => brand.id === product.brandId)!.slug;
const someone = (world: ShopWorld) => world.actors.values().next().value as Actor;

async function nameInTheFrenchStore(world: ListWorld): Promise<string> {
  const actor = someone(world);
  await actor.attemptsTo(LookUpInTheStore.product(theProduct(world).id, 'laboutiqueofficielle'));
  return (actor.asks(TheMerchandise) as unknown as { product: { name: string } }).product.name;
}

Given('{word} has set every size of the product out of stock', async function (this: ListWorld, name: string) {
  for (const size of theProduct(this).sizes) {
    await this.actor(name).attemptsTo(ChangeTheStock.of(key(this), String(size.id)).by('0'));
    succeeded(this.actor(name));
  }
});

When('{word} lists the products of the product\'s brand that are out of stock', async function (this: ListWorld, name: string) {
  await this.actor(name).attemptsTo(ListTheProducts.where({ brand: brandOf(theProduct(this)), stock: 'out', 'page-size': '100' }));
});

Then('{word} finds the product in the list, out of stock', function (this: ListWorld, name: string) {
  const found = this.actor(name).asks(TheProductList).items.find((item) => item.id === theProduct(this).id);
  assert.ok(found, 'the product is not in the list');
  assert.deepEqual({ stockClass: found.stockClass, stock: found.stock }, { stockClass: 'out', stock: 0 });
});

Then('every product in {word}\'s list is of the product\'s brand and out of stock', function (this: ListWorld, name: string) {
  const list = this.actor(name).asks(TheProductList);
  assert.ok(list.total >= 1);
  for (const item of list.items) assert.deepEqual({ brand: item.brandSlug, stockClass: item.stockClass }, { brand: brandOf(theProduct(this)), stockClass: 'out' }, item.key);
});

When(/^(\S+) renames the product "([^"]+)" in (\w+)$/, async function (this: ListWorld, name: string, newName: string, language: string) {
  await this.actor(name).attemptsTo(RenameTheProduct.of(key(this)).to(LOCALE_OF[language], newName).asOpened());
  succeeded(this.actor(name));
});

Given('{word} has opened the product', async function (this: ListWorld, name: string) {
  await this.actor(name).attemptsTo(LookAtTheMerchandise.of(key(this)));
  this.opened = this.actor(name).asks(TheMerchandise).version;
});

Given(/^(\S+) has changed the product's German price to ([\d.]+) meanwhile$/, async function (this: ListWorld, name: string, price: string) {
  await this.actor(name).attemptsTo(SetThePrice.of(key(this)).in('de').to(price));
  succeeded(this.actor(name));
});

When(/^(\S+) renames the product "([^"]+)" in (\w+), as she opened it$/, async function (this: ListWorld, name: string, newName: string, language: string) {
  await this.actor(name).attemptsTo(RenameTheProduct.of(key(this)).to(LOCALE_OF[language], newName).asOpened(this.opened));
});

When(/^(\S+) opens the product again and renames it "([^"]+)" in (\w+), as she opened it$/, async function (this: ListWorld, name: string, newName: string, language: string) {
  await this.actor(name).attemptsTo(LookAtTheMerchandise.of(key(this)));
  this.opened = this.actor(name).asks(TheMerchandise).version;
  await this.actor(name).attemptsTo(RenameTheProduct.of(key(this)).to(LOCALE_OF[language], newName).asOpened(this.opened));
  succeeded(this.actor(name));
});

Then('{word} is told that someone else changed the product since she opened it', function (this: ListWorld, name: string) {
  const complaint = this.actor(name).asks(TheComplaint);
  assert.equal(complaint.exitCode, 1);
  assert.deepEqual(complaint.lines, ['error: Quelqu’un d’autre a modifié ce produit depuis que vous l’avez ouvert : rechargez-le pour voir ses changements, puis refaites les vôtres. (409)']);
});

Then('the French store shows the product named {string}', async function (this: ListWorld, name: string) {
  assert.equal(await nameInTheFrenchStore(this), name);
});

Then('the French store still shows the product under its former name', async function (this: ListWorld) {
  assert.equal(await nameInTheFrenchStore(this), theProduct(this).names.fr);
});
