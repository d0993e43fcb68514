import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import '../../../server/mail/mailer';
import type { StoreId } from '../../../src/domain/store/stores';
import { DEMO_PASSWORD, Register, SignIn } from '../../support/tasks/accounts-tasks';
import { Actor } from '../../support/actor';
import { shopApp, shopUrl } from '../../support/shop-server';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';
import { AskForTheOutlet, LookUpTheSubscription, ReadTheMailsOf, SubscribeToTheNewsletter, TheMails, UnsubscribeFromTheNewsletter } from '../support/newsletter-tasks';

const STORE_OF: Record<string, StoreId> = { French: 'laboutiqueofficielle', Spanish: 'boutique_es' };

interface NewsletterWorld extends ShopWorld {
  readers?: Map<string, { email: string; storeId: StoreId }>;
}

const readerOf = (world: NewsletterWorld, name: string) => {
  const reader = world.readers?.get(name);
  if (!reader) throw new Error(`${name} has not been introduced in this scenario`);
  return reader;
};

const introduce = (world: NewsletterWorld, name: string, store: string) => {
  world.actors.set(name, Actor.named(name).whoCan(UseTheCli.against(shopUrl())));
  world.readers ??= new Map();
  world.readers.set(name, { email: `${name.toLowerCase()}@example.com`, storeId: STORE_OF[store] });
};

const outboxDir = (): string => {
  const directory = shopApp()?.mailer.outboxDir;
  if (!directory) throw new Error('These scenarios read the outbox of an in-process shop');
  return directory;
};

const mailsOf = async (world: NewsletterWorld, name: string) => {
  const actor = world.actor(name);
  await actor.attemptsTo(ReadTheMailsOf.address(readerOf(world, name).email, outboxDir()));
  return actor.asks(TheMails);
};

const succeeded = (actor: Actor) => {
  const last = TheLastCommand(actor);
  assert.equal(last.exitCode, 0, `${last.args.join(' ')}: ${last.stderr}`);
};

Given('{word}, a newcomer, uses the boutique command line in the {word} store', function (this: NewsletterWorld, name: string, store: string) {
  introduce(this, name, store);
});

Given('{word} uses the boutique command line in the {word} store', function (this: NewsletterWorld, name: string, store: string) {
  introduce(this, name, store);
});

When('{word} subscribes to the newsletter', async function (this: NewsletterWorld, name: string) {
  const { email, storeId } = readerOf(this, name);
  await this.actor(name).attemptsTo(SubscribeToTheNewsletter.with(email, storeId));
});

Given('{word} subscribed to the newsletter', async function (this: NewsletterWorld, name: string) {
  const { email, storeId } = readerOf(this, name);
  await this.actor(name).attemptsTo(SubscribeToTheNewsletter.with(email, storeId));
  succeeded(this.actor(name));
});

When('{word} subscribes to the newsletter with the address {string}', async function (this: NewsletterWorld, name: string, address: string) {
  await this.actor(name).attemptsTo(SubscribeToTheNewsletter.with(address, readerOf(this, name).storeId));
});

When('{word} registers with the newsletter ticked', async function (this: NewsletterWorld, name: string) {
  const { email } = readerOf(this, name);
  await this.actor(name).attemptsTo(Register.as({ civility: 'mrs', firstName: name, lastName: 'Martin', email, password: 'Secret1234', newsletter: true }));
  succeeded(this.actor(name));
});

When('{word} unsubscribes with the link of her welcome mail', async function (this: NewsletterWorld, name: string) {
  const welcome = (await mailsOf(this, name)).find((mail) => mail.kind === 'newsletter-welcome');
  assert.ok(welcome, `${name} has no welcome mail`);
  const { email, storeId } = readerOf(this, name);
  await this.actor(name).attemptsTo(UnsubscribeFromTheNewsletter.with(email, storeId, String(welcome.meta.unsubscribeUrl)));
});

When("{word} asks to unsubscribe {word}'s address without a link", async function (this: NewsletterWorld, name: string, owner: string) {
  await this.actor(name).attemptsTo(UnsubscribeFromTheNewsletter.with(readerOf(this, owner).email, readerOf(this, name).storeId));
});

When('{word} asks for the outlet with her address', async function (this: NewsletterWorld, name: string) {
  const { email, storeId } = readerOf(this, name);
  await this.actor(name).attemptsTo(AskForTheOutlet.with(email, storeId));
});

Then('the boutique command line answers {word} {string}', function (this: NewsletterWorld, name: string, expected: string) {
  const last = TheLastCommand(this.actor(name));
  assert.equal(last.exitCode, 0, last.stderr);
  assert.equal(last.stdout, expected);
});

Then('the shop refuses {word} with {string}', function (this: NewsletterWorld, name: string, expected: string) {
  const last = TheLastCommand(this.actor(name));
  assert.equal(last.exitCode, 1);
  assert.equal(last.stderr, `error: ${expected}`);
});

Then('the shop refuses {word} with an invitation to subscribe to the newsletter', function (this: NewsletterWorld, name: string) {
  const last = TheLastCommand(this.actor(name));
  assert.equal(last.exitCode, 1);
  assert.match(last.stderr, /^error: Outlet refused for \S+: .*Inscrivez-vous à la newsletter.* \(403\)$/);
});

Then('{word} finds a French welcome mail with her one-click unsubscribe link', async function (this: NewsletterWorld, name: string) {
  const mails = await mailsOf(this, name);
  assert.equal(mails.length, 1);
  const [welcome] = mails;
  assert.equal(welcome.kind, 'newsletter-welcome');
  assert.equal(welcome.locale, 'fr');
  assert.match(String(welcome.meta.unsubscribeUrl), /\/unsubscribe\?email=[^&]+&expires=\d+&signature=[\w-]{43}$/);
  assert.ok(welcome.text.includes(String(welcome.meta.unsubscribeUrl)));
  assert.ok(welcome.text.includes('48 h'));
});

Then('{word} finds one French welcome mail of the newsletter with her one-click unsubscribe link', async function (this: NewsletterWorld, name: string) {
  const welcomes = (await mailsOf(this, name)).filter((mail) => mail.kind === 'newsletter-welcome');
  assert.equal(welcomes.length, 1);
  const [welcome] = welcomes;
  assert.equal(welcome.locale, 'fr');
  assert.equal(welcome.meta.store, 'laboutiqueofficielle');
  assert.match(String(welcome.meta.unsubscribeUrl), /\/unsubscribe\?email=[^&]+&expires=\d+&signature=[\w-]{43}$/);
  assert.ok(welcome.text.includes(String(welcome.meta.unsubscribeUrl)));
});

Then('{word} finds a mail asking her to confirm the unsubscription', async function (this: NewsletterWorld, name: string) {
  const confirmation = (await mailsOf(this, name)).find((mail) => mail.kind === 'newsletter-unsubscribe-confirmation');
  assert.ok(confirmation, `${name} has no confirmation mail`);
  assert.match(confirmation.subject, /Confirmez votre désinscription/);
});

Then("support staff still see {word}'s address subscribed", async function (this: NewsletterWorld, name: string) {
  const support = Actor.named('Support').whoCan(UseTheCli.against(shopUrl()));
  this.actors.set('Support', support);
  await support.attemptsTo(SignIn.as('support@example.com').with(DEMO_PASSWORD));
  succeeded(support);
  const { email, storeId } = readerOf(this, name);
  await support.attemptsTo(LookUpTheSubscription.of(email, storeId));
  assert.equal(TheLastCommand(support).stdout, `${email}: subscribed (${storeId})`);
});
