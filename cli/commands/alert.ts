import { InvalidArgumentError, Option, type Command } from 'commander';
import { LIST_STOCK_ALERTS, REMOVE_STOCK_ALERT, SUBSCRIBE_STOCK_ALERT, resolve } from '../../src/adapters/container/tokens';
import type { ProductAlert } from '../../src/domain/catalogue/product-alert';
import { CliError, type CommandContext } from '../cli-context';
import { table } from '../format/table';

const id = (what: string) => (value: string): number => {
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < 1 || number > 2_147_483_647) throw new InvalidArgumentError(`${what} is a whole number from 1.`);
  return number;
};

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

export function alertLine(alert: ProductAlert): string {
  return `Alert #${alert.id}: product ${alert.productId}, size ${alert.productSizeId}, for ${alert.email} — ${alert.sentAt ? `mailed ${when(alert.sentAt)}` : 'waiting for stock'}`;
}

/**
 * `boutique alert …`: the stock alerts of SPEC §3 in the chosen store. A refusal (already
 * subscribed, invalid address, size in stock) prints the shop's message and exits 1.
 */
export function registerAlertCommand(program: Command, context: () => CommandContext): void {
  const alert = program.command('alert').description('stock alerts: be mailed when a sold-out size is back (add, list, remove)');

  alert
    .command('add')
    .description('ask for a mail when a sold-out size of a product is back in stock')
    .argument('<productId>', 'product id', id('a product id'))
    .argument('<sizeId>', 'size id (productSizeId, see `boutique product`)', id('a size id'))
    .addOption(new Option('--email <address>', 'where the mail goes').makeOptionMandatory())
    .addOption(new Option('--customer <id>', 'customer id of a logged-in shopper').argParser(id('a customer id')))
    .action(async (productId: number, productSizeId: number, options: { email: string; customer?: number }) => {
      const { container, options: global, output } = context();
      const result = await resolve(container(), SUBSCRIBE_STOCK_ALERT).execute({ productId, productSizeId, email: options.email, customerId: options.customer ?? null });
      switch (result.kind) {
        case 'subscribed':
          return output.out(global.json ? JSON.stringify(result.alert, null, 2) : alertLine(result.alert));
        case 'already-subscribed':
          throw new CliError(`${result.message} (409)`);
        case 'invalid-email':
          throw new CliError(`'${options.email}' is not a valid e-mail address.`);
        case 'refused':
          throw new CliError(`${result.message} (${result.code})`);
      }
    });

  alert
    .command('list')
    .description('the alerts an address left in the store, newest first')
    .addOption(new Option('--email <address>', 'whose alerts').makeOptionMandatory())
    .action(async (options: { email: string }) => {
      const { container, options: global, output } = context();
      const result = await resolve(container(), LIST_STOCK_ALERTS).execute(options.email);
      if (result.kind === 'invalid-email') throw new CliError(`'${options.email}' is not a valid e-mail address.`);
      if (global.json) return output.out(JSON.stringify(result.alerts, null, 2));
      if (result.alerts.length === 0) return output.out(`No alert for ${options.email.trim().toLowerCase()}`);
      output.out(table(
        ['ID', 'PRODUCT', 'SIZE', 'EMAIL', 'CREATED', 'STATUS'],
        result.alerts.map((entry) => [
          String(entry.id), String(entry.productId), String(entry.productSizeId), entry.email, when(entry.createdAt),
          entry.sentAt ? `mailed ${when(entry.sentAt)}` : 'waiting',
        ]),
      ));
    });

  alert
    .command('remove')
    .description('remove an alert')
    .argument('<alertId>', 'alert id (see `boutique alert list`)', id('an alert id'))
    .action(async (alertId: number) => {
      const { container, options: global, output } = context();
      const result = await resolve(container(), REMOVE_STOCK_ALERT).execute(alertId);
      if (result.kind === 'not-found') throw new CliError(`Alert ${alertId} not found (404)`);
      output.out(global.json ? JSON.stringify({ removed: alertId }) : `Alert #${alertId} removed`);
    });
}
