import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { TheRefusal } from '../../support/tasks/accounts-tasks';
import type { ShopWorld } from '../../support/world';
import { theOrderOf } from '../../checkout/support/checkout-scenario';
import { CloseMyAccount, DownloadMyData, ReadTheOrderAsSupport, TheDataSaved, TheOrderSupportSees } from '../support/data-rights-tasks';
import { person, signIn, succeeded } from '../support/people';

When('{word} downloads her data', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(DownloadMyData);
  succeeded(this.actor(name));
});

Then('{word} finds her order and her address in her data', function (this: ShopWorld, name: string) {
  const data = this.actor(name).asks(TheDataSaved);
  assert.equal(data.profile.email, person(name).email);
  assert.ok(data.orders.some((order) => order.id === theOrderOf(this, name)), `order ${theOrderOf(this, name)} is not in the export`);
  assert.ok(data.addresses.length > 0, 'no address in the export');
});

When('{word} closes her account with the password {string}', async function (this: ShopWorld, name: string, password: string) {
  await this.actor(name).attemptsTo(CloseMyAccount.withPassword(password));
});

When('{word} closes her account with her password', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(CloseMyAccount.withPassword(person(name).password));
  succeeded(this.actor(name));
});

Then('{word} is refused with {string}', function (this: ShopWorld, name: string, message: string) {
  assert.equal(this.actor(name).asks(TheRefusal), message);
});

Then('{word} can no longer sign in', async function (this: ShopWorld, name: string) {
  await signIn(this, name, person(name).password);
  assert.equal(this.actor(name).asks(TheRefusal), 'Votre identifiant ou votre mot de passe est incorrect. (401)');
});

Then("{word} still finds {word}'s order by its number, with the same amounts and no name on the delivery", async function (this: ShopWorld, agent: string, name: string) {
  const orderId = theOrderOf(this, name);
  await this.actor(agent).attemptsTo(ReadTheOrderAsSupport(orderId));
  succeeded(this.actor(agent));
  const order = this.actor(agent).asks(TheOrderSupportSees);
  assert.equal(order.id, orderId);
  assert.match(order.customer.email, /^closed-\d+@closed-account\.invalid$/);
  assert.equal(order.shippingAddress.lastName, '');
  assert.ok(order.amounts, 'the order has its amounts');
});
