import assert from 'node:assert/strict';
import { Then, When } from '@cucumber/cucumber';
import { anOutletProductOfTheFrenchStore, outletOnlyProducts } from '../../support/catalogue-oracle';
import type { Question, Task } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import type { ShopWorld } from '../../support/world';

/** `boutique --json listing /outlet`: the outlet listing, with the outlet cookie the profile keeps (if any). */
const ListTheOutlet: Task = async (actor) => {
  await actor.abilityTo(UseTheCli).run('--store', 'laboutiqueofficielle', '--json', 'listing', '/outlet');
};

/** `boutique --json search WORDS`. */
const SearchFor = (words: string): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run('--store', 'laboutiqueofficielle', '--json', 'search', words);
};

/** The ids of the products the last listing or search showed, and how many it counted. */
const TheProductsShown: Question<{ ids: number[]; nbHits: number }> = (actor) => {
  const last = TheLastCommand(actor);
  assert.equal(last.exitCode, 0, last.stderr);
  const answer = JSON.parse(last.stdout) as { nbHits: number; products: { id: number }[] };
  return { ids: answer.products.map((product) => product.id), nbHits: answer.nbHits };
};

const outletIds = () => new Set(outletOnlyProducts().map((product) => product.id));

When('{word} lists the outlet', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(ListTheOutlet);
});

When('{word} searches an outlet product by its name', async function (this: ShopWorld, name: string) {
  await this.actor(name).attemptsTo(SearchFor(anOutletProductOfTheFrenchStore().names.fr));
});

Then('{word} sees no outlet product', function (this: ShopWorld, name: string) {
  const { ids } = this.actor(name).asks(TheProductsShown);
  assert.deepEqual(ids.filter((id) => outletIds().has(id)), []);
});

Then("{word} sees the outlet's products", function (this: ShopWorld, name: string) {
  const { ids, nbHits } = this.actor(name).asks(TheProductsShown);
  assert.ok(nbHits > 0, 'the outlet listing is empty');
  assert.deepEqual(ids.filter((id) => !outletIds().has(id)), [], 'the outlet listing shows products sold outside the outlet');
  assert.ok(ids.length > 0);
});
