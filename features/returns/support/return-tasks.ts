/** What customers and customer service do with returns from the terminal, and what it shows. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReturnOrder, ReturnReason, ReturnSummary } from '../../../src/domain/returns/returns';
import type { Question, Task } from '../../support/actor';
import { TheLastCommand } from '../../support/tasks/cli-tasks';
import { UseTheCli } from '../../support/use-the-cli';

const cli = (actor: Parameters<Task>[0]) => actor.abilityTo(UseTheCli);

const output = <T>(actor: Parameters<Question<T>>[0]): T => {
  const last = TheLastCommand(actor);
  if (last.stdout.trim() === '') throw new Error(`boutique ${last.args.join(' ')} printed nothing (exit ${last.exitCode}): ${last.stderr}`);
  return JSON.parse(last.stdout) as T;
};

export const ListTheReturnReasons: Task = async (actor) => {
  await cli(actor).run('--json', 'returns', 'reasons');
};

export interface ReturnAsked {
  orderId: number;
  lines: { orderLineId: number; quantity: number }[];
  reasonId: number;
  comment: string;
  refund?: 'credit' | 'refund';
}

/** `returns create ORDER --item LINE:QTY… --reason ID --comment … --accept-terms` */
export const AskForAReturn = (asked: ReturnAsked): Task => async (actor) => {
  const items = asked.lines.flatMap((line) => ['--item', `${line.orderLineId}:${line.quantity}`]);
  const refund = asked.refund ? ['--refund', asked.refund] : [];
  await cli(actor).run('--json', 'returns', 'create', String(asked.orderId), ...items, '--reason', String(asked.reasonId), '--comment', asked.comment, ...refund, '--accept-terms');
};

export const ListTheReturnsOf = (orderId: number): Task => async (actor) => {
  await cli(actor).run('--json', 'returns', 'list', String(orderId));
};

export const ShowTheReturn = (returnId: number): Task => async (actor) => {
  await cli(actor).run('--json', 'returns', 'show', String(returnId));
};

export const CancelTheReturn = (returnId: number): Task => async (actor) => {
  await cli(actor).run('--json', 'returns', 'cancel', String(returnId));
};

/** `returns coupon ID --out F` into a fresh directory; the file's path is in the output. */
export const DownloadTheReturnLabel = (returnId: number): Task => async (actor) => {
  const out = join(mkdtempSync(join(tmpdir(), 'boutique-returns-')), 'label.pdf');
  await cli(actor).run('--json', 'returns', 'coupon', String(returnId), '--out', out);
};

export const OnTheReturn = (action: 'receive' | 'accept' | 'refuse' | 'cancel', returnId: number, ...options: string[]): Task => async (actor) => {
  await cli(actor).run('--json', 'admin', 'return', action, String(returnId), ...options);
};

export const TheReasonsListed: Question<ReturnReason[]> = output;
export const TheReturnShown: Question<ReturnOrder> = output;
export const TheReturnsListed: Question<ReturnSummary[]> = output;
