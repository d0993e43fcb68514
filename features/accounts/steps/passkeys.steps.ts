import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { shopUrl } from '../../support/shop-server';
import { UseTheCli } from '../../support/use-the-cli';
import {
  AddAPasskey,
  ListThePasskeys,
  RemoveThePasskey,
  SignInWithThePasskey,
  TheLastPasskeySignIn,
  TheListedPasskeys,
  UseAPasskeyDevice,
} from '../../support/tasks/passkeys-tasks';
import type { ShopWorld } from '../../support/world';
import { actorFor, person, succeeded } from '../support/people';

const withDevice = (world: ShopWorld, name: string) => {
  const actor = actorFor(world, name);
  try {
    actor.abilityTo(UseAPasskeyDevice);
  } catch {
    actor.whoCan(UseAPasskeyDevice.against(shopUrl()));
  }
  return actor;
};

Given('{word} has added a passkey named {string} on her phone', async function (this: ShopWorld, name: string, passkey: string) {
  await withDevice(this, name).attemptsTo(AddAPasskey.named(passkey).signingInAs(person(name).email, person(name).password));
});

Given('{word} has signed in with her passkey', async function (this: ShopWorld, name: string) {
  const actor = withDevice(this, name);
  await actor.attemptsTo(SignInWithThePasskey);
  assert.equal(actor.asks(TheLastPasskeySignIn), 200);
});

When('{word} lists her passkeys', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(ListThePasskeys);
  succeeded(this.actor(name));
});

When('{word} removes the passkey {string}', async function (this: ShopWorld, name: string, passkey: string) {
  await this.actor(name).attemptsTo(RemoveThePasskey.named(passkey));
  succeeded(this.actor(name));
});

When('{word} removes the passkey number {int}', async function (this: ShopWorld, name: string, id: number) {
  await this.actor(name).abilityTo(UseTheCli).run('account', 'passkeys', 'remove', String(id));
});

Then('{word} sees one passkey, {string}, not used yet', function (this: ShopWorld, name: string, passkey: string) {
  const listed = this.actor(name).asks(TheListedPasskeys);
  assert.deepEqual(listed.map((entry) => [entry.name, entry.lastUsedAt]), [[passkey, null]]);
});

Then('{word} sees that {string} was used', function (this: ShopWorld, name: string, passkey: string) {
  const found = this.actor(name).asks(TheListedPasskeys).find((entry) => entry.name === passkey);
  assert.ok(found?.lastUsedAt, `${passkey} should have a last use`);
});

Then('{word} has no passkey', function (this: ShopWorld, name: string) {
  assert.deepEqual(this.actor(name).asks(TheListedPasskeys), []);
});

Then("{word}'s phone can no longer sign her in with the passkey", async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(SignInWithThePasskey);
  assert.equal(actor.asks(TheLastPasskeySignIn), 401);
});
