import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import type { Profile } from '../../../src/domain/accounts/profile';
import type { StoreId } from '../../../src/domain/store/stores';
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS, parseConsent } from '../../../src/domain/tracking/consent';
import type { DataLayerEntry } from '../../../src/domain/tracking/tracking-events';
import { shopUrl } from '../../support/shop-server';
import type { ShopWorld } from '../../support/world';
import { BrowserVisit } from '../support/browser-visit';

interface TrackingWorld extends ShopWorld {
  visit?: BrowserVisit;
}

const visitOf = (world: TrackingWorld): BrowserVisit => {
  if (!world.visit) throw new Error('Nobody browses in this scenario');
  return world.visit;
};

const profileOf = (email: string, name: string, birthday: string): Profile => {
  const [firstName, ...rest] = name.split(' ');
  return { id: 4242, email, firstName, lastName: rest.join(' '), civility: 2, birthday, newsletter: false, roles: [] };
};

const userEntries = (visit: BrowserVisit) => visit.tagManager.entries.filter((entry): entry is Extract<DataLayerEntry, { event: 'user_data' }> => entry.event === 'user_data');

Given('{word} browses {store} in her browser', function (this: TrackingWorld, _name: string, storeId: StoreId) {
  this.visit = new BrowserVisit(storeId, shopUrl());
});

When('{word} opens the home page', function (this: TrackingWorld, _name: string) {
  visitOf(this).openHomePage();
});

When('{word} refuses every optional cookie', function (this: TrackingWorld, _name: string) {
  visitOf(this).choose({ measurement: false, marketing: false });
});

When(/^\S+ accepts audience measurement only$/, function (this: TrackingWorld) {
  visitOf(this).choose({ measurement: true, marketing: false });
});

Given(/^\S+ accepted audience measurement$/, function (this: TrackingWorld) {
  visitOf(this).choose({ measurement: true, marketing: false });
});

Given(/^\S+ accepted audience measurement 13 months ago$/, function (this: TrackingWorld) {
  const visit = visitOf(this);
  visit.choose({ measurement: true, marketing: false });
  visit.clock.advance(CONSENT_MAX_AGE_SECONDS * 1000);
});

When(/^\S+ signs in as "([^"]+)" named "([^"]+)" born on "([^"]+)"$/, async function (this: TrackingWorld, email: string, name: string, birthday: string) {
  await visitOf(this).signIn(profileOf(email, name, birthday));
});

Given(/^\S+ signed in as "([^"]+)" named "([^"]+)" born on "([^"]+)"$/, async function (this: TrackingWorld, email: string, name: string, birthday: string) {
  await visitOf(this).signIn(profileOf(email, name, birthday));
});

When(/^\S+ signs out in her browser$/, async function (this: TrackingWorld) {
  await visitOf(this).signOut();
});

Then('the tag manager has heard nothing', function (this: TrackingWorld) {
  assert.deepEqual(visitOf(this).tagManager.entries, []);
});

Then('the tag manager was never started', function (this: TrackingWorld) {
  assert.equal(visitOf(this).tagManager.starts, 0);
});

Then('the tag manager has started', function (this: TrackingWorld) {
  assert.ok(visitOf(this).tagManager.starts > 0);
});

Then(/^\S+ has no A\/B group$/, function (this: TrackingWorld) {
  assert.equal(visitOf(this).abGroup(), undefined);
});

Then(/^\S+'s choice is kept for 13 months$/, function (this: TrackingWorld) {
  const visit = visitOf(this);
  const kept = parseConsent(visit.cookies.get(CONSENT_COOKIE), visit.clock.now());
  assert.deepEqual(kept && { measurement: kept.measurement, marketing: kept.marketing }, { measurement: false, marketing: false });
  visit.clock.advance((CONSENT_MAX_AGE_SECONDS - 60) * 1000);
  assert.ok(parseConsent(visit.cookies.get(CONSENT_COOKIE), visit.clock.now()), 'the choice is gone before 13 months');
  visit.clock.advance(120 * 1000);
  assert.equal(visit.cookies.get(CONSENT_COOKIE), undefined);
});

Then(/^the tag manager heard a page view of the home page with \S+'s A\/B group$/, function (this: TrackingWorld) {
  const visit = visitOf(this);
  const view = visit.tagManager.entries.find((entry) => entry.event === 'page_view');
  assert.ok(view && view.event === 'page_view');
  assert.equal(view.page.type, 'home');
  assert.equal(view.page.store, visit.storeId);
  assert.match(String(view.ab_test), /^[AB]$/);
  assert.equal(view.ab_test, visit.abGroup());
});

Then(/^the tag manager knows \S+ as a signed-in customer$/, function (this: TrackingWorld) {
  const user = userEntries(visitOf(this)).at(-1)?.user;
  assert.ok(user?.customer_logged);
  for (const value of [user.email, user.first_name, user.last_name, user.birthday]) assert.match(String(value), /^[0-9a-f]{64}$/);
});

Then(/^the tag manager never heard "([^"]+)", "([^"]+)", "([^"]+)" or "([^"]+)"$/, function (this: TrackingWorld, email: string, firstName: string, lastName: string, birthday: string) {
  const values = [email, firstName, lastName, birthday];
  const heard = JSON.stringify(visitOf(this).tagManager.entries).toLowerCase();
  for (const value of values) assert.ok(!heard.includes(value.toLowerCase()), `the tag manager heard ${value}`);
});

Then('the same e-mail typed {string} gives the same hash', async function (this: TrackingWorld, typed: string) {
  const visit = visitOf(this);
  const again = await visit.hashes.hash({ email: typed });
  assert.equal(again.email, userEntries(visit).at(-1)?.user.email);
});

Then(/^the tag manager knows \S+ as an anonymous visitor$/, function (this: TrackingWorld) {
  const user = userEntries(visitOf(this)).at(-1)?.user;
  assert.ok(user);
  assert.equal(user.customer_logged, false);
  assert.equal(user.email, null);
  assert.equal(user.first_name, null);
});
