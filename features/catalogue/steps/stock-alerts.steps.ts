import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { restockIn } from '../../../server/alerts/restock';
import type { CatProduct } from '../../../server/catalogue/catalogue-types';
import { generateCatalogue } from '../../../server/catalogue/generate-catalogue';
import '../../../server/mail/mailer';
import type { LocaleCode } from '../../../src/domain/store/locales';
import { STORES, priceKey, type StoreId } from '../../../src/domain/store/stores';
import { Actor } from '../../support/actor';
import { shopApp, shopUrl } from '../../support/shop-server';
import { AskForAStockAlert, ListTheStockAlerts, ReadTheOutbox, TheAlertsListed, TheMailsRead } from '../../support/tasks/alert-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';

/** A sold-out size of a product every store sells; each scenario takes another (restocks last the whole run). */
const catalogue = generateCatalogue();
const restricted = new Set(catalogue.brands.filter((brand) => brand.restricted).map((brand) => brand.id));
const soldOutSizes = catalogue.products
  .filter((product) => !restricted.has(product.brandId) && !product.isOnlyOutlet && Object.values(STORES).every((store) => product.prices[priceKey(store)]))
  .flatMap((product) => product.sizes.filter((size) => size.stock === 0).map((size) => ({ product, size })))
  .reverse();
let taken = 0;

interface AlertWorld extends ShopWorld {
  soldOut?: { product: CatProduct; size: CatProduct['sizes'][number] };
  shoppers?: Map<string, { email: string; storeId: StoreId }>;
}

const run = Date.now().toString(36);
const shopperOf = (world: AlertWorld, name: string) => {
  const shopper = world.shoppers?.get(name);
  if (!shopper) throw new Error(`${name} has not been introduced in this scenario`);
  return shopper;
};
const theSoldOutSize = (world: AlertWorld) => {
  if (!world.soldOut) throw new Error('No sold-out size was chosen in this scenario');
  return world.soldOut;
};

const STORE_OF: Record<string, StoreId> = { French: 'laboutiqueofficielle', Spanish: 'boutique_es' };
const LOCALE_OF: Record<string, LocaleCode> = { French: 'fr', Spanish: 'es' };

Given('{word} shops in the {word} store through the boutique command line', function (this: AlertWorld, name: string, store: string) {
  this.actors.set(name, Actor.named(name).whoCan(UseTheCli.against(shopUrl())));
  this.shoppers ??= new Map();
  this.shoppers.set(name, { email: `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${run}@example.com`, storeId: STORE_OF[store] });
});

Given('a product of the demo catalogue with a sold-out size', function (this: AlertWorld) {
  this.soldOut = soldOutSizes[taken++];
  assert.ok(this.soldOut, 'the demo catalogue has no sold-out size left');
});

const askForTheAlert = async (world: AlertWorld, name: string) => {
  const { product, size } = theSoldOutSize(world);
  const { email, storeId } = shopperOf(world, name);
  await world.actor(name).attemptsTo(AskForAStockAlert.on(product.id, size.id).as(email, storeId));
};

Given('{word} asked to be told when that size is back', async function (this: AlertWorld, name: string) {
  await askForTheAlert(this, name);
  const last = TheLastCommand(this.actor(name));
  assert.equal(last.exitCode, 0, last.stderr);
});

When('{word} asks to be told when that size is back', async function (this: AlertWorld, name: string) {
  await askForTheAlert(this, name);
});

When(/^(\d+) pieces? of that size comes? back in stock$/, async function (this: AlertWorld, quantity: string) {
  const app = shopApp();
  if (!app) return 'pending';
  const restocked = await restockIn(app, theSoldOutSize(this).size.id, Number(quantity));
  assert.equal(restocked?.stockAfter, Number(quantity));
});

const alertsOf = async (world: AlertWorld, name: string) => {
  const { email, storeId } = shopperOf(world, name);
  await world.actor(name).attemptsTo(ListTheStockAlerts.of(email, storeId));
  return world.actor(name).asks(TheAlertsListed).filter((alert) => alert.productSizeId === theSoldOutSize(world).size.id);
};

Then("{word}'s alert for that size is waiting for stock", async function (this: AlertWorld, name: string) {
  const last = TheLastCommand(this.actor(name));
  assert.equal(last.exitCode, 0, last.stderr);
  const alerts = await alertsOf(this, name);
  assert.equal(alerts.length, 1);
  assert.equal(alerts[0].sentAt, null);
  assert.equal(alerts[0].productId, theSoldOutSize(this).product.id);
});

Then("{word}'s alert for that size is marked as mailed", async function (this: AlertWorld, name: string) {
  const alerts = await alertsOf(this, name);
  assert.equal(alerts.length, 1);
  assert.notEqual(alerts[0].sentAt, null);
});

Then('{word} has one alert for that size', async function (this: AlertWorld, name: string) {
  assert.equal((await alertsOf(this, name)).length, 1);
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
    assert.ok(mail.text.includes(` ${size.label}.`), mail.text);
    const prefix = STORES[storeId].locale === 'fr' ? '' : `/${STORES[storeId].locale}`;
    const link = `${shopUrl()}${prefix}/p/${product.slugs[locale]}`;
    assert.ok(mail.text.includes(link), `${link} in:\n${mail.text}`);
  },
);
