import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { actorFor, person, signIn } from '../support/people';
import { SetUpTheAuthenticator, SignIn, staffCodeOf } from '../../support/tasks/accounts-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { LookAtTheMerchandise } from '../../support/tasks/merchandise-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';

/** The code someone read over a staff member's shoulder, per scenario. */
const seen = new WeakMap<ShopWorld, string>();

When('{word} signs in with her password but without her code', async function (this: ShopWorld, name: string) {
  await actorFor(this, name).attemptsTo(SignIn.as(person(name).email).withoutTheCode(person(name).password));
});

When(/^(\S+) signs in with (?:her|his) password and the code of (?:her|his) authenticator app$/, async function (this: ShopWorld, name: string) {
  await signIn(this, name, person(name).password);
});

Given(/^(\S+) signed in with (?:her|his) password and the code of (?:her|his) authenticator app$/, async function (this: ShopWorld, name: string) {
  const code = await staffCodeOf(person(name).email);
  seen.set(this, code);
  const run = await actorFor(this, name).abilityTo(UseTheCli).runPiping(`${person(name).password}\n`, 'login', person(name).email, '--password-stdin', '--code', code);
  assert.equal(run.exitCode, 0, run.stderr);
});

When('someone else signs in as {word} with her password and the same code', async function (this: ShopWorld, name: string) {
  const code = seen.get(this);
  assert.ok(code, 'no code was seen');
  await actorFor(this, 'them').abilityTo(UseTheCli).runPiping(`${person(name).password}\n`, 'login', person(name).email, '--password-stdin', '--code', code);
});

Then('{word} can list the orders to follow', async function (this: ShopWorld, name: string) {
  const run = await actorFor(this, name).abilityTo(UseTheCli).run('admin', 'order', 'list');
  assert.equal(run.exitCode, 0, run.stderr);
});

Then('{word} cannot list the orders to follow', async function (this: ShopWorld, name: string) {
  const run = await actorFor(this, name).abilityTo(UseTheCli).run('admin', 'order', 'list');
  assert.notEqual(run.exitCode, 0);
});

When('{word} sets up her authenticator app', async function (this: ShopWorld, name: string) {
  await actorFor(this, name).attemptsTo(SetUpTheAuthenticator);
  const run = TheLastCommand(actorFor(this, name));
  assert.equal(run.exitCode, 0, run.stderr);
  assert.match(run.stdout, /^Second factor enabled\./);
});

Then('{word} cannot look at a product as the merchant keeps it before setting up her authenticator app', async function (this: ShopWorld, name: string) {
  await actorFor(this, name).attemptsTo(LookAtTheMerchandise.of('1001'));
  assert.match(TheLastCommand(actorFor(this, name)).stderr, /Second facteur requis/);
});
