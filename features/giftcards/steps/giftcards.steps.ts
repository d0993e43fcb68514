import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../../support/actor';
import { TheRefusal } from '../../support/tasks/accounts-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import type { ShopWorld } from '../../support/world';
import { LookAtTheVouchers, ShowTheOrder, TheBalanceShown, ThePayment, TheOrderShown } from '../../checkout/support/checkout-tasks';
import { scenario, theOrderOf } from '../../checkout/support/checkout-scenario';
import { ActivateTheGiftcard, PayWithTheCardAndTheBalance, TheActivation } from '../support/giftcards-tasks';

const succeeded = (actor: Actor) => {
  const last = TheLastCommand(actor);
  assert.equal(last.exitCode, 0, `boutique ${last.args.join(' ')} failed: ${last.stderr}`);
};

const cents = (euros: number) => Math.round(euros * 100);

/** The last activation of the scenario (later commands replace the last output). */
const activations = new WeakMap<ShopWorld, ReturnType<typeof TheActivation>>();

const balanceNow = async (actor: Actor) => {
  await actor.attemptsTo(LookAtTheVouchers);
  succeeded(actor);
  return actor.asks(TheBalanceShown).balance;
};

When('{word} activates the gift card {string}', async function (this: ShopWorld, name: string, code: string) {
  await this.actor(name).attemptsTo(ActivateTheGiftcard(code));
});

Then("{word}'s vouchers and credits grew by {float} €", async function (this: ShopWorld, name: string, euros: number) {
  const actor = this.actor(name);
  succeeded(actor);
  const activation = actor.asks(TheActivation);
  activations.set(this, activation);
  const { credit, balance } = activation;
  assert.equal(credit.kind, 'giftcard');
  assert.equal(credit.amount, euros);
  const before = scenario(this).balance;
  assert.ok(before !== undefined, 'the balance was not looked at before');
  assert.equal(cents(balance.balance), cents(before + euros));
  assert.equal(cents(await balanceNow(actor)), cents(before + euros));
  scenario(this).balance = before + euros;
});

Then("{word}'s new credit says it comes from the gift card {string}", function (this: ShopWorld, name: string, masked: string) {
  const activation = activations.get(this);
  assert.ok(activation, `${name} activated no gift card`);
  assert.equal(activation.credit.origin, masked);
});

Then('{word} is told {string} and her vouchers and credits are unchanged', async function (this: ShopWorld, name: string, message: string) {
  const actor = this.actor(name);
  const refusal = actor.asks(TheRefusal);
  assert.ok(refusal.startsWith(message), `"${refusal}" does not start with "${message}"`);
  const before = scenario(this).balance;
  assert.ok(before !== undefined, 'the balance was not looked at before');
  assert.equal(cents(await balanceNow(actor)), cents(before));
});

When('{word} pays with the card {string}, her vouchers and credits paying first', async function (this: ShopWorld, name: string, number: string) {
  await this.actor(name).attemptsTo(PayWithTheCardAndTheBalance(number));
});

/** The returns feature's wording: a card that needs no 3-D Secure pays what vouchers and credits leave. */
When('{word} pays the rest by card after her vouchers and credits', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(PayWithTheCardAndTheBalance('4242 4242 4242 4242'));
});

Then("{word}'s vouchers and credits paid {float} € of the order and the card the rest", async function (this: ShopWorld, name: string, euros: number) {
  const actor = this.actor(name);
  succeeded(actor);
  const { order, status } = actor.asks(ThePayment);
  assert.equal(status, 'paid');
  scenario(this).orders.set(name, order.id);
  await actor.attemptsTo(ShowTheOrder(theOrderOf(this, name)));
  succeeded(actor);
  const shown = actor.asks(TheOrderShown);
  assert.equal(shown.paymentMethodId, 12, 'SPEC §9: a card is payment method 12');
  assert.equal(shown.amounts.balance, euros);
  assert.ok(shown.amounts.total > 0, 'the card paid the rest');
  assert.equal(cents(await balanceNow(actor)), cents(scenario(this).balance! - euros));
});

Then('{word} is asked to pay with her vouchers and credits alone', function (this: ShopWorld, name: string) {
  assert.match(this.actor(name).asks(TheRefusal), /choisissez le paiement par bons et avoirs/);
});
