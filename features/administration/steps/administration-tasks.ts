/** The back office's administration at the command line (issue 39): `boutique admin dashboard|outbox|settings`. */
import type { Dashboard } from '../../../src/domain/administration/dashboard';
import type { OutboxEntry } from '../../../src/domain/administration/outbox';
import type { Question, Task } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';

const cli = (...args: string[]): Task => async (actor) => {
  await actor.abilityTo(UseTheCli).run(...args);
};

const lastJson = <T>(actor: Parameters<Question<T>>[0]): T => {
  const run = TheLastCommand(actor);
  if (run.exitCode !== 0) throw new Error(`${run.args.join(' ')} failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as T;
};

export const ReadTheDashboard: Task = cli('--json', 'admin', 'dashboard');
export const TheDashboard: Question<Dashboard> = (actor) => lastJson(actor);

export const ListTheFailedMails: Task = cli('--json', 'admin', 'outbox', 'failed');
export const TheMails: Question<OutboxEntry[]> = (actor) => lastJson<{ items: OutboxEntry[] }>(actor).items;
export const SendAgain = (mailId: string): Task => cli('admin', 'outbox', 'resend', mailId);

export const SwitchTheMaintenance = (on: boolean): Task => cli('--json', 'admin', 'settings', 'maintenance', on ? 'on' : 'off');
