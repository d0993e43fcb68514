import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import type { StoreId } from '../../../src/domain/store/stores';
import { succeeded } from '../../accounts/support/people';
import { shown, unitCents, anArticleWellInStock, type Article } from '../../basket/support/basket-oracle';
import { AddToTheBasket, TheOutputLines } from '../../basket/support/basket-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import type { ShopWorld } from '../../support/world';
import { LookAtTheCarriers, SetTheCarrierPrice, SetTheFreeShippingThreshold, TheCarriers } from '../support/delivery-terms-tasks';

const CARRIER_OF: Record<string, string> = { 'home delivery': 'colipost_home', 'relay delivery': 'relais_pickup', 'express delivery': 'chrono_express' };
const cents = (euros: string) => Math.round(Number(euros.replace(',', '.')) * 100);

/** The article the basket steps chose (the same one as "an article well in stock"). */
const theArticle = (): Article => anArticleWellInStock();

When('{word} sets the free-shipping threshold of {store} to {word} €', async function (this: ShopWorld, name: string, storeId: StoreId, euros: string) {
  await this.actor(name).attemptsTo(SetTheFreeShippingThreshold.of(storeId).to(euros.replace(',', '.')));
  succeeded(this.actor(name));
});

When(/^(\S+) sets the price of (home|relay|express) delivery in ([A-Z]{2}) to ([\d,.]+) €$/, async function (this: ShopWorld, name: string, mode: string, country: string, euros: string) {
  await this.actor(name).attemptsTo(SetTheCarrierPrice.of(CARRIER_OF[`${mode} delivery`]).in(country).to(euros.replace(',', '.')));
  succeeded(this.actor(name));
});

When('Sam adds enough of it to the basket in {store} to reach {word} €', async function (this: ShopWorld, storeId: StoreId, euros: string) {
  await this.actor('Sam').attemptsTo(AddToTheBasket(Math.ceil(cents(euros) / unitCents(theArticle(), storeId)), theArticle(), storeId));
});

Then('Sam reads how much is left before shipping is free from {word} € in {store}', function (this: ShopWorld, euros: string, storeId: StoreId) {
  const sam = this.actor('Sam');
  const left = cents(euros) - unitCents(theArticle(), storeId);
  assert.ok(left > 0, 'the article costs less than the threshold');
  assert.equal(storeId, 'boutique_es', 'the wording checked here is the Spanish one');
  assert.ok(sam.asks(TheOutputLines).includes(`Te faltan ${shown(left, storeId)} para el envío gratuito`), TheLastCommand(sam).stdout);
});

Then(/^at checkout Sam is offered (home|relay|express) delivery in (the \w+ store) at ([\d,.]+) €$/, async function (this: ShopWorld, mode: string, _store: string, euros: string) {
  const storeId: StoreId = 'boutique_es';
  const sam = this.actor('Sam');
  await sam.attemptsTo(LookAtTheCarriers(storeId));
  const carrier = sam.asks(TheCarriers).find((candidate) => candidate.code === CARRIER_OF[`${mode} delivery`]);
  assert.ok(carrier, TheLastCommand(sam).stdout);
  assert.equal(carrier.price.priceWithDuty, cents(euros));
});
