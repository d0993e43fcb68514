import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Dashboard } from '../../../src/domain/administration/dashboard';
import { succeeded } from '../../accounts/support/people';
import { ThePayment } from '../../checkout/support/checkout-tasks';
import { shopUrl } from '../../support/shop-server';
import { TheComplaint } from '../../support/tasks/merchandise-tasks';
import type { ShopWorld } from '../../support/world';
import { ListTheFailedMails, ReadTheDashboard, SendAgain, SwitchTheMaintenance, TheDashboard, TheMails } from './administration-tasks';

const noted = new WeakMap<ShopWorld, Dashboard>();

const dashboardOf = async (world: ShopWorld, name: string): Promise<Dashboard> => {
  await world.actor(name).attemptsTo(ReadTheDashboard);
  return world.actor(name).asks(TheDashboard);
};
const french = (board: Dashboard) => board.sales!.stores.find((store) => store.store === 'laboutiqueofficielle')!;

Given("{word} notes the dashboard's figures", async function (this: ShopWorld, name: string) {
  noted.set(this, await dashboardOf(this, name));
});

Then(/^(\S+)'s dashboard counts one more order in the French store, with (\S+)'s order in its revenue$/, async function (this: ShopWorld, name: string, customer: string) {
  const { order } = this.actor(customer).asks(ThePayment);
  const before = french(noted.get(this)!);
  const after = french(await dashboardOf(this, name));
  assert.equal(after.orders, before.orders + 1);
  assert.equal(Math.round(after.revenue * 100), Math.round((before.revenue + order.amounts.total + order.amounts.balance) * 100));
  assert.equal(after.averageBasket, Math.round((after.revenue / after.orders) * 100) / 100);
});

Then("{word}'s dashboard counts one more order to ship", async function (this: ShopWorld, name: string) {
  assert.equal((await dashboardOf(this, name)).waiting!.toShip, noted.get(this)!.waiting!.toShip + 1);
});

Then("{word}'s dashboard shows the sales and what waits, not the failed mails nor the low stock", async function (this: ShopWorld, name: string) {
  assert.deepEqual(Object.keys(await dashboardOf(this, name)).sort(), ['at', 'day', 'sales', 'waiting']);
});

Then(/^(\S+)'s dashboard counts (\d+) failed mails?$/, async function (this: ShopWorld, name: string, count: string) {
  assert.equal((await dashboardOf(this, name)).mails!.failed, Number(count));
});

When('{word} sends the first failed mail again', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(ListTheFailedMails);
  const [first] = this.actor(name).asks(TheMails);
  await this.actor(name).attemptsTo(SendAgain(first.id));
  succeeded(this.actor(name));
});

Then('{word} cannot send a mail again', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(SendAgain('00000000-0000-4000-8000-000000000392'));
  assert.deepEqual(this.actor(name).asks(TheComplaint), { exitCode: 1, lines: ['error: Reserved to administrators (the admin role): Réservé aux administrateurs. (403)'] });
});

When(/^(\S+) switches the maintenance (on|off)$/, async function (this: ShopWorld, name: string, state: string) {
  await this.actor(name).attemptsTo(SwitchTheMaintenance(state === 'on'));
  succeeded(this.actor(name));
});

/** What the storefront's pages read first: the shop's settings of `/init` (the pages then answer the maintenance page, 503). */
const maintenanceShown = async (): Promise<boolean> => {
  const answer = await fetch(new URL('/api/v5/init', shopUrl()));
  return ((await answer.json()) as { boSettings: { maintenance: boolean } }).boSettings.maintenance;
};

Then('the storefront tells shoppers it is in maintenance', async function () {
  assert.equal(await maintenanceShown(), true);
});

Then('the storefront is open to shoppers', async function () {
  assert.equal(await maintenanceShown(), false);
});

Then('{word} can still read her dashboard', async function (this: ShopWorld, name: string) {
  assert.ok((await dashboardOf(this, name)).waiting);
});
