import { InvalidArgumentError, Option, type Command } from 'commander';
import { resolve } from '../../src/adapters/container/bind';
import { LIST_CONTACT_MESSAGES, SEND_CONTACT_MESSAGE, SHOW_CONTACT_MESSAGE } from '../../src/adapters/container/contact-ratings-tokens';
import { CONTACT_SUBJECTS, type ContactErrors, type ContactMessage, type ContactSubject } from '../../src/domain/contact/contact-message';
import { CliError, answer, type CommandContext } from '../cli-context';
import { table } from '../format/table';
import { signedOut, wholeId } from './accounts-output';

const PROBLEMS: Record<string, string> = {
  'email.required': '--email is required',
  'email.invalid': '--email is not a valid e-mail address',
  'name.required': '--name is required',
  'name.too-long': '--name is 100 characters at most',
  'name.invalid': '--name holds control characters',
  'subject.required': `--subject is one of ${CONTACT_SUBJECTS.join(', ')}`,
  'orderId.invalid': '--order is 1 to 8 digits',
  'orderId.unknown': '--order is none of your orders (signed in), nor one placed with --email',
  'message.required': 'the message is empty',
  'message.too-short': 'the message is 10 characters at least',
  'message.too-long': 'the message is 3000 characters at most',
  'message.invalid': 'the message holds control characters',
};

const problemsText = (errors: ContactErrors) =>
  Object.entries(errors).map(([field, problem]) => PROBLEMS[`${field}.${problem}`] ?? `${field}: ${problem}`).join('; ');

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

export function contactMessageText(message: ContactMessage): string {
  return [
    `Message   ${message.reference} (#${message.id}) — ${when(message.createdAt)}`,
    `From      ${message.name} <${message.email}>${message.customerId === null ? '' : ` (customer #${message.customerId})`}`,
    `Store     ${message.storeId} (${message.locale})`,
    `Subject   ${message.subject}${message.orderId ? ` — order ${message.orderId}` : ''}`,
    '',
    message.message,
  ].join('\n');
}

/**
 * `boutique contact send …`: the contact form of SPEC §2 from a terminal (signed in, the message
 * carries the customer). The message comes from --message or, with --message-stdin, from the input.
 */
export function registerContactCommand(program: Command, context: () => CommandContext): void {
  const contact = program.command('contact').description('write to customer support (the /contact form)');
  contact
    .command('send')
    .description('send a message to customer support; prints the reference it is filed under')
    .requiredOption('--email <address>', 'where support answers')
    .requiredOption('--name <name>', 'your name')
    .addOption(new Option('--subject <subject>', 'what it is about').choices([...CONTACT_SUBJECTS]).makeOptionMandatory())
    .option('--order <id>', 'the order it is about (1 to 8 digits)')
    .addOption(new Option('--message <text>', 'the message (10 to 3000 characters)').conflicts('messageStdin'))
    .option('--message-stdin', 'read the message from the input')
    .action(async (options: { email: string; name: string; subject: ContactSubject; order?: string; message?: string; messageStdin?: boolean }) => {
      const ctx = context();
      const message = options.messageStdin ? (await ctx.stdinLines()).join('\n') : options.message;
      if (message === undefined) throw new CliError('Give the message: --message TEXT, or --message-stdin to pipe it.');
      const result = await resolve(ctx.container(), SEND_CONTACT_MESSAGE).execute({
        email: options.email, name: options.name, subject: options.subject, orderId: options.order ?? null, message,
      });
      if (result.kind === 'invalid') throw new CliError(`Not sent: ${problemsText(result.errors)}.`);
      if (result.kind === 'refused') throw new CliError(`${result.message} (${result.code})`);
      answer(ctx, { reference: result.reference }, () => `Message sent to customer support: reference ${result.reference}`);
    });
}

type SupportFailure = { kind: 'signed-out' } | { kind: 'forbidden'; message: string } | { kind: 'not-found' };

function failed(result: SupportFailure, key?: string): never {
  if (result.kind === 'signed-out') return signedOut();
  if (result.kind === 'forbidden') throw new CliError(`Reserved to support staff (the support role): ${result.message} (403)`);
  throw new CliError(`Message ${key ?? ''} not found (404)`);
}

const reference = (value: string): string => {
  if (!/^\d{1,9}$/.test(value) && !/^CT-[0-9A-Z]{8}$/i.test(value)) throw new InvalidArgumentError('a message id or reference (CT-XXXXXXXX).');
  return value;
};

/** `boutique admin contact list|show`: support staff read what shoppers wrote. */
export function registerAdminContactCommand(admin: Command, context: () => CommandContext): void {
  const contact = admin.command('contact').description('contact messages: list, show');
  contact
    .command('list')
    .description('contact messages, newest first')
    .option('--email <address>', 'only this sender’s')
    .option('--page <n>', 'page (1 first)', wholeId('a page'))
    .action(async (options: { email?: string; page?: number }) => {
      const ctx = context();
      const result = await resolve(ctx.container(), LIST_CONTACT_MESSAGES).execute(options);
      if (result.kind !== 'found') return failed(result);
      const { kind: _kind, ...list } = result;
      answer(ctx, list, () => {
        if (list.messages.length === 0) return 'No contact message';
        return `${table(
          ['REFERENCE', 'ID', 'DATE', 'FROM', 'SUBJECT', 'ORDER', 'MESSAGE'],
          list.messages.map((message) => [
            message.reference, String(message.id), when(message.createdAt), message.email, message.subject, message.orderId ?? '', message.excerpt.replace(/\s+/g, ' '),
          ]),
        )}\nPage ${list.page} of ${list.pages} (${list.total} messages)`;
      });
    });
  contact
    .command('show')
    .description('one contact message, whole')
    .argument('<id>', 'message id or reference (CT-…)', reference)
    .action(async (key: string) => {
      const ctx = context();
      const result = await resolve(ctx.container(), SHOW_CONTACT_MESSAGE).execute(key);
      if (result.kind !== 'found') return failed(result, key);
      answer(ctx, result.message, () => contactMessageText(result.message));
    });
}
