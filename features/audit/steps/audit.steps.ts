import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { person } from '../../accounts/support/people';
import { TheComplaint } from '../../support/tasks/merchandise-tasks';
import type { ShopWorld } from '../../support/world';
import {
  ActAs, FindTheOrdersOf, InTheActingSession, ReadTheAccessLog, ReadTheAuditLog, SeeTheCards, SeeTheOrders, TheAccesses, TheActingProfile, TheAuditEntries,
  TheListedOrderIds, TheOrderIds,
} from './audit-tasks';

/** What a scenario remembers: the order acted for and the acting session's profile. */
const remembered = new WeakMap<ShopWorld, { orderId?: number; profile?: string }>();
const scenario = (world: ShopWorld) => {
  if (!remembered.has(world)) remembered.set(world, {});
  return remembered.get(world)!;
};

When(/^(\S+) acts as (\S+) for (\S+)'s order because "([^"]+)"$/, async function (this: ShopWorld, agent: string, name: string, owner: string, reason: string) {
  const actor = this.actor(agent);
  await actor.attemptsTo(FindTheOrdersOf(person(owner).email));
  const [orderId] = actor.asks(TheOrderIds);
  assert.ok(orderId, `${owner} has an order`);
  scenario(this).orderId = orderId;
  await actor.attemptsTo(ActAs.customer(person(name).email).for(orderId).because(reason));
  if (owner === name) scenario(this).profile = actor.asks(TheActingProfile);
});

Then(/^(\S+) sees \S+'s order in \S+'s session$/, async function (this: ShopWorld, agent: string) {
  const actor = this.actor(agent);
  await actor.attemptsTo(InTheActingSession(scenario(this).profile!, ...SeeTheOrders));
  assert.ok(actor.asks(TheListedOrderIds).includes(scenario(this).orderId!));
});

Then(/^(\S+) cannot see \S+'s saved cards in that session$/, async function (this: ShopWorld, agent: string) {
  const actor = this.actor(agent);
  await actor.attemptsTo(InTheActingSession(scenario(this).profile!, ...SeeTheCards));
  const complaint = actor.asks(TheComplaint);
  assert.equal(complaint.exitCode, 1);
  assert.match(complaint.lines.join('\n'), /service client/);
});

Then(/^(\S+) reads that customer support opened her account for her order because "([^"]+)"$/, async function (this: ShopWorld, name: string, reason: string) {
  await this.actor(name).attemptsTo(ReadTheAccessLog);
  const [latest] = this.actor(name).asks(TheAccesses);
  assert.deepEqual({ orderId: latest?.orderId, reason: latest?.reason }, { orderId: scenario(this).orderId, reason });
});

Then(/^(\S+) reads in the audit log that \S+ opened (\S+)'s session$/, async function (this: ShopWorld, admin: string, name: string) {
  await this.actor(admin).attemptsTo(ReadTheAuditLog('--actor', 'support@example.com', '--action', 'act-as'));
  const [opened] = this.actor(admin).asks(TheAuditEntries);
  assert.equal(opened?.action, 'POST /api/v5/admin/customers/act-as');
  assert.equal(opened?.status, 201);
  assert.deepEqual(opened?.after, { customer: person(name).email, orderId: scenario(this).orderId, reason: 'Colis annoncé livré mais jamais reçu' });
});

Then(/^(\S+) reads in the audit log that \S+ looked at \S+'s orders as \S+, and was refused her cards$/, async function (this: ShopWorld, admin: string) {
  await this.actor(admin).attemptsTo(ReadTheAuditLog('--actor', 'support@example.com', '--action', '/secure/'));
  const entries = this.actor(admin).asks(TheAuditEntries);
  const seen = entries.map((entry) => `${entry.action} ${entry.status}`);
  assert.ok(seen.includes('GET /api/v5/secure/me/orders 200'), seen.join('\n'));
  assert.ok(seen.includes('GET /api/v5/secure/account/cards 403'), seen.join('\n'));
  assert.ok(entries.every((entry) => entry.actingFor !== null));
});

When('{word} reads the audit log', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(ReadTheAuditLog());
});

Then('{word} is turned away with {string}', function (this: ShopWorld, name: string, message: string) {
  assert.deepEqual(this.actor(name).asks(TheComplaint), { exitCode: 1, lines: [`error: ${message}`] });
});

