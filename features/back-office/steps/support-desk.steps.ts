import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import '../../../server/mail/mailer';
import type { ContactMessage } from '../../../src/domain/contact/contact-message';
import type { CustomerFile, CustomerSearchItem } from '../../../src/domain/support/customer-file';
import { Actor } from '../../support/actor';
import { shopApp, shopUrl } from '../../support/shop-server';
import { DEMO_PASSWORD, SignIn } from '../../support/tasks/accounts-tasks';
import { ReadTheOutbox, TheMailsRead } from '../../support/tasks/alerts-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';
import { AnswerTheMessage, ListTheMessages, OpenTheCustomerPage, ReadTheMessage, SearchTheCustomers } from './support-desk-tasks';

interface DeskWorld extends ShopWorld {
  found?: CustomerSearchItem[];
  lucia?: { email: string; reference: string };
  lastAnswer?: string;
}

const AGENT = 'Agent';
const ok = (actor: Actor) => {
  const last = TheLastCommand(actor);
  assert.equal(last.exitCode, 0, last.stderr);
  return JSON.parse(last.stdout) as unknown;
};

Given('a support agent signed in to the support desk', async function (this: DeskWorld) {
  const agent = Actor.named(AGENT).whoCan(UseTheCli.against(shopUrl()));
  this.actors.set(AGENT, agent);
  await agent.attemptsTo(SignIn.as('support@example.com').with(DEMO_PASSWORD));
  assert.equal(TheLastCommand(agent).exitCode, 0, TheLastCommand(agent).stderr);
});

When('the agent searches the customers for {string}', async function (this: DeskWorld, text: string) {
  const agent = this.actor(AGENT);
  await agent.attemptsTo(SearchTheCustomers.for(text));
  this.found = (ok(agent) as { items: CustomerSearchItem[] }).items;
});

When("the agent searches the customers for the number of one of Camille's orders", async function (this: DeskWorld) {
  const agent = this.actor(AGENT);
  await agent.attemptsTo(OpenTheCustomerPage.of('camille@example.com'));
  const page = ok(agent) as CustomerFile;
  assert.ok(page.orders.items.length > 0, 'Camille has orders in the demo');
  await agent.attemptsTo(SearchTheCustomers.for(page.orders.items.at(-1)!.reference));
  this.found = (ok(agent) as { items: CustomerSearchItem[] }).items;
});

Then('the agent finds {word} among them', function (this: DeskWorld, email: string) {
  assert.ok(this.found?.some((item) => item.email === email), JSON.stringify(this.found?.map((item) => item.email)));
});

Then("Camille's page shows as many orders as the shop holds for her", async function (this: DeskWorld) {
  const agent = this.actor(AGENT);
  await agent.attemptsTo(OpenTheCustomerPage.of('camille@example.com'));
  const page = ok(agent) as CustomerFile;
  const db = shopApp()!.db;
  const held = await db.selectFrom('orders').select((eb) => eb.fn.countAll<string>().as('n')).where('customer_id', '=', page.profile.id).executeTakeFirstOrThrow();
  assert.equal(page.orders.total, Number(held.n));
  assert.equal(page.profile.email, 'camille@example.com');
});

Given('Lucía wrote to customer support from the Spanish store: {string}', async function (this: DeskWorld, message: string) {
  const lucia = Actor.named('Lucía').whoCan(UseTheCli.against(shopUrl()));
  this.actors.set('Lucía', lucia);
  await lucia.abilityTo(UseTheCli).run('--json', '--store', 'boutique_es', 'contact', 'send', '--email', 'lucia@example.com', '--name', 'Lucía', '--subject', 'delivery', '--message', message);
  this.lucia = { email: 'lucia@example.com', reference: (ok(lucia) as { reference: string }).reference };
});

When("the agent answers Lucía's message {string} and marks it done", async function (this: DeskWorld, text: string) {
  const agent = this.actor(AGENT);
  await agent.attemptsTo(AnswerTheMessage.withReference(this.lucia!.reference).saying(text, true));
  const answered = ok(agent) as ContactMessage;
  assert.equal(answered.reference, this.lucia!.reference);
  this.lastAnswer = text;
});

Then('Lucía receives the answer in Spanish, quoting her reference', async function (this: DeskWorld) {
  const lucia = this.actor('Lucía');
  await lucia.attemptsTo(ReadTheOutbox.for(this.lucia!.email, shopApp()?.mailer.outboxDir));
  const answers = lucia.asks(TheMailsRead).filter((mail) => mail.kind === 'contact-answer' && mail.meta.reference === this.lucia!.reference);
  assert.equal(answers.length, 1);
  assert.equal(answers[0].locale, 'es');
  assert.match(answers[0].subject, /respuesta a tu mensaje/);
  assert.ok(answers[0].text.includes(this.lastAnswer!), answers[0].text);
  assert.ok(answers[0].text.includes(this.lucia!.reference), answers[0].text);
});

Then("Lucía's message is done, with the agent's answer kept with it", async function (this: DeskWorld) {
  const agent = this.actor(AGENT);
  await agent.attemptsTo(ReadTheMessage.withReference(this.lucia!.reference));
  const message = ok(agent) as ContactMessage;
  assert.equal(message.status, 'done');
  assert.deepEqual(message.answers?.map((answer) => [answer.agentEmail, answer.text]), [['support@example.com', this.lastAnswer]]);
});

Then("the open messages no longer hold Lucía's", async function (this: DeskWorld) {
  const agent = this.actor(AGENT);
  await agent.attemptsTo(ListTheMessages.that('open'));
  const open = ok(agent) as { messages: { reference: string }[] };
  assert.ok(!open.messages.some((message) => message.reference === this.lucia!.reference));
});
