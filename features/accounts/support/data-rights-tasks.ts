/** Tasks and questions of the data rights through the CLI (`boutique account export|close`, `boutique admin customers …`). */
import { readFileSync } from 'node:fs';
import type { CustomerDataExport } from '../../../src/domain/accounts/data-rights';
import type { Order } from '../../../src/domain/orders/order';
import type { Question, Task } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';

const cli = (actor: Parameters<Task>[0]) => actor.abilityTo(UseTheCli);

/** `boutique account export --out FILE` into the actor's own directory. */
export const DownloadMyData: Task = async (actor) => {
  const file = cli(actor).keepFile('placeholder', '');
  await cli(actor).run('--json', 'account', 'export', '--out', file.replace(/placeholder$/, `my-data-${Date.now()}.json`));
};

/** The file the last export saved, read back. */
export const TheDataSaved: Question<CustomerDataExport> = (actor) => {
  const saved = JSON.parse(TheLastCommand(actor).stdout) as { file: string };
  return JSON.parse(readFileSync(saved.file, 'utf8')) as CustomerDataExport;
};

export const CloseMyAccount = {
  withPassword: (password: string): Task => async (actor) => {
    await cli(actor).runPiping(`${password}\n`, '--json', 'account', 'close', '--password-stdin');
  },
};

export const CloseTheAccountOf = (email: string, reason: string): Task => async (actor) => {
  await cli(actor).run('--json', 'admin', 'customers', 'close', email, '--reason', reason);
};

export const ReadTheOrderAsSupport = (orderId: number): Task => async (actor) => {
  await cli(actor).run('--json', 'admin', 'order', 'show', String(orderId));
};

export const TheOrderSupportSees: Question<Order & { customer: { email: string } }> = (actor) => JSON.parse(TheLastCommand(actor).stdout) as Order & { customer: { email: string } };
