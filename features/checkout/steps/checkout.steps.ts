import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import { Actor } from '../../support/actor';
import { shopUrl } from '../../support/shop-server';
import { DEMO_PASSWORD, SignIn, TheRefusal } from '../../support/tasks/accounts-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';
import { anArticleWellInStock } from '../../basket/support/basket-oracle';
import {
  DeliverToTheFirstAddress, DeliverToTheRelayPoint, DownloadThe, ListTheCards, ListTheOrders, LookAtTheBasket, LookAtTheVouchers, TheBalanceShown, LookForRelayPoints, OnTheOrder, PayBy,
  PayWithPaypal, PayWithTheCard, PayWithTheCardKept, PayWithTheSavedCard, PutInTheBasket, ShowTheOrder, TheBasketShown, TheCardsListed, TheDocumentSaved,
  TheOrderShown, TheOrdersListed, ThePayment, TheRelayPointsFound,
} from '../support/checkout-tasks';
import { stockOf } from '../support/stock-oracle';
import { scenario, theArticle, theOrderOf } from '../support/checkout-scenario';

const succeeded = (actor: Actor) => {
  const last = TheLastCommand(actor);
  assert.equal(last.exitCode, 0, `boutique ${last.args.join(' ')} failed: ${last.stderr}`);
};

/** The payment ended (paid, or placed and awaiting a transfer): the order is remembered for what follows. */
const placed = (world: ShopWorld, name: string) => {
  const actor = world.actor(name);
  succeeded(actor);
  const { order } = actor.asks(ThePayment);
  scenario(world).orders.set(name, order.id);
  return order;
};

/** The customer service agent of the demo shop (`support@example.com`, role support). */
Given('{word} from customer service is signed in', async function (this: ShopWorld, name: string) {
  if (!this.actors.has(name)) this.actors.set(name, Actor.named(name).whoCan(UseTheCli.against(shopUrl())));
  await this.actor(name).attemptsTo(SignIn.as('support@example.com').with(DEMO_PASSWORD));
  succeeded(this.actor(name));
});

Given('{word} has {int} of an article well in stock in the basket', async function (this: ShopWorld, name: string, quantity: number) {
  const article = anArticleWellInStock();
  scenario(this).article = article;
  scenario(this).stockBefore = await stockOf(article.size.id);
  await this.actor(name).attemptsTo(PutInTheBasket(quantity, article));
  succeeded(this.actor(name));
});

Given('{word} has the basket delivered to the first address of the book', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(DeliverToTheFirstAddress);
  succeeded(this.actor(name));
});

When('{word} looks for relay points near {string}', async function (this: ShopWorld, name: string, postcode: string) {
  await this.actor(name).attemptsTo(LookForRelayPoints(postcode));
  succeeded(this.actor(name));
});

Then('{word} sees relay points nearest first, with their opening hours', function (this: ShopWorld, name: string) {
  const points = this.actor(name).asks(TheRelayPointsFound);
  assert.ok(points.length > 0, 'no relay point was found');
  const distances = points.map((point) => point.distanceKm);
  assert.deepEqual(distances, [...distances].sort((a, b) => a - b));
  assert.ok(points.every((point) => point.openingHours.length > 0), 'every relay point tells when it opens');
  scenario(this).relayPointId = points[0].id;
});

When('{word} has the basket delivered to the nearest relay point', async function (this: ShopWorld, name: string) {
  const relayPointId = scenario(this).relayPointId;
  assert.ok(relayPointId, 'no relay point was looked for');
  await this.actor(name).attemptsTo(DeliverToTheRelayPoint(relayPointId));
  succeeded(this.actor(name));
});

When('{word} pays with the card {string}', async function (this: ShopWorld, name: string, number: string) {
  await this.actor(name).attemptsTo(PayWithTheCard(number));
});

When('{word} pays with the card {string} and the 3-D Secure code {string}', async function (this: ShopWorld, name: string, number: string, code: string) {
  await this.actor(name).attemptsTo(PayWithTheCard(number, code));
});

When('{word} pays with the card {string}, keeping it for later', async function (this: ShopWorld, name: string, number: string) {
  await this.actor(name).attemptsTo(PayWithTheCardKept(number));
});

const cardEndingIn = async (actor: Actor, last4: string) => {
  await actor.attemptsTo(ListTheCards);
  succeeded(actor);
  return actor.asks(TheCardsListed).find((card) => card.last4 === last4);
};

Then("{word}'s card book holds the card ending in {word}", async function (this: ShopWorld, name: string, last4: string) {
  assert.ok(await cardEndingIn(this.actor(name), last4), `no card ending in ${last4}`);
});

When('{word} pays with the saved card ending in {word}', async function (this: ShopWorld, name: string, last4: string) {
  const card = await cardEndingIn(this.actor(name), last4);
  assert.ok(card, `no card ending in ${last4}`);
  await this.actor(name).attemptsTo(PayWithTheSavedCard(card.id));
});

When(/^(\S+) pays with PayPal( but cancels)?$/, async function (this: ShopWorld, name: string, cancels: string | undefined) {
  await this.actor(name).attemptsTo(PayWithPaypal(cancels ? 'cancel' : 'approve'));
});

Then("{word}'s payment fails with {string}", function (this: ShopWorld, name: string, message: string) {
  const refusal = this.actor(name).asks(TheRefusal);
  assert.ok(refusal.startsWith(message), `"${refusal}" does not start with "${message}"`);
});

When(/^(\S+) pays by (bank transfer|cheque)$/, async function (this: ShopWorld, name: string, means: string) {
  await this.actor(name).attemptsTo(PayBy(means === 'cheque' ? 'cheque' : 'transfer'));
  placed(this, name);
});

Then('{word} is told {string} with the code {int}', function (this: ShopWorld, name: string, message: string, code: number) {
  const refusal = this.actor(name).asks(TheRefusal);
  assert.ok(refusal.startsWith(message), `"${refusal}" does not start with "${message}"`);
  assert.ok(refusal.endsWith(`(code ${code})`), `"${refusal}" does not give the code ${code}`);
});

Then("{word}'s order is paid", function (this: ShopWorld, name: string) {
  assert.equal(placed(this, name).status, 'paid');
});

Then("{word}'s order awaits payment", function (this: ShopWorld, name: string) {
  const order = placed(this, name);
  assert.equal(order.status, 'awaiting_payment');
  assert.equal(order.paymentMethodId, 11, 'SPEC §9: bank transfer is payment method 11');
});

Then(/^(\S+)'s basket still holds (\d+) of the article$/, async function (this: ShopWorld, name: string, quantity: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(LookAtTheBasket);
  succeeded(actor);
  const article = theArticle(this);
  const line = actor.asks(TheBasketShown).lines.find((candidate) => candidate.info.id === article.product.id && candidate.size.id === article.size.id);
  assert.equal(line?.quantity, Number(quantity));
});

Then("{word}'s basket is empty", async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(LookAtTheBasket);
  succeeded(actor);
  assert.deepEqual(actor.asks(TheBasketShown).lines, []);
});

Then('the stock of the article is unchanged', async function (this: ShopWorld) {
  assert.equal(await stockOf(theArticle(this).size.id), scenario(this).stockBefore);
});

Then('the stock of the article is {int} lower', async function (this: ShopWorld, sold: number) {
  assert.equal(await stockOf(theArticle(this).size.id), scenario(this).stockBefore! - sold);
});

const orderIn = async (world: ShopWorld, name: string) => {
  const actor = world.actor(name);
  await actor.attemptsTo(ShowTheOrder(theOrderOf(world, name)));
  succeeded(actor);
  return actor.asks(TheOrderShown);
};

Then(/^(\S+) finds the order (paid|delivered) in the order history$/, async function (this: ShopWorld, name: string, status: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(ListTheOrders);
  succeeded(actor);
  const { inProgress, finished } = actor.asks(TheOrdersListed);
  const listed = [...inProgress, ...finished].find((order) => order.id === theOrderOf(this, name));
  assert.equal(listed?.status, status);
});

Then('{word} finds the order delivered among her finished orders', async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(ListTheOrders);
  succeeded(actor);
  const { inProgress, finished } = actor.asks(TheOrdersListed);
  assert.equal(finished.find((order) => order.id === theOrderOf(this, name))?.status, 'delivered');
  assert.equal(inProgress.some((order) => order.id === theOrderOf(this, name)), false);
});

Then('{word} cannot download the bill of the order yet', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(DownloadThe('bill', theOrderOf(this, name)));
  assert.match(this.actor(name).asks(TheRefusal), /\(409\)$/);
});

Then('{word} downloads the bill and the purchase order of the order as PDF files', async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  const orderId = theOrderOf(this, name);
  for (const [document, fileName] of [['bill', `facture-${orderId}.pdf`], ['purchase-order', `bon-de-commande-${orderId}.pdf`]] as const) {
    await actor.attemptsTo(DownloadThe(document, orderId));
    succeeded(actor);
    const saved = actor.asks(TheDocumentSaved);
    assert.equal(saved.fileName, fileName);
    assert.equal(readFileSync(saved.file).subarray(0, 5).toString('latin1'), '%PDF-');
  }
});

Then("{word}'s order goes to that relay point with the relay carrier", async function (this: ShopWorld, name: string) {
  const order = await orderIn(this, name);
  assert.equal(order.relayPoint?.id, scenario(this).relayPointId);
  assert.equal(order.carrier.type, 'point_relais');
});

When("{word} from customer service marks {word}'s order paid", async function (this: ShopWorld, agent: string, name: string) {
  if (!this.actors.has(agent)) this.actors.set(agent, Actor.named(agent).whoCan(UseTheCli.against(shopUrl())));
  await this.actor(agent).attemptsTo(SignIn.as('support@example.com').with(DEMO_PASSWORD), OnTheOrder('mark-paid', theOrderOf(this, name)));
  succeeded(this.actor(agent));
});

When("{word} ships {word}'s order with the tracking number {string}", async function (this: ShopWorld, agent: string, name: string, tracking: string) {
  await this.actor(agent).attemptsTo(OnTheOrder('ship', theOrderOf(this, name), '--tracking', tracking));
  succeeded(this.actor(agent));
});

When("{word} records the delivery of {word}'s order", async function (this: ShopWorld, agent: string, name: string) {
  await this.actor(agent).attemptsTo(OnTheOrder('deliver', theOrderOf(this, name)));
  succeeded(this.actor(agent));
});

When('{word} tries to ship her own order with the tracking number {string}', async function (this: ShopWorld, name: string, tracking: string) {
  await this.actor(name).attemptsTo(OnTheOrder('ship', theOrderOf(this, name), '--tracking', tracking));
});

Then('{word} is told the order tools are reserved to support staff', function (this: ShopWorld, name: string) {
  assert.match(this.actor(name).asks(TheRefusal), /^Reserved to support staff/);
});

Then("{word}'s order is shipped with the tracking number {string}", async function (this: ShopWorld, name: string, tracking: string) {
  const order = await orderIn(this, name);
  assert.equal(order.status, 'shipped');
  assert.equal(order.tracking?.number, tracking);
});

Given('{word} has {float} € of vouchers and credits', async function (this: ShopWorld, name: string, euros: number) {
  const actor = this.actor(name);
  await actor.attemptsTo(LookAtTheVouchers);
  succeeded(actor);
  const balance = actor.asks(TheBalanceShown);
  assert.equal(balance.balance, euros);
  scenario(this).balance = balance.balance;
});

When('{word} pays with her vouchers and credits', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(PayBy('balance'));
});

Then("{word}'s vouchers and credits went down by the order's value", async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(ShowTheOrder(theOrderOf(this, name)));
  succeeded(actor);
  const order = actor.asks(TheOrderShown);
  assert.equal(order.paymentMethodId, 10, 'SPEC §9: voucher-and-credit is payment method 10');
  assert.equal(order.amounts.total, 0, 'nothing is left to pay by other means');
  await actor.attemptsTo(LookAtTheVouchers);
  succeeded(actor);
  const before = scenario(this).balance;
  assert.ok(before !== undefined, 'the balance was not looked at before');
  assert.equal(actor.asks(TheBalanceShown).balance, Math.round((before - order.amounts.balance) * 100) / 100);
});
