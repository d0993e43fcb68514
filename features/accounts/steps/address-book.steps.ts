import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { Actor } from '../../support/actor';
import { AddAnAddress, ListTheAddresses, MakeTheDefaultAddress, RemoveTheAddress, TheAddressesListed, TheRefusal, type AddressFields } from '../../support/tasks/accounts-tasks';
import type { ShopWorld } from '../../support/world';
import { succeeded } from '../support/people';

const ADDRESSES: Record<string, AddressFields> = {
  Paris: { label: 'Maison', street: '4 rue Lepic', zipCode: '75018', city: 'Paris', phone: '+33 6 11 22 33 44' },
  'New York': { label: 'Office', street: '350 5th Avenue', zipCode: '10118', city: 'New York', phone: '+1 212 555 0100', country: 'US' },
};

const addressesOf = async (actor: Actor) => {
  await actor.attemptsTo(ListTheAddresses);
  succeeded(actor);
  return actor.asks(TheAddressesListed);
};

const addressIn = async (actor: Actor, city: string) => {
  const found = (await addressesOf(actor)).find((address) => address.city === city);
  assert.ok(found, `${actor.name} has no address in ${city}`);
  return found;
};

When(/^(\S+) (?:adds|has added) (?:his|her) address in (Paris)$/, async function (this: ShopWorld, name: string, city: string) {
  await this.actor(name).attemptsTo(AddAnAddress.with(ADDRESSES[city]));
  succeeded(this.actor(name));
});

When('{word} adds an address in New York', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(AddAnAddress.with(ADDRESSES['New York']));
});

When('{word} makes her address in {word} the default one', async function (this: ShopWorld, name: string, city: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(MakeTheDefaultAddress.the((await addressIn(actor, city)).id));
  succeeded(actor);
});

When(/^(\S+) deletes (?:his|her) address in (\S+)$/, async function (this: ShopWorld, name: string, city: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(RemoveTheAddress.the((await addressIn(actor, city)).id));
});

When("{word} tries to delete {word}'s address in {word}", async function (this: ShopWorld, name: string, owner: string, city: string) {
  const theirs = await addressIn(this.actor(owner), city);
  await this.actor(name).attemptsTo(RemoveTheAddress.the(theirs.id));
});

Then("{word}'s default address is in {word}", async function (this: ShopWorld, name: string, city: string) {
  const addresses = await addressesOf(this.actor(name));
  assert.equal(addresses[0]?.default, true, 'the default address comes first');
  assert.equal(addresses[0].city, city);
  assert.equal(addresses.filter((address) => address.default).length, 1);
});

Then('{word} has {int} address(es)', async function (this: ShopWorld, name: string, count: number) {
  assert.equal((await addressesOf(this.actor(name))).length, count);
});

Then('{word} is told that the address is not found', function (this: ShopWorld, name: string) {
  assert.match(this.actor(name).asks(TheRefusal), /^Address \d+ not found \(404\)$/);
});

