import assert from 'node:assert/strict';
import { Actor } from '../../support/actor';
import { shopUrl } from '../../support/shop-server';
import { DEMO_PASSWORD, SignIn, type NewCustomer } from '../../support/tasks/accounts-tasks';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';

/** The demo customers of docs/accounts-api.md, a newcomer, and the demo staff. */
export const PEOPLE: Record<string, NewCustomer> = {
  Camille: { civility: 'mrs', firstName: 'Camille', lastName: 'Martin', email: 'camille@example.com', password: DEMO_PASSWORD },
  Sam: { civility: 'mr', firstName: 'Sam', lastName: 'Bernard', email: 'sam@example.com', password: DEMO_PASSWORD },
  Inès: { civility: 'mrs', firstName: 'Inès', lastName: 'Moreau', email: 'ines@example.com', password: 'Bienvenue2026' },
  // Demo customers of the Spanish and Italian stores (each with an address in her country).
  Lucía: { civility: 'mrs', firstName: 'Lucía', lastName: 'García', email: 'lucia@example.com', password: DEMO_PASSWORD },
  Giulia: { civility: 'mrs', firstName: 'Giulia', lastName: 'Rossi', email: 'giulia@example.com', password: DEMO_PASSWORD },
  // Staff of the demo shop: the administrator and the merchandiser.
  Ada: { civility: 'other', firstName: 'Admin', lastName: 'Boutique', email: 'admin@example.com', password: DEMO_PASSWORD },
  Mona: { civility: 'other', firstName: 'Merch', lastName: 'Boutique', email: 'merch@example.com', password: DEMO_PASSWORD },
  // Customer service (the support role).
  Sonia: { civility: 'other', firstName: 'Support', lastName: 'Boutique', email: 'support@example.com', password: DEMO_PASSWORD },
};

export const person = (name: string): NewCustomer => {
  const found = PEOPLE[name];
  if (!found) throw new Error(`${name} is not one of the shop's people (${Object.keys(PEOPLE).join(', ')})`);
  return found;
};

/** The actor, introduced on first mention: a person at a terminal with their own profile file. */
export const actorFor = (world: ShopWorld, name: string): Actor => {
  if (!world.actors.has(name)) world.actors.set(name, Actor.named(name).whoCan(UseTheCli.against(shopUrl())));
  return world.actor(name);
};

export const succeeded = (actor: Actor) => {
  const last = TheLastCommand(actor);
  assert.equal(last.exitCode, 0, `${last.args.join(' ')}: ${last.stderr}`);
};

export const signIn = async (world: ShopWorld, name: string, password: string) => actorFor(world, name).attemptsTo(SignIn.as(person(name).email).with(password));

