import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Given, Then, When } from '@cucumber/cucumber';
import { restockIn } from '../../../server/alerts/alerts-test-kit';
import type { CatProduct } from '../../../server/catalogue/catalogue-types';
import { generateCatalogue } from '../../../server/demo/generate-catalogue';
import '../../../server/mail/mailer';
import type { SubscribedAlert } from '../../../src/domain/alerts/alert-link';
import type { ProductAlert } from '../../../src/domain/alerts/product-alert';
import type { LocaleCode } from '../../../src/domain/store/locales';
import { STORES, priceKey, type StoreId } from '../../../src/domain/store/stores';
import { PEOPLE, succeeded } from '../../accounts/support/people';
import { Actor, type Task } from '../../support/actor';
import { shopApp, shopUrl } from '../../support/shop-server';
import {
  AskForAStockAlert,
  ListMyStockAlerts,
  ListTheStockAlerts,
  ListTheStockAlertsWithTheParts,
  ReadTheOutbox,
  RemoveTheStockAlert,
  TheAlertAdded,
  TheAlertsListed,
  TheMailsRead,
} from '../../support/tasks/alerts-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';

/** Sold-out sizes of products every store sells (each scenario runs on its own fresh shop: see @fresh-shop). */
const catalogue = generateCatalogue();
const restricted = new Set(catalogue.brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const soldOutSizes = catalogue.products
  .filter((product) => !restricted.has(product.brandId) && !product.isOnlyOutlet && Object.values(STORES).every((store) => product.prices[priceKey(store)]))
  .flatMap((product) => product.sizes.filter((size) => size.stock === 0).map((size) => ({ product, size })));

type SoldOut = { product: CatProduct; size: CatProduct['sizes'][number] };

interface AlertWorld extends ShopWorld {
  soldOut?: SoldOut;
  otherSoldOut?: SoldOut;
  shoppers?: Map<string, { email: string; storeId: StoreId }>;
  /** What the shop answered each shopper who asked for an alert: the alert and its link. */
  subscriptions?: Map<string, SubscribedAlert[]>;
}

/** A shopper introduced in this scenario, or one of the shop's customers (French store). */
const shopperOf = (world: AlertWorld, name: string) => {
  const shopper = world.shoppers?.get(name) ?? (PEOPLE[name] ? { email: PEOPLE[name].email, storeId: 'laboutiqueofficielle' as StoreId } : undefined);
  if (!shopper) throw new Error(`${name} has not been introduced in this scenario`);
  return shopper;
};
const theSoldOutSize = (world: AlertWorld) => {
  if (!world.soldOut) throw new Error('No sold-out size was chosen in this scenario');
  return world.soldOut;
};
const theOtherSize = (world: AlertWorld) => {
  if (!world.otherSoldOut) throw new Error('No other sold-out size was chosen in this scenario');
  return world.otherSoldOut;
};

const STORE_OF: Record<string, StoreId> = { French: 'laboutiqueofficielle', Spanish: 'boutique_es' };
const LOCALE_OF: Record<string, LocaleCode> = { French: 'fr', Spanish: 'es' };

Given('{word} shops in the {word} store through the boutique command line', function (this: AlertWorld, name: string, store: string) {
  this.actors.set(name, Actor.named(name).whoCan(UseTheCli.against(shopUrl())));
  this.shoppers ??= new Map();
  this.shoppers.set(name, { email: `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@example.com`, storeId: STORE_OF[store] });
});

Given('a product of the demo catalogue with a sold-out size', function (this: AlertWorld) {
  this.soldOut = soldOutSizes[0];
  assert.ok(this.soldOut, 'the demo catalogue has no sold-out size');
});

/** Asks for the alert; when the shop keeps it, the shopper keeps its answer (the alert and its link). */
const askForTheAlert = async (world: AlertWorld, name: string, { product, size }: SoldOut) => {
  const { email, storeId } = shopperOf(world, name);
  const actor = world.actor(name);
  await actor.attemptsTo(AskForAStockAlert.on(product.id, size.id).as(email, storeId));
  if (TheLastCommand(actor).exitCode !== 0) return;
  world.subscriptions ??= new Map();
  world.subscriptions.set(name, [...(world.subscriptions.get(name) ?? []), actor.asks(TheAlertAdded)]);
};

/** What the shop answered when the shopper asked for that size. */
const subscriptionOf = (world: AlertWorld, name: string, { size } = theSoldOutSize(world)) => {
  const found = world.subscriptions?.get(name)?.find((alert) => alert.productSizeId === size.id);
  if (!found) throw new Error(`${name} has no alert for size ${size.id}`);
  return found;
};

Given('{word} asked to be told when that size is back', async function (this: AlertWorld, name: string) {
  await askForTheAlert(this, name, theSoldOutSize(this));
  succeeded(this.actor(name));
});

Given('{word} asked to be told when another sold-out size is back', async function (this: AlertWorld, name: string) {
  this.otherSoldOut = soldOutSizes.find((candidate) => candidate.size.id !== theSoldOutSize(this).size.id);
  await askForTheAlert(this, name, theOtherSize(this));
  succeeded(this.actor(name));
});

When('{word} asks to be told when that size is back', async function (this: AlertWorld, name: string) {
  await askForTheAlert(this, name, theSoldOutSize(this));
});

When(/^(\d+) pieces? of that size comes? back in stock$/, async function (this: AlertWorld, quantity: string) {
  const app = shopApp();
  if (!app) return 'pending';
  const restocked = await restockIn(app, theSoldOutSize(this).size.id, Number(quantity));
  assert.equal(restocked?.stockAfter, Number(quantity));
});

/** Runs a listing task and gives the alerts it printed. */
const listed = async (actor: Actor, task: Task): Promise<ProductAlert[]> => {
  await actor.attemptsTo(task);
  succeeded(actor);
  return actor.asks(TheAlertsListed);
};

/** The alerts the link the shop answered opens (the shopper's alert for that size). */
const openedByTheSubscription = async (world: AlertWorld, name: string) =>
  listed(world.actor(name), ListTheStockAlerts.openedBy(subscriptionOf(world, name).manage.url).in(shopperOf(world, name).storeId));

/** The back-in-stock mail to the shopper, read in the outbox by `reader`: its link to the address's alerts. */
const theLinkInTheMail = async (world: AlertWorld, reader: Actor, name: string) => {
  await reader.attemptsTo(ReadTheOutbox.for(shopperOf(world, name).email, shopApp()?.mailer.outboxDir));
  const mails = reader.asks(TheMailsRead).filter((mail) => mail.kind === 'product-alert');
  assert.equal(mails.length, 1, `one back-in-stock mail to ${name}, got ${mails.length}`);
  const link = String(mails[0].meta.manageUrl ?? '');
  assert.match(link, /\/account\/subscriptions\?/);
  assert.ok(mails[0].text.includes(link), `the mail shows ${link}:\n${mails[0].text}`);
  return link;
};

const openedByTheMail = async (world: AlertWorld, name: string) => {
  const link = await theLinkInTheMail(world, world.actor(name), name);
  return listed(world.actor(name), ListTheStockAlerts.openedBy(link).in(shopperOf(world, name).storeId));
};

Then("{word}'s alert for that size is waiting for stock", async function (this: AlertWorld, name: string) {
  const alerts = await openedByTheSubscription(this, name);
  assert.equal(alerts.length, 1);
  assert.equal(alerts[0].sentAt, null);
  assert.equal(alerts[0].productId, theSoldOutSize(this).product.id);
  assert.equal(alerts[0].productSizeId, theSoldOutSize(this).size.id);
});

Then("{word}'s alert for that size is marked as mailed", async function (this: AlertWorld, name: string) {
  const alerts = await openedByTheSubscription(this, name);
  assert.equal(alerts.length, 1);
  assert.notEqual(alerts[0].sentAt, null);
});

Then("the link in {word}'s mail shows her one alert, for that size, marked as mailed", async function (this: AlertWorld, name: string) {
  const alerts = await openedByTheMail(this, name);
  assert.deepEqual(alerts.map((alert) => alert.productSizeId), [theSoldOutSize(this).size.id]);
  assert.notEqual(alerts[0].sentAt, null);
});

Then("the link in {word}'s mail shows her {int} alerts", async function (this: AlertWorld, name: string, count: number) {
  const alerts = await openedByTheMail(this, name);
  assert.equal(alerts.length, count);
  assert.ok(alerts.every((alert) => alert.email === shopperOf(this, name).email));
});

Then("the link in {word}'s mail shows her no alert", async function (this: AlertWorld, name: string) {
  assert.deepEqual(await openedByTheMail(this, name), []);
});

Then('the shop answers {word} {string}', function (this: AlertWorld, name: string, message: string) {
  const last = TheLastCommand(this.actor(name));
  assert.notEqual(last.exitCode, 0, 'the command should fail');
  assert.equal(last.stderr, `error: ${message} (409)`);
});

Then(
  /^(\S+) finds an? (French|Spanish) mail in the outbox saying the product is back in her size, with its link$/,
  async function (this: AlertWorld, name: string, language: string) {
    const { product, size } = theSoldOutSize(this);
    const { email, storeId } = shopperOf(this, name);
    const locale = LOCALE_OF[language];
    await this.actor(name).attemptsTo(ReadTheOutbox.for(email, shopApp()?.mailer.outboxDir));
    const mails = this.actor(name).asks(TheMailsRead);
    assert.equal(mails.length, 1, `one mail to ${email}, got ${mails.length}`);
    const [mail] = mails;
    assert.equal(mail.locale, locale);
    assert.ok(mail.subject.includes(product.names[locale]), mail.subject);
    // The size as the shop names it in the mail's language.
    const sizeName = catalogue.terms.find((term) => term.kind === 'size' && term.key === size.label)?.names[locale] ?? size.label;
    assert.ok(mail.text.includes(` ${sizeName}.`), mail.text);
    const prefix = STORES[storeId].locale === 'fr' ? '' : `/${STORES[storeId].locale}`;
    const link = `${shopUrl()}${prefix}/p/${product.slugs[locale]}`;
    assert.ok(mail.text.includes(link), `${link} in:\n${mail.text}`);
  },
);

When('{word} removes that alert with the link the shop gave her', async function (this: AlertWorld, name: string) {
  const { id, manage } = subscriptionOf(this, name);
  await this.actor(name).attemptsTo(RemoveTheStockAlert.numbered(id).in(shopperOf(this, name).storeId, manage.url));
  succeeded(this.actor(name));
});

Then("{word}'s link shows no alert any more", async function (this: AlertWorld, name: string) {
  assert.deepEqual(await openedByTheSubscription(this, name), []);
});

When('{word} removes her alert for the other size with the link in her mail', async function (this: AlertWorld, name: string) {
  const link = await theLinkInTheMail(this, this.actor(name), name);
  const { id } = subscriptionOf(this, name, theOtherSize(this));
  await this.actor(name).attemptsTo(RemoveTheStockAlert.numbered(id).in(shopperOf(this, name).storeId, link));
  succeeded(this.actor(name));
});

When("{word} removes {word}'s alert for that size with the link in her mail", async function (this: AlertWorld, agent: string, name: string) {
  const actor = this.actor(agent);
  const link = await theLinkInTheMail(this, actor, name);
  const { storeId } = shopperOf(this, name);
  const alert = (await listed(actor, ListTheStockAlerts.openedBy(link).in(storeId))).find((candidate) => candidate.productSizeId === theSoldOutSize(this).size.id);
  assert.ok(alert, `the link in ${name}'s mail shows no alert for that size`);
  await actor.attemptsTo(RemoveTheStockAlert.numbered(alert.id).in(storeId, link));
  succeeded(actor);
});

When("{word} asks for {word}'s alerts with a link she made up", async function (this: AlertWorld, name: string, victim: string) {
  const madeUp = { email: shopperOf(this, victim).email, expires: Math.floor(Date.now() / 1000) + 30 * 86_400, signature: randomBytes(32).toString('base64url') };
  await this.actor(name).attemptsTo(ListTheStockAlertsWithTheParts.of(madeUp).in(shopperOf(this, name).storeId));
});

When("{word} tries to remove {word}'s alert with the link the shop gave her", async function (this: AlertWorld, name: string, victim: string) {
  const own = subscriptionOf(this, name, theOtherSize(this));
  const theirs = subscriptionOf(this, victim);
  await this.actor(name).attemptsTo(RemoveTheStockAlert.numbered(theirs.id).in(shopperOf(this, name).storeId, own.manage.url));
});

When("{word} tries to remove {word}'s alert", async function (this: AlertWorld, name: string, victim: string) {
  await this.actor(name).attemptsTo(RemoveTheStockAlert.numbered(subscriptionOf(this, victim).id).in(shopperOf(this, name).storeId));
});

Then('the shop finds no such alert for {word}', function (this: AlertWorld, name: string) {
  const last = TheLastCommand(this.actor(name));
  assert.notEqual(last.exitCode, 0, 'the command should fail');
  assert.match(last.stderr, /^error: Alert \d+ not found \(404\)$/);
});

When('{word} lists her alerts', async function (this: AlertWorld, name: string) {
  await this.actor(name).attemptsTo(ListMyStockAlerts.in(shopperOf(this, name).storeId));
});

Then('{word} sees only her alert for that size', function (this: AlertWorld, name: string) {
  succeeded(this.actor(name));
  const alerts = this.actor(name).asks(TheAlertsListed);
  const mine = subscriptionOf(this, name);
  assert.deepEqual(alerts.map((alert) => alert.id), [mine.id]);
  assert.equal(alerts[0].productSizeId, theSoldOutSize(this).size.id);
  assert.notEqual(alerts[0].customerId, null, 'the alert belongs to her account');
});
