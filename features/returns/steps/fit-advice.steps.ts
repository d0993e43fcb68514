import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { ProductDetailResponse } from '../../../src/domain/catalogue/product';
import { Actor } from '../../support/actor';
import { shopUrl } from '../../support/shop-server';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';
import { PutInTheBasket } from '../../checkout/support/checkout-tasks';
import { scenario } from '../../checkout/support/checkout-scenario';
import { aFitArticle, theFitProduct, type FitModel } from '../support/fit-oracle';

const succeeded = (actor: Actor) => {
  const last = TheLastCommand(actor);
  assert.equal(last.exitCode, 0, `boutique ${last.args.join(' ')} failed: ${last.stderr}`);
};

const looked = new WeakMap<ShopWorld, { detail: ProductDetailResponse; text: string }>();

When(/^(\S+) looks up the demo model with (many "too small" returns|two returns)$/, async function (this: ShopWorld, name: string, which: FitModel) {
  // A shopper of the English store, from the terminal.
  if (!this.actors.has(name)) this.actors.set(name, Actor.named(name).whoCan(UseTheCli.against(shopUrl())));
  const actor = this.actor(name);
  const id = String(theFitProduct(which).id);
  await actor.abilityTo(UseTheCli).run('--store', 'boutique_com', '--json', 'product', id);
  succeeded(actor);
  const detail = JSON.parse(TheLastCommand(actor).stdout) as ProductDetailResponse;
  await actor.abilityTo(UseTheCli).run('--store', 'boutique_com', 'product', id);
  succeeded(actor);
  looked.set(this, { detail, text: TheLastCommand(actor).stdout });
});

const lookedUp = (world: ShopWorld) => {
  const found = looked.get(world);
  if (!found) throw new Error('Nobody looked a product up in this scenario');
  return found;
};

Then(/^the product says "([^"]+)", behind it (\d+)% of (\d+) fit returns$/, function (this: ShopWorld, advice: string, percent: string, count: string) {
  const { detail, text } = lookedUp(this);
  assert.deepEqual({ runs: detail.fit?.runs, sharePercent: detail.fit?.sharePercent, fitReturns: detail.fit?.fitReturns }, { runs: 'small', sharePercent: Number(percent), fitReturns: Number(count) });
  assert.match(text, new RegExp(`Fit: ${advice} \\(${percent}% of ${count} fit returns said too small`));
});

Then('the product gives no fit advice', function (this: ShopWorld) {
  const { detail, text } = lookedUp(this);
  assert.equal(detail.fit, null);
  assert.match(text, /Fit: no advice/);
});

Given('{word} has {int} of the demo model with many "too small" returns in the basket', async function (this: ShopWorld, name: string, quantity: number) {
  const article = aFitArticle('many "too small" returns');
  scenario(this).article = article;
  await this.actor(name).attemptsTo(PutInTheBasket(quantity, article));
  succeeded(this.actor(name));
});
