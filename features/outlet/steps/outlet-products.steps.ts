import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { StoreId } from '../../../src/domain/store/stores';
import { OUTLET_TEXTS } from '../../../server/outlet/outlet-texts';
import { Actor } from '../../support/actor';
import { shopUrl } from '../../support/shop-server';
import { DEMO_PASSWORD, SignIn } from '../../support/tasks/accounts-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';
import { anOutletOnlyArticle } from '../../basket/support/basket-oracle';
import { FindASavedBasket, LookAtTheBasket } from '../../basket/support/basket-tasks';
import { AddTheArticle, LookAtTheBasketAgain, SubscribeAndEnterTheOutlet } from '../support/outlet-tasks';

const STORE: StoreId = 'laboutiqueofficielle';

const introduce = (world: ShopWorld, name: string): Actor => {
  const actor = Actor.named(name).whoCan(UseTheCli.against(shopUrl()));
  world.actors.set(name, actor);
  return actor;
};

const succeeded = (actor: Actor) => {
  const last = TheLastCommand(actor);
  assert.equal(last.exitCode, 0, `boutique ${last.args.join(' ')}: ${last.stderr}`);
};

Given('{word} visits the French store from the command line, without outlet access', function (this: ShopWorld, name: string) {
  introduce(this, name);
});

Given('{word}, a customer of the shop, is signed in on the command line', async function (this: ShopWorld, name: string) {
  const actor = introduce(this, name);
  await actor.attemptsTo(SignIn.as(`${name.toLowerCase()}@example.com`).with(DEMO_PASSWORD));
  succeeded(actor);
});

Given('{word} subscribed to the newsletter and entered the outlet from the command line', async function (this: ShopWorld, name: string) {
  const email = `${name.toLowerCase()}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await introduce(this, name).attemptsTo(SubscribeAndEnterTheOutlet(email, STORE));
});

When(/^(\S+) adds an outlet-only article to the basket$/, async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(AddTheArticle(anOutletOnlyArticle(), STORE));
});

Given("{word}'s basket still holds an outlet-only article from when his outlet pass was valid", async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(FindASavedBasket(1, anOutletOnlyArticle(), STORE));
});

When('{word} looks at that basket again', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(LookAtTheBasket(STORE));
});

Then('the shop refuses {word}: the article is sold in the outlet only', function (this: ShopWorld, name: string) {
  const last = TheLastCommand(this.actor(name));
  assert.notEqual(last.exitCode, 0, `the add succeeded:\n${last.stdout}`);
  assert.ok(
    last.stderr.includes(`Product ${anOutletOnlyArticle().product.id} is sold in the outlet only: ${OUTLET_TEXTS['product-outlet-only'].fr} (403)`),
    last.stderr,
  );
});

Then("{word}'s basket is still empty", async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(LookAtTheBasketAgain(STORE));
  succeeded(actor);
  assert.ok(!TheLastCommand(actor).stdout.includes(`(#${anOutletOnlyArticle().product.id})`), TheLastCommand(actor).stdout);
});

Then("{word}'s basket holds the outlet-only article", function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  succeeded(actor);
  assert.ok(TheLastCommand(actor).stdout.includes(`(#${anOutletOnlyArticle().product.id})`), TheLastCommand(actor).stdout);
});

Then('{word} is told the outlet-only article left the basket, closed to it', function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  succeeded(actor);
  const { stdout } = TheLastCommand(actor);
  assert.match(stdout, new RegExp(`#${anOutletOnlyArticle().product.id}\\b.* is sold in the outlet only, and the outlet is closed to this basket: removed from the basket\\.`), stdout);
  assert.ok(!stdout.split('\n').some((line) => line.includes(`(#${anOutletOnlyArticle().product.id})`) && !line.startsWith('Notice:')), stdout);
});
