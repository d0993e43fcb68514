import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { AskWhoIsSignedIn, ChangeThePassword, Register, SignOut, TheRefusal, TheSignedInCustomer } from '../../support/tasks/accounts-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import type { ShopWorld } from '../../support/world';
import { actorFor, person, signIn, succeeded } from '../support/people';

Given('{word} has an account at the shop', function (this: ShopWorld, name: string) {
  person(name);
  actorFor(this, name);
});

Given('{word} has no account yet', function (this: ShopWorld, name: string) {
  person(name);
  actorFor(this, name);
});

Given('{word} is signed in', async function (this: ShopWorld, name: string) {
  await signIn(this, name, person(name).password);
  succeeded(this.actor(name));
});

Given('{word} mistyped her password {int} times', async function (this: ShopWorld, name: string, times: number) {
  for (let attempt = 1; attempt <= times; attempt++) await signIn(this, name, `Mauvais${attempt}x`);
});

When(/^(\S+) signs in with (?:her|his) password$/, async function (this: ShopWorld, name: string) {
  await signIn(this, name, person(name).password);
});

When('{word} signs in with the password {string}', async function (this: ShopWorld, name: string, password: string) {
  await signIn(this, name, password);
});

When('{word} signs in with an empty password', async function (this: ShopWorld, name: string) {
  await signIn(this, name, '');
});

When('{word} signs out', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(SignOut);
  succeeded(this.actor(name));
});

Then('{word} is signed in as {string}', async function (this: ShopWorld, name: string, fullName: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(AskWhoIsSignedIn);
  succeeded(actor);
  const customer = actor.asks(TheSignedInCustomer);
  assert.equal(`${customer.firstName} ${customer.lastName}`, fullName);
  assert.equal(customer.email, person(name).email);
});

Then('{word} is not signed in', async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(AskWhoIsSignedIn);
  assert.notEqual(TheLastCommand(actor).exitCode, 0, 'whoami should find nobody');
});

/** The shop's words (its refusals end with their status, the form's own checks do not). */
Then('the shop tells {word} {string}', function (this: ShopWorld, name: string, message: string) {
  assert.equal(this.actor(name).asks(TheRefusal).replace(/ \(\d{3}\)$/, ''), message);
});

When('{word} registers with the password {string}', async function (this: ShopWorld, name: string, password: string) {
  await this.actor(name).attemptsTo(Register.as({ ...person(name), password }));
});

When('{word} registers with the e-mail address {string}', async function (this: ShopWorld, name: string, email: string) {
  await this.actor(name).attemptsTo(Register.as({ ...person(name), email }));
});

When('{word} registers without her first name', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(Register.as({ ...person(name), firstName: '' }));
});

When('{word} registers without her names', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(Register.as({ ...person(name), firstName: '', lastName: '' }));
});

When('{word} changes her password to {string}', async function (this: ShopWorld, name: string, password: string) {
  await this.actor(name).attemptsTo(ChangeThePassword.from(person(name).password).to(password));
  succeeded(this.actor(name));
});

When('{word} changes her password from {string} to {string}', async function (this: ShopWorld, name: string, oldPassword: string, password: string) {
  await this.actor(name).attemptsTo(ChangeThePassword.from(oldPassword).to(password));
});

When('{word} changes her password to her current one', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(ChangeThePassword.from(person(name).password).to(person(name).password));
});
