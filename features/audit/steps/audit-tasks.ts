/** Support's acting sessions and the admin's audit log at the command line: `boutique admin act-as|audit`, `boutique account access-log`. */
import type { AuditEntry, SupportAccess } from '../../../src/domain/audit/audit-log';
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

export const FindTheOrdersOf = (email: string): Task => cli('--json', 'admin', 'order', 'list', '--customer', email);
export const TheOrderIds: Question<number[]> = (actor) => lastJson<{ orders: { id: number }[] }>(actor).orders.map((order) => order.id);

export const ActAs = {
  customer: (email: string) => ({
    for: (orderId: number) => ({ because: (reason: string): Task => cli('--json', 'admin', 'act-as', email, '--order', String(orderId), '--reason', reason) }),
  }),
};
/** The profile file `act-as` kept the customer's session in. */
export const TheActingProfile: Question<string> = (actor) => lastJson<{ profile: string }>(actor).profile;

/** A customer command run in the acting session's profile. */
export const InTheActingSession = (profile: string, ...args: string[]): Task => cli('--profile', profile, ...args);
export const SeeTheOrders: readonly string[] = ['--json', 'orders', 'list'];
export const SeeTheCards: readonly string[] = ['card', 'list'];
export const TheListedOrderIds: Question<number[]> = (actor) => {
  const listed = lastJson<unknown>(actor);
  const orders = Array.isArray(listed) ? listed : [...((listed as { inProgress?: unknown[] }).inProgress ?? []), ...((listed as { finished?: unknown[] }).finished ?? [])];
  return (orders as { id: number }[]).map((order) => order.id);
};

export const ReadTheAccessLog: Task = cli('--json', 'account', 'access-log');
export const TheAccesses: Question<SupportAccess[]> = (actor) => lastJson(actor);

export const ReadTheAuditLog = (...filters: string[]): Task => cli('--json', 'admin', 'audit', ...filters);
export const TheAuditEntries: Question<AuditEntry[]> = (actor) => lastJson<{ entries: AuditEntry[] }>(actor).entries;
