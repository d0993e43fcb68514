import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Actor } from '../../support/actor';
import { TheRefusal } from '../../support/tasks/accounts-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import type { ShopWorld } from '../../support/world';
import { anArticleWellInStock, unitCents } from '../../basket/support/basket-oracle';
import { LookAtTheVouchers, ListTheOrders, PutInTheBasket, ShowTheOrder, TheBalanceShown, TheDocumentSaved, TheOrderShown, TheOrdersListed } from '../../checkout/support/checkout-tasks';
import { scenario, theArticle, theOrderOf } from '../../checkout/support/checkout-scenario';
import { fromEuros } from '../../../src/domain/money/money';
import { RETURN_FEE_CENTS, type ReturnOrder } from '../../../src/domain/returns/returns';
import type { Order } from '../../../src/domain/orders/order';
import { DEFAULT_STORE_ID } from '../../../src/domain/store/stores';
import {
  AskForAReturn, CancelTheReturn, DownloadTheReturnLabel, ListTheReturnReasons, OnTheReturn, ShowTheReturn, TheReasonsListed, TheReturnShown,
} from '../support/return-tasks';

/** What a returns scenario talks about: each person's last return, and the balance before it was settled. */
interface ReturnsScenario {
  returns: Map<string, ReturnOrder>;
  balanceBefore?: number;
}

const states = new WeakMap<ShopWorld, ReturnsScenario>();
const returns = (world: ShopWorld): ReturnsScenario => {
  let found = states.get(world);
  if (!found) states.set(world, (found = { returns: new Map() }));
  return found;
};
const theReturnOf = (world: ShopWorld, name: string): ReturnOrder => {
  const found = returns(world).returns.get(name);
  if (!found) throw new Error(`${name} has asked for no return in this scenario`);
  return found;
};

const succeeded = (actor: Actor) => {
  const last = TheLastCommand(actor);
  assert.equal(last.exitCode, 0, `boutique ${last.args.join(' ')} failed: ${last.stderr}`);
};

async function orderOf(world: ShopWorld, name: string, orderId = theOrderOf(world, name)): Promise<Order> {
  const actor = world.actor(name);
  await actor.attemptsTo(ShowTheOrder(orderId));
  succeeded(actor);
  return actor.asks(TheOrderShown);
}

async function reasonNamed(actor: Actor, name: string): Promise<number> {
  await actor.attemptsTo(ListTheReturnReasons);
  succeeded(actor);
  const reason = actor.asks(TheReasonsListed).find((candidate) => candidate.name === name);
  if (!reason) throw new Error(`No return reason named "${name}"`);
  return reason.id;
}

/** The order line holding the scenario's article. */
async function theArticleLine(world: ShopWorld, name: string) {
  const order = await orderOf(world, name);
  const line = order.lines.find((candidate) => candidate.productSizeId === theArticle(world).size.id);
  if (!line) throw new Error(`The article is not in ${name}'s order ${order.id}`);
  return line;
}

async function askForAReturn(world: ShopWorld, name: string, quantity: number, reason: string, comment: string, refund?: 'credit' | 'refund') {
  const actor = world.actor(name);
  const line = await theArticleLine(world, name);
  await actor.attemptsTo(AskForAReturn({ orderId: theOrderOf(world, name), lines: [{ orderLineId: line.id, quantity }], reasonId: await reasonNamed(actor, reason), comment, refund }));
}

const REQUEST = /^(\S+) (tries to return|returns) (\d+) of the article because "([^"]+)" with the comment "([^"]+)"(?:, as a (credit|refund))?$/;

async function returnTheArticle(this: ShopWorld, name: string, attempt: string, quantity: string, reason: string, comment: string, refund?: 'credit' | 'refund') {
  await askForAReturn(this, name, Number(quantity), reason, comment, refund);
  if (attempt === 'tries to return') return;
  const actor = this.actor(name);
  succeeded(actor);
  returns(this).returns.set(name, actor.asks(TheReturnShown));
}
// Given and When share one registry: once is enough for both.
When(REQUEST, returnTheArticle);

When('{word} tries to return the order she received 40 days ago', async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(ListTheOrders);
  succeeded(actor);
  const now = Date.now();
  let old: Order | undefined;
  for (const summary of actor.asks(TheOrdersListed).finished.filter((candidate) => candidate.status === 'delivered')) {
    const order = await orderOf(this, name, summary.id);
    if (order.returnDeadline && Date.parse(order.returnDeadline) < now) old = order;
  }
  if (!old) throw new Error(`${name} has no order delivered more than 14 days ago`);
  await actor.attemptsTo(AskForAReturn({ orderId: old.id, lines: [{ orderLineId: old.lines[0].id, quantity: 1 }], reasonId: await reasonNamed(actor, 'Ne me va pas'), comment: 'Je me suis décidée trop tard' }));
});

Then("{word}'s return waits for her parcel", async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(ShowTheReturn(theReturnOf(this, name).id));
  succeeded(actor);
  const shown = actor.asks(TheReturnShown);
  assert.equal(shown.status, 'waitClient');
  assert.deepEqual(shown.events.map((event) => event.status), ['waitClient']);
});

Then(/^the return gives back the article's (price less 5\.99 €|whole price)$/, function (this: ShopWorld, what: string) {
  const [name] = [...returns(this).returns.keys()];
  const asked = theReturnOf(this, name);
  const price = unitCents(theArticle(this), DEFAULT_STORE_ID) * asked.products[0].quantity;
  assert.equal(fromEuros(asked.goodsAmount), price);
  const fee = what === 'whole price' ? 0 : RETURN_FEE_CENTS;
  assert.equal(fromEuros(asked.fee), fee);
  assert.equal(asked.transportLabelFree, fee === 0);
  assert.equal(fromEuros(asked.refundAmount), price - fee);
});

Then('{word} downloads the return label as a PDF file', async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  const asked = theReturnOf(this, name);
  await actor.attemptsTo(DownloadTheReturnLabel(asked.id));
  succeeded(actor);
  const saved = actor.asks(TheDocumentSaved);
  assert.equal(saved.fileName, `retour-${asked.reference}.pdf`);
  assert.equal(readFileSync(saved.file).subarray(0, 5).toString('latin1'), '%PDF-');
});

Then('{word} can still return {int} of the article', async function (this: ShopWorld, name: string, left: number) {
  const line = await theArticleLine(this, name);
  assert.equal(line.quantity - line.returnedQuantity, left);
});

Then('{word} is told the return is refused because the quantity is too high', function (this: ShopWorld, name: string) {
  assert.match(this.actor(name).asks(TheRefusal), /quantity too high/);
});

Then('{word} is told the return is refused because the 14 days are over', function (this: ShopWorld, name: string) {
  assert.match(this.actor(name).asks(TheRefusal), /the 14 days to change your mind after delivery are over/);
});

When('{word} cancels her return', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(CancelTheReturn(theReturnOf(this, name).id));
  succeeded(this.actor(name));
});

Then(/^(\S+)'s return is (cancelled|accepted)$/, async function (this: ShopWorld, name: string, status: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(ShowTheReturn(theReturnOf(this, name).id));
  succeeded(actor);
  const shown = actor.asks(TheReturnShown);
  assert.equal(shown.status, status);
  returns(this).returns.set(name, shown);
});

When("{word} receives {word}'s parcel", async function (this: ShopWorld, agent: string, name: string) {
  const customer = this.actor(name);
  await customer.attemptsTo(LookAtTheVouchers);
  succeeded(customer);
  returns(this).balanceBefore = customer.asks(TheBalanceShown).balance;
  await this.actor(agent).attemptsTo(OnTheReturn('receive', theReturnOf(this, name).id));
  succeeded(this.actor(agent));
});

When("{word} accepts {word}'s return", async function (this: ShopWorld, agent: string, name: string) {
  await this.actor(agent).attemptsTo(OnTheReturn('accept', theReturnOf(this, name).id));
  succeeded(this.actor(agent));
});

When("{word} cancels {word}'s return because {string}", async function (this: ShopWorld, agent: string, name: string, reason: string) {
  await this.actor(agent).attemptsTo(OnTheReturn('cancel', theReturnOf(this, name).id, '--reason', reason));
  succeeded(this.actor(agent));
});

When("{word} refuses {word}'s return because {string}", async function (this: ShopWorld, agent: string, name: string, reason: string) {
  await this.actor(agent).attemptsTo(OnTheReturn('refuse', theReturnOf(this, name).id, '--reason', reason));
  succeeded(this.actor(agent));
});

Then("{word}'s return is refused because {string}", async function (this: ShopWorld, name: string, reason: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(ShowTheReturn(theReturnOf(this, name).id));
  succeeded(actor);
  const shown = actor.asks(TheReturnShown);
  assert.equal(shown.status, 'refused');
  assert.equal(shown.refusalReason, reason);
  assert.equal(shown.settlement, null);
});

Then("{word}'s vouchers and credits grew by what the return gives back, valid one year", async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  const settled = theReturnOf(this, name);
  await actor.attemptsTo(LookAtTheVouchers);
  succeeded(actor);
  const balance = actor.asks(TheBalanceShown);
  assert.equal(fromEuros(balance.balance), fromEuros(returns(this).balanceBefore!) + fromEuros(settled.refundAmount));
  const credit = balance.credits.find((line) => line.origin === settled.reference);
  assert.ok(credit, `no credit from ${settled.reference}`);
  assert.equal(credit.amount, settled.refundAmount);
  const days = (Date.parse(credit.expiresAt!) - Date.now()) / 86_400_000;
  assert.ok(days > 360 && days <= 367, `valid ${days} days`);
  scenario(this).balance = balance.balance;
});

Given('{word} has 1 of an article dearer than her vouchers and credits in the basket', async function (this: ShopWorld, name: string) {
  const euros = scenario(this).balance ?? 0;
  const article = anArticleWellInStock(Math.ceil(euros) + 20, 1000);
  scenario(this).article = article;
  await this.actor(name).attemptsTo(PutInTheBasket(1, article));
  succeeded(this.actor(name));
});

Then("{word}'s vouchers and credits are spent", async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  const order = await orderOf(this, name);
  assert.equal(order.amounts.balance, scenario(this).balance);
  await actor.attemptsTo(LookAtTheVouchers);
  succeeded(actor);
  const after = actor.asks(TheBalanceShown);
  assert.equal(after.balance, 0);
  assert.ok(after.credits.every((line) => line.remaining === 0));
});

Then("{word}'s order shows the refund on her card", async function (this: ShopWorld, name: string) {
  const settled = theReturnOf(this, name);
  const order = await orderOf(this, name);
  const refund = order.refunds.find((candidate) => candidate.returnReference === settled.reference);
  assert.ok(refund, `no refund of ${settled.reference} in the order`);
  assert.equal(refund.means, 'provider');
  assert.equal(refund.amount, settled.refundAmount);
});

When("{word} looks for {word}'s return", async function (this: ShopWorld, name: string, owner: string) {
  await this.actor(name).attemptsTo(ShowTheReturn(theReturnOf(this, owner).id));
});

Then('{word} is told the return does not exist', function (this: ShopWorld, name: string) {
  assert.match(this.actor(name).asks(TheRefusal), /\(404\)$/);
});
