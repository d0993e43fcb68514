/** The merchandiser's delivery terms at the command line (`boutique admin carriers|delivery …`), and the carriers a shopper is offered. */
import type { Carrier } from '../../../src/domain/catalogue/carrier';
import type { StoreId } from '../../../src/domain/store/stores';
import type { Question, Task } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';
import { WorkOnABasketFile } from '../../basket/support/basket-tasks';

const cli = (...args: string[]): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run(...args);
};

/** `boutique admin delivery threshold STORE EUROS`. */
export const SetTheFreeShippingThreshold = { of: (storeId: StoreId) => ({ to: (euros: string): Task => cli('admin', 'delivery', 'threshold', storeId, euros) }) };

/** `boutique admin carriers price CARRIER COUNTRY EUROS`. */
export const SetTheCarrierPrice = {
  of: (carrier: string) => ({ in: (country: string) => ({ to: (euros: string): Task => cli('admin', 'carriers', 'price', carrier, country, euros) }) }),
};

/** `boutique checkout carriers` for the basket Sam works on, in a store. */
export const LookAtTheCarriers = (storeId: StoreId): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run('--profile', WorkOnABasketFile.of(actor).path, '--store', storeId, '--json', 'checkout', 'carriers');
};

export const TheCarriers: Question<Carrier[]> = (actor) => {
  const run = TheLastCommand(actor);
  if (run.exitCode !== 0) throw new Error(`${run.args.join(' ')} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as Carrier[];
};
