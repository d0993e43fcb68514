import type { StoreId } from '../../../src/domain/store/stores';
import type { Question, Task } from '../actor';
import { UseTheCli, type CliRun } from '../use-the-cli';

export const LookUpProduct = {
  withId: (productId: number) => ({
    in:
      (storeId: StoreId): Task =>
      async (actor) => {
        await actor.abilityTo(UseTheCli).run('--store', storeId, 'product', String(productId));
      },
  }),
};

export const ListTheStores: Task = async (actor) => {
  await actor.abilityTo(UseTheCli).run('stores');
};

export const ListTheStoresAsJson: Task = async (actor) => {
  await actor.abilityTo(UseTheCli).run('--json', 'stores');
};

/** What the last command printed and how it ended. */
export const TheLastCommand: Question<CliRun> = (actor) => actor.abilityTo(UseTheCli).lastRun();

/** The value column of a `Label  value` line of the last output. */
export const TheField =
  (label: string): Question<string | undefined> =>
  (actor) => {
    const line = TheLastCommand(actor)
      .stdout.split('\n')
      .find((candidate) => candidate.startsWith(`${label} `));
    return line?.slice(label.length).trim();
  };
