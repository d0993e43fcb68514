import { InvalidArgumentError, Option, type Command } from 'commander';
import { LIST_MY_STOCK_ALERTS } from '../../src/adapters/container/accounts-tokens';
import { LIST_STOCK_ALERTS, REMOVE_STOCK_ALERT, SUBSCRIBE_STOCK_ALERT } from '../../src/adapters/container/alerts-tokens';
import { resolve } from '../../src/adapters/container/bind';
import { alertLinkOf, readAlertLink, type AlertLink } from '../../src/domain/alerts/alert-link';
import type { ProductAlert } from '../../src/domain/alerts/product-alert';
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

const SIGNED_OUT = 'Not signed in: give the link of the alert mail (--link URL), or run `boutique login EMAIL --password-stdin` first.';
const ADDRESS_ALONE = 'An address alone opens no alert: give the whole link of the alert mail (--link URL, or --email with --expires and --signature), or sign in.';

interface LinkOptions {
  link?: AlertLink;
  email?: string;
  expires?: string;
  signature?: string;
  alert?: string;
}

function parseLink(value: string): AlertLink {
  const link = readAlertLink(value);
  if (!link) throw new InvalidArgumentError('expected the link of an alert mail (…/account/subscriptions?email=…&expires=…&signature=…).');
  return link;
}

/** `--link URL`, or its parts one by one: the signed link the shop mailed or answered (no account needed). */
function withLinkOptions(command: Command, what: string): Command {
  return command
    .addOption(new Option('--link <url>', `the link of the alert mail (manageUrl) or of the subscription (manage.url): ${what}`).argParser(parseLink))
    .addOption(new Option('--email <address>', 'the link\'s address (with --expires and --signature)').conflicts('link'))
    .addOption(new Option('--expires <seconds>', 'the link\'s expiry (Unix seconds)').conflicts('link'))
    .addOption(new Option('--signature <signature>', 'the link\'s signature').conflicts('link'))
    .addOption(new Option('--alert <id>', 'the link\'s alert (a subscription\'s link)').conflicts('link'));
}

/** The link given, none (the signed-in customer's alerts), or a refusal of parts that cannot be one. */
function linkFrom(options: LinkOptions): AlertLink | undefined {
  if (options.link) return options.link;
  const parts = [options.email, options.expires, options.signature, options.alert];
  if (parts.every((part) => part === undefined)) return undefined;
  if (options.expires === undefined || options.signature === undefined) throw new CliError(ADDRESS_ALONE);
  const link = alertLinkOf(options);
  if (!link) throw new CliError('Not a link of the shop: --email ADDRESS --expires SECONDS --signature SIGNATURE [--alert ID], as in the mail\'s link.');
  return link;
}

/**
 * `boutique alert …`: the stock alerts of SPEC §3 in the chosen store. Signed in, the alerts are the
 * customer's; without an account they open with the signed link the shop gave (the subscription's
 * for that alert, the back-in-stock mail's for every alert of the address). A refusal (already
 * subscribed, invalid address, size in stock, a refused link) prints the shop's message and exits 1.
 */
export function registerAlertCommand(program: Command, context: () => CommandContext): void {
  const alert = program.command('alert').description('stock alerts: be mailed when a sold-out size is back (add, list, remove)');

  alert
    .command('add')
    .description('ask for a mail when a sold-out size of a product is back in stock (signed in: an alert of the account); prints the link that shows and removes it')
    .argument('<productId>', 'product id', id('a product id'))
    .argument('<sizeId>', 'size id (productSizeId, see `boutique product`)', id('a size id'))
    .addOption(new Option('--email <address>', 'where the mail goes').makeOptionMandatory())
    .action(async (productId: number, productSizeId: number, options: { email: string }) => {
      const { container, options: global, output } = context();
      const result = await resolve(container(), SUBSCRIBE_STOCK_ALERT).execute({ productId, productSizeId, email: options.email });
      switch (result.kind) {
        case 'subscribed':
          return output.out(global.json ? JSON.stringify({ ...result.alert, manage: result.manage }, null, 2) : `${alertLine(result.alert)}\nSee or remove it: ${result.manage.url}`);
        case 'already-subscribed':
          throw new CliError(`${result.message} (409)`);
        case 'invalid-email':
          throw new CliError(`'${options.email}' is not a valid e-mail address.`);
        case 'refused':
          throw new CliError(`${result.message} (${result.code})`);
      }
    });

  withLinkOptions(
    alert.command('list').description('the signed-in customer’s alerts, or those a link of the shop opens (--link); newest first'),
    'the alerts it opens',
  ).action(async (options: LinkOptions) => {
    const { container, options: global, output } = context();
    const link = linkFrom(options);
    let alerts: ProductAlert[];
    if (link === undefined) {
      const result = await resolve(container(), LIST_MY_STOCK_ALERTS).execute();
      if (result.kind === 'signed-out') throw new CliError(SIGNED_OUT);
      alerts = result.alerts;
    } else {
      const result = await resolve(container(), LIST_STOCK_ALERTS).execute(link);
      if (result.kind === 'link-refused') throw new CliError(`${result.message} (403)`);
      alerts = result.alerts;
    }
    if (global.json) return output.out(JSON.stringify(alerts, null, 2));
    if (alerts.length === 0) return output.out(link === undefined ? 'No alert for you' : `No alert for ${link.email.trim().toLowerCase()}`);
    output.out(table(
      ['ID', 'PRODUCT', 'SIZE', 'EMAIL', 'CREATED', 'STATUS'],
      alerts.map((entry) => [
        String(entry.id), String(entry.productId), String(entry.productSizeId), entry.email, when(entry.createdAt),
        entry.sentAt ? `mailed ${when(entry.sentAt)}` : 'waiting',
      ]),
    ));
  });

  withLinkOptions(
    alert.command('remove').description('remove one of the signed-in customer’s alerts, or one a link of the shop opens (--link)').argument('<alertId>', 'alert id (see `boutique alert list`)', id('an alert id')),
    'an alert it opens',
  ).action(async (alertId: number, options: LinkOptions) => {
    const { container, options: global, output } = context();
    const result = await resolve(container(), REMOVE_STOCK_ALERT).execute(alertId, linkFrom(options));
    switch (result.kind) {
      case 'removed':
        return output.out(global.json ? JSON.stringify({ removed: alertId }) : `Alert #${alertId} removed`);
      case 'not-found':
        throw new CliError(`Alert ${alertId} not found (404)`);
      case 'signed-out':
        throw new CliError(SIGNED_OUT);
      case 'link-refused':
        throw new CliError(`${result.message} (403)`);
    }
  });
}
