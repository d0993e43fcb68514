import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { zonedInstant } from '../../../server/content/content-time';
import { STORES, type StoreId } from '../../../src/domain/store/stores';
import { LOCALES } from '../../../src/domain/store/locales';
import { succeeded } from '../../accounts/support/people';
import { Actor } from '../../support/actor';
import { setShopClock, shopUrl } from '../../support/shop-server';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import type { ShopWorld } from '../../support/world';
import { AskForAPreviewLink, BrowseTheStorefront, OpenThePage, PublishTheContent, ReadTheHistory, RestoreTheContent, SaveTheContent, ThePageShown } from '../support/content-tasks';

const STORE_OF: Record<string, StoreId> = { Spanish: 'boutique_es', Italian: 'boutique_it', French: 'laboutiqueofficielle' };
const home = (store: string) => `${LOCALES[STORES[STORE_OF[store]].locale].prefix}/`;
/** The Spanish FAQ page keeps its slug. */
const FAQ = { entry: 'page/boutique_es/faq', path: '/es/t/preguntas-frecuentes', slug: 'preguntas-frecuentes' };
const faqFile = (text: string) => `---\ntitle: Preguntas frecuentes\nslug: ${FAQ.slug}\n---\n## Envíos\n\n${text}.\n`;

const shopper = (world: ShopWorld, store: string): Actor => {
  const name = `a shopper of the ${store} store`;
  if (!world.actors.has(name)) world.actors.set(name, Actor.named(name).whoCan(BrowseTheStorefront.at(shopUrl())));
  return world.actor(name);
};
const pageOf = async (actor: Actor, path: string) => {
  await actor.attemptsTo(OpenThePage.at(path));
  return actor.asks(ThePageShown);
};
const bannerShown = (html: string, title: string) => html.includes(`alt="${title}"`);

Given('it is 23:59 on 26 November 2026 in Madrid', function () {
  setShopClock(zonedInstant({ year: 2026, month: 11, day: 26, hour: 23, minute: 59, second: 0 }, 'Europe/Madrid'));
});

When('the clock strikes midnight in Madrid', function () {
  setShopClock(zonedInstant({ year: 2026, month: 11, day: 27, hour: 0, minute: 0, second: 0 }, 'Europe/Madrid'));
});

When(/^(\S+) schedules the header banner "([^"]+)" of the (\w+) store for 00:00 tomorrow$/, async function (this: ShopWorld, name: string, title: string, store: string) {
  const banner = { slug: 'black-friday', link: `${home(store)}`, image: '/media/banners/black-friday.svg', title };
  await this.actor(name).attemptsTo(SaveTheContent.of(`header-banner/${STORE_OF[store]}`).from('black-friday.json', JSON.stringify(banner), '--publish-at', '2026-11-27T00:00'));
  succeeded(this.actor(name));
});

Then(/^a shopper of the (\w+) store does not see the banner "([^"]+)"$/, async function (this: ShopWorld, store: string, title: string) {
  assert.equal(bannerShown(await pageOf(shopper(this, store), home(store)), title), false);
});

Then(/^a shopper of the (\w+) store sees the banner "([^"]+)" on the next page view$/, async function (this: ShopWorld, store: string, title: string) {
  // The schedule's sweep announces the change within a second of its time: the next page view after it shows it.
  const until = Date.now() + 2000;
  let shown = false;
  while (!shown && Date.now() < until) {
    shown = bannerShown(await pageOf(shopper(this, store), home(store)), title);
    if (!shown) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.ok(shown, `the ${store} store does not show the banner "${title}" a second after midnight`);
});

Given(/^(\S+) has published the Spanish FAQ page saying "([^"]+)"$/, async function (this: ShopWorld, name: string, text: string) {
  await this.actor(name).attemptsTo(SaveTheContent.of(FAQ.entry).from('faq.md', faqFile(text), '--publish'));
  succeeded(this.actor(name));
});

When(/^(\S+) saves the Spanish FAQ page saying "([^"]+)" as a draft$/, async function (this: ShopWorld, name: string, text: string) {
  await this.actor(name).attemptsTo(SaveTheContent.of(FAQ.entry).from('faq.md', faqFile(text)));
  succeeded(this.actor(name));
});

Then(/^a shopper of the (\w+) store (?:still )?reads "([^"]+)" on the FAQ page$/, async function (this: ShopWorld, store: string, text: string) {
  const page = await pageOf(shopper(this, store), FAQ.path);
  assert.ok(page.includes(text), `the FAQ page does not say "${text}"`);
});

Then(/^(\S+) reads "([^"]+)" on the FAQ page through her preview link$/, async function (this: ShopWorld, name: string, text: string) {
  const mona = this.actor(name);
  await mona.attemptsTo(AskForAPreviewLink.of('boutique_es', '/t/preguntas-frecuentes'));
  succeeded(mona);
  const { url } = JSON.parse(TheLastCommand(mona).stdout) as { url: string };
  const page = await pageOf(shopper(this, `${name}'s`), url);
  assert.ok(page.includes(text), `the preview does not say "${text}"`);
});

When(/^(\S+) publishes the Spanish FAQ page$/, async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(PublishTheContent(FAQ.entry));
  succeeded(this.actor(name));
});

When(/^(\S+) restores version (\d+) of the Spanish FAQ page$/, async function (this: ShopWorld, name: string, version: string) {
  await this.actor(name).attemptsTo(RestoreTheContent.of(FAQ.entry).version(Number(version)));
  succeeded(this.actor(name));
});

Then(/^the FAQ page's history shows its (\d+) versions, each made by (\S+)$/, async function (this: ShopWorld, count: string, email: string) {
  const mona = this.actor('Mona');
  await mona.attemptsTo(ReadTheHistory(FAQ.entry));
  const history = JSON.parse(TheLastCommand(mona).stdout) as { versions: { version: number; author: string }[] };
  assert.deepEqual(history.versions.map((version) => version.version), Array.from({ length: Number(count) }, (_, index) => Number(count) - index));
  assert.ok(history.versions.every((version) => version.author === email));
});
