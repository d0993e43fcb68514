import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { generateCatalogue } from '../../../server/demo/generate-catalogue';
import type { ProductDetailResponse } from '../../../src/domain/catalogue/product';
import type { MyRating, RatingPage } from '../../../src/domain/ratings/rating';
import { STORES, priceKey } from '../../../src/domain/store/stores';
import { actorFor, signIn, succeeded, person } from '../../accounts/support/people';
import { Actor } from '../../support/actor';
import { shopUrl } from '../../support/shop-server';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';
import { ListTheRatings, LookUpTheScores, RateTheProduct } from './ratings-tasks';

const catalogue = generateCatalogue();
const restricted = new Set(catalogue.brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const rated = catalogue.products.find((product) =>
  !restricted.has(product.brandId) && !product.isOnlyOutlet && product.scores.count > 0 && Object.values(STORES).every((store) => product.prices[priceKey(store)]));

interface RatingWorld extends ShopWorld {
  ratedId?: number;
  countBefore?: number;
}

const theProductId = (world: RatingWorld) => {
  if (world.ratedId === undefined) throw new Error('No rated product was chosen in this scenario');
  return world.ratedId;
};

/** Anyone may read the scores: a reader of its own. */
const scoresOf = async (world: RatingWorld) => {
  const reader = actorFor(world, 'Reader');
  await reader.attemptsTo(LookUpTheScores.of(theProductId(world)));
  succeeded(reader);
  return (JSON.parse(TheLastCommand(reader).stdout) as ProductDetailResponse).scores;
};

Given('a rated product of the demo catalogue', async function (this: RatingWorld) {
  assert.ok(rated, 'the demo catalogue has a rated product every store sells');
  this.ratedId = rated.id;
  this.countBefore = (await scoresOf(this)).count;
  assert.ok(this.countBefore > 0);
});

Given('{word} is signed in to rate products', async function (this: RatingWorld, name: string) {
  await signIn(this, name, person(name).password);
  succeeded(this.actor(name));
});

Given('{word} browses the shop without an account', function (this: RatingWorld, name: string) {
  this.actors.set(name, Actor.named(name).whoCan(UseTheCli.against(shopUrl())));
});

Given('{word} rated that product {int} stars', async function (this: RatingWorld, name: string, stars: number) {
  await this.actor(name).attemptsTo(RateTheProduct.numbered(theProductId(this)).with(stars));
  succeeded(this.actor(name));
});

When('{word} rates that product {int} stars saying {string}', async function (this: RatingWorld, name: string, stars: number, comment: string) {
  await this.actor(name).attemptsTo(RateTheProduct.numbered(theProductId(this)).with(stars, comment));
});

When('{word} rates that product {int} stars', async function (this: RatingWorld, name: string, stars: number) {
  await this.actor(name).attemptsTo(RateTheProduct.numbered(theProductId(this)).with(stars));
});

Then('that product has one more rating than before', async function (this: RatingWorld) {
  assert.equal((await scoresOf(this)).count, this.countBefore! + 1);
});

Then('the latest comment on that product is {string} by {string}', async function (this: RatingWorld, comment: string, author: string) {
  const reader = actorFor(this, 'Reader');
  await reader.attemptsTo(ListTheRatings.of(theProductId(this)));
  succeeded(reader);
  const [latest] = (JSON.parse(TheLastCommand(reader).stdout) as RatingPage).ratings;
  assert.deepEqual({ comment: latest.comment, author: latest.author }, { comment, author });
});

Then("{word}'s rating of that product is {int} stars", function (this: RatingWorld, name: string, stars: number) {
  const last = TheLastCommand(this.actor(name));
  assert.equal(last.exitCode, 0, last.stderr);
  assert.equal((JSON.parse(last.stdout) as { rating: MyRating }).rating.score, stars);
});

Then('{word} is asked to sign in first', function (this: RatingWorld, name: string) {
  const last = TheLastCommand(this.actor(name));
  assert.equal(last.exitCode, 1);
  assert.match(last.stderr, /Not signed in/);
});
