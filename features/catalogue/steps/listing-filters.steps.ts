import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { Actor } from '../../support/actor';
import { shopUrl } from '../../support/shop-server';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';

interface ListedJson {
  path: string;
  nbHits: number;
  products: { brand: string; price: number }[];
}

interface ListingWorld extends ShopWorld {
  wholeListing?: number;
}

const OpenTheListing = (path: string, filters: string[] = []) => async (actor: Actor) => {
  await actor.abilityTo(UseTheCli).run('--json', 'listing', path, ...filters.flatMap((filter) => ['--filter', filter]));
};

const TheListing = (actor: Actor): ListedJson => {
  const run = TheLastCommand(actor);
  assert.equal(run.exitCode, 0, run.stderr);
  return JSON.parse(run.stdout) as ListedJson;
};

Given('{word} browses listings through the boutique command line', function (this: ShopWorld, name: string) {
  this.actors.set(name, Actor.named(name).whoCan(UseTheCli.against(shopUrl())));
});

When('{word} opens the listing {string}', async function (this: ListingWorld, name: string, path: string) {
  await this.actor(name).attemptsTo(OpenTheListing(path));
  if (TheLastCommand(this.actor(name)).exitCode === 0) this.wholeListing = TheListing(this.actor(name)).nbHits;
});

When(
  '{word} opens the listing {string} filtered on brand {string}, size {string} and prices up to {int} euros',
  async function (this: ListingWorld, name: string, path: string, brand: string, size: string, max: number) {
    await this.actor(name).attemptsTo(OpenTheListing(path, [`brand=${brand}`, `size=${size}`, `price=~${max}`]));
  },
);

Then('{word} sees fewer products than in the whole listing', function (this: ListingWorld, name: string) {
  const listed = TheListing(this.actor(name));
  assert.ok(listed.nbHits > 0, 'the filters leave no product');
  assert.ok(this.wholeListing !== undefined && listed.nbHits < this.wholeListing, `${listed.nbHits} of ${this.wholeListing}`);
});

Then('every product {word} sees is an {string} product at {int} euros or less', function (this: ShopWorld, name: string, brand: string, max: number) {
  for (const product of TheListing(this.actor(name)).products) {
    assert.equal(product.brand, brand);
    assert.ok(product.price <= max, `${product.price} > ${max}`);
  }
});

Then('the listing path {word} sees is {string}', function (this: ShopWorld, name: string, path: string) {
  assert.equal(TheListing(this.actor(name)).path, path);
});

Then('{word} is told the listing page is not found', function (this: ShopWorld, name: string) {
  const run = TheLastCommand(this.actor(name));
  assert.notEqual(run.exitCode, 0);
  assert.match(run.stderr, /not found \(404\)/i);
});
