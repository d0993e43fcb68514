import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { aDiscountedProductSoldInEveryStore } from '../../support/catalogue-oracle';
import { AddToTheFavourites, ListTheFavourites, TheFavouritesListed } from '../../support/tasks/accounts-tasks';
import type { ShopWorld } from '../../support/world';
import { succeeded } from '../support/people';

Given('a product of the demo catalogue', function (this: ShopWorld) {
  this.product = aDiscountedProductSoldInEveryStore();
});

When('{word} adds the product to her favourites', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(AddToTheFavourites.product(this.theProduct().id));
});

const favouritesOf = async (world: ShopWorld, name: string) => {
  const actor = world.actor(name);
  await actor.attemptsTo(ListTheFavourites);
  succeeded(actor);
  return actor.asks(TheFavouritesListed).filter((wish) => wish.product === world.theProduct().id);
};

Then("the product is among {word}'s favourites", async function (this: ShopWorld, name: string) {
  assert.ok((await favouritesOf(this, name)).length >= 1, `product ${this.theProduct().id} is not a favourite`);
});

Then("the product is among {word}'s favourites once", async function (this: ShopWorld, name: string) {
  assert.equal((await favouritesOf(this, name)).length, 1);
});

