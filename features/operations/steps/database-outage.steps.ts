import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { ListTheOrders } from '../../checkout/support/checkout-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { shopDatabase, shopUrl } from '../../support/shop-server';
import type { ShopWorld } from '../../support/world';

/** What the shop answers a balancer's probes (an operator's view, not a customer's: plain HTTP). */
async function probe(path: '/health' | '/ready'): Promise<number> {
  return (await fetch(`${shopUrl()}${path}`)).status;
}

When('the shop\'s database stops', function () {
  shopDatabase().stop();
});

When('the shop\'s database starts again', function () {
  shopDatabase().start();
});

When(/^(\S+) lists (?:her|his) orders$/, async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(ListTheOrders);
});

Then('{word} is told the shop cannot reach its database and to try again in a few seconds', function (this: ShopWorld, name: string) {
  const last = TheLastCommand(this.actor(name));
  assert.notEqual(last.exitCode, 0, 'the command should have failed');
  assert.match(last.stderr, /The shop cannot reach its database just now: try again in a few seconds\./);
});

Then('the shop stays alive but tells the load balancer it is not ready', async function () {
  assert.equal(await probe('/health'), 200);
  assert.equal(await probe('/ready'), 503);
});

Then('the shop tells the load balancer it is ready', async function () {
  assert.equal(await probe('/ready'), 200);
});

Then('{word} sees her orders again within {int} seconds', async function (this: ShopWorld, name: string, seconds: number) {
  const actor = this.actor(name);
  const until = Date.now() + seconds * 1000;
  for (;;) {
    await actor.attemptsTo(ListTheOrders);
    const last = TheLastCommand(actor);
    if (last.exitCode === 0) return;
    assert.ok(Date.now() < until, `still failing after ${seconds} s: ${last.stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});
