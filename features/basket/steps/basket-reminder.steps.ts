import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { person } from '../../accounts/support/people';
import { Actor } from '../../support/actor';
import { setShopClock, shopNow, shopUrl } from '../../support/shop-server';
import { DEMO_PASSWORD, SignIn } from '../../support/tasks/accounts-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';
import { anArticleWellInStock, nameIn, type Article } from '../support/basket-oracle';
import { ListTheReminders, lookForForgottenBaskets, PutInTheBasket, ReadTheReminders, sellOut, TheReminderMails, TheRemindersListed } from '../support/reminder-tasks';

const articles = new WeakMap<ShopWorld, Article>();
const theArticle = (world: ShopWorld): Article => {
  const article = articles.get(world);
  if (!article) throw new Error('No article was put in a basket in this scenario');
  return article;
};

Given(/^(\S+) puts (\d+) of an article well in stock in (?:her|his) basket$/, async function (this: ShopWorld, name: string, quantity: string) {
  const article = anArticleWellInStock();
  articles.set(this, article);
  await this.actor(name).attemptsTo(PutInTheBasket(Number(quantity), article));
});

Given('that article sells out', async function (this: ShopWorld) {
  await sellOut(theArticle(this));
});

When('a day goes by and two shop processes look for forgotten baskets at once', async function (this: ShopWorld) {
  setShopClock(new Date(shopNow().getTime() + 25 * 3_600_000));
  await lookForForgottenBaskets(2);
});

When('the shop looks for forgotten baskets again', async function () {
  await lookForForgottenBaskets(1);
});

Then(/^(\S+) has received 1 basket reminder, in French, listing that article with a link back to her basket$/, async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(ReadTheReminders(person(name).email));
  const mails = actor.asks(TheReminderMails);
  assert.equal(mails.length, 1, JSON.stringify(mails.map((mail) => mail.subject)));
  const [mail] = mails;
  assert.equal(mail.subject, 'Votre panier vous attend');
  assert.ok(mail.text.includes(nameIn(theArticle(this), 'laboutiqueofficielle')), mail.text);
  assert.match(String(mail.meta.restoreUrl), /\/checkout\/basket\?restore=\d+$/);
  assert.ok(mail.text.includes(String(mail.meta.restoreUrl)));
  assert.equal(mail.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
});

Then(/^(\S+) has received no basket reminder$/, async function (this: ShopWorld, name: string) {
  const actor = this.actor(name);
  await actor.attemptsTo(ReadTheReminders(person(name).email));
  assert.deepEqual(actor.asks(TheReminderMails), []);
});

Then('customer service lists the reminder sent to {word}', async function (this: ShopWorld, name: string) {
  const agent = Actor.named('Sonia').whoCan(UseTheCli.against(shopUrl()));
  this.actors.set('Sonia', agent);
  await agent.attemptsTo(SignIn.as('support@example.com').with(DEMO_PASSWORD));
  await agent.attemptsTo(ListTheReminders(person(name).email));
  const [listed, ...others] = agent.asks(TheRemindersListed);
  assert.deepEqual(others, []);
  assert.equal(listed?.email, person(name).email);
  assert.equal(listed?.linesCount, 1);
  assert.equal(listed?.lines[0]?.quantity, 2);
});
