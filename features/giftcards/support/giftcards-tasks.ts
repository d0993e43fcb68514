/** What a customer does with gift cards and a partly paid order from the terminal, and what it shows. */
import type { Balance, BalanceLine } from '../../../src/application/ports/orders-api';
import type { Question, Task } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';

const cli = (actor: Parameters<Task>[0]) => actor.abilityTo(UseTheCli);

/** Any future expiry and any 3 digits do for the sandbox's test cards. */
const EXPIRY = '12/30';
const CVC = '123';

export const ActivateTheGiftcard = (code: string): Task => async (actor) => {
  await cli(actor).run('--json', 'giftcard', 'activate', code);
};

/** A new card (its number on stdin) pays what vouchers and credits leave (`--use-balance`). */
export const PayWithTheCardAndTheBalance = (number: string): Task => async (actor) => {
  await cli(actor).runPiping(`${number}\n`, '--json', 'checkout', 'pay', '--method', 'card', '--use-balance', '--expiry', EXPIRY, '--cvc', CVC, '--accept-terms');
};

/** `giftcard activate --json`: the new credit and the balance. */
export const TheActivation: Question<{ credit: BalanceLine; balance: Balance }> = (actor) => {
  const last = TheLastCommand(actor);
  if (last.stdout.trim() === '') throw new Error(`boutique ${last.args.join(' ')} printed nothing (exit ${last.exitCode}): ${last.stderr}`);
  return JSON.parse(last.stdout) as { credit: BalanceLine; balance: Balance };
};
