/**
 * The support desk from a terminal (issue 39; role `support`), the same use cases as the back
 * office's screens: `boutique admin customers search|show`, `boutique admin messages
 * list|show|answer|done`, and `boutique admin order refund`.
 */
import { InvalidArgumentError, Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { LIST_CONTACT_MESSAGES, SHOW_CONTACT_MESSAGE } from '../../src/adapters/container/contact-ratings-tokens';
import { ANSWER_CONTACT_MESSAGE, MARK_CONTACT_MESSAGE_DONE, REFUND_ORDER, SEARCH_CUSTOMERS, SHOW_CUSTOMER } from '../../src/adapters/container/support-tokens';
import { ANSWER_MAX_LENGTH, ANSWER_MIN_LENGTH } from '../../src/application/support/support-desk';
import type { ContactMessage } from '../../src/domain/contact/contact-message';
import { CUSTOMER_SORTS, type CustomerFile, type CustomerSort } from '../../src/domain/support/customer-file';
import { CliError, answer, type CommandContext } from '../cli-context';
import { table } from '../format/table';
import { wholeId } from './accounts-output';
import { adminFailed } from './admin-output';
import { contactMessageText } from './contact';

const when = (iso: string | null) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '');
const euros = (amount: number) => `${amount.toFixed(2)} €`;

const messageKey = (value: string): string => {
  if (!/^\d{1,9}$/.test(value) && !/^CT-[0-9A-Z]{8}$/i.test(value)) throw new InvalidArgumentError('a message id or reference (CT-XXXXXXXX).');
  return value;
};

export function customerFileText(file: CustomerFile): string {
  const { profile } = file;
  const lines = [
    `Customer  ${profile.firstName} ${profile.lastName} <${profile.email}> (#${profile.id})${profile.closed ? ' — closed' : ''}`,
    `Store     ${profile.storeId} (${profile.locale}), since ${when(profile.createdAt).slice(0, 10)}`,
    `Roles     ${profile.roles.join(', ')}`,
    `Orders    ${file.orders.total} (spent ${euros(file.orders.spent)})`,
    ...file.orders.items.slice(0, 5).map((order) => `          ${order.reference}  ${when(order.createdAt).slice(0, 10)}  ${order.statusLabel}  ${euros(order.total)}`),
    `Returns   ${file.returns.total}`,
    ...file.returns.items.slice(0, 5).map((ret) => `          ${ret.reference}  order ${ret.orderId}  ${ret.statusLabel}  ${euros(ret.refundAmount)}`),
    `Balance   ${euros(file.balance.balance)} usable (${file.balance.vouchers.length} vouchers, ${file.balance.credits.length} credits)`,
    `Favourites ${file.favourites.count}, stock alerts ${file.alerts.length}`,
    `Newsletter ${file.consents.filter((consent) => consent.given).map((consent) => consent.store).join(', ') || 'no'}`,
    `Addresses ${file.addresses.length}`,
    `Messages  ${file.messages.length}${file.messages.length ? ` (${file.messages.filter((message) => message.status === 'open').length} open)` : ''}`,
    ...file.messages.slice(0, 5).map((message) => `          ${message.reference}  ${when(message.createdAt).slice(0, 10)}  ${message.status}  ${message.subject}`),
    `Staff calls ${file.audit.length}`,
  ];
  return lines.join('\n');
}

function answeredText(message: ContactMessage): string {
  const answers = message.answers ?? [];
  return [
    contactMessageText(message),
    '',
    `Status    ${message.status}${message.doneAt ? ` (${when(message.doneAt)})` : ''}`,
    ...answers.flatMap((reply) => ['', `Answer of ${when(reply.at)} by ${reply.agentEmail} (mailed in ${reply.locale}): ${reply.subject}`, reply.text]),
  ].join('\n');
}

/** Under `admin customers` (next to export and close). */
export function registerAdminCustomerSearchCommands(customers: Command, context: () => CommandContext): void {
  customers
    .command('search')
    .description('customers by e-mail address, name, account or order number')
    .argument('[text]', 'part of the e-mail address or name, an account number or an order number')
    .addOption(new Option('--sort <key>', 'sort by').choices([...CUSTOMER_SORTS]))
    .option('--desc', 'in descending order')
    .option('--page <n>', 'page (1 first)', wholeId('a page'))
    .action(async (text: string | undefined, options: { sort?: CustomerSort; desc?: boolean; page?: number }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SEARCH_CUSTOMERS).execute({ q: text, sort: options.sort, dir: options.desc ? 'desc' : 'asc', page: options.page });
      if (result.kind !== 'found') return adminFailed(result, 'No customer');
      answer(ctx, { items: result.items, total: result.total }, () => {
        if (result.items.length === 0) return 'No customer found';
        return `${table(
          ['ID', 'EMAIL', 'NAME', 'STORE', 'ORDERS', 'LAST ORDER'],
          result.items.map((item) => [String(item.id), item.email, `${item.firstName} ${item.lastName}${item.closed ? ' (closed)' : ''}`, item.storeId, String(item.orderCount), when(item.lastOrderAt).slice(0, 10)]),
        )}\n${result.total} customer${result.total === 1 ? '' : 's'}`;
      });
    });

  customers
    .command('show')
    .description('a customer’s page: profile, orders, returns, balance, favourites, alerts, consents, messages, staff calls')
    .argument('<customer>', 'the account’s e-mail address or id')
    .action(async (customer: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SHOW_CUSTOMER).execute(customer);
      if (result.kind !== 'found') return adminFailed(result, `No customer ${customer}`);
      answer(ctx, result.customer, () => customerFileText(result.customer));
    });
}

/** `boutique admin messages …`: the contact messages as the back office handles them. */
export function registerAdminMessagesCommand(admin: Command, context: () => CommandContext): void {
  const messages = admin.command('messages').description('contact messages: list, show, answer by mail, mark done (role support)');
  messages
    .command('list')
    .description('contact messages, newest first')
    .addOption(new Option('--status <status>', 'only open or done ones').choices(['open', 'done']))
    .option('--email <address>', 'only this sender’s')
    .option('--page <n>', 'page (1 first)', wholeId('a page'))
    .action(async (options: { status?: 'open' | 'done'; email?: string; page?: number }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_CONTACT_MESSAGES).execute(options);
      if (result.kind !== 'found') return adminFailed(result, 'No message');
      const { kind: _kind, ...list } = result;
      answer(ctx, list, () => (list.messages.length === 0
        ? 'No contact message'
        : `${table(['REFERENCE', 'DATE', 'STATUS', 'FROM', 'SUBJECT', 'ANSWERS'], list.messages.map((message) => [
          message.reference, when(message.createdAt), message.status, message.email, message.subject, String(message.answerCount),
        ]))}\nPage ${list.page} of ${list.pages} (${list.total} messages)`));
    });
  messages
    .command('show')
    .description('one message with its answers')
    .argument('<id>', 'message id or reference (CT-…)', messageKey)
    .action(async (key: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SHOW_CONTACT_MESSAGE).execute(key);
      if (result.kind !== 'found') return adminFailed(result, `Message ${key} not found`);
      answer(ctx, result.message, () => answeredText(result.message));
    });
  messages
    .command('answer')
    .description('answer by mail, in the sender’s language; the answer is kept with the message')
    .argument('<id>', 'message id or reference (CT-…)', messageKey)
    .addOption(new Option('--text <text>', `the answer (${ANSWER_MIN_LENGTH} to ${ANSWER_MAX_LENGTH} characters)`).conflicts('textStdin'))
    .option('--text-stdin', 'read the answer from the input')
    .option('--done', 'mark the message done too')
    .action(async (key: string, options: { text?: string; textStdin?: boolean; done?: boolean }) => {
      const ctx = context();
      const text = options.textStdin ? (await ctx.stdinLines()).join('\n') : options.text;
      if (text === undefined) throw new CliError('Give the answer: --text TEXT, or --text-stdin to pipe it.');
      const result = await resolve(ctx.container(), ANSWER_CONTACT_MESSAGE).execute({ key, text, done: options.done });
      if (result.kind === 'invalid-answer') throw new CliError(`An answer is ${ANSWER_MIN_LENGTH} to ${ANSWER_MAX_LENGTH} characters.`);
      if (result.kind !== 'answered') return adminFailed(result, `Message ${key} not found`);
      answer(ctx, result.message, () => `Answer mailed to ${result.message.email} (${result.message.locale}).\n\n${answeredText(result.message)}`);
    });
  messages
    .command('done')
    .description('mark a message done')
    .argument('<id>', 'message id or reference (CT-…)', messageKey)
    .action(async (key: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), MARK_CONTACT_MESSAGE_DONE).execute(key);
      if (result.kind !== 'done') return adminFailed(result, `Message ${key} not found`);
      answer(ctx, result.message, () => `Message ${result.message.reference} done.`);
    });
}

/** Under `admin order`: the refund of an order cancelled after it was paid. */
export function registerAdminOrderRefundCommand(order: Command, context: () => CommandContext): void {
  order
    .command('refund')
    .description('refund an order cancelled after it was paid: the way it was paid, or --credit on the balance')
    .argument('<orderId>', 'order id', wholeId('an order id'))
    .option('--credit', 'as a credit on the customer’s balance (one year)')
    .action(async (id: number, options: { credit?: boolean }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), REFUND_ORDER).execute({ orderId: id, means: options.credit ? 'credit' : 'original' });
      if (result.kind !== 'refunded') return adminFailed(result, `Order ${id} not found`);
      const refund = result.order.refunds.at(-1);
      answer(ctx, result.order, () => `Order ${result.order.reference} refunded${refund ? `: ${euros(refund.amount)} ${refund.means === 'credit' ? 'as a credit' : 'to the payer'}` : ''}.`);
    });
}
