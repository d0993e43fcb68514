/**
 * Data rights from the command line (docs/accounts-api.md "Your data"): `boutique account export
 * [--out FILE]` and `account close --password-stdin` for the signed-in customer, and support's
 * `boutique admin customers export EMAIL|ID [--out FILE]` and `close EMAIL|ID --reason "…"`.
 */
import { writeFile } from 'node:fs/promises';
import { resolve as resolvePath } from 'node:path';
import type { Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { CLOSE_CUSTOMER_ACCOUNT, CLOSE_MY_ACCOUNT, EXPORT_CUSTOMER_DATA, EXPORT_MY_DATA } from '../../src/adapters/container/data-rights-tokens';
import type { AccountClosure, CustomerDataExport } from '../../src/domain/accounts/data-rights';
import { CliError, answer, type CommandContext } from '../cli-context';
import { refused, signedOut } from './accounts-output';
import { adminFailed } from './admin-output';

/** The export as a file (`--out`, never overwriting) or on stdout; with `--out`, a one-line summary. */
async function deliver(ctx: CommandContext, data: CustomerDataExport, out: string | undefined): Promise<void> {
  const text = JSON.stringify(data, null, 2);
  if (out === undefined) return ctx.output.out(text);
  const file = resolvePath(out);
  try {
    await writeFile(file, `${text}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new CliError(`${file} already exists: choose another file (an export never overwrites one).`);
    throw error;
  }
  answer(ctx, { file, customerId: data.profile.id, orders: data.orders.length }, () => `Saved the data of ${data.profile.email} (${data.orders.length} order(s), ${data.returns.length} return(s)) to ${file}`);
}

const closedText = (closure: AccountClosure, who: string) =>
  `Closed the account of ${who} (#${closure.customerId}): personal data erased, ${closure.ordersKept} order(s) kept anonymised with their bills for ${closure.retentionYears} years.`;

export function registerAccountRightsCommands(account: Command, context: () => CommandContext): void {
  account
    .command('export')
    .description('download my data (GDPR): profile, addresses, orders, returns, balance, favourites, recently viewed, alerts, ratings, consents, as JSON')
    .option('--out <file>', 'save it to this file (must not exist yet) instead of printing it')
    .action(async (options: { out?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), EXPORT_MY_DATA).execute();
      if (result.kind === 'signed-out') return signedOut();
      await deliver(ctx, result.data, options.out);
    });

  account
    .command('close')
    .description('close my account for good: the password again on stdin (an Apple/Facebook account: sign in again in the browser just before)')
    .option('--password-stdin', 'read the password from the first line of stdin')
    .action(async (options: { passwordStdin?: boolean }) => {
      const ctx = context();
      const password = options.passwordStdin ? (await ctx.stdinLines())[0] : undefined;
      if (options.passwordStdin && password === undefined) throw new CliError('Pipe the password on stdin, e.g. `printf \'%s\\n\' "$PASSWORD" | boutique account close --password-stdin`.');
      const result = await resolve(ctx.container(), CLOSE_MY_ACCOUNT).execute({ password });
      if (result.kind === 'signed-out') return signedOut();
      if (result.kind === 'refused') return refused(result);
      answer(ctx, result.closure, () => `${closedText(result.closure, 'this customer')}\nYou are signed out.`);
    });
}

export function registerAdminCustomersCommand(admin: Command, context: () => CommandContext): Command {
  const customers = admin.command('customers').description('customers: search, show, and their data rights on their request: export, close (role support)');

  customers
    .command('export')
    .description('a customer’s data export, as JSON')
    .argument('<customer>', 'the account’s e-mail address or id')
    .option('--out <file>', 'save it to this file (must not exist yet) instead of printing it')
    .action(async (customer: string, options: { out?: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), EXPORT_CUSTOMER_DATA).execute(customer);
      if (result.kind !== 'exported') return adminFailed(result, `No open account for ${customer}`);
      await deliver(ctx, result.data, options.out);
    });

  customers
    .command('close')
    .description('close a customer’s account on their request (never a staff account); the reason is kept by the staff audit')
    .argument('<customer>', 'the account’s e-mail address or id')
    .requiredOption('--reason <text>', 'why: the customer’s request (how and when it came)')
    .action(async (customer: string, options: { reason: string }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), CLOSE_CUSTOMER_ACCOUNT).execute({ customer, reason: options.reason });
      if (result.kind === 'invalid') throw new CliError(result.message);
      if (result.kind !== 'closed') return adminFailed(result, `No open account for ${customer}`);
      answer(ctx, result.closure, () => closedText(result.closure, customer));
    });
  return customers;
}
