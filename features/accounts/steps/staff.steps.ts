import assert from 'node:assert/strict';
import { Given, Then, When } from '@cucumber/cucumber';
import { person, signIn, succeeded } from '../support/people';
import { GrantTheRole, ListTheStaff, LookAtTheMerchandise, RevokeTheRole, TheComplaint, TheStaff } from '../../support/tasks/merchandise-tasks';
import type { ShopWorld } from '../../support/world';

Given('{word} the administrator is signed in', async function (this: ShopWorld, name: string) {
  await signIn(this, name, person(name).password);
  succeeded(this.actor(name));
});

When('{word} grants {word} the {word} role', async function (this: ShopWorld, admin: string, name: string, role: string) {
  await this.actor(admin).attemptsTo(GrantTheRole.of(role).to(person(name).email));
});

When(/^(\S+) revokes (\S+?)'s (\w+) role$/, async function (this: ShopWorld, admin: string, name: string, role: string) {
  await this.actor(admin).attemptsTo(RevokeTheRole.of(role).from(person(name).email));
  succeeded(this.actor(admin));
});

When(/^(\S+) revokes (?:her|his) own (\w+) role$/, async function (this: ShopWorld, admin: string, role: string) {
  await this.actor(admin).attemptsTo(RevokeTheRole.of(role).from(person(admin).email));
});

Then('{word} sees {word} among the staff as {string}', async function (this: ShopWorld, admin: string, name: string, roles: string) {
  await this.actor(admin).attemptsTo(ListTheStaff);
  const member = this.actor(admin).asks(TheStaff).find((entry) => entry.email === person(name).email);
  assert.equal(member?.roles.join(', '), roles);
});

Then('{word} no longer sees {word} among the staff', async function (this: ShopWorld, admin: string, name: string) {
  await this.actor(admin).attemptsTo(ListTheStaff);
  assert.equal(this.actor(admin).asks(TheStaff).find((entry) => entry.email === person(name).email), undefined);
});

Then('{word} can look at a product as the merchant keeps it', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(LookAtTheMerchandise.of('1001'));
  succeeded(this.actor(name));
});

Then('{word} can no longer look at a product as the merchant keeps it', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(LookAtTheMerchandise.of('1001'));
  assert.deepEqual(this.actor(name).asks(TheComplaint), { exitCode: 1, lines: ['error: Reserved to catalogue staff (the merchandiser role): Réservé aux responsables du catalogue. (403)'] });
});

Then('{word} is told she is the last administrator', function (this: ShopWorld, name: string) {
  const complaint = this.actor(name).asks(TheComplaint);
  assert.equal(complaint.exitCode, 1);
  assert.match(complaint.lines.join('\n'), /^error: C’est le dernier administrateur.*\(409\)$/);
});

Then('{word} is told staff roles are reserved to administrators', function (this: ShopWorld, name: string) {
  assert.deepEqual(this.actor(name).asks(TheComplaint), { exitCode: 1, lines: ['error: Reserved to administrators (the admin role): Réservé aux administrateurs. (403)'] });
});
