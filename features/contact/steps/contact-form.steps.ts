import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import '../../../server/mail/mailer';
import { Actor } from '../../support/actor';
import { shopApp, shopUrl } from '../../support/shop-server';
import { DEMO_PASSWORD, SignIn } from '../../support/tasks/accounts-tasks';
import { ReadTheOutbox, TheMailsRead } from '../../support/tasks/alerts-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';
import { ListTheContactMessages, WriteToSupport } from './contact-tasks';

interface ContactWorld extends ShopWorld {
  writers?: Map<string, { email: string; reference?: string; orderId?: string }>;
}

const SUPPORT = 'support@example.com';
const writerOf = (world: ContactWorld, name: string) => {
  const writer = world.writers?.get(name);
  if (!writer) throw new Error(`${name} has not been introduced in this scenario`);
  return writer;
};

/** Support staff, signed in once per scenario. */
const support = async (world: ContactWorld): Promise<Actor> => {
  if (!world.actors.has('Support')) {
    const actor = Actor.named('Support').whoCan(UseTheCli.against(shopUrl()));
    world.actors.set('Support', actor);
    await actor.attemptsTo(SignIn.as(SUPPORT).with(DEMO_PASSWORD));
    assert.equal(TheLastCommand(actor).exitCode, 0, TheLastCommand(actor).stderr);
  }
  return world.actor('Support');
};

Given('{word} can write to the shop through the boutique command line', function (this: ContactWorld, name: string) {
  this.actors.set(name, Actor.named(name).whoCan(UseTheCli.against(shopUrl())));
  this.writers ??= new Map();
  this.writers.set(name, { email: `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@example.com` });
});

When('{word} writes to customer support about her order {word}: {string}', async function (this: ContactWorld, name: string, orderId: string, message: string) {
  const writer = writerOf(this, name);
  const actor = this.actor(name);
  await actor.attemptsTo(WriteToSupport.as(name, writer.email).about('order', orderId).saying(message));
  const last = TheLastCommand(actor);
  if (last.exitCode === 0) writer.reference = (JSON.parse(last.stdout) as { reference: string }).reference;
});

When('{word} writes to customer support about one of her orders: {string}', async function (this: ContactWorld, name: string, message: string) {
  const writer = writerOf(this, name);
  const actor = this.actor(name);
  // Her order number, as her account lists it; she writes signed out, with the address she ordered with.
  await actor.attemptsTo(SignIn.as(writer.email).with(DEMO_PASSWORD));
  await actor.abilityTo(UseTheCli).run('--json', 'orders', 'list');
  const { inProgress, finished } = JSON.parse(TheLastCommand(actor).stdout) as { inProgress: { id: number }[]; finished: { id: number }[] };
  writer.orderId = String([...inProgress, ...finished][0].id);
  await actor.abilityTo(UseTheCli).run('logout');
  await actor.attemptsTo(WriteToSupport.as(name, writer.email).about('order', writer.orderId).saying(message));
  const last = TheLastCommand(actor);
  if (last.exitCode === 0) writer.reference = (JSON.parse(last.stdout) as { reference: string }).reference;
});

Then("customer support reads {word}'s message about that order", async function (this: ContactWorld, name: string) {
  const writer = writerOf(this, name);
  const staff = await support(this);
  await staff.attemptsTo(ListTheContactMessages.from(writer.email));
  const listed = JSON.parse(TheLastCommand(staff).stdout) as { messages: { reference: string; orderId: string | null; name: string }[] };
  assert.deepEqual(listed.messages.map((message) => [message.reference, message.orderId, message.name]), [[writer.reference, writer.orderId, name]]);
});

Then('{word} is told that the shop finds no order of hers with that number', function (this: ContactWorld, name: string) {
  const last = TheLastCommand(this.actor(name));
  assert.equal(last.exitCode, 1);
  assert.match(last.stderr, /--order is none of your orders/);
});

Then('the shop gives {word} a contact reference', function (this: ContactWorld, name: string) {
  assert.equal(TheLastCommand(this.actor(name)).exitCode, 0, TheLastCommand(this.actor(name)).stderr);
  assert.match(writerOf(this, name).reference ?? '', /^CT-[0-9A-Z]{8}$/);
});

Then('{word} receives an acknowledgement quoting her reference', async function (this: ContactWorld, name: string) {
  const writer = writerOf(this, name);
  const actor = this.actor(name);
  await actor.attemptsTo(ReadTheOutbox.for(writer.email, shopApp()?.mailer.outboxDir));
  const acks = actor.asks(TheMailsRead).filter((mail) => mail.kind === 'contact-acknowledgement');
  assert.equal(acks.length, 1, `one acknowledgement to ${writer.email}`);
  assert.ok(acks[0].text.includes(writer.reference!), acks[0].text);
});

Then('{word} is told that an order number is 1 to 8 digits', function (this: ContactWorld, name: string) {
  const last = TheLastCommand(this.actor(name));
  assert.equal(last.exitCode, 1);
  assert.match(last.stderr, /--order is 1 to 8 digits/);
});

Then('customer support has no message from {word}', async function (this: ContactWorld, name: string) {
  const staff = await support(this);
  await staff.attemptsTo(ListTheContactMessages.from(writerOf(this, name).email));
  assert.deepEqual((JSON.parse(TheLastCommand(staff).stdout) as { messages: unknown[] }).messages, []);
});
